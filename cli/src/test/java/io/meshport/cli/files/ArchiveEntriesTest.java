package io.meshport.cli.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.BatchConvertTest;
import io.meshport.cli.Cli;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An archive's entries are read each from its own place ({@link ZipIndex}): two entries of one
 * name are two files, and a warning names both; outputs that differ only in case are reported.
 */
class ArchiveEntriesTest {
    private static final String GARBAGE = "garbage, no model\n";

    @TempDir
    Path dir;

    /**
     * {@code zip} with every entry named {@code from}, in its local header and the central
     * directory, named {@code to} (of the same length) instead: {@link ZipOutputStream} refuses to
     * write two entries of one name, a hostile archive has them.
     */
    static byte[] renamed(byte[] zip, String from, String to) {
        byte[] a = from.getBytes(StandardCharsets.UTF_8);
        byte[] b = to.getBytes(StandardCharsets.UTF_8);
        assertEquals(a.length, b.length);
        ByteBuffer buf = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int renamed = 0;
        for (int i = 0; i + 46 <= zip.length; i++) {
            int header = buf.getInt(i) == 0x04034b50 ? 30 : buf.getInt(i) == 0x02014b50 ? 46 : 0;
            int length = header == 30 ? buf.getShort(i + 26) & 0xffff : header == 46 ? buf.getShort(i + 28) & 0xffff : -1;
            if (length == a.length && Arrays.equals(zip, i + header, i + header + a.length, a, 0, a.length)) {
                System.arraycopy(b, 0, zip, i + header, b.length);
                renamed++;
            }
        }
        assertEquals(2, renamed, "a local header and a central directory entry");
        return zip;
    }

