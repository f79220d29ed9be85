package io.meshport.cli.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.BatchConvertTest;
import io.meshport.cli.Cli;
import io.meshport.harness.junit.Corpus;
import java.io.ByteArrayInputStream;
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
 * An archive's entry is held to {@link ArchiveInput#ENTRY_LIMIT} bytes whether its header says
 * more (refused before reading) or less than it inflates to (a zip bomb: stopped while reading);
 * an archive that is no zip is one clear error.
 */
class ArchiveLimitsTest {
    private static final String TOO_LARGE = ": over 128 MiB, the most one model of an archive may hold";

    @TempDir
    Path dir;

    /**
     * {@code zip} with the uncompressed size its central directory gives {@code name} replaced: what
     * {@link java.util.zip.ZipFile} believes, and a hostile archive may lie about.
     */
    private static byte[] declaring(byte[] zip, String name, long size) {
        ByteBuffer b = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + 46 <= zip.length; i++) {
            if (b.getInt(i) == 0x02014b50 && (b.getShort(i + 28) & 0xffff) == wanted.length
                    && Arrays.equals(zip, i + 46, i + 46 + wanted.length, wanted, 0, wanted.length)) {
                b.putInt(i + 24, (int) size);
                return zip;
            }
        }
        throw new AssertionError("no central directory entry " + name);
    }

    @Test
    void anEntryDeclaringMoreThanTheLimitFailsWithoutBeingReadButATextureIsStillSkipped() throws IOException {
        byte[] pie = Files.readAllBytes(Corpus.files("pie", ".pie").get(0));
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("huge.pie", pie);
        entries.put("ok.pie", pie);
        entries.put("texpages/big.png", new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        Path archive = BatchConvertTest.zip(dir.resolve("plain.zip"), entries);
        byte[] bytes = declaring(Files.readAllBytes(archive), "huge.pie", 200L << 20);
        Files.write(archive, declaring(bytes, "texpages/big.png", 3L << 30));

        Cli.Result r = Cli.run("convert", "--to", "iqm", archive.toString(), dir.resolve("out").toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().endsWith("converted 1, skipped 1, failed 1\n" + archive + "!/huge.pie" + TOO_LARGE + "\n"),
                r.err());
        assertEquals(List.of("ok.iqm"), BatchConvertTest.tree(dir.resolve("out")));
    }

    @Test
    void anEntryInflatingPastTheLimitIsStoppedThere() throws IOException {
        Path archive = dir.resolve("bomb.zip");
        try (OutputStream out = Files.newOutputStream(archive); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("bomb.pie"));
            zip.write("PIE 2\n".getBytes(StandardCharsets.US_ASCII));
            byte[] blank = new byte[1 << 20];
            Arrays.fill(blank, (byte) '\n');
            for (long written = 0; written <= ArchiveInput.ENTRY_LIMIT; written += blank.length) {
                zip.write(blank);
            }
            zip.closeEntry();
        }
        // a few hundred kilobytes that claim to be one
        Files.write(archive, declaring(Files.readAllBytes(archive), "bomb.pie", 1000));

        Cli.Result r = Cli.run("convert", "--to", "iqm", archive.toString(), dir.resolve("out").toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().endsWith("converted 0, skipped 0, failed 1\n" + archive + "!/bomb.pie" + TOO_LARGE + "\n"),
                r.err());
        assertEquals(List.of("bomb.zip"), BatchConvertTest.tree(dir));
    }

    @Test
    void theCapCountsWhatIsReadNotWhatWasClaimed() throws IOException {
        byte[] ten = "0123456789".getBytes(StandardCharsets.US_ASCII);
        try (InputStream in = new CappedInputStream(new ByteArrayInputStream(ten), 10, () -> new IOException("over"))) {
            assertArrayEquals(ten, in.readAllBytes());
        }
        try (InputStream in = new CappedInputStream(new ByteArrayInputStream(ten), 9, () -> new IOException("over"))) {
            assertEquals(4, in.read(new byte[4]));
            assertEquals(5, in.skip(5));
            assertEquals("over", assertThrows(IOException.class, in::read).getMessage());
        }
    }

    @Test
    void anArchiveThatIsNoZipIsOneClearError() throws IOException {
        Path fake = Files.writeString(dir.resolve("base.wz"), "not a zip at all");
        Cli.Result r = Cli.run("convert", "--to", "iqm", fake.toString(), dir.resolve("out").toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + fake + ": not a readable zip archive (zip END header not found)\n", r.err());
        Cli.Result v = Cli.run("validate", fake.toString());
        assertEquals(3, v.exit(), v.toString());
        assertEquals("meshport: " + fake + ": not a readable zip archive (zip END header not found)\n", v.err());
    }
}
