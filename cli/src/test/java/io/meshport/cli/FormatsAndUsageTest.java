package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FormatsAndUsageTest {
    @TempDir
    Path dir;

    @Test
    void formatsListsEveryFormatOnTheClasspathWithItsAbilities() {
        Cli.Result r = Cli.run("formats");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("mtest\\s+mtest\\s+yes\\s+yes\\s*")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("tri\\s+tri\\s+no\\s+yes\\s*")), r.out());
    }

    @Test
    void helpAndVersionSucceed() {
        Cli.Result help = Cli.run("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("convert"), help.out());
        assertTrue(help.out().contains("3  I/O error"), help.out());
        Cli.Result convertHelp = Cli.run("convert", "--help");
        assertEquals(0, convertHelp.exit());
        assertTrue(convertHelp.out().contains("Differences from the reference compiler"), convertHelp.out());
        Cli.Result version = Cli.run("--version");
        assertEquals(0, version.exit());
        assertTrue(version.out().startsWith("meshport "), version.out());
    }

    private static void assertUsageError(Cli.Result r, String fragment) {
        assertEquals(2, r.exit(), r.toString());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
        assertTrue(r.err().startsWith("meshport: "), r.err());
        assertTrue(r.err().contains(fragment), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void usageErrorsExitWithTwoAndOneLine() throws IOException {
        String in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest")).toString();
        String out = dir.resolve("out.mtest").toString();
        assertUsageError(Cli.run(), "missing command");
        assertUsageError(Cli.run("frobnicate"), "frobnicate");
        assertUsageError(Cli.run("convert", in), "expected at least one input and an output");
        assertUsageError(Cli.run("convert", "--to", "nope", in, out), "unknown format 'nope' (known: ");
        assertUsageError(Cli.run("convert", in, dir.resolve("out.xyz").toString()), "name it with --to");
        assertUsageError(Cli.run("convert", "--from", "tri", in, out), "cannot read tri");
        assertUsageError(Cli.run("convert", "--scale", "-1", in, out), "--scale must be a positive number");
        assertUsageError(Cli.run("convert", "--rotate", "1,2,3,4", in, out), "--rotate expects X,Y,Z");
        assertUsageError(Cli.run("convert", "--translate", "a,b", in, out), "--translate expects a number");
        assertUsageError(Cli.run("convert", in, "--name", "x", out), "not after the last");
        assertUsageError(Cli.run("info"), "FILE");
        assertUsageError(Cli.run("validate"), "FILE");
    }
}
