package io.meshport.model.simplify;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How far two triangle surfaces are apart, measured by sampling: points spread over each surface by
 * area (a seeded random, so the same seed gives the same samples), each point's distance to the
 * closest point of the other surface. The symmetric Hausdorff distance is the largest of those
 * distances both ways, the mean distance their mean both ways. What the simplifier picks the
 * nearest of its candidate results by ({@link Simplifier}), and what the harness's
 * {@code SurfaceDistance} measures every simplification by (tests, benchmarks, reports).
 */
public final class SampledDistance {
    private SampledDistance() {
    }

    /**
     * The distances between two surfaces.
     *
     * @param hausdorff the symmetric Hausdorff distance: the largest distance of a sample of either
     *     surface to the other
     * @param mean the mean distance of the samples of both surfaces to the other
     * @param extent the longest side of the first surface's bounding box, for relative figures
     */
    public record Result(double hausdorff, double mean, double extent) {
    }

    /**
     * The distances between two surfaces given as positions (x, y, z a vertex) and triangles.
     *
     * @param xyzA the first surface's positions
     * @param trianglesA its triangles, three vertex indexes each
     * @param xyzB the second surface's positions
     * @param trianglesB its triangles
     * @param samples the points sampled on each surface
     * @param seed the seed of the sampling
     * @return the distances
     * @throws IllegalArgumentException when a surface has no triangles or no area
     */
    public static Result between(float[] xyzA, int[] trianglesA, float[] xyzB, int[] trianglesB, int samples,
            long seed) {
        TriangleGrid gridA = new TriangleGrid(xyzA, trianglesA);
        TriangleGrid gridB = new TriangleGrid(xyzB, trianglesB);
        SplittableRandom random = new SplittableRandom(seed);
        double[] ab = distances(xyzA, trianglesA, gridB, samples, random);
        double[] ba = distances(xyzB, trianglesB, gridA, samples, random);
        return new Result(Math.max(ab[0], ba[0]), (ab[1] + ba[1]) / 2, gridA.extent());
    }

    /** The largest and the mean distance of {@code samples} points of one surface to the other's grid. */
    private static double[] distances(float[] xyz, int[] triangles, TriangleGrid other, int samples,
            SplittableRandom random) {
        int count = triangles.length / 3;
        double[] cumulative = new double[count];
        double total = 0;
        double[] normal = new double[3];
        for (int t = 0; t < count; t++) {
            total += area(xyz, triangles, t, normal);
            cumulative[t] = total;
        }
        if (!(total > 0)) {
            throw new IllegalArgumentException("a surface without area has nothing to sample");
        }
        double max = 0;
        double sum = 0;
        double[] p = new double[3];
        for (int s = 0; s < samples; s++) {
            int t = Arrays.binarySearch(cumulative, random.nextDouble() * total);
            t = Math.min(count - 1, t < 0 ? -t - 1 : t);
            double r1 = Math.sqrt(random.nextDouble());
            double r2 = random.nextDouble();
            double wa = 1 - r1;
            double wb = r1 * (1 - r2);
            double wc = r1 * r2;
            for (int c = 0; c < 3; c++) {
                p[c] = wa * xyz[3 * triangles[3 * t] + c] + wb * xyz[3 * triangles[3 * t + 1] + c]
                        + wc * xyz[3 * triangles[3 * t + 2] + c];
            }
            double d = Math.sqrt(other.nearest(p));
            max = Math.max(max, d);
            sum += d;
        }
        return new double[] {max, samples == 0 ? 0 : sum / samples};
    }

    private static double area(float[] xyz, int[] triangles, int t, double[] normal) {
        TriangleTurns.normal(xyz, triangles[3 * t], triangles[3 * t + 1], triangles[3 * t + 2], normal);
        return Math.sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]) / 2;
    }
}
