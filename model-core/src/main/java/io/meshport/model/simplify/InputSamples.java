package io.meshport.model.simplify;

import io.meshport.model.derive.PointTriangle;
import java.util.Arrays;

/**
 * Points spread over the input's triangles, each kept with the triangle of the simplified surface
 * it is nearest ({@link EdgeFlips}' measure of how near the surface stays): four a triangle, each
 * standing for a quarter of its area, in lists by surface triangle.
 */
final class InputSamples {
    /** Where the points of a triangle stand (barycentric). */
    private static final double[][] SPREAD = {
        {1.0 / 3, 1.0 / 3, 1.0 / 3}, {2.0 / 3, 1.0 / 6, 1.0 / 6}, {1.0 / 6, 2.0 / 3, 1.0 / 6}, {1.0 / 6, 1.0 / 6, 2.0 / 3}};
    /** The steps a point walks from triangle to neighbour looking for its nearest at the start. */
    private static final int WALK = 32;
    /**
     * The triangles round each corner a point starts from, at most: the centre of a fan of a
     * million would otherwise offer every point all of them (the walk goes on from the nearest).
     */
    private static final int AROUND = 16;
    static final int NONE = -1;

    private final float[] xyz;
    private final int[] input;
    private final float[] sample;
    private final float[] weight;
    /** Per input triangle the centre of its corners and the distance to the farthest, a little more. */
    private final float[] sphere;
    private final double[] distance2;
    /** Per surface triangle its first sample, per sample the next of its triangle (lists ending in NONE). */
    private final int[] first;
    private final int[] next;

