package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Diagnostics hold what they are told, bounded: at most their limit of messages (the rest
 * counted), each at most {@link Diagnostics#MAX_MESSAGE} characters (the rest counted): a message
 * naming a file's 40,000 materials was 390 KB on one line.
 */
class DiagnosticsTest {
    @Test
    void aLongMessageIsCutAndSaysHowMuchIsLeftOut() {
        Diagnostics d = new Diagnostics();
        d.lost("x.pie", "the materials " + "m, ".repeat(100_000), LossScope.of("meshes"));
        Diagnostic kept = d.all().get(0);
        assertTrue(kept.message().startsWith("the materials m, m, "), kept.message());
        assertTrue(kept.message().endsWith("… (" + (14 + 300_000 - Diagnostics.MAX_MESSAGE) + " characters more)"),
                kept.message());
        assertEquals(Severity.LOSS, kept.severity());
        assertEquals("x.pie", kept.source());
        assertEquals(LossScope.of("meshes"), kept.scope());
    }

    @Test
    void aCutNeverSplitsACharacter() {
        Diagnostics d = new Diagnostics();
        String message = "x".repeat(Diagnostics.MAX_MESSAGE - 1) + "\uD83D\uDE00".repeat(10);
        d.warn("x.iqe", message);
        String kept = d.all().get(0).message();
        assertTrue(kept.startsWith("x".repeat(Diagnostics.MAX_MESSAGE - 1) + "…"), kept);
        assertEquals(-1, kept.indexOf('\uD83D'), "no half of the emoji");
    }

    @Test
    void shortMessagesAndTheLimitAreAsBefore() {
        Diagnostics d = new Diagnostics(2);
        d.warn("a", "one");
        d.warn("a", "two");
        d.warn("a", "three");
        assertEquals("one", d.all().get(0).message());
        assertEquals(2, d.all().size());
        assertEquals(1, d.dropped());
    }
}
