package io.meshport.model.derive;

import java.util.Arrays;

/**
 * A triangle surface written so that it depends on the surface alone: each triangle as its three
 * corners' coordinates (no vertex indexes, so sharing, duplicating or renumbering vertices changes
 * nothing), its corners in coordinate order (x, then y, then z: which corner a list names first, and
 * the winding, change nothing, a distance has no side), the triangles in the order of their nine
 * coordinates (the list's order changes nothing), each distinct triangle once (a triangle listed
 * twice is the same points), and no triangle without area (a line or a point: no area to sample,
 * and no part of the surface a distance is measured to). -0 is written as 0.
 *
 * <p>Two triangle lists with the same triangles in any order, indexing and corner order give the
 * same {@link #corners} array, so whatever is computed from it (samples picked by area, closest
 * points, their rounding) comes out bit for bit the same. The sort orders triangle numbers by one
 * coordinate at a time through primitive sorts (O(n log n), primitive arrays: nine floats a triangle
 * twice over and a long a triangle while it is built).
 *
 * <p>What the harness's surface distance samples, and what the simplifier measures its results by
 * when it chooses between them: both read a surface the same way (a result that lists a triangle
 * twice is no nearer or farther to one than to the other).
 */
public final class CanonicalSurface {
    /** Floats a triangle: three corners of x, y, z. */
    public static final int STRIDE = 9;
    private static final int INSERTION_RUN = 12;

    private CanonicalSurface() {
    }

    /**
     * The canonical form of a triangle list: its triangles' corners, nine floats a triangle (x, y,
     * z of its three corners), in the order and with the exclusions above.
     *
     * @param xyz positions, x, y, z a vertex
     * @param triangles three vertex indexes a triangle
     * @return the corners (a new array)
     */
    public static float[] corners(float[] xyz, int[] triangles) {
        int count = triangles.length / 3;
        float[] raw = new float[STRIDE * count];
        for (int t = 0; t < count; t++) {
            for (int k = 0; k < 3; k++) {
                int v = 3 * triangles[3 * t + k];
                for (int c = 0; c < 3; c++) {
                    // + 0f turns -0 into 0: the same coordinate either way
                    raw[STRIDE * t + 3 * k + c] = xyz[v + c] + 0f;
                }
            }
            sortCorners(raw, STRIDE * t);
        }
        int[] order = new int[count];
        for (int t = 0; t < count; t++) {
            order[t] = t;
        }
        sort(raw, order, 0, count, 0, new long[count]);
        // the triangles kept, in order, at the front of order: each with area, each once
        int kept = 0;
        for (int t : order) {
            if (area(raw, t) > 0 && (kept == 0 || compare(raw, t, order[kept - 1]) != 0)) {
                order[kept++] = t;
            }
        }
        float[] corners = new float[STRIDE * kept];
        for (int i = 0; i < kept; i++) {
            System.arraycopy(raw, STRIDE * order[i], corners, STRIDE * i, STRIDE);
        }
        return corners;
    }

    /**
     * The triangles' area in all (in doubles, from their canonical corners), summed in order.
     *
     * @param corners nine floats a triangle
     * @return the sum of their areas
     */
    public static double area(float[] corners) {
        double total = 0;
        for (int t = 0; t < corners.length / STRIDE; t++) {
            total += area(corners, t);
        }
        return total;
    }

    /**
     * A triangle's area (in doubles, from its canonical corners).
     *
     * @param corners nine floats a triangle
     * @param t the triangle
     * @return half the length of its corners' cross product
     */
    public static double area(float[] corners, int t) {
        return SurfaceGrid.area(corners, STRIDE * t);
    }

    /** Puts a triangle's three corners (at {@code at}) in coordinate order: three compare-and-swaps. */
    private static void sortCorners(float[] raw, int at) {
        swapIfAfter(raw, at, at + 3);
        swapIfAfter(raw, at + 3, at + 6);
        swapIfAfter(raw, at, at + 3);
    }

    private static void swapIfAfter(float[] raw, int p, int q) {
        int c = Float.compare(raw[p], raw[q]);
        if (c == 0) {
            c = Float.compare(raw[p + 1], raw[q + 1]);
        }
        if (c == 0) {
            c = Float.compare(raw[p + 2], raw[q + 2]);
        }
        if (c > 0) {
            for (int i = 0; i < 3; i++) {
                float f = raw[p + i];
                raw[p + i] = raw[q + i];
                raw[q + i] = f;
            }
        }
    }

    /** Triangles s and t by their nine coordinates in turn (Float.compare: a total order). */
    private static int compare(float[] raw, int s, int t) {
        int a = STRIDE * s;
        int b = STRIDE * t;
        for (int i = 0; i < STRIDE; i++) {
            int c = Float.compare(raw[a + i], raw[b + i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /**
     * Sorts the triangle numbers order[lo, hi) that agree in the coordinates before {@code
     * coordinate} by {@link #compare}: by that coordinate through a primitive sort of (coordinate,
     * number) keys, then each run that agrees on it by the next coordinate; short ranges by insertion.
     * At most nine levels deep; O(n log n) as the primitive sorts are.
     */
    private static void sort(float[] raw, int[] order, int lo, int hi, int coordinate, long[] keys) {
        if (hi - lo <= INSERTION_RUN) {
            for (int i = lo + 1; i < hi; i++) {
                int t = order[i];
                int j = i - 1;
                while (j >= lo && compare(raw, order[j], t) > 0) {
                    order[j + 1] = order[j];
                    j--;
                }
                order[j + 1] = t;
            }
            return;
        }
        for (int i = lo; i < hi; i++) {
            keys[i] = (long) sortable(raw[STRIDE * order[i] + coordinate]) << 32 | order[i];
        }
        Arrays.sort(keys, lo, hi);
        for (int i = lo; i < hi; i++) {
            order[i] = (int) keys[i];
        }
        if (coordinate + 1 == STRIDE) {
            return;
        }
        int run = lo;
        for (int i = lo + 1; i <= hi; i++) {
            if (i == hi || keys[i] >>> 32 != keys[run] >>> 32) {
                if (i - run > 1) {
                    sort(raw, order, run, i, coordinate + 1, keys);
                }
                run = i;
            }
        }
    }

    /** A float's bits as an int whose signed order is Float.compare's (negative floats' magnitude bits flipped). */
    private static int sortable(float f) {
        int bits = Float.floatToIntBits(f);
        return bits ^ (bits >> 31 & Integer.MAX_VALUE);
    }
}
