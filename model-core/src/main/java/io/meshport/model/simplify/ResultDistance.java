package io.meshport.model.simplify;

import io.meshport.model.derive.SurfaceGrid;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How far a simplified surface lies from the input, by sampling as the harness's surface distance
 * does: points spread over each surface by area, one in each equal share of it (a fixed seed, so
 * the same surfaces measure the same), each point's distance to the nearest triangle of the other;
 * the mean both ways, and the largest, also over the input's vertices. The simplifier's way to
 * choose between the results of its collapse schedules. The input's points and triangle grid are
 * made once, for every result measured against them.
 */
final class ResultDistance {
    /** The seed of the points: any fixed number (the choice must not depend on the run). */
    private static final long SEED = 0x5eedL;
    private final float[] xyz;
    private final int[] input;
    private final float[] inputCorners;
    private final int samples;
    /** The input's points, grid and vertices: made at the first measure (many choices need none). */
    private float[] inputPoints;
    private SurfaceGrid inputGrid;
    /** The input's vertices (those of its triangles, once each): where the largest distance is often met. */
    private float[] inputVertices;

    private ResultDistance(float[] xyz, int[] input, float[] inputCorners, int samples) {
        this.xyz = xyz;
        this.input = input;
        this.inputCorners = inputCorners;
        this.samples = samples;
    }

    /**
     * The measure against {@code input}'s triangles (three vertices each of {@code xyz}), or null
     * when the input has no area to sample or infinite area (no measure can be made).
     *
     * @param samples the points on each surface
     */
    static ResultDistance of(float[] xyz, int[] input, int samples) {
        float[] corners = corners(xyz, input, input.length);
        double total = total(corners);
        return total > 0 && Double.isFinite(total) ? new ResultDistance(xyz, input, corners, samples) : null;
    }

    private void prepare() {
        inputPoints = points(inputCorners, samples);
        inputGrid = new SurfaceGrid(inputCorners);
        boolean[] used = new boolean[xyz.length / 3];
        float[] vertices = new float[3 * Math.min(used.length, input.length)];
        int n = 0;
        for (int v : input) {
            if (!used[v]) {
                used[v] = true;
                System.arraycopy(xyz, 3 * v, vertices, n, 3);
                n += 3;
            }
        }
        inputVertices = Arrays.copyOf(vertices, n);
    }

    /**
     * The mean distance both ways and the largest distance between the input and the surface of
     * the first {@code indexCount} indices of {@code indices}, or null when that surface has no area.
     */
    double[] between(int[] indices, int indexCount) {
        float[] corners = corners(xyz, indices, indexCount);
        if (total(corners) <= 0) {
            return null;
        }
        if (inputGrid == null) {
            prepare();
        }
        SurfaceGrid grid = new SurfaceGrid(corners);
        float[] own = points(corners, samples);
        double sum = 0;
        double max = 0;
        for (int s = 0; s < samples; s++) {
            double d = Math.sqrt(grid.squaredDistance(inputPoints[3 * s], inputPoints[3 * s + 1], inputPoints[3 * s + 2]));
            double e = Math.sqrt(inputGrid.squaredDistance(own[3 * s], own[3 * s + 1], own[3 * s + 2]));
            sum += d + e;
            max = Math.max(max, Math.max(d, e));
        }
        // a vertex the simplification removed is where the input lies farthest from the result, often
        for (int v = 0; v < inputVertices.length; v += 3) {
            max = Math.max(max, Math.sqrt(grid.squaredDistance(inputVertices[v], inputVertices[v + 1], inputVertices[v + 2])));
        }
        return new double[] {sum / (2.0 * samples), max};
    }

    /** Nine coordinates a triangle of the first {@code count} indices. */
    private static float[] corners(float[] xyz, int[] indices, int count) {
        float[] out = new float[3 * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(xyz, 3 * indices[i], out, 3 * i, 3);
        }
        return out;
    }

    private static double total(float[] corners) {
        double total = 0;
        for (int t = 0; t < corners.length / 9; t++) {
            total += SurfaceGrid.area(corners, 9 * t);
        }
        return total;
    }

    /** {@code count} points spread over the triangles by area, three coordinates each. */
    private static float[] points(float[] corners, int count) {
        int triangles = corners.length / 9;
        double[] cumulative = new double[triangles];
        double total = 0;
        for (int t = 0; t < triangles; t++) {
            total += SurfaceGrid.area(corners, 9 * t);
            cumulative[t] = total;
        }
        SplittableRandom random = new SplittableRandom(SEED);
        float[] out = new float[3 * count];
        for (int s = 0; s < count; s++) {
            // one point in each count-th of the area: far less spread than points placed at random
            double key = (s + random.nextDouble()) / count * total;
            int t = Math.min(triangles - 1, firstAbove(cumulative, key));
            double r1 = Math.sqrt(random.nextDouble());
            double r2 = random.nextDouble();
            double wa = 1 - r1;
            double wb = r1 * (1 - r2);
            double wc = r1 * r2;
            int at = 9 * t;
            for (int c = 0; c < 3; c++) {
                out[3 * s + c] = (float) (wa * corners[at + c] + wb * corners[at + 3 + c] + wc * corners[at + 6 + c]);
            }
        }
        return out;
    }

    /**
     * The first index whose sum is above {@code key}, or the length: a triangle with area (its sum
     * above the one before), also where a key falls exactly on a sum followed by triangles without.
     */
    private static int firstAbove(double[] cumulative, double key) {
        int low = 0;
        int high = cumulative.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (cumulative[mid] > key) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return low;
    }
}
