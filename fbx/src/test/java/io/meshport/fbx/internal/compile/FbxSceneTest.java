package io.meshport.fbx.internal.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.Fbx;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Small scenes written by hand as ASCII FBX: each mapping and reference mode, the transform chain
 * (pivots, offsets, pre- and post-rotation, rotation orders, geometric transforms) against
 * positions worked out by hand, skins, constant and linear curves, what may be missing, and each
 * error at its line and column.
 */
class FbxSceneTest {
    private static final String QUAD = """
            \tGeometry: 10, "Geometry::quad", "Mesh" {
            \t\tVertices: *12 { a: 0,0,0, 1,0,0, 1,1,0, 0,1,0 }
            \t\tPolygonVertexIndex: *4 { a: 0,1,2,-4 }
            %s\t}
            """;

    /** A one-triangle geometry, id 10. */
    private static final String TRIANGLE = """
            \tGeometry: 10, "Geometry::t", "Mesh" {
            \t\tVertices: *9 { a: 0,0,0, 1,0,0, 0,1,0 }
            \t\tPolygonVertexIndex: *3 { a: 0,1,-3 }
            \t}
            """;

    /** The skinned mesh's Model (20) and its Skin deformer (30). */
    private static final String BODY_AND_SKIN = """
            \tModel: 20, "Model::body", "Mesh" {
            \t}
            \tDeformer: 30, "Deformer::skin", "Skin" {
            \t}
            """;
    /** An animation layer (41). */
    private static final String LAYER = """
            \tAnimationLayer: 41, "AnimLayer::base", "" {
            \t}
            """;

    static String file(String objects, String connections) {
        return "; FBX 7.4.0 project file\nObjects:  {\n" + objects + "}\nConnections:  {\n" + connections + "}\n";
    }

    /** A quad geometry with the given extra children, under a Mesh model with the given properties. */
    static String quadModel(String geometryChildren, String modelProperties) {
        return file(QUAD.formatted(geometryChildren) + "\tModel: 20, \"Model::m\", \"Mesh\" {\n\t\tProperties70:  {\n"
                + modelProperties + "\t\t}\n\t}\n", "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n");
    }

    /** The scene in its own numbers (the unit is {@link FbxUnitTest}'s). */
    static Model read(String text) throws ModelFormatException {
        return Fbx.reader().withFileUnits().withDiagnostics(new Diagnostics())
                .read(text.getBytes(StandardCharsets.UTF_8), "t.fbx");
    }

    static ModelFormatException error(String text) {
        return assertThrows(ModelFormatException.class, () -> read(text));
    }

    static float[] positions(Mesh m) {
        return m.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
    }

