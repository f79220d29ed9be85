package io.meshport.model.derive;

import java.util.Arrays;

/**
 * The distance from a point to the nearest of a surface's triangles, through a uniform grid of
 * cells over their bounding box (about two triangles a cell for an even surface, at most 256 cells
 * an axis), each triangle listed in every cell its bounding box overlaps: a point looks at rings of
 * cells round its own until no nearer triangle can be in the next ring. Exact (the nearest
 * triangle is always found), for the harness's surface distance and the simplifier's choice
 * between its results.
 */
public final class SurfaceGrid {
    private static final int MAX_CELLS_AN_AXIS = 256;
    private final float[] corners;
    private final double[] min = new double[3];
    private final double[] max = new double[3];
    private final int[] res = new int[3];
    private final double cell;
    private final int[] start;
    private final int[] items;
    /** Per triangle the query that last measured it (a triangle is listed in every cell it overlaps). */
    private final int[] seen;
    /** Per triangle its bounding box: the least x, y, z, then the largest. */
    private final float[] boxes;
    private int query;
    /** The triangle the last query found nearest, or -1. */
    private int nearest = -1;
    /** The triangle the last query that found one found nearest (or below its floor), or -1. */
    private int hint = -1;

    /**
     * The grid of a surface's triangles.
     *
     * @param corners nine coordinates a triangle (x, y, z of each corner in turn); the grid reads
     *     them where they are, so they must not change while it is used
     * @throws IllegalArgumentException when there is no triangle
     */
    public SurfaceGrid(float[] corners) {
        this.corners = corners;
        int count = corners.length / 9;
        this.seen = new int[count];
        this.boxes = new float[6 * count];
        for (int t = 0; t < count; t++) {
            for (int a = 0; a < 3; a++) {
                float lo = corners[9 * t + a];
                float hi = lo;
                for (int k = 1; k < 3; k++) {
                    lo = Math.min(lo, corners[9 * t + 3 * k + a]);
                    hi = Math.max(hi, corners[9 * t + 3 * k + a]);
                }
                boxes[6 * t + a] = lo;
                boxes[6 * t + 3 + a] = hi;
            }
        }
        if (count == 0) {
            throw new IllegalArgumentException("a surface without triangles has no nearest triangle");
        }
        Arrays.fill(min, Double.MAX_VALUE);
        Arrays.fill(max, -Double.MAX_VALUE);
        for (int i = 0; i < 9 * count; i += 3) {
            for (int c = 0; c < 3; c++) {
                min[c] = Math.min(min[c], corners[i + c]);
                max[c] = Math.max(max[c], corners[i + c]);
            }
        }
        double extent = extent();
        // about two triangles a cell for an even surface
        double size = extent / Math.max(1, Math.cbrt(count / 2.0) * 2);
        double c = size > 0 && Double.isFinite(size) ? size : 1;
        // (a box of infinite side, from infinite coordinates, never fits: its grid is one cell)
        while (cells(c) > Integer.MAX_VALUE && Double.isFinite(c)) {
            c *= 2;
        }
        cell = c;
        for (int a = 0; a < 3; a++) {
            res[a] = (int) ((max[a] - min[a]) / cell) + 1;
        }
        int cells = res[0] * res[1] * res[2];
        int[] counts = new int[cells + 1];
        int[] box = new int[6];
        for (int t = 0; t < count; t++) {
            bounds(t, box);
            for (int z = box[2]; z <= box[5]; z++) {
                for (int y = box[1]; y <= box[4]; y++) {
                    for (int x = box[0]; x <= box[3]; x++) {
                        counts[index(x, y, z) + 1]++;
                    }
                }
            }
        }
        for (int i = 1; i <= cells; i++) {
            counts[i] += counts[i - 1];
        }
        start = counts;
        items = new int[counts[cells]];
        int[] fill = Arrays.copyOf(counts, cells);
        for (int t = 0; t < count; t++) {
            bounds(t, box);
            for (int z = box[2]; z <= box[5]; z++) {
                for (int y = box[1]; y <= box[4]; y++) {
                    for (int x = box[0]; x <= box[3]; x++) {
                        items[fill[index(x, y, z)]++] = t;
                    }
                }
            }
        }
    }

