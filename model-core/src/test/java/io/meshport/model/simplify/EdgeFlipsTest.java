package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.PointTriangle;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The edge flips after the collapses: a quad cut along the wrong diagonal of a ridge is flipped onto
 * the ridge, but not across different triangle data, not where its texture would fold, not where
 * it is flat; on simplified spheres and rough height fields (seeded) the flips keep the vertices, the
 * triangle count and every triangle's facing, and bring the surface nearer its input.
 */
class EdgeFlipsTest {
    /** A unit square's corners, p1 and p3 raised: the ridge runs from p1 to p3. */
    private static final float[] RIDGE = {0, 0, 0, 1, 0, 0.3f, 1, 1, 0, 0, 1, 0.3f};
    /** The input: the square cut along its ridge. */
    private static final int[] ALONG = {0, 1, 3, 1, 2, 3};
    /** The simplified surface: the same corners cut across the ridge (a valley), standing for input triangles 0 and 1. */
    private static final int[] ACROSS = {0, 1, 2, 2, 3, 0};

    private static int[] flipped(float[] xyz, int[] input, int[] surface, int[] streamClass, float[] uv) {
        int[] indices = surface.clone();
        int n = xyz.length / 3;
        int[] moved = new int[n];
        Arrays.setAll(moved, v -> v);
        new EdgeFlips(xyz, input, PositionRings.remap(xyz, n), new TriangleTurns(xyz, input), indices,
                indices.length, new int[] {0, 1}, moved, streamClass, uv).run();
        return indices;
    }

    @Test
    void aQuadCutAcrossItsRidgeIsFlippedOntoIt() {
        int[] out = flipped(RIDGE, ALONG, ACROSS, null, null);
        assertTrue(hasEdge(out, 1, 3), Arrays.toString(out));
        assertFalse(hasEdge(out, 0, 2), Arrays.toString(out));
    }

    @Test
    void notAcrossDifferentTriangleDataNorWhereTheTextureWouldFoldNorOnFlatGround() {
        assertArrayEquals(ACROSS, flipped(RIDGE, ALONG, ACROSS, new int[] {0, 1}, null));
        assertTrue(hasEdge(flipped(RIDGE, ALONG, ACROSS, new int[] {5, 5}, null), 1, 3));
        // texture coordinates of a quad that is not convex in the texture: the other diagonal folds it
        float[] dart = {0, 0, 1, 0, 0.1f, 0.1f, 0, 1};
        assertArrayEquals(ACROSS, flipped(RIDGE, ALONG, ACROSS, null, dart));
        float[] square = {0, 0, 1, 0, 1, 1, 0, 1};
        assertTrue(hasEdge(flipped(RIDGE, ALONG, ACROSS, null, square), 1, 3));
        float[] flat = RIDGE.clone();
        flat[5] = 0;
        flat[11] = 0;
        assertArrayEquals(ACROSS, flipped(flat, ALONG, ACROSS, null, null));
    }

    @Test
    void aTriangleFacingAwayFromItsInputIsTurnedBackOnFlatGroundToo() {
        // a dart in z = 0, hollow at p2: its diagonal 0-2 runs inside it, 1-3 outside
        float[] dart = {0, 0, 0, 1, 0, 0, 0.3f, 0.3f, 0, 0, 1, 0};
        int[] input = {0, 1, 2, 2, 3, 0};
        // cut along 1-3, triangle (1, 2, 3) faces down, away from both input triangles
        int[] outside = {1, 2, 3, 3, 0, 1};
        int[] out = flipped(dart, input, outside, null, null);
        assertTrue(hasEdge(out, 0, 2), Arrays.toString(out));
        assertFalse(hasEdge(out, 1, 3), Arrays.toString(out));
        TriangleTurns turns = new TriangleTurns(PositionRings.scaled(dart, 4), input);
        for (int t = 0; t < 2; t++) {
            assertFalse(turns.turnsFromSource(out[3 * t], out[3 * t + 1], out[3 * t + 2], t), Arrays.toString(out));
        }
        // not across different triangle data even so
        assertArrayEquals(outside, flipped(dart, input, outside, new int[] {0, 1}, null));
    }

