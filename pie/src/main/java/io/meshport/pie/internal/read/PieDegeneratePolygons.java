package io.meshport.pie.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.model.validate.ModelValidator;
import io.meshport.text.pool.FloatList;

/**
 * A level's degenerate polygons as they are read, reported once per level at the first one's
 * line. The game draws them (nothing of them shows) and WMIT drops them, so they are a tolerated
 * oddity; but a warning about them is only of use with a place in the file, which only the reader
 * knows: the model has triangles, several to a PIE 2 polygon, and no lines.
 *
 * <p>A polygon is degenerate when a triangle of it, as the game fans it from its first corner,
 * repeats a point or has zero area, which is what the model's validator calls a degenerate
 * triangle, by its own test ({@link ModelValidator#zeroArea}).
 */
final class PieDegeneratePolygons {
    private int count;
    private int firstPolygon;
    private int firstLine;
    private int firstColumn;

    /**
     * Counts polygon {@code number} (1-based, in the order of the level's POLYGONS lines) at
     * {@code line}:{@code column} if it is degenerate over the level's {@code points}.
     */
    void check(FloatList points, int[] corners, int number, int line, int column) {
        if (degenerate(points, corners) && count++ == 0) {
            firstPolygon = number;
            firstLine = line;
            firstColumn = column;
        }
    }

    /** The level's warning, if it has degenerate polygons: at the first, with how many there are. */
    void report(Diagnostics out, String source, int level) {
        if (count == 1) {
            out.warn(source, firstLine, firstColumn, "level " + level + ", polygon " + firstPolygon
                    + ": degenerate (repeated point or zero area)");
        } else if (count > 1) {
            out.warn(source, firstLine, firstColumn, "level " + level + ": " + count
                    + " polygons are degenerate (repeated point or zero area) (first: polygon " + firstPolygon + ")");
        }
    }

    static boolean degenerate(FloatList points, int[] corners) {
        for (int k = 1; k + 1 < corners.length; k++) {
            int a = corners[0];
            int b = corners[k];
            int c = corners[k + 1];
            if (a == b || b == c || a == c || zeroArea(points, a, b, c)) {
                return true;
            }
        }
        return false;
    }

    /** The validator's test of a degenerate triangle, on the level's points. */
    private static boolean zeroArea(FloatList points, int a, int b, int c) {
        return ModelValidator.zeroArea(points.get(3 * a), points.get(3 * a + 1), points.get(3 * a + 2),
                points.get(3 * b), points.get(3 * b + 1), points.get(3 * b + 2),
                points.get(3 * c), points.get(3 * c + 1), points.get(3 * c + 2));
    }
}
