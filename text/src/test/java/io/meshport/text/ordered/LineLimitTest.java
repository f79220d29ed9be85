package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import io.meshport.text.TaggedRecords;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A line longer than {@link LineLimit#MAX_CHARS} is an error at its start, found without holding
 * it: the reader stops taking input a few limits into a line of any length (issue #28: a 100 MB
 * line was held whole and its tokens took gigabytes).
 */
class LineLimitTest {
    private static final int MAX = LineLimit.MAX_CHARS;

    private static OrderedBlockReader<OrderedBlockReaderTest.Lines> reader(int threads) {
        return new OrderedBlockReader<>("long.txt", Diagnostics.discarding(), new OrderedBlockReaderTest.ToyFormat(),
                threads, 1 << 16);
    }

    /** Two short lines, a line of {@code length} chars {@code c}, and a short line. */
    private static String text(int length, char c) {
        return "a\nb\n" + String.valueOf(c).repeat(length) + "\nc\n";
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 3})
    void aLineAtTheLimitReadsAndOneCharMoreIsAnErrorAtItsStart(int threads) throws Exception {
        OrderedBlockReaderTest.Lines ok = reader(threads).read(new StringReader(text(MAX, 'x'))).orElseThrow();
        assertEquals(4, ok.lines.size());
        for (boolean bytes : new boolean[] {false, true}) {
            String over = text(MAX + 1, 'x');
            ModelFormatException e = assertThrows(ModelFormatException.class, () -> {
                if (bytes) {
                    reader(threads).read(new ByteArrayInputStream(over.getBytes(StandardCharsets.UTF_8)),
                            StandardCharsets.UTF_8, -1);
                } else {
                    reader(threads).read(new StringReader(over));
                }
            });
            assertEquals("long.txt:3:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
            assertTrue(e.getMessage().contains("longer than " + MAX), e.getMessage());
        }
    }

    /** The limit is in chars: a line of the limit's chars in three-byte UTF-8 reads, one char more does not. */
    @Test
    void theLimitCountsCharsNotBytes() throws Exception {
        byte[] ok = text(MAX, '\u540d').getBytes(StandardCharsets.UTF_8);
        assertEquals(4, reader(3).read(new ByteArrayInputStream(ok), StandardCharsets.UTF_8, ok.length)
                .orElseThrow().lines.size());
        byte[] over = text(MAX + 1, '\u540d').getBytes(StandardCharsets.UTF_8);
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> reader(3).read(new ByteArrayInputStream(over), StandardCharsets.UTF_8, over.length));
        assertEquals(3, e.line());
    }

    /**
     * A line of 256 MiB, generated as it is read: the reader gives up after a few limits of it and
     * allocates a bounded amount doing so (it held and tokenised the whole line before).
     */
    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 3})
    void anEndlessLineIsGivenUpOnInBoundedMemory(int threads) throws Exception {
        long length = 256L << 20;
        for (boolean bytes : new boolean[] {false, true}) {
            Endless in = new Endless(length);
            long before = allocated();
            ModelFormatException e = assertThrows(ModelFormatException.class, () -> {
                if (bytes) {
                    reader(threads).read(in.bytes(), StandardCharsets.UTF_8, -1);
                } else {
                    reader(threads).read(in.chars());
                }
            });
            long spent = allocated() - before;
            assertEquals(3, e.line(), e.getMessage());
            assertEquals(1, e.column(), e.getMessage());
            assertTrue(in.taken < 8L * MAX, "read " + in.taken + " units of a " + length + "-unit line");
            assertTrue(spent < 128L << 20, "allocated " + spent + " bytes for a line of " + length);
        }
    }

    /** With blocks on threads, an earlier bad line is still the error, and a stop before the long line keeps it as rest. */
    @Test
    void earlierLinesComeFirst() throws Exception {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> reader(3).read(new StringReader("a\nbad\n" + "x".repeat(4 * MAX) + "\n")));
        assertEquals("t:2:1: bad line", e.getMessage()); // the toy format names its errors "t"
        String longLine = "x".repeat(4 * MAX);
        OrderedBlockReaderTest.Lines l = reader(3).read(new StringReader("a\nstop\n" + longLine + "\nz\n")).orElseThrow();
        assertEquals(List.of("1:a"), l.lines);
        assertEquals(longLine + "\nz\n", l.rest);
    }

    /** A record of short lines grows past the limit: an error at the record's start. */
    @Test
    void aRecordOverManyLinesIsBoundedToo() throws Exception {
        List<String> out = new ArrayList<>();
        TaggedRecords records = new TaggedRecords("r.txt", (text, from, to, current, words) ->
                Character.isLetter(text[from]), (text, from, length, line, column) -> out.add(line + ":" + column));
        char[] first = "p 1  m 2".toCharArray();
        records.line(first, 0, first.length, 1);
        char[] more = "0 0 0 0 0 0 0 0 0 0".toCharArray();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> {
            for (int l = 2; l < 2 + MAX; l++) {
                records.line(more, 0, more.length, l);
            }
        });
        assertEquals("r.txt:1:6", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.getMessage().contains("record longer than"), e.getMessage());
        assertEquals(List.of("1:0"), out);
    }

    private static long allocated() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported()) {
            long sum = 0;
            for (long b : t.getThreadAllocatedBytes(t.getAllThreadIds())) {
                sum += Math.max(0, b);
            }
            return sum;
        }
        return 0;
    }

    /** "a\nb\n" then {@code length} x's, made as they are read, counting how many were taken. */
    private static final class Endless {
        private final long length;
        long taken;

        Endless(long length) {
            this.length = length;
        }

        private int next() {
            if (taken >= length + 4) {
                return -1;
            }
            long i = taken++;
            return i < 4 ? "a\nb\n".charAt((int) i) : 'x';
        }

        Reader chars() {
            return new Reader() {
                @Override
                public int read(char[] buf, int off, int len) {
                    int n = 0;
                    for (int c; n < len && (c = next()) >= 0; n++) {
                        buf[off + n] = (char) c;
                    }
                    return n == 0 && len > 0 ? -1 : n;
                }

                @Override
                public void close() {
                }
            };
        }

        InputStream bytes() {
            return new InputStream() {
                @Override
                public int read() {
                    return next();
                }

                @Override
                public int read(byte[] buf, int off, int len) throws IOException {
                    int n = 0;
                    for (int c; n < len && (c = next()) >= 0; n++) {
                        buf[off + n] = (byte) c;
                    }
                    return n == 0 && len > 0 ? -1 : n;
                }
            };
        }
    }
}
