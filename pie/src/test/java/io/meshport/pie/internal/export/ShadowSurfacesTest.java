package io.meshport.pie.internal.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shadow meshes' surfaces: a convex hull is closed, faces out and holds every point, also of
 * points lying many on each face's plane, repeated, or jittered off it by rounding (which before
 * exact orientations gave hulls with edges met once or thrice: the MD5 flag's cube of 98 points,
 * 315 triangles); a surface's holes are capped so that every edge is met as often each way, a
 * concave hole by triangles inside its outline, two holes meeting at a point each on its own.
 * Seeded (replay with the seed printed).
 */
class ShadowSurfacesTest {
    @Test
    void aHullOfPointsOnItsFacesIsClosedAndHoldsThemAll() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            List<float[]> points = new ArrayList<>();
            // a box's faces, each a grid of points, some repeated, some off their plane by an ulp or so
            int n = 2 + random.nextInt(5);
            for (int axis = 0; axis < 3; axis++) {
                for (int side = 0; side < 2; side++) {
                    for (int i = 0; i <= n; i++) {
                        for (int j = 0; j <= n; j++) {
                            float[] p = new float[3];
                            p[axis] = side == 0 ? -1.5f : 2.25f;
                            p[(axis + 1) % 3] = -1.5f + 3.75f * i / n;
                            p[(axis + 2) % 3] = -1.5f + 3.75f * j / n;
                            if (random.nextInt(4) == 0) {
                                p[axis] = Math.nextUp(p[axis]);
                            }
                            points.add(p);
                            if (random.nextInt(5) == 0) {
                                points.add(p.clone());
                            }
                        }
                    }
                }
            }
            float[] xyz = new float[3 * points.size()];
            for (int i = 0; i < points.size(); i++) {
                System.arraycopy(points.get(i), 0, xyz, 3 * i, 3);
            }
            int[] hull = ConvexHull.of(xyz);
            String replay = "seed " + seed + " (ShadowSurfacesTest)";
            assertClosed(hull, replay);
            for (int t = 0; t < hull.length; t += 3) {
                for (int p = 0; p < points.size(); p++) {
                    assertTrue(Orientation.of(xyz, hull[t], hull[t + 1], hull[t + 2], p) <= 0
                            || side(xyz, hull[t], hull[t + 1], hull[t + 2], p) < 1e-5, replay + ": point " + p
                            + " outside face " + t / 3);
                }
            }
        }
    }

    @Test
    void holesAreCappedInsideTheirOutlines() {
        // an L-shaped prism open at both ends: six points a ring, z = 0 and z = 1, its sides only
        float[] l = {0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2};
        float[] xyz = new float[36];
        for (int i = 0; i < 6; i++) {
            xyz[3 * i] = l[2 * i];
            xyz[3 * i + 1] = l[2 * i + 1];
            xyz[18 + 3 * i] = l[2 * i];
            xyz[18 + 3 * i + 1] = l[2 * i + 1];
            xyz[18 + 3 * i + 2] = 1;
        }
        int[] sides = new int[36];
        for (int i = 0; i < 6; i++) {
            int j = (i + 1) % 6;
            int[] quad = {i, j, 6 + j, i, 6 + j, 6 + i};
            System.arraycopy(quad, 0, sides, 6 * i, 6);
        }
        int[] closed = ShadowCaps.closed(xyz, sides);
        assertClosed(closed, "the L prism");
        assertEquals(12 + 2 * 4, closed.length / 3, "each L-shaped end six corners, four triangles");
        // no cap triangle covers the L's missing square (1..2, 1..2): its centroid stays out of it
        for (int t = sides.length; t < closed.length; t += 3) {
            double cx = (xyz[3 * closed[t]] + xyz[3 * closed[t + 1]] + xyz[3 * closed[t + 2]]) / 3;
            double cy = (xyz[3 * closed[t] + 1] + xyz[3 * closed[t + 1] + 1] + xyz[3 * closed[t + 2] + 1]) / 3;
            assertTrue(cx < 1 || cy < 1, "a cap triangle over the missing square at " + cx + ", " + cy);
        }
        // two squares' holes meeting at one point: a fan of two open quads sharing vertex 0
        float[] bow = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, -1, 0, 0, -1, -1, 0, 0, -1, 0};
        int[] wings = {0, 1, 2, 0, 2, 3, 0, 4, 5, 0, 5, 6};
        int[] both = ShadowCaps.closed(bow, wings);
        assertClosed(both, "the bow");
        assertEquals(8, both.length / 3);
    }

    private static double side(float[] xyz, int a, int b, int c, int p) {
        double[] u = new double[3];
        double[] v = new double[3];
        double[] w = new double[3];
        for (int i = 0; i < 3; i++) {
            u[i] = xyz[3 * b + i] - xyz[3 * a + i];
            v[i] = xyz[3 * c + i] - xyz[3 * a + i];
            w[i] = xyz[3 * p + i] - xyz[3 * a + i];
        }
        double[] n = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
        double length = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        return length == 0 ? 0 : (n[0] * w[0] + n[1] * w[1] + n[2] * w[2]) / length;
    }

    private static void assertClosed(int[] triangles, String what) {
        assertTrue(triangles.length >= 12, what + ": " + triangles.length / 3 + " triangles");
        Map<Long, Integer> edges = new HashMap<>();
        for (int t = 0; t < triangles.length; t += 3) {
            for (int k = 0; k < 3; k++) {
                edges.merge((long) triangles[t + k] << 32 | triangles[t + (k + 1) % 3], 1, Integer::sum);
            }
        }
        edges.forEach((k, n) -> assertEquals(n, edges.getOrDefault((k & 0xffffffffL) << 32 | k >>> 32, 0),
                what + ": edge " + (k >>> 32) + "-" + (k & 0xffffffffL) + " not met as often each way"));
    }
}
