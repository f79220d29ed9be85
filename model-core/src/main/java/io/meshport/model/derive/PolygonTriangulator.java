package io.meshport.model.derive;

import java.util.function.IntConsumer;
import java.util.function.IntToDoubleFunction;

/**
 * Splits a polygon into triangles, keeping its corner order (and so its front face): a convex
 * polygon as a fan from its first corner, as every OBJ reader does; a concave one by ear clipping
 * in the plane it mostly lies in (its Newell normal's), so that no triangle covers what the
 * polygon does not. A polygon that has no area in that plane, that crosses itself so that no ear
 * is left, or that is concave with more than {@link #MAX_EAR_CLIPPED} corners is a fan (reported):
 * ear clipping costs the square of the corners, and a fan is what most readers make of any
 * polygon. Ear clipping also stops, and fans what is left, after {@link #EAR_CLIP_WORK} times the
 * square of the corners in steps (a polygon whose ears hide so that all must be looked for again
 * and again would cost the cube): so a polygon costs at most a constant times
 * {@code MAX_EAR_CLIPPED} steps a corner, and a file of them time linear in its size. Always
 * {@code n - 2} triangles for {@code n} corners. The OBJ reader splits its faces with it, the PIE
 * writer the holes it closes in a shadow mesh.
 */
public final class PolygonTriangulator {
    /** The most corners a concave polygon is ear-clipped with: ear clipping costs corners squared. */
    public static final int MAX_EAR_CLIPPED = 256;
    /**
     * Steps ear clipping may take, in squares of the corners: a clip usually takes two or three (a
     * look at every corner, then three per corner clipped), and each full look again one more.
     */
    static final int EAR_CLIP_WORK = 8;

    /** How a polygon was split. */
    public enum Split {
        /** A fan from its first corner: it is convex (or a triangle). */
        FAN,
        /** By ear clipping: it is concave. */
        EARS,
        /** A fan, though it is not convex: it has no area, crosses itself, or is too large or slow to clip. */
        FAN_FALLBACK
    }

    private PolygonTriangulator() {
    }

