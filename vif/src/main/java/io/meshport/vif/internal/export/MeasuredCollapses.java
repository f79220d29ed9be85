package io.meshport.vif.internal.export;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeSet;

/**
 * The collapse order of a small mesh chosen by the distance each collapse puts between the surface
 * and the original: the mean distance both ways, from points spread over the original by area to
 * the surface ({@link OriginalSamples}), and from points spread over each triangle of the surface to
 * the original (what the corpus's quarter cuts are measured by, docs/vif-conformance.md). Each step
 * takes, of every edge and every pair of near points of separate parts ({@link NearPairs}), the
 * collapse that adds least to the mean (onto either end, or both ends onto their midpoint), so
 * that every prefix is a simplification chosen for its measured distance.
 * Quadric error measures a collapse by its planes alone, and on the few large faces of a low-poly
 * model (a boxy prop of 40 triangles, a rotor's four thin blades) it sees a thin tip or a step
 * folded away at next to no cost while the surface moves by a good part of the model; measured,
 * the same collapses cost what they move. The collapses wait in a queue by what they add; a
 * collapse changes the triangles round the point it keeps, so the edges there are measured again
 * at once and any other edge of a point it touched when it comes to the head of the queue (what
 * a collapse further off changes of its samples is left out). Cost grows faster than the
 * triangles (each step measures its edges against the samples of the triangles it changes), so
 * meshes of {@link #MAX_TRIANGLES} at most are ordered so: a PIE part, an effect, a prop; and one
 * whose measuring passes {@link #MAX_MEASURED} (large triangles through one another, every sample
 * near every collapse) is given up for the quadric order.
 */
final class MeasuredCollapses {
    /**
     * The largest mesh ordered so (the measuring grows faster than the triangles, BENCHMARKS.md);
     * larger ones take the simplifier's quadric order, whose quarter cuts on the corpus are all
     * nearer than the octree's from 150 triangles up.
     */
    static final int MAX_TRIANGLES = 160;
    /**
     * The most measures of a sample against a triangle the order may take before it is given up
     * for the quadric order ({@link OriginalSamples#measured}): a count, so that the same mesh
     * takes the same order on any machine; over twice the corpus's most, while a tangle of large
     * triangles through one another (a generated model's) may take ten times that, every sample
     * near every collapse (BENCHMARKS.md).
     */
    static final long MAX_MEASURED = 1L << 24;
    /** Points spread over the original, on average, per triangle. */
    private static final int SAMPLES_A_TRIANGLE = 4;
    /** Where a collapse may put the point it keeps: where either end is, or their midpoint. */
    private static final int OPTIONS = 3;
    private static final int MIDPOINT = 2;
    /** The pairs of points of separate parts that may merge though no edge joins them ({@link NearPairs}). */
    private final TreeSet<Long> pairs = new TreeSet<>();

    private final SurfaceToOriginal toOriginal;
    /** The living triangles where they stand, made again after each collapse. */
    private TriangleGrid currentGrid;
    private final int originalCount;
    private final double originalArea;
    private final double[] at;
    private final int[] corners;
    private final double[] current;
    private final boolean[] alive;
    private final double[] area;
    private final double[] far;
    private int aliveCount;
    private double areaSum;
    private double farSum;
    private final OriginalSamples samples;
    private final int[] mark;
    /** Per point the {@link #stamp} of the last collapse that touched it. */
    private final int[] touchedAt;
    private int stamp;
    private final double[] changedCorners;
    private final int[] changedSlot;
    private final int[] changedTriangle;
    private int changedCount;

    private int count;
    private int[] from = new int[16];
    private int[] onto = new int[16];
    private double[] error = new double[16];
    private float[] position = new float[48];

    private MeasuredCollapses(float[] xyz, int[] triangles, int points, double[] original) {
        int t = triangles.length / 3;
        this.originalCount = t;
        this.at = new double[3 * points];
        for (int i = 0; i < 3 * points; i++) {
            at[i] = xyz[i];
        }
        this.corners = triangles.clone();
        this.current = original.clone();
        this.alive = new boolean[t];
        this.area = new double[t];
        this.far = new double[t];
        this.mark = new int[t];
        this.touchedAt = new int[points];
        this.changedCorners = new double[9 * t];
        this.changedSlot = new int[t];
        this.changedTriangle = new int[3 * t];
        for (int i = 0; i < t; i++) {
            area[i] = TriangleMeasures.area(original, 9 * i);
            alive[i] = area[i] > 0;
            aliveCount += alive[i] ? 1 : 0;
            areaSum += area[i];
        }
        this.originalArea = areaSum;
        double pointsPerArea = (double) SAMPLES_A_TRIANGLE * t / areaSum;
        this.samples = new OriginalSamples(original, t, area, pointsPerArea);
        this.toOriginal = new SurfaceToOriginal(original, t, pointsPerArea);
    }