    @Test
    void aQuadIsTwoTrianglesOfAFanAndItsCornersWeld() throws Exception {
        Model model = read(quadModel("", ""));
        Mesh m = model.meshes().get(0);
        assertEquals("quad", m.name());
        assertEquals(4, m.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3}, m.triangleIndices());
        assertEquals(new Conventions(Axis.Y_UP, Handedness.RIGHT, io.meshport.model.Winding.COUNTER_CLOCKWISE),
                model.conventions());
    }

    @Test
    void everyMappingAndReferenceMode() throws Exception {
        String layers = """
                \t\tLayerElementNormal: 0 {
                \t\t\tMappingInformationType: "ByPolygon"
                \t\t\tReferenceInformationType: "Direct"
                \t\t\tNormals: *3 { a: 0,0,1 }
                \t\t}
                \t\tLayerElementUV: 0 {
                \t\t\tMappingInformationType: "ByPolygonVertex"
                \t\t\tReferenceInformationType: "IndexToDirect"
                \t\t\tUV: *4 { a: 0,0, 1,1 }
                \t\t\tUVIndex: *4 { a: 0,1,1,0 }
                \t\t}
                \t\tLayerElementUV: 1 {
                \t\t\tMappingInformationType: "ByVertice"
                \t\t\tReferenceInformationType: "Direct"
                \t\t\tUV: *8 { a: 0,0, 1,0, 1,1, 0,1 }
                \t\t}
                \t\tLayerElementColor: 0 {
                \t\t\tMappingInformationType: "AllSame"
                \t\t\tReferenceInformationType: "IndexToDirect"
                \t\t\tColors: *8 { a: 1,0,0,1, 0,1,0,1 }
                \t\t\tColorIndex: *1 { a: 1 }
                \t\t}
                """;
        Mesh m = read(quadModel(layers, "")).meshes().get(0);
        assertEquals(4, m.vertexCount());
        // v turned down (1 - v): FBX's is up
        assertArrayEquals(new float[] {0, 1, 1, 0, 1, 0, 0, 1}, m.array(AttributeKind.TEXCOORD, 0).orElseThrow()
                .toFloatArray());
        assertArrayEquals(new float[] {0, 1, 1, 1, 1, 0, 0, 0}, m.array(AttributeKind.TEXCOORD, 1).orElseThrow()
                .toFloatArray());
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}, m.array(AttributeKind.NORMAL).orElseThrow()
                .toFloatArray());
        VertexArray color = m.array(AttributeKind.COLOR, 0).orElseThrow();
        assertEquals(1.0, color.getDouble(3, 1));
        assertEquals(0.0, color.getDouble(3, 0));
    }

    @Test
    void cornersWithDifferentAttributesStayApart() throws Exception {
        String normals = """
                \t\tLayerElementNormal: 0 {
                \t\t\tMappingInformationType: "ByPolygonVertex"
                \t\t\tReferenceInformationType: "Direct"
                \t\t\tNormals: *12 { a: 0,0,1, 0,0,1, 0,0,1, 0,1,0 }
                \t\t}
                """;
        Mesh m = read(quadModel(normals, "")).meshes().get(0);
        assertEquals(4, m.vertexCount(), "corner 0 is used twice by the fan with one normal: one vertex");
    }

    @Test
    void materialsSplitTheMesh() throws Exception {
        String text = file("""
                \tGeometry: 10, "Geometry::two", "Mesh" {
                \t\tVertices: *15 { a: 0,0,0, 1,0,0, 1,1,0, 0,1,0, 2,0,0 }
                \t\tPolygonVertexIndex: *7 { a: 0,1,2,-4, 1,4,-3 }
                \t\tLayerElementMaterial: 0 {
                \t\t\tMappingInformationType: "ByPolygon"
                \t\t\tReferenceInformationType: "IndexToDirect"
                \t\t\tMaterials: *2 { a: 1,0 }
                \t\t}
                \t}
                \tModel: 20, "Model::m", "Mesh" {
                \t}
                \tMaterial: 30, "Material::red", "" {
                \t}
                \tMaterial: 31, "Material::blue", "" {
                \t}
                """, "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n\tC: \"OO\",30,20\n\tC: \"OO\",31,20\n");
        Model model = read(text);
        assertEquals(2, model.meshes().size());
        assertEquals("two.0", model.meshes().get(0).name());
        assertEquals("red", model.meshes().get(0).material());
        assertEquals(1, model.meshes().get(0).triangleCount());
        assertEquals("blue", model.meshes().get(1).material());
        assertEquals(2, model.meshes().get(1).triangleCount());
    }

    /** The first vertex of a one-triangle mesh at {@code point} under a model with {@code properties}. */
    static float[] placed(double[] point, String properties) throws Exception {
        String text = file("\tGeometry: 10, \"Geometry::t\", \"Mesh\" {\n\t\tVertices: *9 { a: " + point[0] + ","
                + point[1] + "," + point[2] + ", 9,9,9, 9,8,9 }\n\t\tPolygonVertexIndex: *3 { a: 0,1,-3 }\n\t}\n"
                + "\tModel: 20, \"Model::m\", \"Mesh\" {\n\t\tProperties70:  {\n" + properties + "\t\t}\n\t}\n",
                "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n");
        float[] p = positions(read(text).meshes().get(0));
        return new float[] {p[0], p[1], p[2]};
    }

    static String p(String name, double x, double y, double z) {
        return "\t\t\tP: \"" + name + "\", \"Vector3D\", \"Vector\", \"\", " + x + "," + y + "," + z + "\n";
    }

    static String p(String name, int v) {
        return "\t\t\tP: \"" + name + "\", \"enum\", \"\", \"\", " + v + "\n";
    }

    static void near(float[] expected, float[] actual) {
        for (int i = 0; i < 3; i++) {
            assertEquals(expected[i], actual[i], 1e-6, "component " + i);
        }
    }

    @Test
    void theTransformChainAgainstHandWorkedPoints() throws Exception {
        // X by 90: y to z
        near(new float[] {0, 0, 1}, placed(new double[] {0, 1, 0}, p("Lcl Rotation", 90, 0, 0)));
        // XYZ: X first, then Y: (0,1,0) -> (0,0,1) -> (1,0,0)
        near(new float[] {1, 0, 0}, placed(new double[] {0, 1, 0}, p("Lcl Rotation", 90, 90, 0)));
        // YXZ, active: Y first (nothing), then X: (0,0,1)
        near(new float[] {0, 0, 1}, placed(new double[] {0, 1, 0}, p("Lcl Rotation", 90, 90, 0)
                + p("RotationOrder", 3) + p("RotationActive", 1)));
        // the order counts only when RotationActive is set
        near(new float[] {1, 0, 0}, placed(new double[] {0, 1, 0}, p("Lcl Rotation", 90, 90, 0)
                + p("RotationOrder", 3)));
        // about a pivot: (2,0,0) around (1,0,0) by Z 90 -> (1,1,0); the offset moves it on
        near(new float[] {1, 1, 0}, placed(new double[] {2, 0, 0}, p("Lcl Rotation", 0, 0, 90)
                + p("RotationPivot", 1, 0, 0)));
        near(new float[] {1, 1, 5}, placed(new double[] {2, 0, 0}, p("Lcl Rotation", 0, 0, 90)
                + p("RotationPivot", 1, 0, 0) + p("RotationOffset", 0, 0, 5)));
        // pre-rotation after the rotation: (0,0,1) -X90-> (0,-1,0) -Z90-> (1,0,0)
        near(new float[] {1, 0, 0}, placed(new double[] {0, 0, 1}, p("Lcl Rotation", 90, 0, 0)
                + p("PreRotation", 0, 0, 90) + p("RotationActive", 1)));
        // post-rotation inverted, before the rotation: (1,0,0) -Z-90-> (0,-1,0)
        near(new float[] {0, -1, 0}, placed(new double[] {1, 0, 0}, p("PostRotation", 0, 0, 90)
                + p("RotationActive", 1)));
        // scaling about a pivot, then its offset: (2,0,0) -> (1,0,0)*2 + (1,0,0) + (0,5,0)
        near(new float[] {3, 5, 0}, placed(new double[] {2, 0, 0}, p("Lcl Scaling", 2, 2, 2)
                + p("ScalingPivot", 1, 0, 0) + p("ScalingOffset", 0, 5, 0)));
        // all of it in the documented order: T Roff Rp Rpre R Rpost^-1 Rp^-1 Soff Sp S Sp^-1
        // (1,0,0) -S-> (2,0,0) -Rp^-1-> (1,0,0) -R-> (0,1,0) -Rp-> (1,1,0) -T-> (11,21,30)
        near(new float[] {11, 21, 30}, placed(new double[] {1, 0, 0}, p("Lcl Translation", 10, 20, 30)
                + p("Lcl Rotation", 0, 0, 90) + p("RotationPivot", 1, 0, 0) + p("Lcl Scaling", 2, 2, 2)));
        // geometric transforms move the geometry only
        near(new float[] {1, 2, 3}, placed(new double[] {0, 0, 0}, p("GeometricTranslation", 1, 2, 3)));
        near(new float[] {0, 0, 2}, placed(new double[] {0, 1, 0}, p("GeometricRotation", 90, 0, 0)
                + p("GeometricScaling", 2, 2, 2)));
    }

    @Test
    void aParentsTransformButNotItsGeometricOne() throws Exception {
        String text = file(TRIANGLE + """
                \tModel: 20, "Model::child", "Mesh" {
                \t}
                \tModel: 21, "Model::parent", "Null" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 10,0,0
                \t\t\tP: "GeometricTranslation", "Vector3D", "Vector", "", 0,0,7
                \t\t}
                \t}
                """, "\tC: \"OO\",10,20\n\tC: \"OO\",20,21\n\tC: \"OO\",21,0\n");
        near(new float[] {10, 0, 0}, positions(read(text).meshes().get(0)));
    }

    /** Two bones a (root, at 0) and b (at y 1), a triangle weighted to both, and a stack moving a along X. */
    static String skinned(String curveFlags, String extraWeights) {
        return "; FBX 7.4.0 project file\nGlobalSettings:  {\n\tProperties70:  {\n"
                + "\t\tP: \"TimeMode\", \"enum\", \"\", \"\", 6\n\t}\n}\n" + file((TRIANGLE + BODY_AND_SKIN + """
                \tModel: 21, "Model::a", "LimbNode" {
                \t}
                \tModel: 22, "Model::b", "LimbNode" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 0,1,0
                \t\t}
                \t}
                \tDeformer: 31, "SubDeformer::a", "Cluster" {
                \t\tIndexes: *3 { a: 0,1,2 }
                \t\tWeights: *3 { a: 1,0.5,0.25 }
                \t\tTransform: *16 { a: 1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1 }
                \t\tTransformLink: *16 { a: 1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1 }
                \t}
                \tDeformer: 32, "SubDeformer::b", "Cluster" {
                \t\tIndexes: *2 { a: 1,2 }
                \t\tWeights: *2 { a: 0.5,%s }
                \t\tTransform: *16 { a: 1,0,0,0, 0,1,0,0, 0,0,1,0, 0,-1,0,1 }
                \t\tTransformLink: *16 { a: 1,0,0,0, 0,1,0,0, 0,0,1,0, 0,1,0,1 }
                \t}
                \tAnimationStack: 40, "AnimStack::walk", "" {
                \t\tProperties70:  {
                \t\t\tP: "LocalStart", "KTime", "Time", "", 0
                \t\t\tP: "LocalStop", "KTime", "Time", "", 46186158000
                \t\t}
                \t}
                """ + LAYER + """
                \tAnimationCurveNode: 42, "AnimCurveNode::T", "" {
                \t}
                \tAnimationCurve: 43, "AnimCurve::", "" {
                \t\tKeyTime: *2 { a: 0,46186158000 }
                \t\tKeyValueFloat: *2 { a: 0,30 }
                %s\t}
                """).formatted(extraWeights, curveFlags), """
                \tC: "OO",10,20
                \tC: "OO",20,0
                \tC: "OO",21,0
                \tC: "OO",22,21
                \tC: "OO",30,10
                \tC: "OO",31,30
                \tC: "OO",32,30
                \tC: "OO",21,31
                \tC: "OO",22,32
                \tC: "OO",41,40
                \tC: "OO",42,41
                \tC: "OP",42,21, "Lcl Translation"
                \tC: "OP",43,42, "d|X"
                """).substring("; FBX 7.4.0 project file\n".length());
    }

    static String flags(int flags) {
        return "\t\tKeyAttrFlags: *1 { a: " + flags + " }\n\t\tKeyAttrDataFloat: *4 { a: 0,0,0,0 }\n"
                + "\t\tKeyAttrRefCount: *1 { a: 2 }\n";
    }

    /** A bone "a" with a triangle weighted to it, a rotation curve on {@code animated}, below {@code models}. */
    static String boneScene(String models, long animated, String connections) {
        return file(TRIANGLE + BODY_AND_SKIN + """
                \tDeformer: 31, "SubDeformer::a", "Cluster" {
                \t\tIndexes: *3 { a: 0,1,2 }
                \t\tWeights: *3 { a: 1,1,1 }
                \t}
                \tAnimationStack: 40, "AnimStack::turn", "" {
                \t}
                """ + LAYER + """
                \tAnimationCurveNode: 42, "AnimCurveNode::R", "" {
                \t}
                \tAnimationCurve: 43, "AnimCurve::", "" {
                \t\tKeyTime: *2 { a: 0,46186158000 }
                \t\tKeyValueFloat: *2 { a: 0,90 }
                \t}
                """ + models, """
                \tC: "OO",10,20
                \tC: "OO",20,0
                \tC: "OO",30,10
                \tC: "OO",31,30
                \tC: "OO",41,40
                \tC: "OO",42,41
                \tC: "OP",43,42, "d|Z"
                """ + "\tC: \"OP\",42," + animated + ", \"Lcl Rotation\"\n" + connections);
    }

    @Test
    void assimpHelperNodesFoldIntoTheirBone() throws Exception {
        // assimp's importer splits a's transform into helper nodes; its own chain is the one a Model with
        // a translation, a pre-rotation and a rotation makes
        Model helpers = read(boneScene("""
                \tModel: 50, "Model::a_$AssimpFbx$_Translation", "Null" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 1,2,3
                \t\t}
                \t}
                \tModel: 51, "Model::a_$AssimpFbx$_PreRotation", "Null" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Rotation", "Lcl Rotation", "", "A", 0,0,30
                \t\t}
                \t}
                \tModel: 52, "Model::a_$AssimpFbx$_Rotation", "Null" {
                \t}
                \tModel: 21, "Model::a", "LimbNode" {
                \t}
                """, 52, "\tC: \"OO\",50,0\n\tC: \"OO\",51,50\n\tC: \"OO\",52,51\n\tC: \"OO\",21,52\n"
                + "\tC: \"OO\",21,31\n"));
        Model collapsed = read(boneScene("""
                \tModel: 21, "Model::a", "LimbNode" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 1,2,3
                \t\t\tP: "PreRotation", "Vector3D", "Vector", "", 0,0,30
                \t\t\tP: "RotationActive", "bool", "", "", 1
                \t\t}
                \t}
                """, 21, "\tC: \"OO\",21,0\n\tC: \"OO\",21,31\n"));
        assertEquals(1, helpers.joints().size());
        assertEquals("a", helpers.joints().get(0).name());
        assertTrue(helpers.joints().get(0).basePose().samePose(collapsed.joints().get(0).basePose(), 1e-6));
        Animation h = helpers.animations().get(0);
        Animation c = collapsed.animations().get(0);
        assertEquals(c.frameCount(), h.frameCount());
        for (int f = 0; f < c.frameCount(); f++) {
            assertTrue(h.pose(f, 0).samePose(c.pose(f, 0), 1e-6), "frame " + f);
        }
        // a turns 90 about Z after its 30-degree pre-rotation, at (1,2,3)
        io.meshport.model.Transform last = c.pose(c.frameCount() - 1, 0);
        assertEquals(Math.sin(Math.toRadians(60)), Math.abs(last.qz()), 1e-6);
        assertEquals(3f, last.tz(), 1e-6);
    }

    @Test
    void aMeshBelowABoneWithoutASkinIsBoundToItWithAllItsWeight() throws Exception {
        // bone parenting: the triangle hangs (1, 0, 0) from a bone standing at (0, 1, 0)
        Model model = read(file(TRIANGLE + """
                \tModel: 21, "Model::bone", "LimbNode" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 0,1,0
                \t\t}
                \t}
                \tModel: 20, "Model::prop", "Mesh" {
                \t\tProperties70:  {
                \t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 1,0,0
                \t\t}
                \t}
                """, "\tC: \"OO\",21,0\n\tC: \"OO\",20,21\n\tC: \"OO\",10,20\n"));
        assertEquals(java.util.List.of("bone"), model.joints().stream().map(io.meshport.model.Joint::name).toList());
        Mesh prop = model.meshes().get(0);
        VertexArray indexes = prop.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray weights = prop.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        VertexArray positions = prop.array(AttributeKind.POSITION).orElseThrow();
        for (int v = 0; v < prop.vertexCount(); v++) {
            assertEquals(0, indexes.getLong(v, 0));
            assertEquals(1.0, weights.getNormalized(v, 0), 1e-9);
            assertEquals(0.0, weights.getNormalized(v, 1), 1e-9);
        }
        assertEquals(java.util.List.of(1f, 1f, 0f), java.util.List.of(positions.getFloat(0, 0), positions.getFloat(0, 1),
                positions.getFloat(0, 2)), "where it hangs at the bind pose");
    }

    @Test
    void skinWeightsAreNormalisedPerControlPoint() throws Exception {
        Model model = read(skinned("", "0.75"));
        assertEquals(2, model.joints().size());
        assertEquals("b", model.joints().get(1).name());
        assertEquals(0, model.joints().get(1).parent());
        assertEquals(1f, model.joints().get(1).basePose().ty(), 1e-6);
        Mesh m = model.meshes().get(0);
        VertexArray weights = m.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        VertexArray joints = m.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        // control point 2: a 0.25, b 0.75
        int v = 2;
        double wa = 0;
        double wb = 0;
        for (int k = 0; k < 4; k++) {
            double w = weights.getDouble(v, k);
            if (joints.getLong(v, k) == 0) {
                wa += w;
            } else {
                wb += w;
            }
        }
        assertEquals(0.25, wa, 1e-7);
        assertEquals(0.75, wb, 1e-7);
    }

    @Test
    void linearConstantAndConstantNextCurves() throws Exception {
        Animation linear = read(skinned("", "0.75")).animations().get(0);
        assertEquals("walk", linear.name());
        assertEquals(30f, linear.framerate());
        assertEquals(31, linear.frameCount());
        assertEquals(15f, linear.pose(15, 0).tx(), 1e-4);
        assertEquals(1f, linear.pose(15, 1).ty(), 1e-6, "b keeps its place below a");
        Animation linearFlagged = read(skinned(flags(0x4), "0.75")).animations().get(0);
        assertEquals(15f, linearFlagged.pose(15, 0).tx(), 1e-4);
        Animation constant = read(skinned(flags(0x2), "0.75")).animations().get(0);
        assertEquals(0f, constant.pose(15, 0).tx());
        assertEquals(30f, constant.pose(30, 0).tx());
        Animation next = read(skinned(flags(0x102), "0.75")).animations().get(0);
        assertEquals(30f, next.pose(15, 0).tx());
    }

    @Test
    void cubicCurvesAreHermiteSegments() throws Exception {
        // slopes 0 at both ends: smoothstep, 15 at the middle, less at a quarter
        Animation cubic = read(skinned("\t\tKeyAttrFlags: *1 { a: 8 }\n\t\tKeyAttrDataFloat: *4 { a: 0,0,0,0 }\n"
                + "\t\tKeyAttrRefCount: *1 { a: 2 }\n", "0.75")).animations().get(0);
        assertEquals(15f, cubic.pose(15, 0).tx(), 1e-4);
        double s = 7.5 / 30;
        assertEquals(30 * (3 * s * s - 2 * s * s * s), cubic.pose(7, 0).tx() + 0.0, 2);
    }

    /** Weighted tangents: a Bézier segment in time and value; at the default weight the Hermite one. */
    @Test
    void weightedCubicCurvesAreBezierSegmentsInTimeAndValue() throws Exception {
        Animation hermite = read(skinned(weighted(8, 0), "0.75")).animations().get(0);
        // both tangents weighted 3333/9999, as the FBX SDK writes its default (the word 0x0D050D05)
        Animation third = read(skinned(weighted(0x3000008, 218434821), "0.75")).animations().get(0);
        // the same word as the float of its bits, as a binary file holds it
        Animation thirdAsFloat = read(skinned(weighted(0x3000008, Float.intBitsToFloat(218434821)), "0.75"))
                .animations().get(0);
        // weights 4999/9999: the segment lingers at both ends, at 7/30 of the way 2.7225 (worked out
        // apart by bisection on the Bézier's time), where the Hermite segment has 4.1378
        Animation half = read(skinned(weighted(0x3000008, (4999 << 16) | 4999), "0.75")).animations().get(0);
        for (int f = 0; f <= 30; f++) {
            assertEquals(hermite.pose(f, 0).tx(), third.pose(f, 0).tx(), 2e-3, "frame " + f);
            assertEquals(third.pose(f, 0).tx(), thirdAsFloat.pose(f, 0).tx(), 1e-6, "frame " + f);
        }
        assertEquals(4.1378, hermite.pose(7, 0).tx(), 1e-4);
        assertEquals(2.7225, half.pose(7, 0).tx(), 1e-4);
        assertEquals(15, half.pose(15, 0).tx(), 1e-4);
        // only the right tangent weighted (the low 16 bits): the next key's left handle keeps 1/3;
        // 2.4086 worked out apart as above
        Animation right = read(skinned(weighted(0x1000008, 4999), "0.75")).animations().get(0);
        assertEquals(2.4086, right.pose(7, 0).tx(), 1e-4);
    }

    /** Layers after the first blend over it as FBX defines them: additive by weight, or override. */
    @Test
    void animationLayersBlendOverTheFirst() throws Exception {
        Animation base = read(skinned("", "0.75")).animations().get(0);
        // an additive layer at 50% moving a along X by a constant 10 and along Y by 0 to 4
        Animation additive = read(layered("""
                \t\t\tP: "Weight", "Number", "", "A", 50
                """, 10)).animations().get(0);
        Animation override = read(layered("""
                \t\t\tP: "Weight", "Number", "", "A", 25
                \t\t\tP: "BlendMode", "enum", "", "", 1
                """, 10)).animations().get(0);
        Animation muted = read(layered("""
                \t\t\tP: "Mute", "bool", "", "", 1
                """, 10)).animations().get(0);
        for (int f = 0; f <= 30; f++) {
            double x = base.pose(f, 0).tx();
            double y = 4.0 * f / 30;
            assertEquals(x + 0.5 * 10, additive.pose(f, 0).tx(), 1e-4, "frame " + f);
            assertEquals(0.5 * y, additive.pose(f, 0).ty(), 1e-4, "frame " + f);
            assertEquals(x + (10 - x) * 0.25, override.pose(f, 0).tx(), 1e-4, "frame " + f);
            assertEquals(0.25 * y, override.pose(f, 0).ty(), 1e-4, "frame " + f);
            assertEquals(x, muted.pose(f, 0).tx(), 1e-6, "frame " + f);
        }
        Diagnostics d = new Diagnostics();
        Fbx.reader().withFileUnits().withDiagnostics(d).read(layered("", 10).getBytes(StandardCharsets.UTF_8), "t.fbx");
        assertTrue(d.all().stream().anyMatch(m -> m.message().contains("1 animation layers blended over the first"
                + " into its frames (\"more\" additive 100%)")), d.all().toString());
    }

    /** {@link #skinned} with a second layer (44) whose curve node (45) moves a: X by {@code x}, Y 0 to 4. */
    private static String layered(String layerProperties, double x) {
        String text = skinned("", "0.75");
        String objects = """
                \tAnimationLayer: 44, "AnimLayer::more", "" {
                \t\tProperties70:  {
                %s\t\t}
                \t}
                \tAnimationCurveNode: 45, "AnimCurveNode::T", "" {
                \t\tProperties70:  {
                \t\t\tP: "d|X", "Number", "", "A", %s
                \t\t}
                \t}
                \tAnimationCurve: 46, "AnimCurve::", "" {
                \t\tKeyTime: *2 { a: 0,46186158000 }
                \t\tKeyValueFloat: *2 { a: 0,4 }
                \t}
                """.formatted(layerProperties, x);
        String links = "\tC: \"OO\",44,40\n\tC: \"OO\",45,44\n\tC: \"OP\",45,21, \"Lcl Translation\"\n"
                + "\tC: \"OP\",46,45, \"d|Y\"\n";
        int objectsEnd = text.indexOf("}\nConnections:");
        text = text.substring(0, objectsEnd) + objects + text.substring(objectsEnd);
        return text.substring(0, text.lastIndexOf('}')) + links + "}\n";
    }

    private static String weighted(int flags, double weights) {
        String word = weights == Math.rint(weights) ? String.valueOf((long) weights) : String.valueOf(weights);
        return "\t\tKeyAttrFlags: *1 { a: " + flags + " }\n\t\tKeyAttrDataFloat: *4 { a: 0,0," + word + ",0 }\n"
                + "\t\tKeyAttrRefCount: *1 { a: 2 }\n";
    }

    @Test
    void blendShapesAreReportedNotKept() throws Exception {
        String text = file(TRIANGLE + """
                \tModel: 20, "Model::m", "Mesh" {
                \t}
                \tDeformer: 60, "Deformer::faces", "BlendShape" {
                \t}
                \tDeformer: 61, "SubDeformer::smile", "BlendShapeChannel" {
                \t}
                \tGeometry: 62, "Geometry::smile", "Shape" {
                \t\tIndexes: *1 { a: 0 }
                \t\tVertices: *3 { a: 0,0,1 }
                \t}
                """, "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n\tC: \"OO\",60,10\n\tC: \"OO\",61,60\n"
                + "\tC: \"OO\",62,61\n");
        Diagnostics d = new Diagnostics();
        Model m = Fbx.reader().withFileUnits().withDiagnostics(d).read(text.getBytes(StandardCharsets.UTF_8), "t.fbx");
        assertEquals(1, m.meshes().size());
        assertTrue(d.all().stream().anyMatch(x -> x.message().contains("Deformer \"faces\" (BlendShape) with 1 channel"
                + " (morph targets) is not kept")), d.all().toString());
    }

    @Test
    void missingOptionalPartsReadAsNothing() throws Exception {
        // no GlobalSettings, no Definitions, no layers, no materials, no Properties70
        Model m = read(quadModel("", ""));
        assertTrue(m.joints().isEmpty());
        assertTrue(m.animations().isEmpty());
        assertTrue(m.meshes().get(0).array(AttributeKind.NORMAL).isEmpty());
        assertEquals("", m.meshes().get(0).material());
        // a file of no objects at all is an empty model
        assertTrue(read(file("", "")).meshes().isEmpty());
    }

    @Test
    void definitionsTemplatesGiveDefaults() throws Exception {
        String text = """
                ; FBX 7.4.0 project file
                Definitions:  {
                \tObjectType: "Model" {
                \t\tPropertyTemplate: "FbxNode" {
                \t\t\tProperties70:  {
                \t\t\t\tP: "Lcl Translation", "Lcl Translation", "", "A", 5,0,0
                \t\t\t}
                \t\t}
                \t}
                }
                """ + quadModel("", "").substring("; FBX 7.4.0 project file\n".length());
        assertEquals(5f, positions(read(text).meshes().get(0))[0]);
    }

    @Test
    void errorsAtTheirRecord() {
        assertMessage("t.fbx:5:3: Objects/Geometry/PolygonVertexIndex: corner 2 is control point 7, out of range"
                + " (4 control points)", quadModel("", "").replace("0,1,2,-4", "0,1,7,-4"));
        assertMessage("t.fbx:5:3: Objects/Geometry/PolygonVertexIndex: the last polygon is not closed",
                quadModel("", "").replace("0,1,2,-4", "0,1,2,3"));
        assertMessage("t.fbx:3:2: Objects/Geometry: has no Vertices", quadModel("", "")
                .replace("\t\tVertices: *12 { a: 0,0,0, 1,0,0, 1,1,0, 0,1,0 }\n", ""));
        assertMessage("Objects/Geometry/LayerElementNormal/Normals: 1 elements for 4 polygon corners",
                quadModel("\t\tLayerElementNormal: 0 {\n\t\t\tMappingInformationType: \"ByPolygonVertex\"\n"
                        + "\t\t\tNormals: *3 { a: 0,0,1 }\n\t\t}\n", ""));
        assertMessage("\"ByEdge\" is not a mapping read here", quadModel("\t\tLayerElementNormal: 0 {\n"
                + "\t\t\tMappingInformationType: \"ByEdge\"\n\t\t\tNormals: *3 { a: 0,0,1 }\n\t\t}\n", ""));
        assertMessage("UVIndex: index 1 is 5, out of range (1 elements)", quadModel("\t\tLayerElementUV: 0 {\n"
                + "\t\t\tMappingInformationType: \"ByPolygonVertex\"\n\t\t\tReferenceInformationType: \"IndexToDirect\"\n"
                + "\t\t\tUV: *2 { a: 0,0 }\n\t\t\tUVIndex: *4 { a: 0,5,0,0 }\n\t\t}\n", ""));
        assertMessage("Objects/Geometry/Vertices: value 1 is NaN, not a finite number",
                quadModel("", "").replace("a: 0,0,0, 1,0,0", "a: 0,nan,0, 1,0,0"));
        assertMessage("Connections/C: parent 99 is no object", quadModel("", "").replace("C: \"OO\",10,20",
                "C: \"OO\",10,99"));
        assertMessage("Objects/Model/Properties70/P: property \"Lcl Rotation\": Infinity is not finite",
                quadModel("", p("Lcl Rotation", Double.POSITIVE_INFINITY, 0, 0).replace("Infinity", "inf")));
        assertMessage("Model \"a\" (Null): its chain of parent Models loops", file("""
                \tModel: 1, "Model::a", "Null" {
                \t}
                \tModel: 2, "Model::b", "Null" {
                \t}
                """, "\tC: \"OO\",1,2\n\tC: \"OO\",2,1\n"));
        assertMessage("Objects/Deformer/Indexes: index 1 is 3, out of range (the geometry has 3 control points)",
                skinned("", "0.75").replace("Indexes: *3 { a: 0,1,2 }", "Indexes: *3 { a: 0,3,2 }"));
        assertMessage("Objects/Deformer/Weights: 1 weights for 2 indexes", skinned("", "0.75")
                .replace("Weights: *2 { a: 0.5,0.75 }", "Weights: *1 { a: 0.5 }"));
        assertMessage("KeyTime: key 1 at 0 does not come after key 0 at 46186158000", skinned("", "0.75")
                .replace("KeyTime: *2 { a: 0,46186158000 }", "KeyTime: *2 { a: 46186158000,0 }"));
        assertMessage("KeyAttrRefCount: the attributes are for 1 keys, the curve has 2", skinned(flags(4), "0.75")
                .replace("KeyAttrRefCount: *1 { a: 2 }", "KeyAttrRefCount: *1 { a: 1 }"));
        assertMessage("LocalStop\": ", skinned("", "0.75").replace("\"LocalStop\", \"KTime\", \"Time\", \"\", 46186158000",
                "\"LocalStop\", \"KTime\", \"Time\", \"\", \"later\""));
        assertMessage("Model \"m\" (Mesh): is connected below itself", quadModel("", "")
                .replace("C: \"OO\",20,0", "C: \"OO\",20,20"));
    }

    @Test
    void aStackTooLongForItsFileIsRefused() {
        // ten million frames of two joints: within what a model holds, past what a file of 2 KB may take
        ModelFormatException e = error(skinned("", "0.75").replace("\"LocalStop\", \"KTime\", \"Time\", \"\", 46186158000",
                "\"LocalStop\", \"KTime\", \"Time\", \"\", 15395386000000000"));
        assertTrue(e.getMessage().contains("AnimationStack \"walk\": 10000001 frames of 2 joints would take 800000080 bytes,"
                + " more than this file's model may take"), e.getMessage());
        e = error(skinned("", "0.75").replace("\"LocalStop\", \"KTime\", \"Time\", \"\", 46186158000",
                "\"LocalStop\", \"KTime\", \"Time\", \"\", 4618615800000000000"));
        assertTrue(e.getMessage().contains("make more frames of 2 joints than a model holds"), e.getMessage());
    }

    @Test
    void aGeometryShownTooOftenForItsFileIsRefused() {
        // one polygon of 30000 corners (about 1 MB of text) shown by 300 Models: 300 meshes of 90000 corners
        StringBuilder models = new StringBuilder();
        StringBuilder connections = new StringBuilder();
        for (int k = 0; k < 300; k++) {
            models.append("\tModel: ").append(100 + k).append(", \"Model::m").append(k).append("\", \"Mesh\" {\n\t}\n");
            connections.append("\tC: \"OO\",10,").append(100 + k).append("\n\tC: \"OO\",").append(100 + k).append(",0\n");
        }
        String one = FbxSceneLinearityTest.polygon(30_000);
        String text = one.replace("Connections:  {\n", "Connections:  {\n" + connections)
                .replace("\tModel: 20,", models + "\tModel: 20,");
        ModelFormatException e = error(text);
        assertTrue(e.getMessage().contains("Geometry \"disc\" (Mesh): its mesh below Model \"m"), e.getMessage());
        assertTrue(e.getMessage().contains("more than this file's model may take"), e.getMessage());
    }

    private static void assertMessage(String expected, String text) {
        ModelFormatException e = error(text);
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
