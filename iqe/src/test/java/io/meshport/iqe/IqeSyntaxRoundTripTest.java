package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/** DESIGN §6 laws 1 and 2 on generated documents: read(write(doc)) == doc, and writing is stable. */
class IqeSyntaxRoundTripTest {
    private static final int CASES = 400;

    @Test
    void generatedDocumentsRoundTrip() {
        long base = Long.getLong("meshport.seed", System.nanoTime());
        for (int i = 0; i < CASES; i++) {
            long seed = base + i;
            IqeDocument doc = new IqeDocumentGenerator(seed).document(1 + i / 4);
            String text = IqeTestFiles.written(doc);
            try {
                IqeDocument again = IqeTestFiles.read(text, "generated.iqe");
                assertEquals(doc, again, "read(write(doc)) != doc");
                assertEquals(text, IqeTestFiles.written(again), "write(read(text)) != text");
            } catch (Exception | AssertionError e) {
                fail("seed " + seed + " (replay with -Dmeshport.seed=" + seed + "): " + e + "\n" + text, e);
            }
        }
    }
}
