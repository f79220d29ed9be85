package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.EndlessLine;
import io.meshport.harness.Linearity;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import org.junit.jupiter.api.Test;

/**
 * Long MD5 lines: one over {@link LineLimit#MAX_CHARS} is an error at its start, found in bounded
 * memory, whether it is a comment, a frame's values or a quoted name; one at the limit is read.
 */
class Md5LongLineTest {
    /** A comment line of exactly {@code chars} chars. */
    private static String comment(int chars) {
        return "// " + "x".repeat(chars - 3);
    }

    @Test
    void aCommentAtTheLimitIsReadAndOneCharMoreIsAnErrorAtItsStart() throws Exception {
        String atLimit = Md5ReaderTest.with(Md5ReaderTest.MESH, "\tshader \"skin\"",
                "\tshader \"skin\"\n" + comment(LineLimit.MAX_CHARS));
        assertEquals(Md5TestFiles.read(Md5ReaderTest.MESH, "long.md5mesh"), Md5TestFiles.read(atLimit, "long.md5mesh"));
        String over = Md5ReaderTest.with(Md5ReaderTest.MESH, "\tshader \"skin\"",
                "\tshader \"skin\"\n" + comment(LineLimit.MAX_CHARS + 1));
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5TestFiles.read(over, "long.md5mesh"));
        assertEquals("long.md5mesh:12:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), e.getMessage());
    }

    @Test
    void aQuotedNamePastTheLimitIsAnErrorAtItsLine() {
        String over = Md5ReaderTest.with(Md5ReaderTest.MESH, "\"arm\"", "\"" + "a".repeat(LineLimit.MAX_CHARS) + "\"");
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5TestFiles.read(over, "name.md5mesh"));
        assertEquals("7:1", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than"), e.getMessage());
    }

    /** A 256 MB frame line: the reader stops a few limits into it, allocating a bounded amount. */
    @Test
    void aHugeFrameLineIsGivenUpOnEarly() {
        String head = Md5ReaderTest.firstLines(Md5ReaderTest.ANIM, 19) + "\t0";
        EndlessLine in = new EndlessLine(head, " 0.5", 256L << 20);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5.reader().read(in, "huge.md5anim"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals("huge.md5anim:20:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
        assertTrue(spent < 256L << 20, "allocated " + spent + " bytes");
    }

    /** A 256 MB line with no line end at all, the file's first: not MD5, and not held either. */
    @Test
    void aFileOfOneHugeLineIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine("MD5Version", " 10", 256L << 20);
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5.reader().read(in, "one.md5mesh"));
        assertEquals("1:1", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than"), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
    }

    /** Values past a frame's on one long line: an error at the first one too many, however many follow. */
    @Test
    void valuesPastTheFramesAreAnErrorAtTheFirst() {
        String line = "\t0 1 0 0" + " 7".repeat(200_000);
        String text = Md5ReaderTest.with(Md5ReaderTest.ANIM, "\t0 1 0 0", line);
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5TestFiles.read(text, "many.md5anim"));
        assertEquals("20:10", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("more values in this frame than numAnimatedComponents 4"), e.getMessage());
    }
}