    /** The cells a grid of side {@code c} has over the box (more than the limit when any axis has more than 256). */
    private long cells(double c) {
        long n = 1;
        for (int a = 0; a < 3; a++) {
            double along = (max[a] - min[a]) / c + 1;
            if (along > MAX_CELLS_AN_AXIS) {
                return Long.MAX_VALUE;
            }
            n *= (long) along;
        }
        return n;
    }

    /**
     * The area of a triangle: half the length of its sides' cross product, in doubles.
     *
     * @param c nine coordinates a triangle (x, y, z of each corner in turn)
     * @param at where the triangle's nine coordinates start
     * @return its area
     */
    public static double area(float[] c, int at) {
        double ux = c[at + 3] - c[at];
        double uy = c[at + 4] - c[at + 1];
        double uz = c[at + 5] - c[at + 2];
        double vx = c[at + 6] - c[at];
        double vy = c[at + 7] - c[at + 1];
        double vz = c[at + 8] - c[at + 2];
        double x = uy * vz - uz * vy;
        double y = uz * vx - ux * vz;
        double z = ux * vy - uy * vx;
        return Math.sqrt(x * x + y * y + z * z) / 2;
    }

    /**
     * The longest side of the triangles' bounding box.
     *
     * @return the extent
     */
    public double extent() {
        return Math.max(max[0] - min[0], Math.max(max[1] - min[1], max[2] - min[2]));
    }

    private int index(int x, int y, int z) {
        return (z * res[1] + y) * res[0] + x;
    }

    private int cellOf(double value, int axis) {
        int i = (int) Math.floor((value - min[axis]) / cell);
        return Math.max(0, Math.min(res[axis] - 1, i));
    }

    private void bounds(int t, int[] box) {
        for (int a = 0; a < 3; a++) {
            double lo = Double.MAX_VALUE;
            double hi = -Double.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                double v = corners[9 * t + 3 * k + a];
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            box[a] = cellOf(lo, a);
            box[a + 3] = cellOf(hi, a);
        }
    }

    /**
     * The squared distance from a point to the nearest triangle. Not for two threads at once (a
     * query marks the triangles it has measured).
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @return the squared distance
     */
    public double squaredDistance(double px, double py, double pz) {
        return squaredDistance(px, py, pz, Double.MAX_VALUE);
    }

    /**
     * The squared distance from a point to the nearest triangle nearer than the square root of
     * {@code bound}, or {@code bound} when none is (a point known to lie that near another surface
     * need look no farther); the triangle found in {@link #nearest()}. Not for two threads at once.
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param bound the squared distance to look within
     * @return the squared distance, at most {@code bound}
     */
    public double squaredDistance(double px, double py, double pz, double bound) {
        return search(px, py, pz, bound, -1);
    }

    /**
     * The squared distance from a point to the nearest triangle where that is above {@code floor};
     * where a triangle lies at {@code floor} or nearer, the squared distance to the first such
     * triangle found (not always the nearest's): the search stops there. For the largest distance
     * over many points, with the largest so far as the floor: a point no farther cannot change it,
     * and most points of a surface lie near the other. Not for two threads at once.
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param floor the squared distance at or below which any distance will do (0 or more)
     * @return the squared distance when it is above {@code floor}, else a value at or below it
     */
    public double squaredDistanceFrom(double px, double py, double pz, double floor) {
        return search(px, py, pz, Double.MAX_VALUE, floor);
    }

