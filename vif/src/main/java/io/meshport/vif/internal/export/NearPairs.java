package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * Points of separate parts near each other, which {@link MeasuredCollapses} may merge at their
 * midpoint as it merges the ends of an edge (as Garland and Heckbert's pair contraction joins
 * parts): each point of a triangle with its {@link #EACH} nearest points of other connected parts. A coarse cut can then
 * fold crossed panels into one between them instead of dropping all but a few whole. Points of
 * the same part are left out: measured, pairs within parts led the greedy order astray on the
 * corpus (docs/vif-conformance.md).
 */
final class NearPairs {
    /** The nearest points of other parts each point is paired with (one left a model farther, four another). */
    static final int EACH = 2;

    private NearPairs() {
    }

    /**
     * The pairs among the points at {@code at} (three doubles each) of the living triangles of
     * {@code corners}, each as (low point, high point), in order, once; quadratic in the points of
     * triangles, for small meshes only.
     */
    static long[] of(double[] at, int[] corners, boolean[] alive) {
        int points = at.length / 3;
        int[] part = new int[points];
        boolean[] used = new boolean[points];
        for (int p = 0; p < points; p++) {
            part[p] = p;
        }
        for (int t = 0; t < alive.length; t++) {
            if (alive[t]) {
                for (int k = 0; k < 3; k++) {
                    used[corners[3 * t + k]] = true;
                    part[root(part, corners[3 * t + k])] = root(part, corners[3 * t]);
                }
            }
        }
        // the points of triangles alone: loose points (any number of them) take no part
        int[] list = new int[points];
        int n = 0;
        for (int p = 0; p < points; p++) {
            if (used[p]) {
                list[n++] = p;
            }
        }
        long[] pairs = new long[EACH * n];
        int count = 0;
        int[] near = new int[EACH];
        double[] nearSquared = new double[EACH];
        for (int i = 0; i < n; i++) {
            int p = list[i];
            Arrays.fill(near, -1);
            Arrays.fill(nearSquared, Double.POSITIVE_INFINITY);
            for (int j = 0; j < n; j++) {
                int q = list[j];
                if (root(part, q) != root(part, p)) {
                    keepNearest(q, squared(at, p, q), near, nearSquared);
                }
            }
            for (int q : near) {
                if (q >= 0) {
                    pairs[count++] = (long) Math.min(p, q) << 32 | Math.max(p, q);
                }
            }
        }
        long[] sorted = Arrays.copyOf(pairs, count);
        Arrays.sort(sorted);
        return Arrays.stream(sorted).distinct().toArray();
    }

    /** Puts point {@code q} among the nearest so far, in order, if it is nearer than the last. */
    private static void keepNearest(int q, double d, int[] near, double[] nearSquared) {
        int k = near.length - 1;
        if (!(d < nearSquared[k])) {
            return;
        }
        while (k > 0 && nearSquared[k - 1] > d) {
            nearSquared[k] = nearSquared[k - 1];
            near[k] = near[k - 1];
            k--;
        }
        nearSquared[k] = d;
        near[k] = q;
    }

    private static double squared(double[] at, int p, int q) {
        double dx = at[3 * q] - at[3 * p];
        double dy = at[3 * q + 1] - at[3 * p + 1];
        double dz = at[3 * q + 2] - at[3 * p + 2];
        return dx * dx + dy * dy + dz * dz;
    }

    /** The part of point {@code v}: up the links, halving the path. */
    private static int root(int[] part, int v) {
        int x = v;
        while (part[x] != x) {
            part[x] = part[part[x]];
            x = part[x];
        }
        return x;
    }
}
