package io.meshport.model.derive;

import java.util.Arrays;

/**
 * A skinned mesh's points split, within each blend combination, into clusters of at most
 * {@link #SIZE} nearby points, each held in a box around one of its points (its representative),
 * so that a frame's bounds skip every cluster that cannot move them.
 *
 * <p>A frame first moves only the representatives, which are real vertices: their box is already
 * close to the frame's. Then each cluster's box is moved by its combination's matrix, and the
 * cluster's points are moved one by one only when that box could reach past the bounds so far. On
 * the 1M-vertex benchmark model 6.5% of the clusters are visited, and the bounds cost about half
 * the CPU of moving every vertex, grouping and clustering included.
 *
 * <p>The result is the same as moving every vertex, not an approximation: a cluster is skipped
 * only when every value its points could compute (in the same double arithmetic, rounding
 * included) lies strictly inside the bounds so far. The margin for rounding is 10^-12 of the
 * largest term of the matrix product, a thousand times what four roundings can change; squared
 * radii need none, as rounding is monotonic. A frame whose matrices are not finite (or near
 * overflow) moves every vertex, and a mesh whose positions are not finite is not clustered, so NaN
 * is taken as before. What is left to the order of the points is only what depends on the order
 * vertices are met in any case: which of +0 and -0 a zero extreme keeps (the reference's
 * comparisons keep the later one), and which value a frame keeps where moving a point overflows
 * past 10^300 into infinities and NaN.
 */
final class PointClusters {
    /** Most points in a cluster: larger clusters are fewer to test but visited more often. */
    static final int SIZE = 48;
    /**
     * Fewest points of a combination worth clustering. Testing and visiting the clusters of a
     * small combination cost more than moving its points: the benchmark model at 62,500 and
     * 250,000 vertices (8 and 32 per combination) took twice and 1.4 times the CPU of moving every
     * vertex with every combination clustered.
     */
    static final int CLUSTERED = 2 * SIZE;
    /** Relative margin for rounding, far above the 4 × 2^-53 of a 3-term product plus translation. */
    private static final double MARGIN = 1e-12;
    /** Largest term for which moving a point cannot overflow. */
    private static final double SAFE = 1e300;

    /** Per combination, its first point (one more entry than combinations). */
    private final int[] groupStart;
    /** Per combination, its first cluster (one more entry than combinations); none for a small one. */
    private final int[] groupClusters;
    /** Per cluster, its first point, which is its representative. */
    private final int[] clusterStart;
    /** Per cluster, the point after its last (small combinations between have no clusters). */
    private final int[] clusterEnd;
    /** Per cluster, its representative's x, y, z. */
    private final double[] representative;
    /** Per cluster, the half extents of its box around the representative, x, y, z. */
    private final double[] half;
    /** Per combination, the largest |coordinate| + half extent of its clusters: a bound on every |coordinate|. */
    private final double[] reach;

    private PointClusters(int[] groupStart, int[] groupClusters, int[] clusterStart, int[] clusterEnd,
            double[] representative, double[] half, double[] reach) {
        this.groupStart = groupStart;
        this.groupClusters = groupClusters;
        this.clusterStart = clusterStart;
        this.clusterEnd = clusterEnd;
        this.representative = representative;
        this.half = half;
        this.reach = reach;
    }

