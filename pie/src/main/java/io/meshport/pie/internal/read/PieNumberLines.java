package io.meshport.pie.internal.read;

import io.meshport.pie.PieFlags;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.number.NumberLine;
import io.meshport.text.pool.FloatList;

/**
 * Reads PIE's commonest lines, a level's points ({@code x y z}) and triangles
 * ({@code flags 3 i0 i1 i2 [frames rate width height] u0 v0 u1 v1 u2 v2}) of nothing but plain
 * numbers, with {@link NumberLine} instead of the grammar: ANTLR's token objects and parse tree
 * were most of the reading of a small model, and a game archive is hundreds of them (base.wz:
 * 753). It takes a line only where {@code Pie.g4} and {@link PiePolygonLine} would read the same
 * values and report nothing; every other line (a quote, a word, a value too many or too few, an
 * index out of range, a texture animation the game would assert on) goes to the grammar, which
 * reports it as before ({@code PieNumberLinesTest} compares both readings on the corpus). One
 * instance serves one reader.
 */
final class PieNumberLines {
    private final NumberLine numbers = new NumberLine();

    /** True if the line, of a POINTS or SHADOWPOINTS block, was read into {@code doc}. */
    boolean point(char[] text, int from, int end, PieDocumentBuilder doc) {
        if (!numbers.scanNumbers(text, from, end) || numbers.count() != 3) {
            return false;
        }
        float x;
        float y;
        float z;
        try {
            x = numbers.floatAt(0);
            y = numbers.floatAt(1);
            z = numbers.floatAt(2);
        } catch (NumberFormatException e) {
            return false;
        }
        // as PieDocumentBuilder.visitPoint
        PieLevelBuilder level = doc.level();
        FloatList into = doc.order().block() == PieBlock.POINTS ? level.points : level.shadowPoints;
        into.add(x);
        into.add(y);
        into.add(z);
        doc.dataLine();
        return true;
    }

    /** True if the line, of a level's POLYGONS block, was read into {@code doc}. */
    boolean polygon(char[] text, int from, int end, PieDocumentBuilder doc) {
        if (!numbers.scanNumbers(text, from, end) || numbers.count() < 2) {
            return false;
        }
        int flags = flags(text);
        if (flags < 0 || !numbers.isInteger(1) || numbers.intAt(1) != 3
                || PieRules.polygonSizeProblem(doc.version(), 3) != null) {
            return false;
        }
        boolean textured = (flags & PieFlags.TEXTURED) != 0;
        boolean animated = (flags & PieFlags.TEXTURE_ANIMATION) != 0;
        if (animated && !textured || numbers.count() != 2 + 3 + (textured ? 6 : 0) + (animated ? 4 : 0)) {
            return false;
        }
        PieLevelBuilder level = doc.level();
        int points = level.pointCount();
        int[] corners = new int[3];
        for (int c = 0; c < 3; c++) {
            if (!numbers.isInteger(2 + c) || PieRules.indexProblem(numbers.intAt(2 + c), points, "POINTS") != null) {
                return false;
            }
            corners[c] = numbers.intAt(2 + c);
        }
        int next = 5;
        int frames = 0;
        int rate = 0;
        float width = 0;
        float height = 0;
        float[] uvs = new float[textured ? 6 : 0];
        try {
            if (animated) {
                if (!numbers.isInteger(5) || !numbers.isInteger(6)) {
                    return false;
                }
                frames = numbers.intAt(5);
                rate = numbers.intAt(6);
                width = numbers.floatAt(7);
                height = numbers.floatAt(8);
                next = 9;
                // what PiePolygonLine warns of
                if (frames <= 1 || rate <= 0 || !(width > 0.0001f) || !(height > 0)
                        || level.animFrames >= 0 && (level.animFrames != frames || level.animRate != rate)) {
                    return false;
                }
            }
            for (int i = 0; i < uvs.length; i++) {
                uvs[i] = numbers.floatAt(next + i);
            }
        } catch (NumberFormatException e) {
            return false;
        }
        if (animated && level.animFrames < 0) {
            level.animFrames = frames;
            level.animRate = rate;
        }
        // as PiePolygonLine, the column the grammar gives the line's first token (from 1)
        level.degenerate.check(level.points, corners, level.polygons.count() + 1, doc.line(),
                numbers.start(0) - from + 1);
        level.polygons.add(flags, corners, frames, rate, width, height, uvs);
        doc.dataLine();
        return true;
    }

    /**
     * The flags, the first number read as hexadecimal digits as {@link PieDocumentBuilder#hex}
     * reads them, or -1 when it is no plain run of at most eight digits (a sign, a point).
     */
    private int flags(char[] text) {
        int start = numbers.start(0);
        int length = numbers.length(0);
        if (!numbers.isInteger(0) || length > 8 || text[start] == '-' || text[start] == '+') {
            return -1;
        }
        int value = 0;
        for (int i = start; i < start + length; i++) {
            value = value << 4 | text[i] - '0';
        }
        return value;
    }
}