    /**
     * The collapses of the {@code points} points at {@code xyz} under {@code triangles} (three point
     * indexes each, none twice in a triangle), in the order measured; null when the mesh is larger
     * than {@link #MAX_TRIANGLES}, has no area, or would take more than {@link #MAX_MEASURED}.
     */
    static MeasuredCollapses of(float[] xyz, int[] triangles, int points) {
        int t = triangles.length / 3;
        if (t == 0 || t > MAX_TRIANGLES) {
            return null;
        }
        double[] original = new double[9 * t];
        for (int i = 0; i < 3 * t; i++) {
            for (int c = 0; c < 3; c++) {
                original[3 * i + c] = xyz[3 * triangles[i] + c];
            }
        }
        MeasuredCollapses m = new MeasuredCollapses(xyz, triangles, points, original);
        if (!(m.areaSum > 0) || Double.isInfinite(m.areaSum)) {
            return null;
        }
        return m.run() ? m : null;
    }

    /** How many collapses were made. */
    int count() {
        return count;
    }

    /** The point the {@code i}th collapse took away. */
    int from(int i) {
        return from[i];
    }

    /** The point the {@code i}th collapse kept. */
    int onto(int i) {
        return onto[i];
    }

    /** The mean distance between the surface and the original after the {@code i}th collapse, in the mesh's units. */
    double error(int i) {
        return error[i];
    }

    /** Coordinate {@code axis} of where the point the {@code i}th collapse kept stands after it. */
    float position(int i, int axis) {
        return position[3 * i + axis];
    }

    /** Orders the collapses; false if that would take more than {@link #MAX_MEASURED}. */
    private boolean run() {
        for (int i = 0; i < originalCount; i++) {
            if (alive[i]) {
                far[i] = toOriginal.weighted(current, 9 * i, area[i]);
                farSum += far[i];
            }
        }
        currentGrid = new TriangleGrid(current, originalCount, alive);
        samples.start(currentGrid);
        int points = at.length / 3;
        int[] version = new int[points];
        boolean[] removed = new boolean[points];
        Map<Long, Integer> latest = new HashMap<>();
        PriorityQueue<MeasuredCandidate> queue = new PriorityQueue<>();
        int[] generation = {0};
        for (long edge : edges()) {
            measure(edge, version, latest, queue, generation);
            if (spent()) {
                return false;
            }
        }
        for (long pair : NearPairs.of(at, corners, alive)) {
            pairs.add(pair);
            measure(pair, version, latest, queue, generation);
            if (spent()) {
                return false;
            }
        }
        double[] x = new double[3];
        while (!queue.isEmpty()) {
            if (spent()) {
                return false;
            }
            MeasuredCandidate c = queue.poll();
            Integer newest = latest.get(c.edge());
            if (newest == null || newest != c.generation() || removed[c.a()] || removed[c.b()]) {
                continue;
            }
            if (version[c.a()] != c.versionA() || version[c.b()] != c.versionB()) {
                // measured before a collapse near it: measured again, and put back in its place
                measure(c.edge(), version, latest, queue, generation);
                continue;
            }
            latest.remove(c.edge());
            int keep = keep(c.a(), c.b(), c.option());
            int remove = other(c.a(), c.b(), c.option());
            place(c.a(), c.b(), c.option(), x);
            apply(keep, remove, x, version);
            removed[remove] = true;
            for (long pair : pairsAfter(remove, keep)) {
                measure(pair, version, latest, queue, generation);
            }
            // the edges of the point kept are new or changed most: measured now, the rest when they come up
            for (long edge : edges()) {
                if ((int) (edge >>> 32) == keep || (int) edge == keep) {
                    measure(edge, version, latest, queue, generation);
                }
            }
        }
        return true;
    }

    /** Whether the measuring has passed {@link #MAX_MEASURED}. */
    private boolean spent() {
        return samples.measured() > MAX_MEASURED;
    }

