package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** VIF as a user meets it on the command line: info, validate (strict and lenient), convert. */
class VifCommandsTest {
    private static final Path EXAMPLE = Corpus.examples(".vif").get(0);
    private static final Path CUBE = Corpus.examples(".iqe").stream()
            .filter(p -> p.getFileName().toString().equals("cube.iqe")).findFirst().orElseThrow();

    /** Two roots: VDSlib crashes on it; meshport says where. */
    private static final String TWO_ROOTS = "VIF2.2\nformat: p\nvertex positions: 5\nvertices: 5\ntriangles: 1\n"
            + "patches: 1\nmerges: 2\np0 0 0 0\np1 1 0 0\np2 0 1 0\np3 0.3 0.3 0\np4 0 1 0\nv0 0 1\nv1 1 1\nv2 2 1\n"
            + "v3 3 1\nv4 4 1\nt 0 1 2 1\nm3 0 1\nm4 2\n";

    @TempDir
    Path dir;

    @Test
    void infoShowsTheHierarchy() {
        Cli.Result r = Cli.run("info", EXAMPLE.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("vif: version 2.3, 12 positions, 12 vertices, 2 patches"), r.out());
        assertTrue(r.out().contains("hierarchy: 3 merges, 3 interior vertices, depth 2"), r.out());
        JsonObject vif = JsonParser.parseString(Cli.run("info", "--json", EXAMPLE.toString()).out()).getAsJsonObject()
                .getAsJsonObject("vif");
        assertEquals("2.3", vif.get("version").getAsString());
        assertEquals(4, vif.get("errorParams").getAsInt());
    }

    @Test
    void convertingAModelBuildsAHierarchyThatValidates() throws IOException {
        Path out = dir.resolve("cube.vif");
        Cli.Result r = Cli.run("convert", CUBE.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        String text = Files.readString(out);
        assertTrue(text.startsWith("VIF2.3\nformat: pnx1\n"), text);
        Cli.Result v = Cli.run("validate", out.toString());
        assertEquals(0, v.exit(), v.toString());
        assertTrue(v.out().endsWith("1 file: 1 valid, 0 with errors, 0 warnings\n"), v.toString());
        Path old = dir.resolve("cube20.vif");
        assertEquals(0, Cli.run("convert", "--vif-version", "2.0", CUBE.toString(), old.toString()).exit());
        assertTrue(Files.readString(old).startsWith("VIF2.0\nvertices: "), Files.readString(old));
        Cli.Result bad = Cli.run("convert", "--vif-version", "3.0", CUBE.toString(), dir.resolve("x.vif").toString());
        assertEquals(2, bad.exit(), bad.toString());
    }

    @Test
    void aBrokenHierarchyIsAnErrorAndLenientlyAWarningAndRebuilt() throws IOException {
        Path in = dir.resolve("roots.vif");
        Files.writeString(in, TWO_ROOTS, StandardCharsets.US_ASCII);
        Cli.Result strict = Cli.run("validate", in.toString());
        assertEquals(1, strict.exit(), strict.toString());
        assertTrue(strict.out().contains("roots.vif:20:1: error: two roots"), strict.toString());
        Cli.Result lenient = Cli.run("validate", "--lenient", in.toString());
        assertEquals(0, lenient.exit(), lenient.toString());
        assertTrue(lenient.out().contains("roots.vif:20:1: warning: two roots"), lenient.toString());
        Path out = dir.resolve("fixed.vif");
        Cli.Result fixed = Cli.run("convert", "--lenient", in.toString(), out.toString());
        assertEquals(0, fixed.exit(), fixed.toString());
        assertTrue(fixed.err().contains("a new one is built"), fixed.toString());
        assertEquals(0, Cli.run("validate", out.toString()).exit());
        assertTrue(Files.readString(out).startsWith("VIF2.2\n"), "a VIF input keeps its version");
    }

    @Test
    void sameVifConversionKeepsComments() throws IOException {
        Path out = dir.resolve("copy.vif");
        Cli.Result r = Cli.run("convert", EXAMPLE.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(Files.readString(EXAMPLE), Files.readString(out));
    }
}