    /**
     * The nearest triangle's squared distance within {@code bound}, or the first found at or below
     * {@code floor} (negative: none is, the search is exact).
     */
    private double search(double px, double py, double pz, double bound, double floor) {
        if (floor >= 0 && hint >= 0) {
            // points come in runs along a surface: the triangle that held the last one often holds this
            double d = PointTriangle.squaredDistance(px, py, pz, corners, 9 * hint);
            if (d <= floor) {
                nearest = hint;
                return d;
            }
        }
        nearest = -1;
        if (++query == 0) {
            Arrays.fill(seen, 0);
            query = 1;
        }
        int cx = cellOf(px, 0);
        int cy = cellOf(py, 1);
        int cz = cellOf(pz, 2);
        // how far the point lies outside the grid: the rings start there
        double outside = 0;
        outside = Math.max(outside, Math.max(min[0] - px, px - max[0]));
        outside = Math.max(outside, Math.max(min[1] - py, py - max[1]));
        outside = Math.max(outside, Math.max(min[2] - pz, pz - max[2]));
        double best = bound;
        int rings = Math.max(res[0], Math.max(res[1], res[2]));
        for (int r = 0; r <= rings; r++) {
            // every point of a cell in ring r is at least (r - 1) cells away from the point along
            // one axis and as far as the point lies outside the grid along one (the same or another)
            double ring = Math.max(0, (r - 1) * cell);
            if (ring * ring + outside * outside > best) {
                break;
            }
            for (int z = Math.max(0, cz - r); z <= Math.min(res[2] - 1, cz + r); z++) {
                for (int y = Math.max(0, cy - r); y <= Math.min(res[1] - 1, cy + r); y++) {
                    // inside the ring's shell on z and y, only its two x ends are in the ring
                    boolean face = Math.abs(z - cz) == r || Math.abs(y - cy) == r;
                    int step = face ? 1 : Math.max(1, 2 * r);
                    for (int x = cx - r; x <= cx + r; x += step) {
                        if (x < 0 || x >= res[0]) {
                            continue;
                        }
                        best = cell(index(x, y, z), x, y, z, px, py, pz, best);
                        if (best <= floor) {
                            hint = nearest;
                            return best;
                        }
                    }
                }
            }
        }
        hint = nearest;
        return best;
    }

    /** The least of {@code best} and the squared distances to the unmeasured triangles of cell (x, y, z). */
    private double cell(int i, int x, int y, int z, double px, double py, double pz, double best) {
        if (start[i] == start[i + 1] || boxDistance2(x, y, z, px, py, pz) >= best) {
            return best;
        }
        for (int k = start[i]; k < start[i + 1]; k++) {
            int t = items[k];
            if (seen[t] != query) {
                seen[t] = query;
                // the triangle's box first: most triangles of a cell are farther than the nearest found
                int b = 6 * t;
                double dx = Math.max(0, Math.max(boxes[b] - px, px - boxes[b + 3]));
                double dy = Math.max(0, Math.max(boxes[b + 1] - py, py - boxes[b + 4]));
                double dz = Math.max(0, Math.max(boxes[b + 2] - pz, pz - boxes[b + 5]));
                if (dx * dx + dy * dy + dz * dz < best) {
                    double d = PointTriangle.squaredDistance(px, py, pz, corners, 9 * t);
                    if (d < best) {
                        nearest = t;
                    }
                    best = Math.min(best, d);
                }
            }
        }
        return best;
    }

    /**
     * The triangle the last query found nearest (its number in the corners given), or -1 where it
     * found none nearer than its bound.
     *
     * @return the triangle, or -1
     */
    public int nearest() {
        return nearest;
    }

    /** The squared distance from the point to cell (x, y, z)'s box. */
    private double boxDistance2(int x, int y, int z, double px, double py, double pz) {
        double dx = Math.max(0, Math.max(min[0] + x * cell - px, px - (min[0] + (x + 1) * cell)));
        double dy = Math.max(0, Math.max(min[1] + y * cell - py, py - (min[1] + (y + 1) * cell)));
        double dz = Math.max(0, Math.max(min[2] + z * cell - pz, pz - (min[2] + (z + 1) * cell)));
        return dx * dx + dy * dy + dz * dz;
    }
}