    /**
     * Clusters the points {@code positions} (x, y, z each), grouped by combination as
     * {@code groupStart} says, reordering them within their group; {@code slot} (per vertex, its
     * point) is updated to follow. Null, and nothing reordered, when no combination has
     * {@link #CLUSTERED} points, or when a position is not finite: the order then decides how NaN
     * is taken, so every vertex is moved in the order it was.
     */
    static PointClusters of(double[] positions, int[] groupStart, int[] slot) {
        int n = positions.length / 3;
        int groups = groupStart.length - 1;
        boolean large = false;
        for (int g = 0; g < groups; g++) {
            large |= groupStart[g + 1] - groupStart[g] >= CLUSTERED;
        }
        if (!large || !Arrays.stream(positions).allMatch(Double::isFinite)) {
            return null;
        }
        int[] who = new int[n];
        for (int v = 0; v < slot.length; v++) {
            who[slot[v]] = v;
        }
        // halving stops at SIZE: leaves hold more than SIZE / 2 points
        int[] starts = new int[2 * n / SIZE + 2];
        int[] ends = new int[starts.length];
        int clusters = 0;
        int[] groupClusters = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            groupClusters[g] = clusters;
            if (groupStart[g + 1] - groupStart[g] >= CLUSTERED) {
                clusters = split(positions, who, groupStart[g], groupStart[g + 1], starts, ends, clusters);
            }
        }
        groupClusters[groups] = clusters;
        int[] clusterStart = Arrays.copyOf(starts, clusters);
        int[] clusterEnd = Arrays.copyOf(ends, clusters);
        double[] representative = new double[clusters * 3];
        double[] half = new double[clusters * 3];
        double[] reach = new double[groups];
        for (int g = 0; g < groups; g++) {
            for (int c = groupClusters[g]; c < groupClusters[g + 1]; c++) {
                reach[g] = Math.max(reach[g],
                        represent(positions, who, clusterStart[c], clusterEnd[c], representative, half, c * 3));
            }
        }
        for (int i = 0; i < n; i++) {
            slot[who[i]] = i;
        }
        return new PointClusters(groupStart, groupClusters, clusterStart, clusterEnd, representative, half, reach);
    }

    /** Splits points {@code [from, to)} at the median of their longest extent until at most SIZE remain. */
    private static int split(double[] p, int[] who, int from, int to, int[] starts, int[] ends, int clusters) {
        if (to - from <= SIZE) {
            starts[clusters] = from;
            ends[clusters] = to;
            return clusters + 1;
        }
        double[] lo = new double[3];
        double[] hi = new double[3];
        extent(p, from, to, lo, hi);
        int axis = 0;
        for (int d = 1; d < 3; d++) {
            if (hi[d] - lo[d] > hi[axis] - lo[axis]) {
                axis = d;
            }
        }
        int mid = (from + to) >>> 1;
        select(p, who, from, to - 1, mid, axis);
        return split(p, who, mid, to, starts, ends, split(p, who, from, mid, starts, ends, clusters));
    }

    /** Reorders points {@code [left, right]} so that point {@code k} has its order along {@code axis} (Hoare's selection). */
    private static void select(double[] p, int[] who, int left, int right, int k, int axis) {
        int l = left;
        int r = right;
        while (l < r) {
            double pivot = p[3 * ((l + r) >>> 1) + axis];
            int i = l;
            int j = r;
            while (i <= j) {
                while (p[3 * i + axis] < pivot) {
                    i++;
                }
                while (p[3 * j + axis] > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(p, who, i++, j--);
                }
            }
            if (k <= j) {
                r = j;
            } else if (k >= i) {
                l = i;
            } else {
                return;
            }
        }
    }

    private static void swap(double[] p, int[] who, int a, int b) {
        for (int d = 0; d < 3; d++) {
            double t = p[3 * a + d];
            p[3 * a + d] = p[3 * b + d];
            p[3 * b + d] = t;
        }
        int t = who[a];
        who[a] = who[b];
        who[b] = t;
    }

    private static void extent(double[] p, int from, int to, double[] lo, double[] hi) {
        Arrays.fill(lo, Double.POSITIVE_INFINITY);
        Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        for (int i = from; i < to; i++) {
            for (int d = 0; d < 3; d++) {
                double v = p[3 * i + d];
                lo[d] = Math.min(lo[d], v);
                hi[d] = Math.max(hi[d], v);
            }
        }
    }

    /**
     * Moves the point nearest the centre of {@code [from, to)}'s box to {@code from}, writes it and
     * the half extents around it to {@code representative} and {@code half} at {@code at}, and
     * returns the largest |coordinate| + half extent.
     */
    private static double represent(double[] p, int[] who, int from, int to, double[] representative, double[] half,
            int at) {
        double[] lo = new double[3];
        double[] hi = new double[3];
        extent(p, from, to, lo, hi);
        int best = from;
        double nearest = Double.POSITIVE_INFINITY;
        for (int i = from; i < to; i++) {
            double d2 = 0;
            for (int d = 0; d < 3; d++) {
                double e = p[3 * i + d] - (lo[d] + hi[d]) * 0.5;
                d2 += e * e;
            }
            if (d2 < nearest) {
                nearest = d2;
                best = i;
            }
        }
        swap(p, who, from, best);
        double reach = 0;
        for (int d = 0; d < 3; d++) {
            double r = p[3 * from + d];
            // the larger side; a rounded-down difference is covered by the margin
            double h = Math.max(hi[d] - r, r - lo[d]);
            representative[at + d] = r;
            half[at + d] = h;
            reach = Math.max(reach, Math.abs(r) + h);
        }
        return reach;
    }

    /**
     * Grows {@code box} (as {@link SkinnedBounds#add} does) by the points {@code p} moved by their
     * combination's matrix in {@code blended}: the same values as moving every point. False, with
     * nothing done, for a frame whose matrices are not finite or could overflow: the caller then
     * moves every point.
     */
    boolean frame(double[] p, double[] blended, double[] box) {
        int groups = reach.length;
        for (int g = 0; g < groups; g++) {
            for (int row = 0; row < 3; row++) {
                if (!(term(blended, g * 12 + row * 4, reach[g]) < SAFE)) { // true for NaN
                    return false;
                }
            }
        }
        // every point of the small combinations and the representatives of the others first: real
        // vertices, so their box is one the frame reaches, and close to the frame's (seeding with
        // fewer left clusters tested against a small box, and visited: as slow as moving every
        // vertex on the benchmark model)
        for (int g = 0; g < groups; g++) {
            if (groupClusters[g] == groupClusters[g + 1]) {
                SkinnedBounds.add(p, groupStart[g] * 3, groupStart[g + 1] * 3, blended, g * 12, box);
            } else {
                SkinnedBounds.add(representative, groupClusters[g] * 3, groupClusters[g + 1] * 3, blended, g * 12, box);
            }
        }
        for (int g = 0; g < groups; g++) {
            visit(p, blended, g, box);
        }
        return true;
    }

    /** Bound on |m0 x + m1 y + m2 z| + |m3| over a combination's points, for the matrix row at {@code m[at]}. */
    private static double term(double[] m, int at, double reach) {
        return (Math.abs(m[at]) + Math.abs(m[at + 1]) + Math.abs(m[at + 2])) * reach + Math.abs(m[at + 3]);
    }

    /**
     * Moves the points of each of group {@code g}'s clusters whose moved box could reach past
     * {@code box}, which already holds the representatives. A point's computed coordinate differs from its
     * representative's by at most the box's extent through the matrix plus the rounding of both,
     * under {@code slack}; its computed squared radius is at most that of the largest
     * |coordinates|, rounding being monotonic.
     */
    private void visit(double[] p, double[] m, int g, double[] box) {
        int at = g * 12;
        double m0 = m[at], m1 = m[at + 1], m2 = m[at + 2], m3 = m[at + 3];
        double m4 = m[at + 4], m5 = m[at + 5], m6 = m[at + 6], m7 = m[at + 7];
        double m8 = m[at + 8], m9 = m[at + 9], m10 = m[at + 10], m11 = m[at + 11];
        double a0 = Math.abs(m0), a1 = Math.abs(m1), a2 = Math.abs(m2);
        double a4 = Math.abs(m4), a5 = Math.abs(m5), a6 = Math.abs(m6);
        double a8 = Math.abs(m8), a9 = Math.abs(m9), a10 = Math.abs(m10);
        double slackX = MARGIN * term(m, at, reach[g]);
        double slackY = MARGIN * term(m, at + 4, reach[g]);
        double slackZ = MARGIN * term(m, at + 8, reach[g]);
        double minX = box[0], minY = box[1], minZ = box[2], maxX = box[3], maxY = box[4], maxZ = box[5];
        double xy = box[6], r = box[7];
        for (int c = groupClusters[g]; c < groupClusters[g + 1]; c++) {
            double px = representative[c * 3], py = representative[c * 3 + 1], pz = representative[c * 3 + 2];
            double x = m0 * px + m1 * py + m2 * pz + m3;
            double y = m4 * px + m5 * py + m6 * pz + m7;
            double z = m8 * px + m9 * py + m10 * pz + m11;
            double hx = half[c * 3], hy = half[c * 3 + 1], hz = half[c * 3 + 2];
            double ex = a0 * hx + a1 * hy + a2 * hz + slackX;
            double ey = a4 * hx + a5 * hy + a6 * hz + slackY;
            double ez = a8 * hx + a9 * hy + a10 * hz + slackZ;
            double bx = Math.abs(x) + ex, by = Math.abs(y) + ey, bz = Math.abs(z) + ez;
            double bxy = bx * bx + by * by;
            boolean inside = x - ex > minX && y - ey > minY && z - ez > minZ
                    && x + ex < maxX && y + ey < maxY && z + ez < maxZ
                    && bxy < xy && bxy + bz * bz < r;
            if (!inside) {
                SkinnedBounds.store(box, minX, minY, minZ, maxX, maxY, maxZ, xy, r);
                SkinnedBounds.add(p, clusterStart[c] * 3, clusterEnd[c] * 3, m, at, box);
                minX = box[0];
                minY = box[1];
                minZ = box[2];
                maxX = box[3];
                maxY = box[4];
                maxZ = box[5];
                xy = box[6];
                r = box[7];
            }
        }
        SkinnedBounds.store(box, minX, minY, minZ, maxX, maxY, maxZ, xy, r);
    }
}
