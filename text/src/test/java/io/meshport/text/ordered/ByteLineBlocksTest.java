package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ByteLineBlocksTest {
    /** Line ends counted one byte at a time: LF, CRLF and a lone CR each one. */
    private static int plainLineEnds(byte[] b, int length) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            if (b[i] == '\n' || b[i] == '\r' && (i + 1 == length || b[i + 1] != '\n')) {
                n++;
            }
        }
        return n;
    }

    /**
     * Counting eight bytes at a time counts what one at a time does, over bytes drawn mostly near
     * 10 and 13 and from the top of the range, where a carry or a borrow between bytes would show;
     * lengths that are not a multiple of eight leave a tail. Seed: -Dmeshport.seed.
     */
    @Test
    void lineEndsEightAtATimeCountAsOneAtATime() {
        long seed = Long.getLong("meshport.seed", 20261128L);
        ByteLineBlocks counter = new ByteLineBlocks(InputStream.nullInputStream(), StandardCharsets.UTF_8,
                new BlockSizes(64, 64, -1, 1), "t");
        SplittableRandom r = new SplittableRandom(seed);
        byte[] near = {9, 10, 11, 12, 13, 14, 0, 1, (byte) 0x8A, (byte) 0x8D, (byte) 0x80, (byte) 0xFF, 0x7F, 'a'};
        for (int i = 0; i < 2_000; i++) {
            byte[] b = new byte[r.nextInt(100)];
            boolean noCr = r.nextBoolean();
            for (int k = 0; k < b.length; k++) {
                b[k] = r.nextInt(4) == 0 ? (byte) r.nextInt(256) : near[r.nextInt(near.length)];
                if (noCr && b[k] == '\r') {
                    b[k] = '\n';
                }
            }
            int length = b.length == 0 ? 0 : r.nextInt(b.length + 1);
            assertEquals(plainLineEnds(b, length), counter.lineEnds(b, length),
                    "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ")");
        }
    }

    /**
     * In UTF-8 a line is given up on once its chars, counted without decoding, pass the limit: an
     * ASCII line at the limit in chars (not three times it in bytes), a line of three-byte chars
     * only past the limit's chars, and a line of malformed continuation bytes (each a U+FFFD) at
     * the bytes three chars a byte could take.
     */
    @Test
    void utf8LinesAreGivenUpOnAtTheLimitInChars() {
        int limit = 100;
        ByteLineBlocks blocks = new ByteLineBlocks(InputStream.nullInputStream(), StandardCharsets.UTF_8,
                new BlockSizes(64, 64, -1, 1), "t", limit);
        byte[] ascii = "x".repeat(limit + 1).getBytes(StandardCharsets.UTF_8);
        assertEquals(false, blocks.tooLong(ascii, limit));
        assertEquals(true, blocks.tooLong(ascii, limit + 1));
        byte[] threeByteChars = "\u20ac".repeat(limit + 1).getBytes(StandardCharsets.UTF_8);
        assertEquals(false, blocks.tooLong(threeByteChars, 3 * limit));
        assertEquals(true, blocks.tooLong(threeByteChars, 3 * limit + 3));
        byte[] continuations = new byte[3 * limit + 1];
        java.util.Arrays.fill(continuations, (byte) 0x80);
        assertEquals(false, blocks.tooLong(continuations, 3 * limit));
        assertEquals(true, blocks.tooLong(continuations, 3 * limit + 1));
    }

    @Test
    void zeroBytesMarksExactlyTheZeroBytes() {
        assertEquals(0x8000_0000_0000_0080L, ByteLineBlocks.zeroBytes(0x00FF_0180_7F01_FF00L));
        assertEquals(0, ByteLineBlocks.zeroBytes(-1L));
        assertEquals(0x8080_8080_8080_8080L, ByteLineBlocks.zeroBytes(0));
    }

    /** With the length known, blocks double up to their size, then shrink to a share of what is left. */
    @Test
    void blocksShrinkTowardsAKnownEnd() throws Exception {
        byte[] text = "x\n".repeat(3_000).getBytes(StandardCharsets.US_ASCII);
        ByteLineBlocks blocks = new ByteLineBlocks(new ByteArrayInputStream(text), StandardCharsets.US_ASCII,
                new BlockSizes(1024, 64, text.length, 4), "t");
        List<Integer> lengths = new ArrayList<>();
        int lines = 0;
        for (ByteLineBlocks.Bytes b; (b = blocks.next()) != null; ) {
            assertEquals(lines + 1, b.firstLine);
            assertEquals(b.lineEnds, b.text().lineEnds);
            assertEquals("x\n".repeat(b.lineEnds), new String(b.text().text, 0, b.text().length));
            lines += b.lineEnds;
            lengths.add(b.length);
        }
        // after 1,984 bytes 4,016 are left: a quarter is 1,004, then a quarter of 3,012 cut at a line end, ...
        assertEquals(List.of(64, 128, 256, 512, 1024, 1004, 752, 564, 424, 318, 238, 178, 134, 100, 76, 64, 64, 64, 36),
                lengths);
        assertEquals(3_000, lines);
    }

    @Test
    void wrongOrUnknownLengthsOnlyMoveTheCuts() {
        SplittableRandom r = new SplittableRandom(5);
        for (long expected : new long[] {-1, 0, 10, 1 << 20}) {
            BlockSizes sizes = new BlockSizes(1024, 64, expected, 4);
            int handed = 0;
            for (int i = 0; i < 40; i++) {
                int size = sizes.next();
                assertEquals(true, size >= 64 && size <= 1024, expected + ": " + size);
                int length = size + r.nextInt(8);
                sizes.handedOut(length);
                handed += length;
            }
            assertEquals(true, handed > 0);
        }
    }
}