    /** a.pie (a real model), a.pie again (garbage), then A.pie (the model again). */
    private Path duplicates(byte[] pie) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("a.pie", pie);
        entries.put("b.pie", GARBAGE.getBytes(StandardCharsets.US_ASCII));
        entries.put("A.pie", pie);
        Path archive = BatchConvertTest.zip(dir.resolve("dup.wz"), entries);
        Files.write(archive, renamed(Files.readAllBytes(archive), "b.pie", "a.pie"));
        return archive;
    }

    @Test
    void twoEntriesOfOneNameAreEachReadFromTheirPlaceAndNamedInAWarning() throws IOException {
        Path pie = Corpus.files("pie", ".pie").get(0);
        Path archive = duplicates(Files.readAllBytes(pie));
        Path out = dir.resolve("out");

        Cli.Result r = Cli.run("convert", "--to", "iqm", archive.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        String first = archive + "!/a.pie (entry 1)";
        String second = archive + "!/a.pie (entry 2)";
        assertTrue(r.err().contains(second + ": warning: has the name of " + first
                + ": each is read from its own place in the archive\n"), r.toString());
        assertTrue(r.err().contains(first + ": warning: its output " + out.resolve("a.iqm") + " differs from that of "
                + archive + "!/A.pie only in case: on a case-insensitive file system (Windows, macOS) they would be"
                + " one file\n"), r.toString());
        // the first is the model, converted; the second fails once, for its output, not for the first's bytes
        assertTrue(r.err().endsWith("converted 2, skipped 0, failed 1\n" + second + ": not converted: its output "
                + out.resolve("a.iqm") + " is that of " + first + "\n"), r.toString());
        Path alone = dir.resolve("alone.iqm");
        assertEquals(0, Cli.run("convert", pie.toString(), alone.toString()).exit());
        assertEquals(-1L, Files.mismatch(alone, out.resolve("a.iqm")), "a.iqm is the first entry's model");
        assertEquals(List.of("A.iqm", "a.iqm"), BatchConvertTest.tree(out));

        Cli.Result v = Cli.run("validate", archive.toString());
        assertEquals(1, v.exit(), v.toString());
        List<String> lines = v.out().lines().toList();
        assertEquals(List.of(second + ":1:1: "), lines.stream().filter(l -> l.contains(":1:1: "))
                .map(l -> l.substring(0, l.indexOf(":1:1: ") + 6)).toList(), v.toString());
        assertEquals("3 files: 2 valid, 1 with errors, 0 warnings", lines.get(lines.size() - 1));
        assertTrue(v.err().contains(second + ": warning: has the name of " + first), v.toString());
    }

    @Test
    void entriesAreReadByPlaceNotByName() throws IOException {
        Path archive = duplicates(Files.readAllBytes(Corpus.files("pie", ".pie").get(0)));
        try (ArchiveInput input = ArchiveInput.open(archive)) {
            List<BatchEntry> entries = input.entries();
            assertEquals(List.of("A.pie", "a.pie", "a.pie"), entries.stream().map(BatchEntry::relative).toList());
            assertEquals("pie", entries.get(1).format(null).name());
            assertEquals(ModelIO.read(Corpus.files("pie", ".pie").get(0)).meshes().size(), entries.get(1)
                    .read(entries.get(1).format(null), ReadOptions.STRICT, new Diagnostics()).meshes().size());
            // the garbage is no model by content; its name still says PIE, and reading it fails
            IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> entries.get(2)
                    .read(ModelIO.require("pie"), ReadOptions.STRICT, new Diagnostics()));
            assertTrue(e.getMessage().contains("garbage"), e.getMessage());
        }
    }

    @Test
    void aZip64ArchiveOfManyEntriesIsReadEntryByEntry() throws IOException {
        // more entries than the END record can count: the zip64 END record holds the number
        int count = 70_000;
        Path archive = dir.resolve("many.zip");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(archive));
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (int i = 0; i < count; i++) {
                zip.putNextEntry(new ZipEntry("e" + i + ".txt"));
                zip.write(("entry " + i).getBytes(StandardCharsets.US_ASCII));
                zip.closeEntry();
            }
        }
        try (ZipIndex index = ZipIndex.open(archive)) {
            assertEquals(count, index.entries().size());
            ZipIndex.Entry last = index.entries().get(count - 1);
            assertEquals("e" + (count - 1) + ".txt", last.name());
            try (InputStream in = index.open(last, "last")) {
                assertArrayEquals(("entry " + (count - 1)).getBytes(StandardCharsets.US_ASCII), in.readAllBytes());
            }
        }
    }

    @Test
    void storedEntriesAndDataBeforeTheArchiveAreRead() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("#!/bin/sh\nexit 0\n".getBytes(StandardCharsets.US_ASCII)); // a self-extracting stub
        byte[] data = "stored as is".getBytes(StandardCharsets.US_ASCII);
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            ZipEntry e = new ZipEntry("s.txt");
            e.setMethod(ZipEntry.STORED);
            e.setSize(data.length);
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(data);
            e.setCrc(crc.getValue());
            zip.putNextEntry(e);
            zip.write(data);
            zip.closeEntry();
        }
        Path archive = Files.write(dir.resolve("stub.zip"), bytes.toByteArray());
        try (ZipIndex index = ZipIndex.open(archive); InputStream in = index.open(index.entries().get(0), "s")) {
            assertArrayEquals(data, in.readAllBytes());
        }
    }

    @Test
    void aCentralDirectoryThatLiesIsOneClearError() throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("a.txt", new byte[] {1, 2, 3});
        byte[] zip = Files.readAllBytes(BatchConvertTest.zip(dir.resolve("x.zip"), entries));
        ByteBuffer b = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int end = zip.length - 22;
        assertEquals(0x06054b50, b.getInt(end));
        b.putShort(end + 10, (short) 0xfff0); // more entries than the directory's bytes can hold
        Path lying = Files.write(dir.resolve("lying.zip"), zip);
        Cli.Result r = Cli.run("validate", lying.toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + lying + ": not a readable zip archive (invalid END header (more entries than its"
                + " central directory holds))\n", r.err());
    }

    @Test
    void entriesSharingTheirDataAreRefusedAsTheZipBombTheyAre() throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("a.pie", new byte[4096]);
        entries.put("b.pie", new byte[4096]);
        byte[] zip = Files.readAllBytes(BatchConvertTest.zip(dir.resolve("x.zip"), entries));
        ByteBuffer b = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int patched = 0;
        for (int i = 0; i + 46 <= zip.length; i++) {
            if (b.getInt(i) == 0x02014b50 && zip[i + 46] == 'b') {
                b.putInt(i + 42, 0); // b's data is a's: every entry more costs a full inflation more
                patched++;
            }
        }
        assertEquals(1, patched);
        Path bomb = Files.write(dir.resolve("overlap.wz"), zip);
        Cli.Result r = Cli.run("convert", "--to", "iqm", bomb.toString(), dir.resolve("out").toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + bomb + ": not a readable zip archive (entries overlap, as in a zip bomb: 'a.pie'"
                + " runs into 'b.pie')\n", r.err());
    }
}
