package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Permissive simplification of flat-shaded meshes (every triangle its own three vertices, with its
 * face normal): held as they are by default, since every point has more than two copies; under
 * {@link AttributeWeights#permissive()} simplified with every copy of a point moved together, so
 * the surface stays closed, no triangle turns over, and the result is the same every time.
 */
class PermissiveTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION,
            ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor NORMAL = VertexArrayDescriptor.of(AttributeKind.NORMAL,
            ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor SOURCE = VertexArrayDescriptor.custom("test:source",
            ComponentType.INT, 1);

    /** {@code smooth}'s triangles each with three vertices of their own, normals those of the face. */
    static Mesh flatShaded(Mesh smooth) {
        float[] p = smooth.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t = smooth.triangleIndices();
        float[] xyz = new float[3 * t.length];
        float[] normals = new float[3 * t.length];
        for (int i = 0; i < t.length; i += 3) {
            double[] n = normal(p, t[i], t[i + 1], t[i + 2]);
            double length = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            for (int k = 0; k < 3; k++) {
                System.arraycopy(p, 3 * t[i + k], xyz, 3 * (i + k), 3);
                for (int c = 0; c < 3; c++) {
                    normals[3 * (i + k) + c] = (float) (n[c] / length);
                }
            }
        }
        int[] own = new int[t.length];
        for (int i = 0; i < own.length; i++) {
            own[i] = i;
        }
        return Mesh.builder("flat").addArray(VertexArray.ofFloats(POS, xyz))
                .addArray(VertexArray.ofFloats(NORMAL, normals)).triangles(own).build();
    }

    /** A cube of side 2 round the origin, each face an n x n grid of quads split in two. */
    static Mesh cube(int n) {
        float[] xyz = new float[6 * (n + 1) * (n + 1) * 3];
        int[] t = new int[6 * n * n * 6];
        int v = 0;
        int at = 0;
        for (int face = 0; face < 6; face++) {
            int axis = face / 2;
            float side = face % 2 == 0 ? -1 : 1;
            int u = (axis + 1) % 3;
            int w = (axis + 2) % 3;
            int first = v;
            for (int j = 0; j <= n; j++) {
                for (int i = 0; i <= n; i++) {
                    xyz[3 * v + axis] = side;
                    xyz[3 * v + u] = -1 + 2f * i / n;
                    xyz[3 * v + w] = -1 + 2f * j / n;
                    v++;
                }
            }
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    int a = first + j * (n + 1) + i;
                    int b = a + 1;
                    int c = a + n + 2;
                    int d = a + n + 1;
                    // outward: u x w is +axis, so the -axis face turns the other way round
                    int[] quad = side > 0 ? new int[] {a, b, c, a, c, d} : new int[] {a, c, b, a, d, c};
                    System.arraycopy(quad, 0, t, at, 6);
                    at += 6;
                }
            }
        }
        return Mesh.builder("cube").addArray(VertexArray.ofFloats(POS, xyz)).triangles(t).build();
    }

    @Test
    void aFlatShadedSphereIsHeldByDefaultAndSimplifiedWhenPermissive() {
        Mesh flat = flatShaded(SimplifierTest.sphere(16, 24));
        int before = flat.triangleCount();
        int target = before / 4;
        Simplifier.Result held = Simplifier.simplify(flat, target, Double.MAX_VALUE);
        assertEquals(before, held.trianglesAfter(), "every point has six copies: locked by default");

        AttributeWeights permissive = AttributeWeights.NONE.withPermissive(true);
        Simplifier.Result r = Simplifier.simplify(flat, target, Double.MAX_VALUE, permissive);
        System.out.println("flat-shaded sphere: " + before + " -> " + r.trianglesAfter() + " triangles, error "
                + r.error());
        assertTrue(r.trianglesAfter() <= target + target / 20, "near the target: " + r.trianglesAfter());
        assertClosed(r.mesh());
        assertFacingOut(r.mesh());
        // the shape is kept: every triangle's middle stays near the unit sphere
        float[] p = r.mesh().array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t = r.mesh().triangleIndices();
        for (int i = 0; i < t.length; i += 3) {
            double x = (p[3 * t[i]] + p[3 * t[i + 1]] + p[3 * t[i + 2]]) / 3;
            double y = (p[3 * t[i] + 1] + p[3 * t[i + 1] + 1] + p[3 * t[i + 2] + 1]) / 3;
            double z = (p[3 * t[i] + 2] + p[3 * t[i + 1] + 2] + p[3 * t[i + 2] + 2]) / 3;
            assertTrue(Math.sqrt(x * x + y * y + z * z) > 0.8, "triangle " + i / 3 + " sinks into the sphere");
        }
        Simplifier.Result again = Simplifier.simplify(flat, target, Double.MAX_VALUE, permissive);
        assertArrayEquals(t, again.mesh().triangleIndices());
        assertArrayEquals(p, again.mesh().array(AttributeKind.POSITION).orElseThrow().toFloatArray());
    }

    @Test
    void aFlatShadedCubeComesDownToItsTwelveTrianglesWhenPermissive() {
        Mesh flat = flatShaded(cube(4));
        Simplifier.Result held = Simplifier.simplify(flat, 12, Double.MAX_VALUE);
        assertEquals(flat.triangleCount(), held.trianglesAfter());
        Simplifier.Result r = Simplifier.simplify(numbered(flat), 12, Double.MAX_VALUE,
                AttributeWeights.NONE.withPermissive(true));
        System.out.println("flat-shaded cube: " + flat.triangleCount() + " -> " + r.trianglesAfter()
                + " triangles, error " + r.error());
        assertEquals(12, r.trianglesAfter());
        assertTrue(r.error() < 1e-3, "a cube's faces are flat: nothing is moved off them");
        assertClosed(r.mesh());
        assertFacingOut(r.mesh());
        assertNoneTurned(flat, r.mesh());
        float[] p = r.mesh().array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        for (int t : r.mesh().triangleIndices()) {
            for (int c = 0; c < 3; c++) {
                assertEquals(1, Math.abs(p[3 * t + c]), 1e-6, "only the cube's corners are left");
            }
        }
    }

    @Test
    void withNormalsCountedNoTriangleTurnsFromWhereItWas() {
        Mesh flat = flatShaded(SimplifierTest.sphere(12, 16));
        AttributeWeights weights = new AttributeWeights(0, 1, 0).withPermissive(true);
        for (int target : new int[] {flat.triangleCount() / 2, flat.triangleCount() / 10, 4}) {
            Simplifier.Result r = Simplifier.simplify(numbered(flat), target, Double.MAX_VALUE, weights);
            System.out.println("flat-shaded sphere, normals counted: " + flat.triangleCount() + " -> "
                    + r.trianglesAfter() + " (target " + target + "), error " + r.error());
            assertTrue(r.trianglesAfter() < flat.triangleCount());
            assertClosed(r.mesh());
            assertNoneTurned(flat, r.mesh());
        }
    }

    @Test
    void aPointOfMoreCopiesThanTheBoundStaysLocked() {
        // flat-shaded double cones: each tip has a copy a side. Up to the bound a tip is complex (it
        // may move with its copies); past it, locked (offering it a move costs every copy along every
        // edge of every copy, which a hostile fan of a million faces would make quadratic)
        for (int sides : new int[] {VertexKinds.COMPLEX_COPIES, VertexKinds.COMPLEX_COPIES + 1}) {
            Mesh cone = flatShaded(doubleCone(sides));
            float[] xyz = cone.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
            int[] t = cone.triangleIndices();
            int n = cone.vertexCount();
            int[] remap = PositionRings.remap(xyz, n);
            int[] kind = new int[n];
            VertexKinds.classify(t, t.length, remap, PositionRings.rings(remap), kind, new int[n], new int[n], true);
            int tip = t[0]; // the first triangle starts at the top tip
            assertEquals(sides <= VertexKinds.COMPLEX_COPIES ? EdgeCollapser.COMPLEX : EdgeCollapser.LOCKED,
                    kind[tip], sides + " sides");
        }
    }

    /** A double cone of {@code sides} sides round the z axis, tips at z = 1 and -1, first triangle at the top tip. */
    private static Mesh doubleCone(int sides) {
        float[] xyz = new float[3 * (sides + 2)];
        for (int i = 0; i < sides; i++) {
            double a = 2 * Math.PI * i / sides;
            xyz[3 * i] = (float) Math.cos(a);
            xyz[3 * i + 1] = (float) Math.sin(a);
        }
        xyz[3 * sides + 2] = 1;
        xyz[3 * sides + 5] = -1;
        int[] t = new int[6 * sides];
        for (int i = 0; i < sides; i++) {
            int j = (i + 1) % sides;
            System.arraycopy(new int[] {sides, i, j, sides + 1, j, i}, 0, t, 6 * i, 6);
        }
        return Mesh.builder("cone").addArray(VertexArray.ofFloats(POS, xyz)).triangles(t).build();
    }

    @Test
    void pointsOnTheBorderStayHeld() {
        // half the cube: the open rim's points are on the border, and do not move even when permissive
        Mesh whole = flatShaded(cube(4));
        float[] p = whole.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t = whole.triangleIndices();
        int[] kept = new int[t.length];
        int count = 0;
        for (int i = 0; i < t.length; i += 3) {
            double z = (p[3 * t[i] + 2] + p[3 * t[i + 1] + 2] + p[3 * t[i + 2] + 2]) / 3;
            if (z > 0) {
                System.arraycopy(t, i, kept, count, 3);
                count += 3;
            }
        }
        Mesh open = whole.toBuilder().triangles(Arrays.copyOf(kept, count)).build();
        Simplifier.Result r = Simplifier.simplify(open, 1, Double.MAX_VALUE,
                AttributeWeights.NONE.withPermissive(true));
        float[] q = r.mesh().array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int rim = 0;
        for (int v = 0; v < r.mesh().vertexCount(); v++) {
            if (Math.abs(q[3 * v + 2]) < 1e-6) {
                rim++;
            }
        }
        System.out.println("open half cube: " + open.triangleCount() + " -> " + r.trianglesAfter() + ", "
                + rim + " rim copies kept");
        assertTrue(r.trianglesAfter() < open.triangleCount());
        // the rim of the half cube: 4 sides of 4 edges, 16 points
        Map<String, Integer> rimPoints = new HashMap<>();
        for (int v = 0; v < r.mesh().vertexCount(); v++) {
            if (Math.abs(q[3 * v + 2]) < 1e-6) {
                rimPoints.merge(key(q, v), 1, Integer::sum);
            }
        }
        assertEquals(16, rimPoints.size(), "every rim point still there");
    }

    /** {@code m} with each triangle's number as a triangle stream, to find its source after. */
    private static Mesh numbered(Mesh m) {
        int[] numbers = new int[m.triangleCount()];
        for (int t = 0; t < numbers.length; t++) {
            numbers[t] = t;
        }
        return m.toBuilder().addTriangleStream(VertexArray.ofInts(SOURCE, numbers)).build();
    }

    /** Every triangle of {@code simplified} faces less than 90 degrees from its source in {@code original}. */
    private static void assertNoneTurned(Mesh original, Mesh simplified) {
        float[] p0 = original.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        float[] p1 = simplified.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t0 = original.triangleIndices();
        int[] t1 = simplified.triangleIndices();
        VertexArray source = simplified.triangleStreams().get(0);
        for (int t = 0; t < simplified.triangleCount(); t++) {
            int s = (int) source.getLong(t, 0);
            double[] a = normal(p0, t0[3 * s], t0[3 * s + 1], t0[3 * s + 2]);
            double[] b = normal(p1, t1[3 * t], t1[3 * t + 1], t1[3 * t + 2]);
            assertTrue(a[0] * b[0] + a[1] * b[1] + a[2] * b[2] > 0, "triangle " + t + " (was " + s + ") turned");
        }
    }

    /** Welded by position, every edge is met once each way: no crack, no hole, no fold left open. */
    private static void assertClosed(Mesh m) {
        float[] p = m.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t = m.triangleIndices();
        Map<String, Integer> points = new HashMap<>();
        int[] point = new int[m.vertexCount()];
        for (int v = 0; v < point.length; v++) {
            point[v] = points.computeIfAbsent(key(p, v), k -> points.size());
        }
        Map<Long, Integer> edges = new HashMap<>();
        for (int i = 0; i < t.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                long a = point[t[i + k]];
                long b = point[t[i + (k + 1) % 3]];
                edges.merge(a << 32 | b, 1, Integer::sum);
            }
        }
        edges.forEach((e, n) -> {
            assertEquals(1, n, "edge met twice the same way");
            assertEquals(1, edges.getOrDefault((e & 0xffffffffL) << 32 | e >>> 32, 0), "open edge");
        });
    }

    /** Every triangle of a convex body round the origin faces away from it (none turned over). */
    private static void assertFacingOut(Mesh m) {
        float[] p = m.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        int[] t = m.triangleIndices();
        for (int i = 0; i < t.length; i += 3) {
            double[] n = normal(p, t[i], t[i + 1], t[i + 2]);
            double dot = n[0] * p[3 * t[i]] + n[1] * p[3 * t[i] + 1] + n[2] * p[3 * t[i] + 2];
            assertTrue(dot > 0, "triangle " + i / 3 + " faces inwards or has no area");
        }
    }

    /** The normal of triangle (a, b, c), not of unit length: the simplifier's own arithmetic. */
    private static double[] normal(float[] p, int a, int b, int c) {
        double[] n = new double[3];
        TriangleTurns.normal(p, a, b, c, n);
        return n;
    }

    private static String key(float[] p, int v) {
        return p[3 * v] + " " + p[3 * v + 1] + " " + p[3 * v + 2];
    }
}
