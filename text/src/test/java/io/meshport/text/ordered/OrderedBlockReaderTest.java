package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.TextSyntaxError;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Reading in blocks on several threads gives what reading line by line gives, for a toy format
 * whose lines are recorded with their numbers: the same lines, warnings in file order, the same
 * first error, and the same verbatim rest after the line that stops the parse.
 */
class OrderedBlockReaderTest {
    private static final String[] ENDS = {"\n", "\r\n", "\r"};

    /** The toy format's document: each line as "number:text", and the rest. */
    static final class Lines {
        final List<String> lines = new ArrayList<>();
        String rest;
    }

    /** "stop" stops the parse, "bad" is an error, "warn" a warning, anything else is kept. */
    static final class ToyFormat implements LineFormat<Lines> {
        @Override
        public Lines newBuilder() {
            return new Lines();
        }

        @Override
        public void append(Lines file, Lines block) {
            file.lines.addAll(block.lines);
        }

        @Override
        public void rest(Lines file, String rest) {
            file.rest = rest;
        }

        @Override
        public LineReader<Lines> newLineReader() {
            return new LineReader<>() {
                private Lines into;
                private Diagnostics diagnostics;

                @Override
                public void startBlock(Lines into, Diagnostics diagnostics) {
                    this.into = into;
                    this.diagnostics = diagnostics;
                }

                @Override
                public boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
                    String s = new String(text, from, to - from);
                    if (s.equals("stop")) {
                        return true;
                    }
                    if (s.startsWith("bad")) {
                        throw ModelFormatException.atLine("t", line, 1, "bad line");
                    }
                    if (s.startsWith("warn")) {
                        diagnostics.warn("t", line, 1, "warned");
                    }
                    if (s.startsWith("value")) {
                        throw new TextSyntaxError(ModelFormatException.atLine("t", line, 7, "bad value"));
                    }
                    into.lines.add(line + ":" + s);
                    return false;
                }
            };
        }
    }

    private static OrderedBlockReader<Lines> reader(Diagnostics d, int threads, int blockChars) {
        return new OrderedBlockReader<>("t", d, new ToyFormat(), threads, blockChars);
    }

    /** One way of reading a text with a reader: as chars, or as its UTF-8 bytes with some guess at their number. */
    @FunctionalInterface
    interface Read {
        Optional<Lines> read(OrderedBlockReader<Lines> reader, String text) throws IOException;
    }

    private static final Read CHARS = (reader, text) -> reader.read(new StringReader(text));

    private static Read bytes(long expected) {
        return (reader, text) -> {
            byte[] b = text.getBytes(StandardCharsets.UTF_8);
            return reader.read(new ByteArrayInputStream(b), StandardCharsets.UTF_8, expected);
        };
    }

    private static void assertSameRead(String text, int blockChars) throws Exception {
        assertSameRead(text, blockChars, CHARS);
    }

    /** Reading {@code text} on three threads in blocks of about {@code blockChars} as {@code how} says reads as line by line. */
    private static void assertSameRead(String text, int blockChars, Read how) throws Exception {
        Diagnostics ds = new Diagnostics(20);
        Diagnostics dp = new Diagnostics(20);
        Lines a;
        try {
            a = reader(ds, 1, 1 << 16).read(new StringReader(text)).orElseThrow();
        } catch (ModelFormatException e) {
            ModelFormatException p = assertThrows(ModelFormatException.class,
                    () -> how.read(reader(dp, 3, blockChars), text), text);
            assertEquals(e.getMessage(), p.getMessage(), text);
            assertEquals(ds.all(), dp.all(), text);
            return;
        }
        Lines b = how.read(reader(dp, 3, blockChars), text).orElseThrow();
        assertEquals(a.lines, b.lines, text);
        assertEquals(a.rest, b.rest, text);
        assertEquals(ds.all(), dp.all(), text);
        assertEquals(ds.dropped(), dp.dropped(), text);
    }

    @Test
    void blocksOnThreadsReadAsLineByLine() throws Exception {
        SplittableRandom r = new SplittableRandom(11);
        String[] kinds = {"plain", "", "warn me", "warn", "x y z", "bad", "stop", "value"};
        for (int i = 0; i < 200; i++) {
            StringBuilder b = new StringBuilder();
            int lines = 1 + r.nextInt(80);
            for (int k = 0; k < lines; k++) {
                int kind = r.nextInt(kinds.length * 4);
                // Errors and stops are rarer than lines, so most texts get far.
                b.append(kind < kinds.length ? kinds[kind] : "line " + k).append(ENDS[r.nextInt(3)]);
            }
            assertSameRead(b.toString(), 1 + r.nextInt(60));
        }
    }

    /**
     * Read as UTF-8 bytes, cut into blocks on one thread and decoded where they are parsed, a
     * text reads as its chars do, with non-ASCII names of one to four bytes and a BOM; whether the
     * expected length given is right, too small, too large or unknown only moves the cuts.
     */
    @Test
    void bytesDecodedWhereTheyAreParsedReadAsChars() throws Exception {
        SplittableRandom r = new SplittableRandom(12);
        String[] kinds = {"plain", "", "warn é", "warn", "x \u00ff z", "bad ü", "stop", "value", "名前 joint", "\uD83D\uDE00 pose"};
        for (int i = 0; i < 300; i++) {
            StringBuilder b = new StringBuilder(r.nextInt(8) == 0 ? "\uFEFF" : "");
            int lines = 1 + r.nextInt(80);
            for (int k = 0; k < lines; k++) {
                int kind = r.nextInt(kinds.length * 4);
                b.append(kind < kinds.length ? kinds[kind] : "line " + k).append(ENDS[r.nextInt(3)]);
            }
            String text = b.toString();
            int length = text.getBytes(StandardCharsets.UTF_8).length;
            long[] guesses = {length, length, -1, length / 3, 3L * length, 0};
            assertSameRead(text, 1 + r.nextInt(60), bytes(guesses[r.nextInt(guesses.length)]));
        }
    }

    /**
     * Bytes that are not all UTF-8 decode as an {@link InputStreamReader} decodes them (malformed
     * sequences replaced), however they are cut: no malformed sequence runs past a line end.
     */
    @Test
    void malformedBytesDecodeAsAStreamReaderDecodesThem() throws Exception {
        SplittableRandom r = new SplittableRandom(13);
        byte[] alphabet = {'a', 'b', ' ', '\n', '\r', (byte) 0xC3, (byte) 0xA9, (byte) 0xE5, (byte) 0x90, (byte) 0x8D,
            (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80, (byte) 0xFF, (byte) 0xC0, (byte) 0xED, (byte) 0xA0};
        for (int i = 0; i < 300; i++) {
            byte[] bytes = new byte[r.nextInt(400)];
            for (int k = 0; k < bytes.length; k++) {
                bytes[k] = alphabet[r.nextInt(alphabet.length)];
            }
            String text;
            try (Reader in = new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
                StringBuilder all = new StringBuilder();
                char[] buf = new char[64];
                for (int n; (n = in.read(buf)) >= 0; ) {
                    all.append(buf, 0, n);
                }
                text = all.toString();
            }
            Optional<Lines> expected = reader(Diagnostics.discarding(), 1, 1 << 16).read(new StringReader(text));
            int blockChars = 1 + r.nextInt(40);
            Optional<Lines> read = reader(Diagnostics.discarding(), 3, blockChars)
                    .read(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8, r.nextBoolean() ? bytes.length : -1);
            assertEquals(expected.isPresent(), read.isPresent());
            if (expected.isPresent()) {
                assertEquals(expected.get().lines, read.get().lines, Arrays.toString(bytes));
                assertEquals(expected.get().rest, read.get().rest, Arrays.toString(bytes));
            }
        }
    }

    @Test
    void lineNumbersCountEveryKindOfLineEnd() throws Exception {
        Lines l = reader(Diagnostics.discarding(), 2, 4).read(new StringReader("a\nb\r\nc\rd\n\ne")).orElseThrow();
        assertEquals(List.of("1:a", "2:b", "3:c", "4:d", "5:", "6:e"), l.lines);
    }

    @Test
    void theRestAfterAStopIsVerbatimAndABomIsNoText() throws Exception {
        String text = "\uFEFFfirst\nstop\r\nbad \"not parsed\r\n\rstop\n";
        Lines l = reader(Diagnostics.discarding(), 3, 2).read(new StringReader(text)).orElseThrow();
        assertEquals(List.of("1:first"), l.lines);
        assertEquals("bad \"not parsed\r\n\rstop\n", l.rest);
    }

    @Test
    void emptyTextIsNoDocumentAndValueErrorsKeepTheirPlace() throws Exception {
        assertTrue(reader(Diagnostics.discarding(), 1, 16).read(new StringReader("")).isEmpty());
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> reader(Diagnostics.discarding(), 2, 3).read(new StringReader("a\nb\nvalue 1\n")));
        assertEquals("t:3:7: bad value", e.getMessage());
    }
}
