package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EdgeAdjacencyTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final int N = EdgeAdjacency.NONE;

    @Test
    void quadTrianglesShareTheirDiagonal() {
        // 0-1-2 and 0-2-3: edge (2,0) of the first is edge (0,2) of the second.
        int[] adj = EdgeAdjacency.compute(new int[] {0, 1, 2, 0, 2, 3}, new int[] {0, 1, 2, 3});
        assertArrayEquals(new int[] {N, N, 1, 0, N, N}, adj);
    }

    @Test
    void anEdgeOfThreeTrianglesJoinsNone() {
        int[] adj = EdgeAdjacency.compute(new int[] {0, 1, 2, 1, 0, 3, 0, 1, 4}, new int[] {0, 1, 2, 3, 4});
        assertArrayEquals(new int[] {N, N, N, N, N, N, N, N, N}, adj);
    }

    @Test
    void verticesSplitAtASeamStillJoinTheirTriangles() {
        // Vertices 3 and 4 repeat the positions of 0 and 2 (a texture seam).
        float[] p = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0};
        Mesh mesh = Mesh.builder("m").addArray(VertexArray.ofFloats(POS, p)).triangles(new int[] {0, 1, 2, 3, 4, 5})
                .build();
        int[] adj = EdgeAdjacency.of(Model.builder().addMesh(mesh).build());
        assertArrayEquals(new int[] {N, N, 1, 0, N, N}, adj);
        // By index alone they would not be adjacent.
        assertArrayEquals(new int[] {N, N, N, N, N, N},
                EdgeAdjacency.compute(new int[] {0, 1, 2, 3, 4, 5}, new int[] {0, 1, 2, 3, 4, 5}));
    }

    @Test
    void trianglesAreNumberedAcrossMeshes() {
        float[] p = {0, 0, 0, 1, 0, 0, 1, 1, 0};
        float[] q = {0, 0, 0, 1, 1, 0, 0, 1, 0};
        Model model = Model.builder()
                .addMesh(Mesh.builder("a").addArray(VertexArray.ofFloats(POS, p)).triangles(new int[] {0, 1, 2}).build())
                .addMesh(Mesh.builder("b").addArray(VertexArray.ofFloats(POS, q)).triangles(new int[] {0, 1, 2}).build())
                .build();
        assertArrayEquals(new int[] {N, N, 1, 0, N, N}, EdgeAdjacency.of(model));
    }

    /** On random closed and open meshes: adjacency is symmetric and only ever joins triangles sharing the edge. */
    @Test
    void adjacencyIsSymmetricOnRandomMeshes() {
        // fixed, so a failure reproduces; another with -Dmeshport.seed=S
        long seed = Long.getLong("meshport.seed", 20261121L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            int vertices = 3 + random.nextInt(8);
            int triangles = 1 + random.nextInt(12);
            int[] tri = new int[triangles * 3];
            for (int i = 0; i < tri.length; i++) {
                tri[i] = random.nextInt(vertices);
            }
            int[] cls = new int[vertices];
            for (int i = 0; i < vertices; i++) {
                cls[i] = random.nextInt(vertices);
            }
            int[] adj = EdgeAdjacency.compute(tri, cls);
            for (int t = 0; t < triangles; t++) {
                for (int k = 0; k < 3; k++) {
                    int u = adj[3 * t + k];
                    if (u == N) {
                        continue;
                    }
                    String where = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round
                            + " triangle " + t + " edge " + k;
                    assertTrue(u != t, where);
                    int a = cls[tri[3 * t + k]], b = cls[tri[3 * t + (k + 1) % 3]];
                    boolean back = false;
                    for (int j = 0; j < 3; j++) {
                        int c = cls[tri[3 * u + j]], d = cls[tri[3 * u + (j + 1) % 3]];
                        if ((c == a && d == b) || (c == b && d == a)) {
                            back |= adj[3 * u + j] == t;
                        }
                    }
                    assertTrue(back, where);
                }
            }
        }
    }

    @Test
    void emptyModelHasNoAdjacency() {
        assertEquals(0, EdgeAdjacency.of(Model.builder().build()).length);
    }

    /** The table equals the definition, checked edge against edge, on random meshes and a large fan. */
    @Test
    void matchesTheDefinitionEdgeByEdge() {
        long seed = Long.getLong("meshport.seed", 20261123L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 300; round++) {
            boolean fan = round % 10 == 0;
            int vertices = fan ? 400 : 3 + random.nextInt(12);
            int triangles = fan ? 300 : 1 + random.nextInt(20);
            int[] tri = new int[triangles * 3];
            for (int i = 0; i < tri.length; i++) {
                // a fan: every triangle has vertex 0, so one bucket holds hundreds of half-edges
                tri[i] = fan && i % 3 == 0 ? 0 : random.nextInt(vertices);
            }
            int[] cls = new int[vertices];
            for (int i = 0; i < vertices; i++) {
                cls[i] = fan ? i : random.nextInt(vertices) - vertices / 2;
            }
            int[] expected = new int[tri.length];
            for (int e = 0; e < tri.length; e++) {
                int a = cls[tri[e]], b = cls[tri[next(e)]];
                int matches = 0;
                int other = -1;
                for (int f = 0; f < tri.length; f++) {
                    int c = cls[tri[f]], d = cls[tri[next(f)]];
                    if (f != e && Math.min(a, b) == Math.min(c, d) && Math.max(a, b) == Math.max(c, d)) {
                        matches++;
                        other = f;
                    }
                }
                expected[e] = matches == 1 && other / 3 != e / 3 ? other / 3 : N;
            }
            assertArrayEquals(expected, EdgeAdjacency.compute(tri, cls),
                    "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round);
        }
    }

    private static int next(int e) {
        return e % 3 == 2 ? e - 2 : e + 1;
    }
}
