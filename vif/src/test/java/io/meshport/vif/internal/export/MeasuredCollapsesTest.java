package io.meshport.vif.internal.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The measured collapse order of small meshes and the measures under it: a point's distance to a
 * triangle against a dense sampling of the triangle, the grid's nearest triangle against every
 * triangle, and collapses that cost what they move (seeded; each failure names its seed).
 */
class MeasuredCollapsesTest {
    private static final long SEED = 33;

    /** {@code count} triangles of sides under 3.5, their centres within {@code size} of the origin on each axis. */
    static double[] randomTriangles(SplittableRandom random, int count, double size) {
        double[] corners = new double[9 * count];
        for (int t = 0; t < count; t++) {
            double cx = size > 0 ? random.nextDouble(-size, size) : 0;
            double cy = size > 0 ? random.nextDouble(-size, size) : 0;
            double cz = size > 0 ? random.nextDouble(-size, size) : 0;
            for (int k = 0; k < 3; k++) {
                corners[9 * t + 3 * k] = cx + random.nextDouble(-1, 1);
                corners[9 * t + 3 * k + 1] = cy + random.nextDouble(-1, 1);
                corners[9 * t + 3 * k + 2] = cz + random.nextDouble(-1, 1);
            }
        }
        return corners;
    }

    @Test
    void aPointsDistanceToATriangleIsItsNearestPointsOnIt() {
        SplittableRandom random = new SplittableRandom(SEED);
        int steps = 300;
        for (int round = 0; round < 200; round++) {
            double[] tri = randomTriangles(random, 1, 0);
            if (round % 10 == 0) {
                // a triangle with two corners at one place: a segment
                System.arraycopy(tri, 0, tri, 3, 3);
            }
            double px = random.nextDouble(-3, 3);
            double py = random.nextDouble(-3, 3);
            double pz = random.nextDouble(-3, 3);
            double exact = TriangleMeasures.squared(px, py, pz, tri, 0);
            double sampled = Double.POSITIVE_INFINITY;
            for (int i = 0; i <= steps; i++) {
                for (int j = 0; i + j <= steps; j++) {
                    double u = (double) i / steps;
                    double v = (double) j / steps;
                    double x = tri[0] + u * (tri[3] - tri[0]) + v * (tri[6] - tri[0]) - px;
                    double y = tri[1] + u * (tri[4] - tri[1]) + v * (tri[7] - tri[1]) - py;
                    double z = tri[2] + u * (tri[5] - tri[2]) + v * (tri[8] - tri[2]) - pz;
                    sampled = Math.min(sampled, x * x + y * y + z * z);
                }
            }
            String replay = "seed " + SEED + ", round " + round;
            assertTrue(exact <= sampled + 1e-12, "no point of the triangle is nearer than the distance: " + replay);
            // the triangle's sides are under 3.5 long: the grid of points is within 3.5 * 1.5 / steps of any
            assertTrue(Math.sqrt(sampled) - Math.sqrt(exact) <= 5.25 / steps, "a point of the triangle is that near: "
                    + replay + ", " + exact + " against " + sampled);
            double[] box = new double[6];
            TriangleMeasures.bounds(tri, 0, box, 0);
            assertTrue(TriangleMeasures.boxSquared(px, py, pz, box, 0) <= exact + 1e-12, "the box is nearer: " + replay);
        }
    }

