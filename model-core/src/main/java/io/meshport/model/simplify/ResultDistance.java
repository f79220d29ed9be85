package io.meshport.model.simplify;

import io.meshport.model.derive.CanonicalSurface;
import io.meshport.model.derive.SurfaceGrid;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * How far a simplified surface lies from the input: the mean distance of each surface's points to
 * the other, both ways, and the largest, as the harness's surface distance measures them; the
 * simplifier's way to choose between its results. Each surface is read as the harness reads it
 * ({@link CanonicalSurface}: a triangle listed twice counts once, a triangle without area not at
 * all), so a result folded onto itself is measured by the area it covers.
 *
 * <p>The mean is an integral over each surface, taken by a rule rather than by random points: every
 * triangle is cut into L x L equal triangles, L the square root of the {@code samples} shares of
 * the input's area it holds (at least 1), and the distance at each one's centre counts for its
 * area. Where two results differ, they differ on a few triangles, often small ones standing far
 * from the other surface: a point taken at random by area seldom lands there, and the one that
 * does weighs as much as a hundred others, so thousands of random points rank such results by
 * chance, where a rule that reaches every triangle does not. The largest distance is taken over
 * those points and both surfaces' corners and edge midpoints, as the harness's is (a surface's
 * distance to another peaks at a corner or along an edge more often than inside a triangle; a
 * result's corners are input vertices, on the input).
 *
 * <p>The results measured against one input differ on a few triangles, so little is measured twice:
 * the input's grid and points are made once; a result triangle is measured against the input once,
 * however many results hold it; and an input point whose nearest triangle of the first result
 * measured is also another's looks only at that other's own triangles, within the distance it had.
 * A result measures the same, bit for bit, whichever results were measured before it.
 */
final class ResultDistance {
    private final float[] xyz;
    private final float[] inputCorners;
    private final double inputArea;
    private final int samples;
    /** The input's grid and points: made at the first measure (many choices need none). */
    private SurfaceGrid inputGrid;
    /**
     * The input's points, three coordinates each: the centres of its triangles' cuts, then its
     * triangles' corners and edge midpoints, where a removed vertex or a cut-off edge lies farthest
     * from the result, often.
     */
    private double[] inputPoints;
    /**
     * Per centre (the input's first points), its share of the input's area; the corners and
     * midpoints after them have none: they count in the largest distance alone.
     */
    private double[] inputWeights;
    /**
     * The first result measured (each of its triangles' number by its coordinates), and per input
     * point the squared distance to it and its triangle nearest: another result
     * differs from it on a few triangles, so a point whose nearest triangle it keeps looks only at
     * the triangles it does not share.
     */
    private Map<Corners, Integer> baseTriangles;
    private double[] baseDistance2;
    private int[] baseNearest;
    /**
     * Per input point, whether its base distance is only a bound (the distance to a triangle found
     * no farther than the base's largest distance so far, for a corner or midpoint): a later result
     * that keeps the triangle is as near, but may be nearer through another it keeps.
     */
    private boolean[] baseBound;
    /**
     * Per result triangle measured (its nine canonical coordinates), its part of the integral and
     * its largest distance: the results differ on a few triangles, and a triangle measures the
     * same in each, so each is measured once.
     */
    private final Map<Corners, double[]> resultTriangles = new HashMap<>();
    /** The centres of a result triangle's cuts while it is measured. */
    private double[] scratch = new double[48];

    /**
     * A triangle's nine canonical coordinates at {@code at} of {@code c}, as a key (a float buffer's
     * hash casts each coordinate to an int: the same for most triangles of a small model); ordered,
     * so that even triangles made to share one hash are found in logarithmic time.
     */
    private record Corners(float[] c, int at) implements Comparable<Corners> {
        @Override
        public int compareTo(Corners k) {
            return Arrays.compare(c, at, at + 9, k.c, k.at, k.at + 9);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Corners k && Arrays.equals(c, at, at + 9, k.c, k.at, k.at + 9);
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (int i = at; i < at + 9; i++) {
                h = 31 * h + Float.floatToIntBits(c[i]);
            }
            return h;
        }
    }

    private ResultDistance(float[] xyz, float[] inputCorners, double inputArea, int samples) {
        this.xyz = xyz;
        this.inputCorners = inputCorners;
        this.inputArea = inputArea;
        this.samples = samples;
    }

    /**
     * The measure against {@code input}'s triangles (three vertices each of {@code xyz}), or null
     * when the input has no area to measure or infinite area (no measure can be made).
     *
     * @param samples the shares of each surface's area a triangle's points are counted by: a
     *     triangle with more than four of them is cut finer
     */
    static ResultDistance of(float[] xyz, int[] input, int samples) {
        float[] corners = CanonicalSurface.corners(xyz, input);
        double total = CanonicalSurface.area(corners);
        return total > 0 && Double.isFinite(total) ? new ResultDistance(xyz, corners, total, samples) : null;
    }

    private void prepare() {
        inputGrid = new SurfaceGrid(inputCorners);
        int centres = 0;
        for (int t = 0; t < inputCorners.length; t += 9) {
            int cuts = cuts(inputCorners, t);
            centres += cuts * cuts;
        }
        double[] cornersAndMidpoints = cornersAndMidpoints(inputCorners);
        inputPoints = new double[3 * centres + cornersAndMidpoints.length];
        inputWeights = new double[centres];
        int n = 0;
        for (int t = 0; t < inputCorners.length; t += 9) {
            int cuts = cuts(inputCorners, t);
            Arrays.fill(inputWeights, n, n + cuts * cuts, SurfaceGrid.area(inputCorners, t) / ((double) cuts * cuts));
            n += centres(inputCorners, t, cuts, inputPoints, 3 * n);
        }
        System.arraycopy(cornersAndMidpoints, 0, inputPoints, 3 * n, cornersAndMidpoints.length);
    }

    /**
     * The corners and edge midpoints of the triangles of canonical corners {@code c}, three
     * coordinates each, triangle by triangle: a point several triangles share comes as often (the
     * search after it starts at the triangle the one before it found, which holds it: cheaper than
     * sorting them out).
     */
    private static double[] cornersAndMidpoints(float[] c) {
        int count = 2 * c.length / 3;
        double[] all = new double[3 * count];
        int n = 0;
        for (int t = 0; t < c.length; t += 9) {
            for (int e = 0; e < 9; e += 3) {
                int f = (e + 3) % 9;
                for (int k = 0; k < 3; k++) {
                    all[n + k] = c[t + e + k];
                    all[n + 3 + k] = (c[t + e + k] + (double) c[t + f + k]) / 2;
                }
                n += 6;
            }
        }
        return all;
    }

    /**
     * The mean distance both ways and the largest distance between the input and the surface of
     * the first {@code indexCount} indices of {@code indices}, or null when that surface has no area.
     */
    double[] between(int[] indices, int indexCount) {
        float[] corners = CanonicalSurface.corners(xyz, Arrays.copyOf(indices, indexCount));
        if (corners.length == 0) {
            return null;
        }
        if (inputGrid == null) {
            prepare();
        }
        double back = 0;
        double max = 0;
        for (int t = 0; t < corners.length; t += 9) {
            int at = t;
            double[] own = resultTriangles.computeIfAbsent(new Corners(corners, t),
                    k -> resultTriangle(corners, at));
            back += own[0];
            max = Math.max(max, own[1]);
        }
        double[] there = inputToResult(corners, max);
        return new double[] {(there[0] / inputArea + back / CanonicalSurface.area(corners)) / 2, there[1]};
    }

    /**
     * The input's points' part of the integral of their distance to the result of canonical
     * corners {@code corners}, and the largest of their distances and {@code max}. The first result
     * measured is measured whole and kept as the base; a later one shares most of its triangles
     * with it, so a point whose nearest base triangle the result keeps is that near it or nearer to
     * one of the result's own (a grid of those alone, looked at within that distance), and only the
     * other points look at the whole result. A corner or midpoint (counted in the largest distance
     * alone) looks only until it finds a triangle no farther than the largest distance so far (it
     * cannot raise it), and one the base held that near a triangle this result keeps is not looked
     * at again.
     */
    private double[] inputToResult(float[] corners, double max) {
        int count = inputPoints.length / 3;
        int weighed = inputWeights.length;
        double there = 0;
        double farthest2 = max * max;
        if (baseTriangles == null) {
            SurfaceGrid grid = new SurfaceGrid(corners);
            baseDistance2 = new double[count];
            baseNearest = new int[count];
            baseBound = new boolean[count];
            for (int i = 0; i < count; i++) {
                double x = inputPoints[3 * i];
                double y = inputPoints[3 * i + 1];
                double z = inputPoints[3 * i + 2];
                double d2 = i < weighed ? grid.squaredDistance(x, y, z) : grid.squaredDistanceFrom(x, y, z, farthest2);
                baseDistance2[i] = d2;
                baseNearest[i] = grid.nearest();
                baseBound[i] = i >= weighed && d2 <= farthest2;
                if (i < weighed) {
                    there += inputWeights[i] * Math.sqrt(d2);
                }
                farthest2 = Math.max(farthest2, d2);
            }
            baseTriangles = new HashMap<>();
            for (int t = 0; t < corners.length; t += 9) {
                baseTriangles.put(new Corners(corners, t), t / 9);
            }
            return new double[] {there, Math.sqrt(farthest2)};
        }
        boolean[] kept = new boolean[baseTriangles.size()];
        float[] own = new float[corners.length];
        int n = 0;
        for (int t = 0; t < corners.length; t += 9) {
            Integer b = baseTriangles.get(new Corners(corners, t));
            if (b != null) {
                kept[b] = true;
            } else {
                System.arraycopy(corners, t, own, n, 9);
                n += 9;
            }
        }
        SurfaceGrid ownGrid = n == 0 ? null : new SurfaceGrid(Arrays.copyOf(own, n));
        SurfaceGrid whole = null;
        for (int i = 0; i < count; i++) {
            boolean centre = i < weighed;
            int b = baseNearest[i];
            boolean near = b >= 0 && kept[b];
            if (!centre && near && baseDistance2[i] <= farthest2) {
                continue;
            }
            double x = inputPoints[3 * i];
            double y = inputPoints[3 * i + 1];
            double z = inputPoints[3 * i + 2];
            double d2;
            if (near && !baseBound[i]) {
                d2 = ownGrid == null ? baseDistance2[i] : ownGrid.squaredDistance(x, y, z, baseDistance2[i]);
            } else {
                if (whole == null) {
                    whole = new SurfaceGrid(corners);
                }
                d2 = centre ? whole.squaredDistance(x, y, z) : whole.squaredDistanceFrom(x, y, z, farthest2);
            }
            if (centre) {
                there += inputWeights[i] * Math.sqrt(d2);
            }
            farthest2 = Math.max(farthest2, d2);
        }
        return new double[] {there, Math.sqrt(farthest2)};
    }

    /**
     * A result triangle's part of the integral and its largest distance to the input, over its
     * points and its edges' midpoints (the middle of a long edge the simplification made is where
     * the result lies farthest from the input, often).
     */
    private double[] resultTriangle(float[] c, int t) {
        double[] part = new double[2];
        measure(c, t, inputGrid, part);
        for (int e = 0; e < 9; e += 3) {
            int f = (e + 3) % 9;
            double d = Math.sqrt(inputGrid.squaredDistance((c[t + e] + (double) c[t + f]) / 2,
                    (c[t + e + 1] + (double) c[t + f + 1]) / 2, (c[t + e + 2] + (double) c[t + f + 2]) / 2));
            part[1] = Math.max(part[1], d);
        }
        return part;
    }

    /**
     * A triangle's part of the integral of its distance to the other surface's grid, and the largest
     * distance met, into {@code out}: the triangle cut into L x L triangles, L by its share of the
     * input's area (so that a triangle measures the same in every result), each measured at its
     * centre and counting for its area (L^2 / 2 upright, the rest upside down).
     */
    private void measure(float[] corners, int t, SurfaceGrid other, double[] out) {
        int cuts = cuts(corners, t);
        if (scratch.length < 3 * cuts * cuts) {
            scratch = new double[3 * cuts * cuts];
        }
        int count = centres(corners, t, cuts, scratch, 0);
        double inside = 0;
        double max = 0;
        for (int i = 0; i < 3 * count; i += 3) {
            double d = Math.sqrt(other.squaredDistance(scratch[i], scratch[i + 1], scratch[i + 2]));
            max = Math.max(max, d);
            inside += d;
        }
        out[0] = SurfaceGrid.area(corners, t) * inside / ((double) cuts * cuts);
        out[1] = max;
    }

    /** The cuts of a side of the triangle at {@code t}: the root of its shares of the input's area, at least 1. */
    private int cuts(float[] corners, int t) {
        return Math.max(1, (int) Math.round(Math.sqrt(samples * SurfaceGrid.area(corners, t) / inputArea)));
    }

    /**
     * The centres of the L x L triangles the triangle at {@code t} is cut into ({@code cuts} = L: L(L
     * + 1) / 2 upright, the rest upside down, in rows), three coordinates each into {@code out} from
     * {@code at}; their count, L^2.
     */
    private static int centres(float[] c, int t, int cuts, double[] out, int at) {
        int n = at;
        for (int i = 0; i < cuts; i++) {
            for (int j = 0; i + j < cuts; j++) {
                n = point(c, t, (i + 1 / 3.0) / cuts, (j + 1 / 3.0) / cuts, out, n);
                if (i + j < cuts - 1) {
                    n = point(c, t, (i + 2 / 3.0) / cuts, (j + 2 / 3.0) / cuts, out, n);
                }
            }
        }
        return (n - at) / 3;
    }

    /** The point at weights (1 - u - v, u, v) of the triangle at {@code t}, into {@code out} at {@code n}; the next place. */
    private static int point(float[] c, int t, double u, double v, double[] out, int n) {
        double w = 1 - u - v;
        for (int k = 0; k < 3; k++) {
            out[n + k] = w * c[t + k] + u * c[t + 3 + k] + v * c[t + 6 + k];
        }
        return n + 3;
    }
}
