package io.meshport.iqe.internal.compile;

import static io.meshport.iqe.IqeTestFiles.model;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Generated normals under iqe.txt's smoothing rules, on two triangles folded along the edge
 * from (0,0,0) to (1,0,0): T1 lies in z=0 (normal +Z), T2 in y=0 (normal +Y), 90° apart. Each
 * triangle has its own three vertices, as exporters write them; smoothing is by position.
 */
class IqeSmoothingTest {
    private static final float S = (float) Math.sqrt(0.5);
    private static final float[] SMOOTH = {0, S, S};
    private static final float[] T1_FLAT = {0, 0, 1};
    private static final float[] T2_FLAT = {0, 1, 0};

    /** T1 = (0,0,0) (0,1,0) (1,0,0); T2 = (0,0,0) (1,0,0) (0,0,1); extra lines go before each face. */
    private static Model fold(String[] beforeT1, String[] beforeT2, String... vertexExtras) throws Exception {
        List<String> lines = new ArrayList<>();
        String[][] positions = {{"0 0 0", "0 1 0", "1 0 0"}, {"0 0 0", "1 0 0", "0 0 1"}};
        int v = 0;
        for (int t = 0; t < 2; t++) {
            for (int k = 0; k < 3; k++) {
                lines.add("vp " + positions[t][k]);
                if (vertexExtras.length > 0) {
                    lines.add(vertexExtras[v]);
                }
                v++;
            }
        }
        lines.addAll(Arrays.asList(beforeT1));
        lines.add("fa 0 1 2");
        lines.addAll(Arrays.asList(beforeT2));
        lines.add("fa 3 4 5");
        return model(lines.toArray(new String[0]));
    }

    private static float[] normalAt(Model m, int vertex) {
        Mesh mesh = m.meshes().get(0);
        VertexArray n = mesh.array(AttributeKind.NORMAL).orElseThrow();
        return new float[] {n.getFloat(vertex, 0), n.getFloat(vertex, 1), n.getFloat(vertex, 2)};
    }

    private static void assertSmoothed(Model m) {
        assertArrayEquals(SMOOTH, normalAt(m, 0), 1e-6f);
        assertArrayEquals(SMOOTH, normalAt(m, 3), 1e-6f);
        // Corners at positions no other triangle touches keep their face normal.
        assertArrayEquals(T1_FLAT, normalAt(m, 1), 1e-6f);
        assertArrayEquals(T2_FLAT, normalAt(m, 5), 1e-6f);
    }

    private static void assertFaceted(Model m) {
        assertArrayEquals(T1_FLAT, normalAt(m, 0), 1e-6f);
        assertArrayEquals(T2_FLAT, normalAt(m, 3), 1e-6f);
    }

    private static final String[] NONE = {};

    @Test
    void byDefaultEverythingAtOnePositionSmooths() throws Exception {
        assertSmoothed(fold(NONE, NONE));
        assertSmoothed(fold(new String[] {"smoothangle 180"}, NONE));
    }

    @Test
    void smoothAngleLimitsTheAngleBetweenFaces() throws Exception {
        assertFaceted(fold(new String[] {"smoothangle 80"}, NONE));
        assertSmoothed(fold(new String[] {"smoothangle 100"}, NONE));
        // The stricter of the two triangles' angles applies.
        assertFaceted(fold(new String[] {"smoothangle 100"}, new String[] {"smoothangle 80"}));
        assertFaceted(fold(new String[] {"smoothangle 0"}, NONE));
    }

    @Test
    void smoothAngleComparesTheSignedCosine() throws Exception {
        // T2 tilted to 150° from T1: |cos 150°| = 0.87 passes a 45° limit in the reference
        // compiler; the angle is 150°, so it must not smooth.
        Model m = model("smoothangle 45", "vp 0 0 0", "vp 0 1 0", "vp 1 0 0", "vp 0 0 0", "vp 1 0 0",
                "vp 0 0.8660254 0.5", "fa 0 1 2", "fa 3 4 5");
        assertArrayEquals(T1_FLAT, normalAt(m, 0), 1e-6f);
    }

    @Test
    void smoothGroupsSmoothOnlyWithTheirOwnKey() throws Exception {
        assertFaceted(fold(new String[] {"smoothgroup 1"}, new String[] {"smoothgroup 2"}));
        assertSmoothed(fold(new String[] {"smoothgroup 3"}, new String[] {"smoothgroup 3"}));
    }

    @Test
    void smoothUvNeedsEqualTexcoords() throws Exception {
        String[] uvs = {"vt 0 0", "vt 0 1", "vt 1 0", "vt 0.5 0", "vt 1 0", "vt 0 1"};
        assertFaceted(fold(new String[] {"smoothuv 1"}, NONE, uvs));
        assertSmoothed(fold(new String[] {"smoothuv 0"}, NONE, uvs));
        assertFaceted(fold(new String[] {"smoothuv"}, NONE, uvs));
        String[] same = {"vt 0 0", "vt 0 1", "vt 1 0", "vt 0 0", "vt 1 0", "vt 0 1"};
        assertSmoothed(fold(new String[] {"smoothuv 1"}, NONE, same));
    }

    @Test
    void smoothingIndexesMustMatchPerVertex() throws Exception {
        assertFaceted(fold(NONE, NONE, "vs 0", "vs 1", "vs 2", "vs 3", "vs 4", "vs 5"));
        assertSmoothed(fold(NONE, NONE, "vs 0", "vs 1", "vs 2", "vs 0", "vs 4", "vs 5"));
    }

    @Test
    void edgeFlagsControlSmoothingAcrossTheSharedEdge() throws Exception {
        // The shared edge is T1's third edge (1,0,0)→(0,0,0) and T2's first edge (0,0,0)→(1,0,0).
        assertFaceted(fold(new String[] {"fs 1 1 0", "fs 0 1 1"}, NONE));
        assertSmoothed(fold(new String[] {"fs 1 1 1", "fs 0 1 1"}, NONE));
        assertSmoothed(fold(new String[] {"fs 0 0 0", "fs 1 0 0"}, NONE));
    }

    @Test
    void aSharedVertexWithTwoNormalsIsSplit() throws Exception {
        Model m = model("smoothangle 0", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "vp 0 0 1", "fa 0 2 1", "fa 0 1 3");
        Mesh mesh = m.meshes().get(0);
        assertEquals(6, mesh.vertexCount());
        // File vertex 0 became mesh vertices 0 and 1, file vertex 1 mesh vertices 2 and 3.
        assertArrayEquals(new int[] {0, 4, 2, 1, 3, 5}, mesh.triangleIndices());
        assertArrayEquals(T1_FLAT, normalAt(m, 0), 1e-6f);
        assertArrayEquals(T2_FLAT, normalAt(m, 1), 1e-6f);
        Model smooth = model("vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "vp 0 0 1", "fa 0 2 1", "fa 0 1 3");
        assertEquals(4, smooth.meshes().get(0).vertexCount());
    }

    @Test
    void explicitNormalsAreKeptAsGiven() throws Exception {
        Model m = fold(new String[] {"smoothangle 0"}, NONE, "vn 1 0 0", "vn 1 0 0", "vn 1 0 0", "vn 0 1 0",
                "vn 0 1 0", "vn 0 1 0");
        assertArrayEquals(new float[] {1, 0, 0}, normalAt(m, 0), 0);
    }
}
