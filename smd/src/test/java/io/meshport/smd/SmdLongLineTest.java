package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.EndlessLine;
import io.meshport.harness.Linearity;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import org.junit.jupiter.api.Test;

/**
 * Long SMD lines: one over {@link LineLimit#MAX_CHARS} is an error at its start, found in bounded
 * memory, whether it is a comment, a vertex's links, a material or a quoted name; one at the limit is read.
 */
class SmdLongLineTest {
    /** A comment line of exactly {@code chars} chars. */
    private static String comment(int chars) {
        return "// " + "x".repeat(chars - 3);
    }

    @Test
    void aCommentAtTheLimitIsReadAndOneCharMoreIsAnErrorAtItsStart() throws Exception {
        String atLimit = SmdReaderTest.with(SmdReaderTest.SOURCE, "// exported by hand", comment(LineLimit.MAX_CHARS));
        assertEquals(SmdTestFiles.read(SmdReaderTest.SOURCE, "long.smd"), SmdTestFiles.read(atLimit, "long.smd"));
        String over = SmdReaderTest.with(SmdReaderTest.SOURCE, "// exported by hand", comment(LineLimit.MAX_CHARS + 1));
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> SmdTestFiles.read(over, "long.smd"));
        assertEquals("long.smd:2:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), e.getMessage());
    }

    @Test
    void aQuotedNameOrAMaterialPastTheLimitIsAnErrorAtItsLine() {
        String name = SmdReaderTest.with(SmdReaderTest.SOURCE, "\"arm bone\"", "\"" + "a".repeat(LineLimit.MAX_CHARS) + "\"");
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> SmdTestFiles.read(name, "n.smd"));
        assertEquals("5:1", e.line() + ":" + e.column(), e.getMessage());
        String material = SmdReaderTest.with(SmdReaderTest.SOURCE, "skin.bmp", "m".repeat(LineLimit.MAX_CHARS + 1));
        e = assertThrows(ModelFormatException.class, () -> SmdTestFiles.read(material, "m.smd"));
        assertEquals("13:1", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than"), e.getMessage());
    }

    /** A 256 MB vertex line of links: the reader stops a few limits into it, allocating a bounded amount. */
    @Test
    void aHugeVertexLineIsGivenUpOnEarly() {
        String head = SmdReaderTest.firstLines(SmdReaderTest.SOURCE, 13) + "  0 0 0 0 0 0 1 0 0 99999999";
        EndlessLine in = new EndlessLine(head, " 1 0.5", 256L << 20);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Smd.reader().read(in, "huge.smd"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals("huge.smd:14:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
        assertTrue(spent < 256L << 20, "allocated " + spent + " bytes");
    }

    /** A 256 MB line with no line end at all, the file's first: not held either. */
    @Test
    void aFileOfOneHugeLineIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine("version", " 1", 256L << 20);
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Smd.reader().read(in, "one.smd"));
        assertEquals("1:1", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than"), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
    }
}
