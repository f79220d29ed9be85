package io.meshport.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
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

    private static void assertSameRead(String text, int blockChars) throws Exception {
        Diagnostics ds = new Diagnostics(20);
        Diagnostics dp = new Diagnostics(20);
        Lines a;
        try {
            a = reader(ds, 1, 1 << 16).read(new StringReader(text)).orElseThrow();
        } catch (ModelFormatException e) {
            ModelFormatException p = assertThrows(ModelFormatException.class,
                    () -> reader(dp, 3, blockChars).read(new StringReader(text)), text);
            assertEquals(e.getMessage(), p.getMessage(), text);
            assertEquals(ds.all(), dp.all(), text);
            return;
        }
        Lines b = reader(dp, 3, blockChars).read(new StringReader(text)).orElseThrow();
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
