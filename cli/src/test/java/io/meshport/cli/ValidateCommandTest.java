package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    @TempDir
    Path dir;

    @Test
    void aCleanFilePrintsNothingAndExitsZero() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Cli.Result r = Cli.run("validate", file.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("1 file: 1 valid, 0 with errors, 0 warnings\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void theReferenceCompilersUnpaddedSectionsAreANoteShownOnlyWhenVerbose() {
        // Red Eclipse's animation files: poses, anims and frames right after an odd-length text block
        Path file = io.meshport.harness.junit.Corpus.root().resolve("iqm/data/actors/player/crouch_left.iqm");
        Cli.Result plain = Cli.run("validate", "--strict", file.toString());
        assertEquals(0, plain.exit(), "not a warning, so --strict passes: " + plain);
        assertEquals("1 file: 1 valid, 0 with errors, 0 warnings\n", plain.out());
        Cli.Result verbose = Cli.run("validate", "--strict", "--verbose", file.toString());
        assertEquals(0, verbose.exit(), verbose.toString());
        org.junit.jupiter.api.Assertions.assertTrue(verbose.out().startsWith(file + ":@80(ofs_poses): note: offset 137"
                + " is not 4-aligned (tolerated: it directly follows the previous section, as the reference compiler"
                + " writes it after an odd-length text block)\n"), verbose.out());
        org.junit.jupiter.api.Assertions.assertTrue(verbose.out().endsWith("1 file: 1 valid, 0 with errors, 0 warnings\n"),
                verbose.out());
    }

    @Test
    void aDegeneratePiePolygonIsReportedOnceWithItsPlace() throws IOException {
        Path file = dir.resolve("bad.pie");
        Files.writeString(file, String.join("\n", "PIE 2", "TYPE 200", "TEXTURE 0 page.png 256 256", "LEVELS 1",
                "LEVEL 1", "POINTS 3", "\t0 0 0", "\t1 0 0", "\t0 1 0", "POLYGONS 2",
                "\t200 3 0 1 2 0 0 256 0 0 256", "\t200 3 0 0 1 0 0 0 0 256 0", ""));
        Cli.Result r = Cli.run("validate", file.toString());
        assertEquals(file + ":12:2: warning: level 1, polygon 2: degenerate (repeated point or zero area)\n"
                + "1 file: 1 valid, 0 with errors, 1 warning\n", r.out(),
                "the reader's finding with its line, not the model check's again");
    }

    @Test
    void readerAndModelWarningsOnePerLine() throws IOException {
        Path file = dir.resolve("odd.mtest");
        Files.writeString(file, "MTEST 1\nwarn trailing junk ignored\nmesh flat -\n"
                + "array position float 3 0 0 0 1 0 0 2 0 0 7 7 7\ntris 0 1 2\n");
        Cli.Result r = Cli.run("validate", file.toString());
        assertEquals(0, r.exit(), "warnings alone do not fail: " + r);
        assertEquals(file + ":2:1: warning: trailing junk ignored\n"
                + file + ": warning: mesh \"flat\": 1 triangle is degenerate (repeated vertex or zero area) (first:"
                + " triangle 0)\n"
                + file + ": warning: mesh \"flat\": 1 vertex is not used by any triangle (first: vertex 3)\n"
                + "1 file: 1 valid, 0 with errors, 3 warnings\n",
                r.out());
    }

    @Test
    void anErrorInAnyFileExitsOneAndEveryFileIsChecked() throws IOException {
        Path good = Fixtures.write(Fixtures.character(), dir.resolve("good.mtest"));
        Path bad = Files.writeString(dir.resolve("bad.mtest"), "MTEST 1\njoint a x\n");
        Cli.Result r = Cli.run("validate", bad.toString(), good.toString());
        assertEquals(1, r.exit(), r.toString());
        assertEquals(bad + ":2:1: error: bad joint line: For input string: \"x\"\n"
                + "2 files: 1 valid, 1 with errors, 0 warnings\n", r.out());
    }

    @Test
    void anUnreadableFileExitsThree() throws IOException {
        Path good = Fixtures.write(Fixtures.character(), dir.resolve("good.mtest"));
        Path missing = dir.resolve("missing.mtest");
        Cli.Result r = Cli.run("validate", good.toString(), missing.toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals(missing + ": error: no such file or directory\n"
                + "2 files: 1 valid, 1 with errors, 0 warnings\n", r.out());
    }
}