    @Test
    void flipsKeepVerticesCountAndFacingAndBringSimplifiedSurfacesNearer() {
        double[] ratios = new double[12];
        for (int seed = 0; seed < ratios.length; seed++) {
            String replay = "seed " + seed + " (EdgeFlipsTest#flipsKeep..., replay with that seed)";
            Mesh mesh = seed < 2 ? SimplifierTest.sphere(12 + 4 * seed, 24) : heightField(16, seed);
            float[] xyz = mesh.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3)
                    .toFloatArray();
            int[] input = mesh.triangleIndices();
            EdgeCollapser collapser = new EdgeCollapser(xyz, input, mesh.vertexCount());
            collapser.run(3 * (input.length / 3 / (seed % 2 == 0 ? 4 : 10)), Double.MAX_VALUE);
            int[] collapsed = Arrays.copyOf(collapser.indices, collapser.indexCount);
            collapser.flip(null, null);
            int[] flipped = Arrays.copyOf(collapser.indices, collapser.indexCount);
            assertEquals(collapsed.length, flipped.length, replay);
            assertEquals(vertices(collapsed), vertices(flipped), replay);
            TriangleTurns turns = new TriangleTurns(PositionRings.scaled(xyz, mesh.vertexCount()), input);
            for (int t = 0; t < flipped.length / 3; t++) {
                assertFalse(turns.turnsFromSource(flipped[3 * t], flipped[3 * t + 1], flipped[3 * t + 2],
                        collapser.source[t]), replay + ": triangle " + t + " turned from its source");
            }
            EdgeCollapser again = new EdgeCollapser(xyz, input, mesh.vertexCount());
            again.run(3 * (input.length / 3 / (seed % 2 == 0 ? 4 : 10)), Double.MAX_VALUE);
            again.flip(null, null);
            assertArrayEquals(flipped, Arrays.copyOf(again.indices, again.indexCount), replay + ": not repeatable");
            double before = meanDistance(xyz, input, collapsed, seed);
            double after = meanDistance(xyz, input, flipped, seed);
            ratios[seed] = after / before;
            assertTrue(after <= before * 1.01, replay + ": mean distance " + before + " before the flips, " + after
                    + " after");
        }
        double mean = Arrays.stream(ratios).average().orElseThrow();
        assertTrue(mean < 0.97, "the flips brought the surfaces nearer by too little: " + Arrays.toString(ratios));
    }

    /** An n x n grid over [0, 1] with heights of up to a fifth, random by {@code seed}. */
    static Mesh heightField(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        float[] xyz = new float[3 * (n + 1) * (n + 1)];
        for (int y = 0; y <= n; y++) {
            for (int x = 0; x <= n; x++) {
                int v = y * (n + 1) + x;
                xyz[3 * v] = (float) x / n;
                xyz[3 * v + 1] = (float) y / n;
                xyz[3 * v + 2] = (float) (0.2 * random.nextDouble() * Math.sin(Math.PI * x / n) * Math.sin(Math.PI * y / n));
            }
        }
        int[] triangles = new int[6 * n * n];
        int i = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int a = y * (n + 1) + x;
                int b = a + 1;
                int c = a + n + 1;
                int d = c + 1;
                int[] quad = random.nextBoolean() ? new int[] {a, b, d, a, d, c} : new int[] {a, b, c, b, d, c};
                System.arraycopy(quad, 0, triangles, i, 6);
                i += 6;
            }
        }
        return Mesh.builder("field").addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION,
                ComponentType.FLOAT, 3), xyz)).triangles(triangles).build();
    }

    /** The mean of the two one-way mean distances between two surfaces, by 4,000 points spread by area on each (brute force). */
    static double meanDistance(float[] xyz, int[] a, int[] b, long seed) {
        return (oneWay(xyz, a, b, seed) + oneWay(xyz, b, a, seed)) / 2;
    }

    private static double oneWay(float[] xyz, int[] from, int[] to, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int triangles = from.length / 3;
        double[] cumulative = new double[triangles];
        double total = 0;
        double[] n = new double[3];
        for (int t = 0; t < triangles; t++) {
            TriangleTurns.normal(xyz, from[3 * t], from[3 * t + 1], from[3 * t + 2], n);
            total += Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            cumulative[t] = total;
        }
        double sum = 0;
        int samples = 4000;
        double[] p = new double[3];
        for (int s = 0; s < samples; s++) {
            int t = Arrays.binarySearch(cumulative, random.nextDouble() * total);
            t = Math.min(triangles - 1, t < 0 ? -t - 1 : t);
            double u = random.nextDouble();
            double v = random.nextDouble();
            if (u + v > 1) {
                u = 1 - u;
                v = 1 - v;
            }
            EdgeFlips.at(xyz, from[3 * t], from[3 * t + 1], from[3 * t + 2], new double[] {1 - u - v, u, v}, p);
            double best = Double.MAX_VALUE;
            for (int o = 0; o < to.length / 3; o++) {
                best = Math.min(best, PointTriangle.squaredDistance(p[0], p[1], p[2], xyz, to[3 * o], to[3 * o + 1],
                        to[3 * o + 2]));
            }
            sum += Math.sqrt(best);
        }
        return sum / samples;
    }

    private static TreeSet<Integer> vertices(int[] triangles) {
        TreeSet<Integer> out = new TreeSet<>();
        for (int v : triangles) {
            out.add(v);
        }
        return out;
    }

    private static boolean hasEdge(int[] triangles, int a, int b) {
        for (int t = 0; t < triangles.length / 3; t++) {
            for (int e = 0; e < 3; e++) {
                int x = triangles[3 * t + e];
                int y = triangles[3 * t + (e + 1) % 3];
                if (x == a && y == b || x == b && y == a) {
                    return true;
                }
            }
        }
        return false;
    }
}