    /**
     * Gives {@code out} the triangles of the polygon whose corners are at {@code positions(3 *
     * corners[i])} (x, then y and z after it), as corner numbers 0..n-1, three a triangle.
     *
     * @param positions the coordinate at an index (x, y, z a point)
     * @param corners the polygon's points, in order
     * @param out takes the corner numbers
     * @return how it was split
     */
    public static Split triangulate(IntToDoubleFunction positions, int[] corners, IntConsumer out) {
        int n = corners.length;
        if (n == 3) {
            fan(n, 0, out);
            return Split.FAN;
        }
        double[] normal = newell(positions, corners);
        int drop = dominantAxis(normal);
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            int p = 3 * corners[i];
            double[] c = {positions.applyAsDouble(p), positions.applyAsDouble(p + 1), positions.applyAsDouble(p + 2)};
            x[i] = c[drop == 0 ? 1 : 0];
            y[i] = c[drop == 2 ? 1 : 2];
        }
        // the projection may mirror the polygon: which way it turns is taken from its projected area
        double area = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area += x[i] * y[j] - x[j] * y[i];
        }
        if (area == 0 || !Double.isFinite(area)) {
            fan(n, 0, out);
            return Split.FAN_FALLBACK;
        }
        double orientation = Math.signum(area);
        if (convex(x, y, orientation)) {
            fan(n, 0, out);
            return Split.FAN;
        }
        if (n > MAX_EAR_CLIPPED) {
            fan(n, 0, out);
            return Split.FAN_FALLBACK;
        }
        return earClip(x, y, orientation, out, (long) EAR_CLIP_WORK * n * n) ? Split.EARS : Split.FAN_FALLBACK;
    }

    private static void fan(int n, int first, IntConsumer out) {
        for (int i = 1; i + 1 < n; i++) {
            out.accept(first);
            out.accept(i);
            out.accept(i + 1);
        }
    }

    private static double[] newell(IntToDoubleFunction p, int[] corners) {
        double nx = 0, ny = 0, nz = 0;
        for (int i = 0; i < corners.length; i++) {
            int a = 3 * corners[i];
            int b = 3 * corners[(i + 1) % corners.length];
            nx += (p.applyAsDouble(a + 1) - p.applyAsDouble(b + 1)) * (p.applyAsDouble(a + 2) + p.applyAsDouble(b + 2));
            ny += (p.applyAsDouble(a + 2) - p.applyAsDouble(b + 2)) * (p.applyAsDouble(a) + p.applyAsDouble(b));
            nz += (p.applyAsDouble(a) - p.applyAsDouble(b)) * (p.applyAsDouble(a + 1) + p.applyAsDouble(b + 1));
        }
        return new double[] {nx, ny, nz};
    }

    /**
     * The unit normal of a polygon by Newell's method, or y up when it has no area.
     *
     * @param positions the coordinate at an index (x, y, z a point)
     * @param corners the polygon's points, in order
     * @return the normal, three floats
     */
    public static float[] normal(IntToDoubleFunction positions, int[] corners) {
        double[] n = newell(positions, corners);
        double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        if (!(len > 0) || !Double.isFinite(len)) {
            return new float[] {0, 1, 0};
        }
        return new float[] {(float) (n[0] / len), (float) (n[1] / len), (float) (n[2] / len)};
    }

    private static int dominantAxis(double[] n) {
        double ax = Math.abs(n[0]), ay = Math.abs(n[1]), az = Math.abs(n[2]);
        return ax >= ay && ax >= az ? 0 : ay >= az ? 1 : 2;
    }

    private static double cross(double[] x, double[] y, int a, int b, int c) {
        return (x[b] - x[a]) * (y[c] - y[a]) - (y[b] - y[a]) * (x[c] - x[a]);
    }

    /** Whether every corner turns the polygon's way (or goes straight on). */
    private static boolean convex(double[] x, double[] y, double orientation) {
        int n = x.length;
        for (int i = 0; i < n; i++) {
            if (cross(x, y, (i + n - 1) % n, i, (i + 1) % n) * orientation < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Ear clipping over a ring of corners: an ear is a corner turning the polygon's way whose
     * triangle holds no other corner that does not. Ear flags are kept and only the two neighbours
     * of a clipped ear are looked at again; all are when no flagged ear is left, and if there is
     * still none (a polygon crossing itself), or the steps taken pass {@code budget} (a step is a
     * corner looked at), the rest is a fan and false is returned.
     */
    static boolean earClip(double[] x, double[] y, double orientation, IntConsumer out, long budget) {
        int n = x.length;
        int[] prev = new int[n];
        int[] next = new int[n];
        boolean[] ear = new boolean[n];
        for (int i = 0; i < n; i++) {
            prev[i] = (i + n - 1) % n;
            next[i] = (i + 1) % n;
        }
        for (int i = 0; i < n; i++) {
            ear[i] = isEar(x, y, orientation, prev, next, i);
        }
        long steps = (long) n * n;
        int remaining = n;
        int at = 0;
        while (remaining > 3) {
            int found = findEar(ear, next, at, remaining);
            steps += remaining;
            if (found < 0 && steps + (long) remaining * remaining <= budget) {
                for (int i = at, k = 0; k < remaining; k++, i = next[i]) {
                    ear[i] = isEar(x, y, orientation, prev, next, i);
                }
                steps += (long) remaining * remaining;
                found = findEar(ear, next, at, remaining);
            }
            if (found < 0 || steps > budget) {
                for (int i = next[at]; next[i] != at; i = next[i]) {
                    out.accept(at);
                    out.accept(i);
                    out.accept(next[i]);
                }
                return false;
            }
            int p = prev[found], q = next[found];
            out.accept(p);
            out.accept(found);
            out.accept(q);
            next[p] = q;
            prev[q] = p;
            remaining--;
            ear[p] = isEar(x, y, orientation, prev, next, p);
            ear[q] = isEar(x, y, orientation, prev, next, q);
            steps += 2L * remaining;
            at = q;
        }
        out.accept(prev[at]);
        out.accept(at);
        out.accept(next[at]);
        return true;
    }

    private static int findEar(boolean[] ear, int[] next, int from, int remaining) {
        for (int i = from, k = 0; k < remaining; k++, i = next[i]) {
            if (ear[i]) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isEar(double[] x, double[] y, double orientation, int[] prev, int[] next, int i) {
        int a = prev[i], c = next[i];
        if (cross(x, y, a, i, c) * orientation <= 0) {
            return false;
        }
        for (int j = next[c]; j != a; j = next[j]) {
            boolean reflex = cross(x, y, prev[j], j, next[j]) * orientation <= 0;
            if (reflex && !samePoint(x, y, j, a) && !samePoint(x, y, j, i) && !samePoint(x, y, j, c)
                    && inside(x, y, orientation, a, i, c, j)) {
                return false;
            }
        }
        return true;
    }

    private static boolean samePoint(double[] x, double[] y, int a, int b) {
        return x[a] == x[b] && y[a] == y[b];
    }

    /** Whether corner {@code p} is in or on triangle (a, b, c), which turns {@code orientation}'s way. */
    private static boolean inside(double[] x, double[] y, double orientation, int a, int b, int c, int p) {
        return cross(x, y, a, b, p) * orientation >= 0 && cross(x, y, b, c, p) * orientation >= 0
                && cross(x, y, c, a, p) * orientation >= 0;
    }
}
