package io.meshport.iqe.internal.compile;

import static io.meshport.iqe.IqeTestFiles.model;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.iqe.IqeTestFiles;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import org.junit.jupiter.api.Test;

/** iqe.txt's semantics, one rule at a time. */
class IqeCompilerTest {
    private static final float EPS = 1e-6f;

    private static float[] values(Mesh m, AttributeKind kind) {
        return m.array(kind).orElseThrow(() -> new AssertionError("no " + kind)).toFloatArray();
    }

    private static float[] vertex(Mesh m, AttributeKind kind, int v) {
        VertexArray a = m.array(kind).orElseThrow();
        float[] out = new float[a.size()];
        for (int c = 0; c < out.length; c++) {
            out[c] = (float) a.getNormalized(v, c);
        }
        return out;
    }

    private static final String[] QUAD = {"vp 0 0 0", "vp 1 0 0", "vp 1 1 0", "vp 0 1 0", "vp 0.5 1.5 0"};

    @Test
    void polygonsAreFanTriangulated() throws Exception {
        Model m = model(concat(QUAD, "fm 0 1 2 3 4"));
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3, 0, 3, 4}, m.meshes().get(0).triangleIndices());
    }

    @Test
    void negativeIndexesCountBackFromTheLastVertex() throws Exception {
        Model m = model(concat(QUAD, "fa -1 -2 -3"));
        // Vertices 0 and 1 are unused but stay in the mesh that defined them.
        Mesh mesh = m.meshes().get(0);
        assertEquals(5, mesh.vertexCount());
        assertArrayEquals(new int[] {4, 3, 2}, mesh.triangleIndices());
    }

    @Test
    void fmIsRelativeToTheMeshAndFaIsAbsolute() throws Exception {
        Model m = model("mesh a", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "fm 0 1 2",
                "mesh b", "vp 0 0 1", "vp 1 0 1", "vp 0 1 1", "fm 2 1 0", "fa 3 4 5", "fm -3 -2 -1");
        assertEquals(2, m.meshes().size());
        Mesh b = m.meshes().get(1);
        assertEquals("b", b.name());
        assertEquals(3, b.vertexCount());
        assertArrayEquals(new int[] {2, 1, 0, 0, 1, 2, 0, 1, 2}, b.triangleIndices());
        assertArrayEquals(new float[] {0, 0, 1}, vertex(b, AttributeKind.POSITION, 0), 0);
    }

    @Test
    void materialsAndMeshNamesAndAMaterialChangeStartsAMesh() throws Exception {
        Model m = model("mesh \"left arm\"", "material skin", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "fm 0 1 2",
                "material metal", "fm 2 1 0");
        assertEquals(2, m.meshes().size());
        assertEquals("left arm", m.meshes().get(0).name());
        assertEquals("skin", m.meshes().get(0).material());
        assertEquals("left arm", m.meshes().get(1).name());
        assertEquals("metal", m.meshes().get(1).material());
        assertEquals(Axis.Z_UP, m.axis());
        assertEquals(Conventions.Z_UP_RIGHT_CW, m.conventions());
    }

    @Test
    void aMeshMaterialPairThatReappearsKeepsAllItsTriangles() throws Exception {
        // The reference compiler loses the second "a"/"x" run's triangles (docs/iqe-conformance.md).
        Model m = model("mesh a", "material x", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "fm 0 1 2",
                "mesh b", "material y", "vp 0 0 1", "vp 1 0 1", "vp 0 1 1", "fm 0 1 2",
                "mesh a", "material x", "vp 0 0 2", "vp 1 0 2", "vp 0 1 2", "fm 0 1 2", "fm 2 1 0");
        assertEquals(3, m.meshes().size());
        assertEquals(4, m.triangleCount());
        assertEquals(2, m.meshes().get(2).triangleCount());
        assertEquals("a", m.meshes().get(2).name());
    }

    @Test
    void withoutAnyFaceEveryThreeVerticesOfAMeshAreATriangle() throws Exception {
        Diagnostics d = new Diagnostics();
        Model m = model(d, "mesh a", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "vp 0 0 1", "vp 1 0 1", "vp 0 1 1",
                "mesh b", "vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "vp 9 9 9");
        assertEquals(2, m.meshes().size());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5}, m.meshes().get(0).triangleIndices());
        assertArrayEquals(new int[] {0, 1, 2}, m.meshes().get(1).triangleIndices());
        assertEquals(4, m.meshes().get(1).vertexCount());
        assertTrue(d.all().toString().contains("form no triangle"), d.all().toString());
    }

    @Test
    void attributeDefaults() throws Exception {
        Model m = model("vertexarray position float 4", "vertexarray color float 4", "vertexarray texcoord float 2",
                "vertexarray custom2 float 4 \"wind\"",
                "vp 1 2", "vt", "vc 0.5", "v2 7", "vp", "vt 1", "vc", "v2", "vp 1 2 3 4", "vt 1 1", "vc 1 1 1 0.5",
                "v2 1 2 3 4");
        Mesh mesh = m.meshes().get(0);
        assertArrayEquals(new float[] {1, 2, 0, 1, 0, 0, 0, 1, 1, 2, 3, 4}, values(mesh, AttributeKind.POSITION), 0);
        assertArrayEquals(new float[] {0, 0, 1, 0, 1, 1}, values(mesh, AttributeKind.TEXCOORD), 0);
        assertArrayEquals(new float[] {0.5f, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0.5f}, values(mesh, AttributeKind.COLOR), 0);
        assertArrayEquals(new float[] {7, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4},
                mesh.array("wind").orElseThrow().toFloatArray(), 0);
    }

    @Test
    void defaultLayoutsDropPositionWAndColourAlphaAndUndeclaredCustoms() throws Exception {
        Diagnostics d = new Diagnostics();
        Model m = model(d, "vp 1 2 3 4", "vc 1 0 0 0.5", "v0 1", "vp 0 0 0", "vc 0 1 0", "v0 2", "vp 1 1 1", "vc",
                "v0 3");
        Mesh mesh = m.meshes().get(0);
        assertEquals(3, mesh.array(AttributeKind.POSITION).orElseThrow().size());
        VertexArray color = mesh.array(AttributeKind.COLOR).orElseThrow();
        assertEquals(ComponentType.UBYTE, color.descriptor().component());
        assertEquals(3, color.size());
        assertEquals(255, color.getLong(0, 0));
        assertFalse(mesh.array(AttributeKind.CUSTOM).isPresent());
        assertTrue(d.all().toString().contains("v0 values unused"), d.all().toString());
    }

    @Test
    void vertexArrayDeclarationsSetLayoutsAndBadOnesAreIgnored() throws Exception {
        Diagnostics d = new Diagnostics();
        Model m = model(d, "vertexarray normal half 3", "vertexarray texcoord bogus 2", "vertexarray colour ubyte 4",
                "vertexarray position float 9", "vertexarray custom1 short 2",
                "vp 0 0 0", "vn 0 0 1", "vt 0.5 0.5", "v1 -3 4", "vp 1 0 0", "vn 0 0 1", "vt 0 0", "v1 0 0",
                "vp 0 1 0", "vn 0 0 1", "vt 1 1", "v1 1 1");
        Mesh mesh = m.meshes().get(0);
        assertEquals(ComponentType.HALF, mesh.array(AttributeKind.NORMAL).orElseThrow().descriptor().component());
        assertEquals(ComponentType.FLOAT, mesh.array(AttributeKind.TEXCOORD).orElseThrow().descriptor().component());
        assertEquals(3, mesh.array(AttributeKind.POSITION).orElseThrow().size());
        VertexArray custom = mesh.array("custom1").orElseThrow();
        assertEquals(ComponentType.SHORT, custom.descriptor().component());
        assertEquals(-3, custom.getLong(0, 0));
        String warnings = d.all().toString();
        assertTrue(warnings.contains("component 'bogus' unknown"), warnings);
        assertTrue(warnings.contains("type 'colour' unknown"), warnings);
        assertTrue(warnings.contains("size 9 is not 1..4"), warnings);
    }

    @Test
    void blendKeepsTheFourLargestWeightsRenormalised() throws Exception {
        Model m = model("vertexarray blendweights float 4", "joint a", "joint b 0", "joint c 1", "joint d 2",
                "joint e 3", "vp 0 0 0", "vb 0 0.1 1 0.5 2 0.2 3 0.3 4 0.05", "vp 1 0 0", "vb 2 1", "vp 0 1 0",
                "vb", "fm 0 1 2");
        Mesh mesh = m.meshes().get(0);
        assertArrayEquals(new float[] {1, 3, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0},
                values(mesh, AttributeKind.BLEND_INDEXES), 0);
        float[] w = values(mesh, AttributeKind.BLEND_WEIGHTS);
        assertArrayEquals(new float[] {0.5f / 1.1f, 0.3f / 1.1f, 0.2f / 1.1f, 0.1f / 1.1f}, new float[] {w[0], w[1],
            w[2], w[3]}, EPS);
        assertArrayEquals(new float[] {1, 0, 0, 0, 0, 0, 0, 0}, java.util.Arrays.copyOfRange(w, 4, 12), 0);
    }

    @Test
    void ubyteWeightsSumTo255() throws Exception {
        Model m = model("joint a", "joint b 0", "joint c 0", "vp 0 0 0", "vb 0 1 1 1 2 1", "vp 1 0 0", "vb 0 1",
                "vp 0 1 0", "vb 0 1", "fm 0 1 2");
        VertexArray w = m.meshes().get(0).array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        assertEquals(ComponentType.UBYTE, w.descriptor().component());
        assertEquals(255, w.getLong(0, 0) + w.getLong(0, 1) + w.getLong(0, 2) + w.getLong(0, 3));
    }

    @Test
    void pqImpliesANegativeWAndDefaultsScale() throws Exception {
        Model m = model("joint a", "joint b 0", "pq 1 2 3 0.6 0 0", "pq 0 0 0 0 0.6 0 0.8 2 3 4");
        Transform a = m.joints().get(0).basePose();
        assertArrayEquals(new float[] {1, 2, 3, 0.6f, 0, 0, -0.8f, 1, 1, 1}, channels(a), EPS);
        Transform b = m.joints().get(1).basePose();
        // An explicit w keeps its sign.
        assertArrayEquals(new float[] {0, 0, 0, 0, 0.6f, 0, 0.8f, 2, 3, 4}, channels(b), EPS);
    }

    @Test
    void pqWithANonUnitQuaternionIsNormalised() throws Exception {
        Model m = model("joint a", "pq 0 0 0 0 0 0 -2");
        assertEquals(-1, m.joints().get(0).basePose().qw(), EPS);
    }

    @Test
    void pmSplitsRotationAndScale() throws Exception {
        // 90° about Z with scale 2, then an extra scale of 3 on X.
        Model m = model("joint a", "pm 1 2 3 0 -2 0 2 0 0 0 0 2 3 1 1");
        Transform t = m.joints().get(0).basePose();
        float s = (float) Math.sqrt(0.5);
        assertArrayEquals(new float[] {1, 2, 3, 0, 0, -s, -s, 6, 2, 2}, channels(t), EPS);
    }

    @Test
    void paConvertsEulerRadians() throws Exception {
        Model m = model("joint a", "pa 0 0 0 0 0 1.5707963267948966");
        float s = (float) Math.sqrt(0.5);
        assertArrayEquals(new float[] {0, 0, 0, 0, 0, -s, -s, 1, 1, 1}, channels(m.joints().get(0).basePose()), EPS);
    }

    @Test
    void jointsWithoutBasePoseGetIdentityAndParentsMustComeFirst() throws Exception {
        Diagnostics d = new Diagnostics();
        Model m = model(d, "joint root -1", "joint child 0", "joint other -5", "pq 1 0 0 0 0 0");
        assertEquals(new Joint("child", 0, Transform.IDENTITY), m.joints().get(1));
        assertEquals(-1, m.joints().get(2).parent());
        assertTrue(d.all().toString().contains("no base pose"), d.all().toString());
        assertEquals(2, IqeTestFiles.error("joint a 1", "joint b 0").line());
    }

    @Test
    void animationsCollectFramesLoopAndFramerate() throws Exception {
        Diagnostics d = new Diagnostics();
        Model m = model(d, "joint a", "joint b 0", "pq 0 0 0 0 0 0", "pq 0 0 0 0 0 0",
                "animation walk", "framerate 24", "loop", "frame 0", "pq 1 0 0 0 0 0", "pq 2 0 0 0 0 0",
                "frame 1", "pq 3 0 0 0 0 0", "frame 2", "frame 3", "pq 4 0 0 0 0 0", "pq 5 0 0 0 0 0",
                "pq 6 0 0 0 0 0", "animation", "pq 7 0 0 0 0 0", "pq 8 0 0 0 0 0");
        assertEquals(2, m.animations().size());
        Animation walk = m.animations().get(0);
        assertEquals("walk", walk.name());
        assertEquals(24, walk.framerate());
        assertTrue(walk.loop());
        // Empty frame 2 is no frame; frame 1 is padded with identity; frame 3 is cut to 2 joints.
        assertEquals(3, walk.frameCount());
        assertEquals(2, walk.pose(0, 1).tx());
        assertEquals(Transform.IDENTITY, walk.pose(1, 1));
        assertEquals(5, walk.pose(2, 1).tx());
        Animation unnamed = m.animations().get(1);
        assertEquals("animation1", unnamed.name());
        assertEquals(1, unnamed.frameCount());
        assertEquals(8, unnamed.pose(0, 1).tx());
        String warnings = d.all().toString();
        assertTrue(warnings.contains("fewer poses") && warnings.contains("more poses"), warnings);
    }

    @Test
    void theCommentSectionIsVerbatim() throws Exception {
        Model m = model("vp 0 0 0", "comment", "vp this is not a command", "  # nor this", "");
        assertEquals("vp this is not a command\n  # nor this\n\n", m.comment().orElseThrow());
    }

    @Test
    void vxWithBitangentBecomesHandedness() throws Exception {
        Model m = model("vp 0 0 0", "vn 0 0 1", "vx 1 0 0 0 -1 0", "vp 1 0 0", "vn 0 0 1", "vx 1 0 0 0 1 0",
                "vp 0 1 0", "vn 0 0 1", "vx 1 0 0 -1", "fm 0 2 1");
        float[] t = values(m.meshes().get(0), AttributeKind.TANGENT);
        assertArrayEquals(new float[] {1, 0, 0, -1, 1, 0, 0, 1, 1, 0, 0, -1}, t, 0);
    }

    @Test
    void tangentsAreComputedWhenNormalsAndTexcoordsExistWithoutVx() throws Exception {
        Model m = model("vp 0 0 0", "vt 0 0", "vn 0 0 1", "vp 1 0 0", "vt 1 0", "vn 0 0 1", "vp 0 1 0", "vt 0 1",
                "vn 0 0 1", "fm 0 2 1");
        float[] t = values(m.meshes().get(0), AttributeKind.TANGENT);
        assertArrayEquals(new float[] {1, 0, 0, -1}, java.util.Arrays.copyOf(t, 4), EPS);
        Model without = model("vp 0 0 0", "vn 0 0 1", "vp 1 0 0", "vn 0 0 1", "vp 0 1 0", "vn 0 0 1", "fm 0 2 1");
        assertFalse(without.meshes().get(0).array(AttributeKind.TANGENT).isPresent());
    }

    /**
     * Each of many small meshes keeps its own vertices and triangle. (How the time grows with the
     * number of meshes is measured by {@code io.meshport.bench.IqeCompileScaling}, not here: a
     * timed unit test fails on a busy machine and passes a slow algorithm on a fast one.)
     */
    @Test
    void manySmallMeshesEachKeepTheirOwnVertices() throws Exception {
        int meshes = 5_000;
        String[] lines = new String[meshes * 5];
        for (int i = 0; i < meshes; i++) {
            lines[i * 5] = "mesh m" + i;
            lines[i * 5 + 1] = "vp 0 0 " + i;
            lines[i * 5 + 2] = "vp 1 0 " + i;
            lines[i * 5 + 3] = "vp 0 1 " + i;
            lines[i * 5 + 4] = "fm 0 2 1";
        }
        Model m = model(lines);
        assertEquals(meshes, m.meshes().size());
        for (int i = 0; i < meshes; i++) {
            Mesh mesh = m.meshes().get(i);
            assertEquals("m" + i, mesh.name());
            assertEquals(3, mesh.vertexCount());
            assertArrayEquals(new int[] {0, 2, 1}, mesh.triangleIndices(), mesh.name());
            assertArrayEquals(new float[] {0, 0, i, 1, 0, i, 0, 1, i}, values(mesh, AttributeKind.POSITION), 0,
                    mesh.name());
        }
    }

    static Transform pose(Model m, int joint) {
        return m.joints().get(joint).basePose();
    }

    static float[] channels(Transform t) {
        float[] c = new float[Transform.CHANNELS];
        t.toChannels(c, 0);
        return c;
    }

    static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
