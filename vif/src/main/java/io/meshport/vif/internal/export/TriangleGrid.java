package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * The nearest of a list of triangles to a point, through a uniform grid of about two cells a
 * triangle over their bounding box (each triangle listed in every cell its box overlaps): cells
 * are looked through in growing shells round the point's until no unseen cell can be nearer. The
 * grid is of the triangles where they stand when it is made; those left out then (not living) or
 * marked at a query are passed over.
 */
final class TriangleGrid {
    private final double[] corners;
    /** Per living triangle its {@link TriangleMeasures#bounds}, six doubles. */
    private final double[] bounds;
    private final double[] lo = new double[3];
    private final int[] res = new int[3];
    private final double cell;
    private final int[] start;
    private final int[] items;
    /** Per triangle the query that last looked at it (a triangle is listed in every cell it overlaps). */
    private final int[] seen;
    private int query;

    /** The grid over the {@code count} triangles of {@code corners} (nine doubles each). */
    TriangleGrid(double[] corners, int count) {
        this(corners, count, null);
    }

    /** The grid over those of the {@code count} triangles of {@code corners} that are {@code living} (all if null). */
    TriangleGrid(double[] corners, int count, boolean[] living) {
        this.corners = corners;
        this.seen = new int[count];
        this.bounds = new double[6 * count];
        for (int t = 0; t < count; t++) {
            if (living == null || living[t]) {
                TriangleMeasures.bounds(corners, 9 * t, bounds, 6 * t);
            }
        }
        double[] hi = new double[3];
        Arrays.fill(lo, Double.POSITIVE_INFINITY);
        Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        for (int k = 0; k < 3 * count; k++) {
            if (living != null && !living[k / 3]) {
                continue;
            }
            for (int c = 0; c < 3; c++) {
                lo[c] = Math.min(lo[c], corners[3 * k + c]);
                hi[c] = Math.max(hi[c], corners[3 * k + c]);
            }
        }
        double longest = Math.max(hi[0] - lo[0], Math.max(hi[1] - lo[1], hi[2] - lo[2]));
        double volume = 1;
        for (int c = 0; c < 3; c++) {
            volume *= Math.max(hi[c] - lo[c], longest * 1e-3);
        }
        double size = Math.cbrt(volume / Math.max(1, 2 * count));
        this.cell = size > 0 && Double.isFinite(size) ? size : 1;
        long cells = 1;
        for (int c = 0; c < 3; c++) {
            res[c] = (int) Math.max(1, Math.min(64, Math.ceil((hi[c] - lo[c]) / cell)));
            cells *= res[c];
        }
        int[] counts = new int[(int) cells + 1];
        list(count, living, counts, null);
        for (int i = 0; i < cells; i++) {
            counts[i + 1] += counts[i];
        }
        this.start = counts;
        this.items = new int[counts[(int) cells]];
        list(count, living, Arrays.copyOf(counts, (int) cells), items);
    }

    /**
     * Each living triangle in every cell its box overlaps: counted into {@code at} (one past the
     * cell) when {@code into} is null, else written into {@code into} from {@code at} of its cell on.
     */
    private void list(int count, boolean[] living, int[] at, int[] into) {
        int[] box = new int[6];
        for (int t = 0; t < count; t++) {
            if (living != null && !living[t]) {
                continue;
            }
            cellsOf(t, box);
            for (int x = box[0]; x <= box[3]; x++) {
                for (int y = box[1]; y <= box[4]; y++) {
                    for (int z = box[2]; z <= box[5]; z++) {
                        int i = index(x, y, z);
                        if (into == null) {
                            at[i + 1]++;
                        } else {
                            into[at[i]++] = t;
                        }
                    }
                }
            }
        }
    }

    /** The squared distance from (px, py, pz) to the nearest triangle. */
    double nearestSquared(double px, double py, double pz) {
        return nearestSquared(px, py, pz, Double.POSITIVE_INFINITY, null, 0);
    }

    /**
     * The least of {@code bound} and the squared distance from (px, py, pz) to the nearest triangle
     * {@code t} with {@code mark[t] != stamp} (every one if {@code mark} is null).
     */
    double nearestSquared(double px, double py, double pz, double bound, int[] mark, int stamp) {
        nearest(px, py, pz, bound, mark, stamp);
        return found;
    }

    /** The squared distance {@link #nearest} found last. */
    private double found;
    /** How many triangles the searches have measured a point against, by box or more. */
    private long tested;
    /** The one-entry list {@link #nearest} searches with. */
    private final int[] one = new int[1];
    private final double[] oneSquared = new double[1];

