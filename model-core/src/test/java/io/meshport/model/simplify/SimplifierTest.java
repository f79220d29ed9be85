package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The simplifier's laws on meshes whose right answer is known: a sphere keeps its radius, a flat
 * grid its outline and plane, a seam its two sides together; the target is met, no triangle is
 * degenerate or turned over, triangle streams stay with their triangles, and the result is the
 * same every time.
 */
class SimplifierTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION,
            ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor UV = VertexArrayDescriptor.of(AttributeKind.TEXCOORD,
            ComponentType.FLOAT, 2);

    /** A UV sphere of {@code rings} x {@code segments}, closed: poles and the wrap shared. */
    static Mesh sphere(int rings, int segments) {
        List<float[]> points = new ArrayList<>();
        points.add(new float[] {0, 0, 1});
        for (int r = 1; r < rings; r++) {
            double theta = Math.PI * r / rings;
            for (int s = 0; s < segments; s++) {
                double phi = 2 * Math.PI * s / segments;
                points.add(new float[] {(float) (Math.sin(theta) * Math.cos(phi)),
                    (float) (Math.sin(theta) * Math.sin(phi)), (float) Math.cos(theta)});
            }
        }
        points.add(new float[] {0, 0, -1});
        int south = points.size() - 1;
        List<Integer> t = new ArrayList<>();
        for (int s = 0; s < segments; s++) {
            int a = 1 + s;
            int b = 1 + (s + 1) % segments;
            t.addAll(List.of(0, a, b));
        }
        for (int r = 1; r < rings - 1; r++) {
            for (int s = 0; s < segments; s++) {
                int a = 1 + (r - 1) * segments + s;
                int b = 1 + (r - 1) * segments + (s + 1) % segments;
                int c = a + segments;
                int d = b + segments;
                t.addAll(List.of(a, c, d, a, d, b));
            }
        }
        for (int s = 0; s < segments; s++) {
            int a = 1 + (rings - 2) * segments + s;
            int b = 1 + (rings - 2) * segments + (s + 1) % segments;
            t.addAll(List.of(a, south, b));
        }
        return mesh(points, t, null);
    }

    /** A flat n x n grid in z = 0 over [0, 1]; with {@code seam}, split along x = 0.5 into two UV islands. */
    static Mesh grid(int n, boolean seam) {
        List<float[]> points = new ArrayList<>();
        List<float[]> uvs = new ArrayList<>();
        Map<Long, Integer> index = new HashMap<>();
        List<Integer> t = new ArrayList<>();
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int[] q = new int[4];
                int[][] corners = {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
                boolean right = x >= n / 2;
                for (int k = 0; k < 4; k++) {
                    int cx = corners[k][0];
                    int cy = corners[k][1];
                    int island = seam && right ? 1 : 0;
                    long key = ((long) cx << 40) | ((long) cy << 20) | island;
                    q[k] = index.computeIfAbsent(key, kk -> {
                        points.add(new float[] {(float) cx / n, (float) cy / n, 0});
                        uvs.add(new float[] {(float) cx / n + island, (float) cy / n});
                        return points.size() - 1;
                    });
                }
                t.addAll(List.of(q[0], q[1], q[2], q[0], q[2], q[3]));
            }
        }
        return mesh(points, t, uvs);
    }

    private static Mesh mesh(List<float[]> points, List<Integer> t, List<float[]> uvs) {
        float[] xyz = new float[3 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            System.arraycopy(points.get(i), 0, xyz, 3 * i, 3);
        }
        Mesh.Builder b = Mesh.builder("m").addArray(VertexArray.ofFloats(POS, xyz))
                .triangles(t.stream().mapToInt(Integer::intValue).toArray());
        if (uvs != null) {
            float[] st = new float[2 * uvs.size()];
            for (int i = 0; i < uvs.size(); i++) {
                System.arraycopy(uvs.get(i), 0, st, 2 * i, 2);
            }
            b.addArray(VertexArray.ofFloats(UV, st));
        }
        return b.build();
    }

    @Test
    void aSphereKeepsItsRadiusAtATenth() {
        Mesh sphere = sphere(40, 80);
        Simplifier.Result r = Simplifier.simplify(sphere, sphere.triangleCount() / 10, Double.MAX_VALUE);
        assertTrue(r.trianglesAfter() <= sphere.triangleCount() / 10 + 2, r.toString());
        assertTrue(r.trianglesAfter() >= sphere.triangleCount() / 10 - 40, r.toString());
        assertSound(r.mesh());
        VertexArray p = r.mesh().array(AttributeKind.POSITION).orElseThrow();
        for (int v = 0; v < p.vertexCount(); v++) {
            double radius = Math.sqrt(sq(p.getFloat(v, 0)) + sq(p.getFloat(v, 1)) + sq(p.getFloat(v, 2)));
            assertEquals(1, radius, 1e-5, "every vertex kept is one of the sphere's");
        }
        // each triangle's centre stays near the sphere: the shape is kept, not only the vertices
        int[] t = r.mesh().triangleIndices();
        for (int i = 0; i < t.length; i += 3) {
            double[] c = new double[3];
            for (int k = 0; k < 3; k++) {
                for (int a = 0; a < 3; a++) {
                    c[a] += p.getFloat(t[i + k], a) / 3.0;
                }
            }
            assertTrue(Math.sqrt(sq(c[0]) + sq(c[1]) + sq(c[2])) > 0.85, "triangle " + i / 3 + " cuts deep");
        }
        assertTrue(r.error() > 0 && r.error() < 0.05, "error " + r.error());
    }

    @Test
    void aFlatGridKeepsItsOutlineAndPlaneAndItsSeam() {
        Mesh grid = grid(20, true);
        Simplifier.Result r = Simplifier.simplify(grid, 40, Double.MAX_VALUE);
        assertTrue(r.trianglesAfter() < grid.triangleCount() / 4, r.toString());
        assertSound(r.mesh());
        Mesh m = r.mesh();
        VertexArray p = m.array(AttributeKind.POSITION).orElseThrow();
        VertexArray uv = m.array(AttributeKind.TEXCOORD).orElseThrow();
        double area = 0;
        int[] t = m.triangleIndices();
        for (int i = 0; i < t.length; i += 3) {
            double ax = p.getFloat(t[i + 1], 0) - p.getFloat(t[i], 0);
            double ay = p.getFloat(t[i + 1], 1) - p.getFloat(t[i], 1);
            double bx = p.getFloat(t[i + 2], 0) - p.getFloat(t[i], 0);
            double by = p.getFloat(t[i + 2], 1) - p.getFloat(t[i], 1);
            area += (ax * by - ay * bx) / 2;
            // a triangle lies in one UV island: the seam was not crossed
            double island = Math.floor(uv.getFloat(t[i], 0) - p.getFloat(t[i], 0) + 0.5);
            for (int k = 1; k < 3; k++) {
                assertEquals(island, Math.floor(uv.getFloat(t[i + k], 0) - p.getFloat(t[i + k], 0) + 0.5),
                        "triangle " + i / 3 + " crosses the seam");
            }
        }
        assertEquals(1, area, 1e-5, "the grid still covers the square, no triangle turned over");
        for (int v = 0; v < p.vertexCount(); v++) {
            assertEquals(0, p.getFloat(v, 2), "in its plane");
        }
    }

    @Test
    void theSameMeshGivesTheSameResultAndTheTargetCanBeAnError() {
        Mesh sphere = sphere(30, 60);
        Simplifier.Result a = Simplifier.simplify(sphere, 100, Double.MAX_VALUE);
        Simplifier.Result b = Simplifier.simplify(sphere, 100, Double.MAX_VALUE);
        assertArrayEquals(a.mesh().triangleIndices(), b.mesh().triangleIndices());
        Simplifier.Result bounded = Simplifier.simplify(sphere, 0, 0.01);
        assertTrue(bounded.error() <= 0.01, bounded.toString());
        assertTrue(bounded.trianglesAfter() < sphere.triangleCount() && bounded.trianglesAfter() > 0,
                bounded.toString());
        assertSame(sphere, Simplifier.simplify(sphere, sphere.triangleCount(), 1).mesh());
    }

    @Test
    void triangleStreamsStayWithTheirTriangles() {
        Mesh grid = grid(12, false);
        int[] ids = new int[grid.triangleCount()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i;
        }
        VertexArrayDescriptor id = VertexArrayDescriptor.custom("face", ComponentType.INT, 1);
        Mesh tagged = grid.toBuilder().addTriangleStream(VertexArray.ofInts(id, ids)).build();
        Mesh m = Simplifier.simplify(tagged, 30, Double.MAX_VALUE).mesh();
        VertexArray faces = m.triangleStreams().get(0);
        assertEquals(m.triangleCount(), faces.vertexCount());
        // a kept triangle keeps its number; numbers stay in order and unique
        for (int t = 1; t < faces.vertexCount(); t++) {
            assertTrue(faces.getLong(t, 0) > faces.getLong(t - 1, 0));
        }
    }

    private static void assertSound(Mesh m) {
        int[] t = m.triangleIndices();
        for (int i = 0; i < t.length; i += 3) {
            assertTrue(t[i] != t[i + 1] && t[i] != t[i + 2] && t[i + 1] != t[i + 2], "triangle " + i / 3);
            for (int k = 0; k < 3; k++) {
                assertTrue(t[i + k] >= 0 && t[i + k] < m.vertexCount());
            }
        }
    }

    private static double sq(double x) {
        return x * x;
    }
}
