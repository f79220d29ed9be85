package io.meshport.fbx.internal.compile;

import io.meshport.fbx.Fbx;
import io.meshport.harness.Linearity;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The bounded-reader law for the scene (DESIGN §5): reading is linear in the file on the shapes that
 * could make it otherwise: one polygon of very many corners (its fan, its welding), very many
 * clusters on one control point (the four-slot influences), a curve of very many keys (sampling).
 * The inputs are generated, the same every run; the law compares sizes and counts, not a clock.
 */
class FbxSceneLinearityTest {
    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.UTF_8);
        }
        Linearity.check("FBX scene read of " + what, scale -> Fbx.reader().read(inputs[scale], "linear.fbx"));
    }

    /** One polygon of {@code n} corners on a circle, with a normal and a UV per corner. */
    static String polygon(int n) {
        StringBuilder v = new StringBuilder();
        StringBuilder index = new StringBuilder();
        StringBuilder uv = new StringBuilder();
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            v.append(k == 0 ? "" : ",").append((float) Math.cos(a)).append(',').append((float) Math.sin(a)).append(",0");
            index.append(k == 0 ? "" : ",").append(k == n - 1 ? -1 - k : k);
            uv.append(k == 0 ? "" : ",").append((float) Math.cos(a)).append(',').append((float) Math.sin(a));
        }
        return FbxSceneTest.file("\tGeometry: 10, \"Geometry::disc\", \"Mesh\" {\n\t\tVertices: *" + 3 * n + " { a: " + v
                + " }\n\t\tPolygonVertexIndex: *" + n + " { a: " + index + " }\n\t\tLayerElementUV: 0 {\n"
                + "\t\t\tMappingInformationType: \"ByVertice\"\n\t\t\tUV: *" + 2 * n + " { a: " + uv + " }\n\t\t}\n\t}\n"
                + "\tModel: 20, \"Model::m\", \"Mesh\" {\n\t}\n", "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n");
    }

    /** A triangle skinned by {@code n} clusters, each of its own bone, all on control point 0. */
    static String clusters(int n) {
        StringBuilder objects = new StringBuilder("\tGeometry: 10, \"Geometry::t\", \"Mesh\" {\n\t\tVertices: *9 { a: "
                + "0,0,0, 1,0,0, 0,1,0 }\n\t\tPolygonVertexIndex: *3 { a: 0,1,-3 }\n\t}\n\tModel: 20, \"Model::m\", \"Mesh\" {\n"
                + "\t}\n\tDeformer: 30, \"Deformer::skin\", \"Skin\" {\n\t}\n");
        StringBuilder connections = new StringBuilder("\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n\tC: \"OO\",30,10\n");
        for (int k = 0; k < n; k++) {
            long cluster = 1000 + 2L * k;
            long bone = cluster + 1;
            objects.append("\tDeformer: ").append(cluster).append(", \"SubDeformer::c\", \"Cluster\" {\n\t\tIndexes: *1 { a: 0 }\n")
                    .append("\t\tWeights: *1 { a: ").append(1 + k % 7).append(" }\n\t}\n\tModel: ").append(bone)
                    .append(", \"Model::b").append(k).append("\", \"LimbNode\" {\n\t}\n");
            connections.append("\tC: \"OO\",").append(cluster).append(",30\n\tC: \"OO\",").append(bone).append(',')
                    .append(cluster).append("\n\tC: \"OO\",").append(bone).append(",0\n");
        }
        return FbxSceneTest.file(objects.toString(), connections.toString());
    }

    /** A bone whose X translation has a curve of {@code n} keys, a frame apart (30 per second). */
    static String keys(int n) {
        long tick = 46186158000L / 30;
        StringBuilder times = new StringBuilder();
        StringBuilder values = new StringBuilder();
        for (int k = 0; k < n; k++) {
            times.append(k == 0 ? "" : ",").append(k * tick);
            values.append(k == 0 ? "" : ",").append(k % 13);
        }
        return "GlobalSettings:  {\n\tProperties70:  {\n\t\tP: \"TimeMode\", \"enum\", \"\", \"\", 6\n\t}\n}\n"
                + FbxSceneTest.file("\tModel: 21, \"Model::a\", \"LimbNode\" {\n\t}\n\tAnimationStack: 40, \"AnimStack::s\", \"\" {\n"
                + "\t}\n\tAnimationLayer: 41, \"AnimLayer::l\", \"\" {\n\t}\n\tAnimationCurveNode: 42, \"AnimCurveNode::T\", \"\" {\n"
                + "\t}\n\tAnimationCurve: 43, \"AnimCurve::\", \"\" {\n\t\tKeyTime: *" + n + " { a: " + times + " }\n"
                + "\t\tKeyValueFloat: *" + n + " { a: " + values + " }\n\t}\n", "\tC: \"OO\",21,0\n\tC: \"OO\",41,40\n"
                + "\tC: \"OO\",42,41\n\tC: \"OP\",42,21, \"Lcl Translation\"\n\tC: \"OP\",43,42, \"d|X\"\n");
    }

    @Test
    void onePolygonOfManyCorners() throws Exception {
        check("one polygon of 40000 corners and more", scale -> polygon(40_000 * scale));
    }

    @Test
    void manyClustersOnOneControlPoint() throws Exception {
        check("4000 clusters and more on one control point", scale -> clusters(4_000 * scale));
    }

    @Test
    void aCurveOfManyKeys() throws Exception {
        check("a curve of 40000 keys and more", scale -> keys(40_000 * scale));
    }
}
