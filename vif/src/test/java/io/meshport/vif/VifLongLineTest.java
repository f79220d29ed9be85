package io.meshport.vif;

import io.meshport.harness.EndlessLine;
import io.meshport.harness.Linearity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import org.junit.jupiter.api.Test;

/**
 * Long VIF lines and records (issue #28: a 100 MB record took 35 to 51 s and 6.3 GB before its
 * error): a line, or a record over many lines, longer than {@link LineLimit#MAX_CHARS} is an
 * error at its start, found in bounded memory.
 */
class VifLongLineTest {
    private static final String HEAD = "VIF2.2\nformat: p\nvertex positions: 3\nvertices: 3\ntriangles: 1\npatches: 1\n"
            + "merges: 1\n";

    private static ModelFormatException error(String text) {
        return assertThrows(ModelFormatException.class, () -> VifTestFiles.read(text, "long.vif"));
    }

    /** A line of {@code p0} and zeros, {@code chars} chars long. */
    private static String positionLine(int chars) {
        StringBuilder b = new StringBuilder("p0");
        while (b.length() + 2 <= chars) {
            b.append(" 0");
        }
        return b.append(" ".repeat(chars - b.length())).toString();
    }

    @Test
    void aLineOverTheLimitIsAnErrorAtItsStart() {
        ModelFormatException atLimit = error(HEAD + positionLine(LineLimit.MAX_CHARS) + "\n");
        assertFalse(atLimit.reason().contains("longer than"), atLimit.getMessage());
        ModelFormatException over = error(HEAD + positionLine(LineLimit.MAX_CHARS + 1) + "\n");
        assertEquals("long.vif:8:1", over.source() + ":" + over.line() + ":" + over.column(), over.getMessage());
        assertTrue(over.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), over.getMessage());
    }

    /**
     * A merge whose children go on over short lines, {@code chars} chars from its tag to its last
     * child (its lines joined by line ends, as the record is held): {@code  1} lines, then a last
     * one padded with blanks to the length.
     */
    private static String mergeOverLines(int chars) {
        StringBuilder b = new StringBuilder("  m2 0");
        int length = 4; // "m2 0": the record starts at its tag
        while (length + 3 + 3 <= chars) {
            b.append("\n 1");
            length += 3;
        }
        int blanks = chars - length - 2; // a line end, the blanks, then "1"
        return b.append('\n').append(" ".repeat(blanks)).append('1').toString();
    }

    @Test
    void aRecordOverManyLinesIsBoundedToo() {
        String positions = "p0 0 0 0\np1 1 0 0\np2 0 1 0\nv0 0 1\nv1 1 1\nv2 2 1\nt 0 1 2 1\n";
        ModelFormatException atLimit = error(HEAD + positions + mergeOverLines(LineLimit.MAX_CHARS) + "\n");
        assertFalse(atLimit.reason().contains("longer than"), atLimit.getMessage());
        ModelFormatException over = error(HEAD + positions + mergeOverLines(LineLimit.MAX_CHARS + 1) + "\n");
        assertEquals("long.vif:15:3", over.source() + ":" + over.line() + ":" + over.column(), over.getMessage());
        assertTrue(over.reason().startsWith("record longer than " + LineLimit.MAX_CHARS), over.getMessage());
    }

    /** A 256 MB line: the reader stops a few limits into it, allocating a bounded amount. */
    @Test
    void aHugeLineIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine(HEAD + "p0", " 0", 256L << 20);
        givenUpEarly(in);
    }

    /** A record of 256 MB over short lines: given up on at the limit, in bounded memory. */
    @Test
    void aHugeRecordOverLinesIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine(HEAD + "m2 0", "\n 1", 256L << 20);
        givenUpEarly(in);
    }

    /** Reading {@code in} fails at line 8's start having read a few limits of it, in bounded memory. */
    private static void givenUpEarly(EndlessLine in) {
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Vif.reader().read(in, "huge.vif"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals("huge.vif:8:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
        assertTrue(spent < 256L << 20, "allocated " + spent + " bytes");
    }
}
