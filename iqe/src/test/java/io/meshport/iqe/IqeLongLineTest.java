package io.meshport.iqe;

import io.meshport.harness.EndlessLine;
import io.meshport.harness.Linearity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import org.junit.jupiter.api.Test;

/**
 * A line longer than {@link LineLimit#MAX_CHARS} is an error at its start (issue #28: a 100 MB
 * {@code vb} line took 2.5 GB), found in bounded memory.
 */
class IqeLongLineTest {
    private static final String HEAD = "# Inter-Quake Export\nmesh m\nvp 0 0 0\n";

    /** A {@code vb} line of exactly {@code chars} chars: pairs, padded with blanks. */
    private static String vb(int chars) {
        StringBuilder b = new StringBuilder("vb");
        while (b.length() + 4 <= chars) {
            b.append(" 0 1");
        }
        return b.append(" ".repeat(chars - b.length())).toString();
    }

    @Test
    void aLineAtTheLimitReadsAndOneCharMoreIsAnErrorAtItsStart() throws Exception {
        IqeTestFiles.read(HEAD + vb(LineLimit.MAX_CHARS) + "\n", "long.iqe");
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> IqeTestFiles.read(HEAD + vb(LineLimit.MAX_CHARS + 1) + "\n", "long.iqe"));
        assertEquals("long.iqe:4:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), e.getMessage());
    }

    /** A 256 MB {@code vb} line: the reader stops a few limits into it, allocating a bounded amount. */
    @Test
    void aHugeLineIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine(HEAD + "vb", " 0 1", 256L << 20);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Iqe.reader().read(in, "huge.iqe"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals("huge.iqe:4:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
        assertTrue(spent < 256L << 20, "allocated " + spent + " bytes");
    }
}
