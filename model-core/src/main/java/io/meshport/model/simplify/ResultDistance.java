package io.meshport.model.simplify;

import io.meshport.model.derive.SurfaceGrid;
import java.util.SplittableRandom;

/**
 * How far a simplified surface lies from the input, by sampling as the harness's surface distance
 * does: points spread over each surface by area (a fixed seed, so the same surfaces measure the
 * same), each point's distance to the nearest triangle of the other; the mean both ways and the
 * largest. The simplifier's way to choose between the results of its collapse schedules. The
 * input's points and triangle grid are made once, for every result measured against them.
 */
final class ResultDistance {
    /** The seed of the points: any fixed number (the choice must not depend on the run). */
    private static final long SEED = 0x5eedL;
    private final float[] xyz;
    private final float[] inputPoints;
    private final SurfaceGrid inputGrid;
    private final int samples;

    private ResultDistance(float[] xyz, float[] inputCorners, int samples) {
        this.xyz = xyz;
        this.samples = samples;
        this.inputPoints = points(inputCorners, samples);
        this.inputGrid = new SurfaceGrid(inputCorners);
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
        return total > 0 && Double.isFinite(total) ? new ResultDistance(xyz, corners, samples) : null;
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
            int t = Math.min(triangles - 1, firstAbove(cumulative, random.nextDouble() * total));
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