    /**
     * The nearest triangle {@code t} to (px, py, pz) with {@code mark[t] != stamp} (any if
     * {@code mark} is null) nearer than {@code bound} (squared), or -1; its squared distance is then
     * {@link #found()}.
     */
    int nearest(double px, double py, double pz, double bound, int[] mark, int stamp) {
        one[0] = -1;
        oneSquared[0] = bound;
        search(px, py, pz, mark, stamp, one, oneSquared, 0, 1);
        found = oneSquared[0];
        return one[0];
    }

    /**
     * The {@code k} nearest triangles {@code t} to (px, py, pz) with {@code mark[t] != stamp} (any
     * if {@code mark} is null), nearest first, into {@code which} from {@code at} with their squared
     * distances in {@code squared} (-1 and infinity where there are fewer).
     */
    void nearest(double px, double py, double pz, int[] mark, int stamp, int[] which, double[] squared, int at,
            int k) {
        Arrays.fill(which, at, at + k, -1);
        Arrays.fill(squared, at, at + k, Double.POSITIVE_INFINITY);
        search(px, py, pz, mark, stamp, which, squared, at, k);
    }

    /**
     * Cells in growing shells round (px, py, pz) until no unseen cell can be nearer than the last of
     * the {@code k} kept in order in {@code which} and {@code squared} from {@code at}; a triangle
     * nearer than it takes its place among them.
     */
    private void search(double px, double py, double pz, int[] mark, int stamp, int[] which, double[] squared,
            int at, int k) {
        int cx = clampedCell(px, 0);
        int cy = clampedCell(py, 1);
        int cz = clampedCell(pz, 2);
        if (++query == 0) {
            Arrays.fill(seen, 0);
            query = 1;
        }
        int last = at + k - 1;
        int reach = Math.max(res[0], Math.max(res[1], res[2]));
        for (int r = 0; r <= reach; r++) {
            for (int x = Math.max(0, cx - r); x <= Math.min(res[0] - 1, cx + r); x++) {
                for (int y = Math.max(0, cy - r); y <= Math.min(res[1] - 1, cy + r); y++) {
                    for (int z = Math.max(0, cz - r); z <= Math.min(res[2] - 1, cz + r); z++) {
                        if (Math.abs(x - cx) != r && Math.abs(y - cy) != r && Math.abs(z - cz) != r) {
                            continue;
                        }
                        int i = index(x, y, z);
                        for (int e = start[i]; e < start[i + 1]; e++) {
                            int t = items[e];
                            if ((mark == null || mark[t] != stamp) && seen[t] != query) {
                                seen[t] = query;
                                tested++;
                                if (TriangleMeasures.boxSquared(px, py, pz, bounds, 6 * t) < squared[last]) {
                                    double d = TriangleMeasures.squared(px, py, pz, corners, 9 * t);
                                    if (d < squared[last]) {
                                        keep(t, d, which, squared, at, last);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // every cell not yet seen is outside the block of shells seen: as far as its nearest face
            double unseen = Double.POSITIVE_INFINITY;
            double[] p = {px, py, pz};
            int[] c0 = {cx, cy, cz};
            for (int c = 0; c < 3; c++) {
                if (c0[c] - r > 0) {
                    unseen = Math.min(unseen, Math.max(0, p[c] - (lo[c] + (c0[c] - r) * cell)));
                }
                if (c0[c] + r < res[c] - 1) {
                    unseen = Math.min(unseen, Math.max(0, lo[c] + (c0[c] + r + 1) * cell - p[c]));
                }
            }
            if (squared[last] <= unseen * unseen) {
                break;
            }
        }
    }

    /** Puts triangle {@code t} at squared distance {@code d} in its place in the list, the last one dropped. */
    private static void keep(int t, double d, int[] which, double[] squared, int at, int last) {
        int i = last;
        while (i > at && squared[i - 1] > d) {
            which[i] = which[i - 1];
            squared[i] = squared[i - 1];
            i--;
        }
        which[i] = t;
        squared[i] = d;
    }

    /** How many triangles the searches made so far have measured a point against (by box or more). */
    long tested() {
        return tested;
    }

    /** The squared distance of the last {@link #nearest} triangle found (or its bound). */
    double found() {
        return found;
    }

    private void cellsOf(int t, int[] box) {
        for (int c = 0; c < 3; c++) {
            box[c] = clampedCell(bounds[6 * t + c], c);
            box[3 + c] = clampedCell(bounds[6 * t + 3 + c], c);
        }
    }

    private int clampedCell(double v, int axis) {
        double f = (v - lo[axis]) / cell;
        return f >= res[axis] ? res[axis] - 1 : f > 0 ? (int) f : 0;
    }

    private int index(int x, int y, int z) {
        return (x * res[1] + y) * res[2] + z;
    }
}