    /** Measures the options of {@code edge} and queues the best, if any leaves a triangle. */
    private void measure(long edge, int[] version, Map<Long, Integer> latest,
            PriorityQueue<MeasuredCandidate> queue,
            int[] generation) {
        int a = (int) (edge >>> 32);
        int b = (int) edge;
        boolean edgeOfTriangle = adjacent(a, b);
        if (!edgeOfTriangle && !pairs.contains(edge)) {
            latest.remove(edge);
            return;
        }
        double now = mean(samples.weighted(), farSum, areaSum);
        double best = Double.POSITIVE_INFINITY;
        int bestOption = -1;
        double[] x = new double[3];
        double[] deltas = new double[3];
        // two parts join between them, at the midpoint (onto either end measured the same cuts, slower)
        for (int o = edgeOfTriangle ? 0 : MIDPOINT; o < OPTIONS; o++) {
            if (place(a, b, o, x) && evaluate(keep(a, b, o), other(a, b, o), x, deltas, 0)) {
                double added = mean(samples.weighted() + deltas[0], farSum + deltas[1], areaSum + deltas[2]) - now;
                if (added < best) {
                    best = added;
                    bestOption = o;
                }
            }
        }
        if (bestOption < 0) {
            latest.remove(edge);
            return;
        }
        int g = ++generation[0];
        latest.put(edge, g);
        queue.add(new MeasuredCandidate(best, edge, bestOption, version[a], version[b], g));
    }

    /** The near pairs once {@code removed} merged into {@code kept}: its pairs are the keeper's; returns the keeper's. */
    private long[] pairsAfter(int removed, int kept) {
        for (Long pair : pairs.toArray(new Long[0])) {
            int a = (int) (pair >>> 32);
            int b = (int) (long) pair;
            if (a == removed || b == removed) {
                pairs.remove(pair);
                int other = a == removed ? b : a;
                if (other != kept) {
                    pairs.add((long) Math.min(other, kept) << 32 | Math.max(other, kept));
                }
            }
        }
        return pairs.stream().filter(p -> (int) (p >>> 32) == kept || (int) (long) p == kept)
                .mapToLong(Long::longValue).toArray();
    }

