package io.meshport.pie;

import io.meshport.harness.EndlessLine;
import io.meshport.harness.Linearity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Long PIE lines (issue #28): one over {@link LineLimit#MAX_CHARS} is an error at its start,
 * found in bounded memory (a 100 MB {@code POINTS} line ran out of memory at 6.4 GB); a polygon
 * line with more values than a polygon takes reads in time linear in its length (it was
 * quadratic: ten minutes for 1 MB).
 */
class PieLongLineTest {
    private static final String HEAD = "PIE 3\nTYPE 200\nTEXTURE 0 page.png 256 256\nLEVELS 1\nLEVEL 1\n";
    private static final String POINTS = "POINTS 3\n 0 0 0\n 1 0 0\n 0 1 0\n";
    private static final String POLYGON = " 200 3 0 1 2 0 0 1 0 0 1";

    /** {@code POINTS 3} and blank-separated zeros, {@code chars} chars in all. */
    private static String pointsLine(int chars) {
        StringBuilder b = new StringBuilder("POINTS 3");
        while (b.length() + 2 <= chars) {
            b.append(" 0");
        }
        return b.append(" ".repeat(chars - b.length())).toString();
    }

    @Test
    void aLineAtTheLimitIsNoLineErrorAndOneCharMoreIsOneAtItsStart() throws Exception {
        // at the limit the line is read: the three point lines it announces are missing
        ModelFormatException atLimit = assertThrows(ModelFormatException.class,
                () -> PieTestFiles.read(HEAD + pointsLine(LineLimit.MAX_CHARS) + "\n", "long.pie"));
        assertTrue(atLimit.reason().contains("ends inside a POINTS block"), atLimit.getMessage());
        ModelFormatException over = assertThrows(ModelFormatException.class,
                () -> PieTestFiles.read(HEAD + pointsLine(LineLimit.MAX_CHARS + 1) + "\n", "long.pie"));
        assertEquals("long.pie:6:1", over.source() + ":" + over.line() + ":" + over.column(), over.getMessage());
        assertTrue(over.reason().startsWith("line longer than " + LineLimit.MAX_CHARS), over.getMessage());
    }

    /** A 256 MB line: the reader stops a few limits into it, allocating a bounded amount. */
    @Test
    void aHugeLineIsGivenUpOnEarly() {
        EndlessLine in = new EndlessLine(HEAD + "POINTS 3", " 0", 256L << 20);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Pie.reader().read(in, "huge.pie"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals("huge.pie:6:1", e.source() + ":" + e.line() + ":" + e.column(), e.getMessage());
        assertTrue(in.taken() < 8L * LineLimit.MAX_CHARS, "read " + in.taken() + " bytes");
        assertTrue(spent < 256L << 20, "allocated " + spent + " bytes");
    }

    /** Polygon lines with {@code extra} values past the polygon's, {@code lines} of them. */
    private static String extraValues(int lines, int extra) {
        String line = POLYGON + " 7".repeat(extra) + "\n";
        return HEAD + POINTS + "POLYGONS " + lines + "\n" + line.repeat(lines);
    }

    @Test
    void valuesPastThePolygonsReadInLinearTime() throws Exception {
        String[] inputs = new String[5];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = extraValues(4, 10_000 * scale);
        }
        Linearity.check("PIE read of polygon lines of 10,000 to 40,000 extra values",
                scale -> PieTestFiles.read(inputs[scale], "extra.pie"));
    }

    @Test
    void valuesPastThePolygonAreStillAWarningAtTheFirst() throws Exception {
        Diagnostics d = new Diagnostics();
        PieDocument doc = PieTestFiles.read(extraValues(1, 100_000), "extra.pie", d);
        assertEquals(1, doc.levels().get(0).polygons().count());
        List<Diagnostic> all = d.all();
        assertEquals(1, all.size(), all.toString());
        assertEquals("11:26", all.get(0).line() + ":" + all.get(0).column(), all.toString());
        assertTrue(all.get(0).message().contains("extra values after the polygon ignored"), all.toString());
    }

    /** A double quote is an error anywhere in a PIE line, however far past the polygon's values. */
    @Test
    void aQuoteFarPastThePolygonIsStillAnErrorAtItsColumn() {
        String line = POLYGON + " 7".repeat(100_000) + " x\"";
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> PieTestFiles.read(HEAD + POINTS + "POLYGONS 1\n" + line + "\n", "quote.pie"));
        assertEquals("11:" + line.length(), e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains("unexpected '\"'"), e.getMessage());
    }
}
