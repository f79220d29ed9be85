package io.meshport.model.simplify;

import io.meshport.model.derive.CanonicalSurface;
import io.meshport.model.derive.SurfaceGrid;
import java.util.Arrays;

/**
 * How far a simplified surface lies from the input: the mean distance of each surface's points to
 * the other, both ways, and the largest, as the harness's surface distance measures them; the
 * simplifier's way to choose between its results. Each surface is read as the harness reads it
 * ({@link CanonicalSurface}: a triangle listed twice counts once, a triangle without area not at
 * all), so a result folded onto itself is measured by the area it covers.
 *
 * <p>The mean is an integral over each surface, taken by a rule rather than by random points: every
 * triangle is cut into L x L equal triangles, L the square root of the {@code samples} shares of
 * the area it holds (at least 1), and the distance at each one's centre counts for its area. Where
 * two results differ, they differ on a few triangles, often small ones standing far from the other
 * surface: a point taken at random by area seldom lands there, and the one that does weighs as much
 * as a hundred others, so thousands of random points rank such results by chance, where a rule that
 * reaches every triangle does not. The largest distance is taken over those points, the input's
 * vertices and the result's edge midpoints (a surface's distance to another peaks at a corner or
 * along an edge more often than inside a triangle). The input's grid and vertices are made once,
 * for every result measured against them.
 */
final class ResultDistance {
    private final float[] xyz;
    private final int[] input;
    private final float[] inputCorners;
    private final double inputArea;
    private final int samples;
    /** The input's grid and points of the largest distance: made at the first measure (many choices need none). */
    private SurfaceGrid inputGrid;
    /** The input's vertices (those of its triangles, once each). */
    private float[] inputVertices;

    private ResultDistance(float[] xyz, int[] input, float[] inputCorners, double inputArea, int samples) {
        this.xyz = xyz;
        this.input = input;
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
        double total = total(corners);
        return total > 0 && Double.isFinite(total) ? new ResultDistance(xyz, input, corners, total, samples) : null;
    }

    private void prepare() {
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
        float[] corners = CanonicalSurface.corners(xyz, Arrays.copyOf(indices, indexCount));
        if (corners.length == 0) {
            return null;
        }
        if (inputGrid == null) {
            prepare();
        }
        SurfaceGrid grid = new SurfaceGrid(corners);
        double[] there = integral(inputCorners, inputArea, grid);
        double[] back = integral(corners, total(corners), inputGrid);
        double max = Math.max(there[1], back[1]);
        // a vertex the simplification removed is where the input lies farthest from the result, often
        for (int v = 0; v < inputVertices.length; v += 3) {
            max = Math.max(max, Math.sqrt(grid.squaredDistance(inputVertices[v], inputVertices[v + 1], inputVertices[v + 2])));
        }
        // and the middle of a long edge the simplification made where the result lies farthest from it
        float[] middles = edgeMiddles(corners);
        for (int v = 0; v < middles.length; v += 3) {
            max = Math.max(max, Math.sqrt(inputGrid.squaredDistance(middles[v], middles[v + 1], middles[v + 2])));
        }
        return new double[] {(there[0] + back[0]) / 2, max};
    }

    /**
     * The mean distance of a surface's points to the other surface's grid, each point counting for
     * its share of the area, and the largest: each triangle cut into L x L triangles, measured at
     * their centres (L^2 / 2 upright, the rest upside down, of a triangle's corner coordinates).
     */
    private double[] integral(float[] corners, double area, SurfaceGrid other) {
        double sum = 0;
        double max = 0;
        for (int t = 0; t < corners.length; t += 9) {
            double a = SurfaceGrid.area(corners, t);
            int cuts = Math.max(1, (int) Math.round(Math.sqrt(samples * a / area)));
            double inside = 0;
            for (int i = 0; i < cuts; i++) {
                for (int j = 0; i + j < cuts; j++) {
                    double d = at(corners, t, (i + 1 / 3.0) / cuts, (j + 1 / 3.0) / cuts, other);
                    max = Math.max(max, d);
                    inside += d;
                    if (i + j < cuts - 1) {
                        d = at(corners, t, (i + 2 / 3.0) / cuts, (j + 2 / 3.0) / cuts, other);
                        max = Math.max(max, d);
                        inside += d;
                    }
                }
            }
            sum += a * inside / ((double) cuts * cuts);
        }
        return new double[] {sum / area, max};
    }

    /** The distance to the other surface of the point at weights (1 - u - v, u, v) of the triangle at {@code t}. */
    private static double at(float[] c, int t, double u, double v, SurfaceGrid other) {
        double w = 1 - u - v;
        return Math.sqrt(other.squaredDistance(w * c[t] + u * c[t + 3] + v * c[t + 6],
                w * c[t + 1] + u * c[t + 4] + v * c[t + 7], w * c[t + 2] + u * c[t + 5] + v * c[t + 8]));
    }

    /** Per triangle its three edges' midpoints, three coordinates each. */
    private static float[] edgeMiddles(float[] corners) {
        float[] out = new float[corners.length];
        for (int t = 0; t < corners.length; t += 9) {
            for (int c = 0; c < 3; c++) {
                double a = corners[t + c];
                double b = corners[t + 3 + c];
                double d = corners[t + 6 + c];
                out[t + c] = (float) ((a + b) / 2);
                out[t + 3 + c] = (float) ((b + d) / 2);
                out[t + 6 + c] = (float) ((d + a) / 2);
            }
        }
        return out;
    }

    private static double total(float[] corners) {
        double total = 0;
        for (int t = 0; t < corners.length / 9; t++) {
            total += CanonicalSurface.area(corners, t);
        }
        return total;
    }
}