    /** Whether a living triangle has both points. */
    private boolean adjacent(int a, int b) {
        for (int t = 0; t < originalCount; t++) {
            if (alive[t]) {
                int p = corners[3 * t];
                int q = corners[3 * t + 1];
                int r = corners[3 * t + 2];
                if ((p == a || q == a || r == a) && (p == b || q == b || r == b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The point that stays of edge (a, b) in option {@code o}: a, b, or a at the {@link #MIDPOINT}. */
    private static int keep(int a, int b, int o) {
        return o == 1 ? b : a;
    }

    private static int other(int a, int b, int o) {
        return o == 1 ? a : b;
    }

    /** Where option {@code o} of edge (a, b) puts the point that stays; false if it is no place. */
    private boolean place(int a, int b, int o, double[] x) {
        for (int c = 0; c < 3; c++) {
            x[c] = o == 0 ? at[3 * a + c] : o == 1 ? at[3 * b + c] : 0.5 * (at[3 * a + c] + at[3 * b + c]);
        }
        return Double.isFinite(x[0]) && Double.isFinite(x[1]) && Double.isFinite(x[2]);
    }

    private double mean(double near, double farTotal, double areaTotal) {
        return 0.5 * near / originalArea + (areaTotal > 0 ? 0.5 * farTotal / areaTotal : 0);
    }

    /** Every edge of the living triangles once, as (low point, high point), in order. */
    private long[] edges() {
        long[] keys = new long[3 * aliveCount];
        int k = 0;
        for (int t = 0; t < originalCount; t++) {
            if (alive[t]) {
                for (int e = 0; e < 3; e++) {
                    int p = corners[3 * t + e];
                    int q = corners[3 * t + (e + 1) % 3];
                    keys[k++] = (long) Math.min(p, q) << 32 | Math.max(p, q);
                }
            }
        }
        long[] sorted = Arrays.copyOf(keys, k);
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[n++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, n);
    }

    /**
     * The triangles that moving {@code remove} onto {@code keep} at {@code x} changes, as they would
     * be after it ({@link #changedCorners}, those left; {@link #changedSlot} their places), each
     * marked with a new {@link #stamp}; returns how many triangles are left in all.
     */
    private int collect(int keep, int remove, double[] x) {
        stamp++;
        changedCount = 0;
        int gone = 0;
        for (int t = 0; t < originalCount; t++) {
            if (!alive[t]) {
                continue;
            }
            int p = corners[3 * t];
            int q = corners[3 * t + 1];
            int r = corners[3 * t + 2];
            if (p != keep && p != remove && q != keep && q != remove && r != keep && r != remove) {
                continue;
            }
            mark[t] = stamp;
            p = p == remove ? keep : p;
            q = q == remove ? keep : q;
            r = r == remove ? keep : r;
            if (p == q || q == r || p == r || sameAsChanged(p, q, r)) {
                gone++;
                continue;
            }
            int c = changedCount++;
            changedSlot[c] = t;
            changedTriangle[3 * c] = p;
            changedTriangle[3 * c + 1] = q;
            changedTriangle[3 * c + 2] = r;
            int[] abc = {p, q, r};
            for (int k = 0; k < 3; k++) {
                for (int axis = 0; axis < 3; axis++) {
                    changedCorners[9 * c + 3 * k + axis] = abc[k] == keep ? x[axis] : at[3 * abc[k] + axis];
                }
            }
        }
        return aliveCount - gone;
    }

    /** Whether a changed triangle already has the points p, q, r (in any order). */
    private boolean sameAsChanged(int p, int q, int r) {
        for (int c = 0; c < changedCount; c++) {
            int a = changedTriangle[3 * c];
            int b = changedTriangle[3 * c + 1];
            int d = changedTriangle[3 * c + 2];
            if ((a == p || a == q || a == r) && (b == p || b == q || b == r) && (d == p || d == q || d == r)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What moving {@code remove} onto {@code keep} at {@code x} changes: the weighted sum of the
     * original's points' distances, the surface's summed distance and its area, into {@code out}
     * from {@code o}; false when no triangle would be left.
     */
    private boolean evaluate(int keep, int remove, double[] x, double[] out, int o) {
        if (collect(keep, remove, x) == 0) {
            return false;
        }
        double farChange = 0;
        double areaChange = 0;
        for (int t = 0; t < originalCount; t++) {
            if (alive[t] && mark[t] == stamp) {
                farChange -= far[t];
                areaChange -= area[t];
            }
        }
        for (int c = 0; c < changedCount; c++) {
            double a = TriangleMeasures.area(changedCorners, 9 * c);
            areaChange += a;
            farChange += toOriginal.weighted(changedCorners, 9 * c, a);
        }
        double nearChange = samples.change(currentGrid, mark, stamp, changedCorners, changedCount);
        out[o] = nearChange;
        out[o + 1] = farChange;
        out[o + 2] = areaChange;
        return true;
    }

    /** Makes the collapse: the changed triangles take their new corners, the samples their new nearest. */
    private void apply(int keep, int remove, double[] x, int[] version) {
        collect(keep, remove, x);
        for (int t = 0; t < originalCount; t++) {
            if (alive[t] && mark[t] == stamp) {
                alive[t] = false;
                aliveCount--;
                farSum -= far[t];
                areaSum -= area[t];
            }
        }
        System.arraycopy(x, 0, at, 3 * keep, 3);
        for (int c = 0; c < changedCount; c++) {
            int t = changedSlot[c];
            System.arraycopy(changedTriangle, 3 * c, corners, 3 * t, 3);
            System.arraycopy(changedCorners, 9 * c, current, 9 * t, 9);
            alive[t] = true;
            aliveCount++;
            area[t] = TriangleMeasures.area(current, 9 * t);
            far[t] = toOriginal.weighted(current, 9 * t, area[t]);
            farSum += far[t];
            areaSum += area[t];
            for (int k = 0; k < 3; k++) {
                touch(corners[3 * t + k], version);
            }
        }
        currentGrid = new TriangleGrid(current, originalCount, alive);
        samples.update(currentGrid, mark, stamp, current, changedSlot, changedCount);
        touch(remove, version);
        record(remove, keep, mean(samples.weighted(), farSum, areaSum), x);
    }

    /**
     * Makes the collapses measured with point {@code p} out of date: its version moves on, once a
     * collapse (the last {@link #stamp} marks it), so that a collapse costs what it touches, not
     * every point.
     */
    private void touch(int p, int[] version) {
        if (touchedAt[p] != stamp) {
            touchedAt[p] = stamp;
            version[p]++;
        }
    }

    private void record(int removed, int kept, double mean, double[] x) {
        if (count == from.length) {
            int size = 2 * count;
            from = Arrays.copyOf(from, size);
            onto = Arrays.copyOf(onto, size);
            error = Arrays.copyOf(error, size);
            position = Arrays.copyOf(position, 3 * size);
        }
        from[count] = removed;
        onto[count] = kept;
        error[count] = mean;
        for (int c = 0; c < 3; c++) {
            position[3 * count + c] = (float) x[c];
        }
        count++;
    }
}
