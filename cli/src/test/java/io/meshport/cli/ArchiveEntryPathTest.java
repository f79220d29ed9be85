package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelIO;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A model inside an archive, named as batch messages name it ({@code base.wz!/structs/x.pie}), is
 * taken by every command that reads one model: info, render, diff and convert; an archive given
 * to {@code info} is counted by format, with the commands that go through it.
 */
class ArchiveEntryPathTest {
    private static final List<Path> PIES = Corpus.files("pie", ".pie").subList(0, 2);

    @TempDir
    Path dir;
    Path wz;
    String entry;

    @BeforeEach
    void archive() throws IOException {
        wz = dir.resolve("base.wz");
        try (OutputStream out = Files.newOutputStream(wz); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Path pie : PIES) {
                zip.putNextEntry(new ZipEntry("structs/" + pie.getFileName()));
                zip.write(Files.readAllBytes(pie));
                zip.closeEntry();
            }
            zip.putNextEntry(new ZipEntry("texpages/readme.txt"));
            zip.write("not a model\n".getBytes());
            zip.closeEntry();
        }
        entry = wz + "!/structs/" + PIES.get(0).getFileName();
    }

    @Test
    void infoOfAnEntryIsInfoOfTheFile() {
        Cli.Result fromArchive = Cli.run("info", entry);
        Cli.Result fromFile = Cli.run("info", PIES.get(0).toString());
        assertEquals(0, fromArchive.exit(), fromArchive.toString());
        assertEquals(fromFile.out().replace(PIES.get(0).toString(), "NAME"), fromArchive.out().replace(entry, "NAME"));
    }

    @Test
    void convertRenderAndDiffTakeAnEntry() throws IOException {
        Path iqm = dir.resolve("x.iqm");
        Cli.Result converted = Cli.run("convert", entry, iqm.toString());
        assertEquals(0, converted.exit(), converted.toString());
        assertEquals("iqm", ModelIO.detect(iqm).name());

        Path copy = dir.resolve("copy.pie");
        Path fileCopy = dir.resolve("file-copy.pie");
        assertEquals(0, Cli.run("convert", entry, copy.toString()).exit());
        assertEquals(0, Cli.run("convert", PIES.get(0).toString(), fileCopy.toString()).exit());
        assertArrayEquals(Files.readAllBytes(fileCopy), Files.readAllBytes(copy), "copied as the file is");

        Cli.Result same = Cli.run("diff", entry, PIES.get(0).toString());
        assertEquals(0, same.exit(), same.toString());
        Cli.Result other = Cli.run("diff", entry, wz + "!/structs/" + PIES.get(1).getFileName());
        assertEquals(1, other.exit(), other.toString());

        Path png = dir.resolve("x.png");
        Cli.Result rendered = Cli.run("render", entry, "-o", png.toString(), "--size", "64");
        assertEquals(0, rendered.exit(), rendered.toString());
        assertTrue(Files.size(png) > 0);
    }

    @Test
    void aMissingEntryNamesTheArchive() {
        Cli.Result r = Cli.run("info", wz + "!/structs/none.pie");
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + wz + "!/structs/none.pie: no entry 'structs/none.pie' in " + wz + "\n", r.err());
    }

    @Test
    void infoOfAnArchiveCountsItsModels() {
        Cli.Result r = Cli.run("info", wz.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(wz + ": an archive of 3 files, 2 models (2 pie)\n"
                + "  check them all: meshport validate " + wz + "\n"
                + "  convert them all: meshport convert --to FORMAT " + wz + " OUT_DIR\n"
                + "  one of them: meshport info '" + wz + "!/ENTRY'\n", r.out());
        Cli.Result json = Cli.run("info", "--json", wz.toString());
        assertTrue(json.out().contains("\"kind\":\"archive\"") || json.out().contains("\"kind\": \"archive\""), json.out());
    }
}