    @Test
    void theGridFindsTheNearestTrianglesOfAllThatAreNotPassedOver() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int round = 0; round < 30; round++) {
            int count = 1 + random.nextInt(120);
            double[] corners = randomTriangles(random, count, 1 + random.nextInt(20));
            boolean[] living = new boolean[count];
            for (int t = 0; t < count; t++) {
                living[t] = random.nextInt(5) > 0;
            }
            living[0] = true;
            TriangleGrid grid = new TriangleGrid(corners, count, living);
            int[] mark = new int[count];
            for (int q = 0; q < 50; q++) {
                double px = random.nextDouble(-30, 30);
                double py = random.nextDouble(-30, 30);
                double pz = random.nextDouble(-30, 30);
                int stamp = q + 1;
                for (int t = 0; t < count; t++) {
                    mark[t] = random.nextInt(4) == 0 ? stamp : 0;
                }
                double all = Double.POSITIVE_INFINITY;
                double unmarked = Double.POSITIVE_INFINITY;
                for (int t = 0; t < count; t++) {
                    if (living[t]) {
                        double d = TriangleMeasures.squared(px, py, pz, corners, 9 * t);
                        all = Math.min(all, d);
                        unmarked = mark[t] != stamp ? Math.min(unmarked, d) : unmarked;
                    }
                }
                String replay = "seed " + SEED + ", round " + round + ", query " + q;
                assertEquals(all, grid.nearestSquared(px, py, pz), replay);
                assertEquals(unmarked, grid.nearestSquared(px, py, pz, Double.POSITIVE_INFINITY, mark, stamp), replay);
                // the k nearest unmarked, in order: their distances are the k least
                int k = 1 + random.nextInt(6);
                double[] every = new double[count];
                int n = 0;
                for (int t = 0; t < count; t++) {
                    if (living[t] && mark[t] != stamp) {
                        every[n++] = TriangleMeasures.squared(px, py, pz, corners, 9 * t);
                    }
                }
                Arrays.sort(every, 0, n);
                int[] which = new int[k + 2];
                double[] squared = new double[k + 2];
                grid.nearest(px, py, pz, mark, stamp, which, squared, 1, k);
                for (int i = 0; i < k; i++) {
                    double expected = i < n ? every[i] : Double.POSITIVE_INFINITY;
                    assertEquals(expected, squared[1 + i], replay + ", " + (i + 1) + " of " + k);
                    if (i < n) {
                        assertTrue(living[which[1 + i]] && mark[which[1 + i]] != stamp, replay);
                        assertEquals(expected, TriangleMeasures.squared(px, py, pz, corners, 9 * which[1 + i]), replay);
                    } else {
                        assertEquals(-1, which[1 + i], replay);
                    }
                }
                assertEquals(0, which[0], replay + ": nothing before the list is written");
                assertEquals(0, which[k + 1], replay + ": nothing after it");
            }
        }
    }

    /** A flat square of four triangles round its centre (point 4), and the square's corners 0 to 3. */
    private static final float[] SQUARE = {0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2, 0, 1, 1, 0};
    private static final int[] FAN = {0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4};

    @Test
    void aPointInsideAFlatFaceGoesFirstAtNoCost() {
        MeasuredCollapses c = MeasuredCollapses.of(SQUARE, FAN, 5);
        assertNotNull(c);
        assertEquals(4, c.from(0), "the centre goes first");
        assertEquals(0, c.error(0), 1e-12, "the square is the same surface without it");
        assertTrue(c.count() >= 2 && c.count() <= 3, "collapses until a triangle is left: " + c.count());
        for (int i = 1; i < c.count(); i++) {
            assertTrue(c.error(i) > 0, "a corner of the square costs what it moves");
        }
    }

    @Test
    void theOrderIsTheSameEveryTime() {
        SplittableRandom random = new SplittableRandom(SEED);
        // 128 triangles: within MeasuredCollapses.MAX_TRIANGLES
        int n = 9;
        float[] xyz = new float[3 * n * n];
        for (int i = 0; i < n * n; i++) {
            xyz[3 * i] = i % n;
            xyz[3 * i + 1] = (float) i / n;
            xyz[3 * i + 2] = (float) random.nextDouble(0, 0.5);
        }
        int[] triangles = new int[6 * (n - 1) * (n - 1)];
        int k = 0;
        for (int y = 0; y < n - 1; y++) {
            for (int x = 0; x < n - 1; x++) {
                int a = y * n + x;
                int[] quad = {a, a + 1, a + n + 1, a, a + n + 1, a + n};
                System.arraycopy(quad, 0, triangles, k, 6);
                k += 6;
            }
        }
        MeasuredCollapses first = MeasuredCollapses.of(xyz, triangles, n * n);
        MeasuredCollapses second = MeasuredCollapses.of(xyz, triangles, n * n);
        assertNotNull(first);
        assertEquals(first.count(), second.count());
        int[][] orders = new int[2][2 * first.count()];
        for (int i = 0; i < first.count(); i++) {
            orders[0][2 * i] = first.from(i);
            orders[0][2 * i + 1] = first.onto(i);
            orders[1][2 * i] = second.from(i);
            orders[1][2 * i + 1] = second.onto(i);
            assertEquals(first.error(i), second.error(i), "seed " + SEED);
        }
        assertArrayEquals(orders[0], orders[1], "seed " + SEED);
    }

    @Test
    void largeMeshesAndMeshesWithoutAreaAreLeftToTheQuadricOrder() {
        int many = MeasuredCollapses.MAX_TRIANGLES + 1;
        float[] xyz = new float[3 * (many + 2)];
        int[] fan = new int[3 * many];
        for (int i = 0; i < many + 2; i++) {
            xyz[3 * i] = (float) Math.cos(i * 0.01);
            xyz[3 * i + 1] = (float) Math.sin(i * 0.01);
        }
        for (int t = 0; t < many; t++) {
            fan[3 * t] = many + 1;
            fan[3 * t + 1] = t;
            fan[3 * t + 2] = t + 1;
        }
        assertNull(MeasuredCollapses.of(xyz, fan, many + 2));
        float[] line = {0, 0, 0, 1, 0, 0, 2, 0, 0};
        assertNull(MeasuredCollapses.of(line, new int[] {0, 1, 2}, 3));
    }

    @Test
    void aTangleOfLargeTrianglesThroughOneAnotherIsGivenUpForTheQuadricOrder() {
        // 160 triangles on 70 points spread through one box: every sample is near every collapse
        SplittableRandom random = new SplittableRandom(SEED);
        int points = 70;
        float[] xyz = new float[3 * points];
        for (int i = 0; i < xyz.length; i++) {
            xyz[i] = (float) random.nextDouble(-1000, 1000);
        }
        int[] tangle = new int[3 * MeasuredCollapses.MAX_TRIANGLES];
        for (int t = 0; t < MeasuredCollapses.MAX_TRIANGLES; t++) {
            int a = random.nextInt(points);
            int b = (a + 1 + random.nextInt(points - 1)) % points;
            int c;
            do {
                c = random.nextInt(points);
            } while (c == a || c == b);
            tangle[3 * t] = a;
            tangle[3 * t + 1] = b;
            tangle[3 * t + 2] = c;
        }
        assertNull(MeasuredCollapses.of(xyz, tangle, points), "seed " + SEED);
        // its first 40 triangles are measured within the bound
        assertNotNull(MeasuredCollapses.of(xyz, Arrays.copyOf(tangle, 3 * 40), points), "seed " + SEED);
    }
}