    /**
     * @param indices the surface's triangles
     * @param across per triangle edge the triangle across it, or NONE
     * @param moved per input vertex the surface vertex it was moved onto
     */
    InputSamples(float[] xyz, int[] input, int[] indices, int triangleCount, int[] across, int[] moved) {
        this.xyz = xyz;
        this.input = input;
        int inputTriangles = input.length / 3;
        this.sphere = spheres(xyz, input);
        int count = SPREAD.length * inputTriangles;
        this.sample = new float[3 * count];
        this.weight = new float[count];
        this.distance2 = new double[weight.length];
        this.first = new int[triangleCount];
        this.next = new int[weight.length];
        Arrays.fill(first, NONE);
        double[] n = new double[3];
        double[] p = new double[3];
        int s = 0;
        for (int t = 0; t < inputTriangles; t++) {
            int a = input[3 * t];
            int b = input[3 * t + 1];
            int c = input[3 * t + 2];
            TriangleTurns.normal(xyz, a, b, c, n);
            double area = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]) / 2;
            for (double[] w : SPREAD) {
                EdgeFlips.at(xyz, a, b, c, w, p);
                put(s++, p[0], p[1], p[2], area / SPREAD.length);
            }
        }
        home(indices, triangleCount, across, moved);
    }

    private void put(int s, double x, double y, double z, double area) {
        sample[3 * s] = (float) x;
        sample[3 * s + 1] = (float) y;
        sample[3 * s + 2] = (float) z;
        weight[s] = (float) area;
    }

    private static float[] spheres(float[] xyz, int[] input) {
        float[] out = new float[input.length / 3 * 4];
        for (int t = 0; t < input.length / 3; t++) {
            for (int k = 0; k < 3; k++) {
                double c = 0;
                for (int v = 0; v < 3; v++) {
                    c += xyz[3 * input[3 * t + v] + k] / 3.0;
                }
                out[4 * t + k] = (float) c;
            }
            double r = 0;
            for (int v = 0; v < 3; v++) {
                double x = xyz[3 * input[3 * t + v]] - out[4 * t];
                double y = xyz[3 * input[3 * t + v] + 1] - out[4 * t + 1];
                double z = xyz[3 * input[3 * t + v] + 2] - out[4 * t + 2];
                r = Math.max(r, Math.sqrt(x * x + y * y + z * z));
            }
            // a little more than the farthest corner, so that the centre's rounding never cuts a corner off
            out[4 * t + 3] = (float) (r * (1 + 1e-5) + 1e-7);
        }
        return out;
    }

    /**
     * Each sample's nearest surface triangle, as far as a local search finds it: for an input
     * triangle's centre the nearest of (the first {@link #AROUND}) triangles round the vertices its
     * corners were moved onto, for its other points the centre's; then a walk to nearer neighbours
     * across edges. Linear in the samples.
     */
    private void home(int[] indices, int triangleCount, int[] across, int[] moved) {
        int vertexCount = moved.length;
        int[] start = new int[vertexCount + 1];
        for (int i = 0; i < 3 * triangleCount; i++) {
            start[indices[i] + 1]++;
        }
        for (int v = 0; v < vertexCount; v++) {
            start[v + 1] += start[v];
        }
        int[] fill = Arrays.copyOf(start, vertexCount);
        int[] around = new int[3 * triangleCount];
        for (int i = 0; i < 3 * triangleCount; i++) {
            around[fill[indices[i]]++] = i / 3;
        }
        int centreHome = NONE;
        for (int s = 0; s < weight.length; s++) {
            int t = inputTriangle(s);
            int best = NONE;
            double bestDistance = Double.MAX_VALUE;
            if (s % SPREAD.length != 0) {
                // the triangle's other points start where its centre's walk ended
                best = centreHome;
                if (best != NONE) {
                    bestDistance = to(s, indices[3 * best], indices[3 * best + 1], indices[3 * best + 2]);
                }
            } else {
                for (int k = 0; k < 3; k++) {
                    int v = moved[input[3 * t + k]];
                    for (int i = start[v]; i < Math.min(start[v + 1], start[v] + AROUND); i++) {
                        int o = around[i];
                        double d = to(s, indices[3 * o], indices[3 * o + 1], indices[3 * o + 2]);
                        if (d < bestDistance) {
                            bestDistance = d;
                            best = o;
                        }
                    }
                }
            }
            for (int step = 0; step < WALK && best != NONE; step++) {
                int from = best;
                for (int e = 0; e < 3; e++) {
                    int o = across[3 * from + e];
                    if (o != NONE) {
                        double d = to(s, indices[3 * o], indices[3 * o + 1], indices[3 * o + 2]);
                        if (d < bestDistance) {
                            bestDistance = d;
                            best = o;
                        }
                    }
                }
                if (best == from) {
                    break;
                }
            }
            if (best != NONE) {
                keep(s, best, bestDistance);
            }
            if (s % SPREAD.length == 0) {
                centreHome = best;
            }
        }
    }

    /** Sample {@code s} kept with surface triangle {@code t} at squared distance {@code d}. */
    void keep(int s, int t, double d) {
        distance2[s] = d;
        next[s] = first[t];
        first[t] = s;
    }

    /** Empties triangle {@code t}'s list (its samples are to be kept again with {@link #keep}). */
    void clear(int t) {
        first[t] = NONE;
    }

    /** Triangle {@code t}'s first sample, or NONE. */
    int first(int t) {
        return first[t];
    }

    /** The sample after {@code s} in its triangle's list, or NONE. */
    int next(int s) {
        return next[s];
    }

    /** The input triangle sample {@code s} lies on. */
    int inputTriangle(int s) {
        return s / SPREAD.length;
    }

    /** The area sample {@code s} stands for. */
    double weight(int s) {
        return weight[s];
    }

    /** The squared distance from sample {@code s} to its surface triangle. */
    double distance2(int s) {
        return distance2[s];
    }

    /**
     * The squared distance from sample {@code s} to the plane through vertex {@code a} with unit
     * normal {@code n}: no more than its distance to any triangle in that plane.
     */
    double toPlane(int s, int a, double[] n) {
        double h = n[0] * (sample[3 * s] - xyz[3 * a]) + n[1] * (sample[3 * s + 1] - xyz[3 * a + 1])
                + n[2] * (sample[3 * s + 2] - xyz[3 * a + 2]);
        return h * h;
    }

    /** The squared distance from sample {@code s} to triangle (a, b, c). */
    double to(int s, int a, int b, int c) {
        return PointTriangle.squaredDistance(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], xyz, a, b, c);
    }

    /** The squared distance from {@code p} to the nearest of the input triangles {@code near[0..count)}. */
    double nearestInput(double[] p, int[] near, int count) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            int t = near[i];
            // the distance to the triangle's bounding sphere first: most are farther than the nearest
            double x = p[0] - sphere[4 * t];
            double y = p[1] - sphere[4 * t + 1];
            double z = p[2] - sphere[4 * t + 2];
            double out = Math.sqrt(x * x + y * y + z * z) - sphere[4 * t + 3];
            if (out > 0 && out * out >= best) {
                continue;
            }
            best = Math.min(best, PointTriangle.squaredDistance(p[0], p[1], p[2], xyz, input[3 * t], input[3 * t + 1],
                    input[3 * t + 2]));
        }
        return best;
    }
}
