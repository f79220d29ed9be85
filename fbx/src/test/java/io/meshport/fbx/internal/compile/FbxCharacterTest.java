package io.meshport.fbx.internal.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.Fbx;
import io.meshport.fbx.internal.read.FbxTreeReader;
import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.gltf.Gltf;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.math.Quaternion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The repository's example character, {@code examples/character.glb}, read from glTF and from three
 * FBX exports of it (assimp's binary and ASCII, Blender's binary; src/test/resources/README.md):
 * the same triangles (corners as position, normal, texture coordinates and weights per joint name,
 * any order), the same skeleton (names, parents, bind pose in world space) and the same animation
 * (every joint's world pose in every frame).
 *
 * <p>What the exporters change, and what the comparison undoes for them (docs/fbx.md): the unit
 * (the reader gives metres: Blender's export is in centimetres, UnitScaleFactor 1, with its armature
 * and mesh objects scaled by 100 over the glTF's numbers, and reads as the glTF; assimp's declares
 * centimetres too, UnitScaleFactor 1, over the glTF's numbers unchanged, and reads at a hundredth, as
 * Blender reads it); Blender's
 * armature object (a root {@code Null}, folded into the root joint) and its leaf bone
 * {@code head_end} (a joint more, with no weight). assimp 5.2's key times (a thousand times too
 * long: it takes glTF's seconds for milliseconds) are the reader's to undo, and it does; a copy with
 * the times divided in the tree is read as written, over the stack's span from 0 (a frame more
 * before the first key).
 */
class FbxCharacterTest {
    private static final double POSITION = 1e-5;
    private static final double FRAME = 1e-4;

    @Test
    void assimpBinaryIsTheGltfCharacter() throws Exception {
        compare(Fbx.reader().read(fixture("character-binary.fbx"), "character-binary.fbx"), 0.01, 0, POSITION);
    }

    @Test
    void assimpAsciiIsTheGltfCharacter() throws Exception {
        compare(Fbx.reader().read(fixture("character-ascii.fbx"), "character-ascii.fbx"), 0.01, 0, POSITION);
    }

    @Test
    void assimpTimesAlreadyRightAreReadAsWritten() throws Exception {
        // the key times divided in the tree: within the stack, read as written over its span from 0
        compare(assimpFixed("character-ascii.fbx"), 0.01, 1, POSITION);
    }

    @Test
    void blenderBinaryIsTheGltfCharacter() throws Exception {
        Model fbx = Fbx.reader().read(fixture("character-blender.fbx"), "character-blender.fbx");
        assertEquals(List.of("hips", "spine", "head", "head_end"), fbx.joints().stream().map(Joint::name).toList());
        // Blender writes the flat caps' normals as it computes them, up to 4.8e-5 from the glTF's
        compare(fbx, 1, 0, 1e-4);
    }

    @Test
    void assimpTimesAreReadAtAThousandth() throws Exception {
        // as written, the keys lie from 41.7 s on and the stack spans 0 to 1 s; read at a thousandth,
        // over the keys' span: 24 frames from the first key, and a warning saying so
        Diagnostics warnings = new Diagnostics();
        Model fbx = Fbx.reader().withDiagnostics(warnings).read(fixture("character-binary.fbx"), "character-binary.fbx");
        Animation a = fbx.animations().get(0);
        assertEquals(24, a.frameCount());
        assertNotEquals(a.pose(0, 1), a.pose(12, 1));
        assertTrue(warnings.all().stream().anyMatch(d -> d.message().contains("as assimp 5 writes them")),
                warnings.all().toString());
    }

    private static Model assimpFixed(String name) throws IOException {
        byte[] bytes = fixture(name);
        FbxTree tree = new FbxTreeReader().read(bytes, name);
        FbxTree fixed = new FbxTree(tree.source(), tree.encoding(), tree.version(), keyTimesOver1000(tree.nodes()));
        Model model = FbxCompiler.compile(fixed, bytes.length, new Diagnostics());
        assertEquals(new Conventions(Axis.Y_UP, Handedness.RIGHT, io.meshport.model.Winding.COUNTER_CLOCKWISE),
                model.conventions());
        return model;
    }

    private static List<FbxNode> keyTimesOver1000(List<FbxNode> nodes) {
        List<FbxNode> out = new ArrayList<>();
        for (FbxNode n : nodes) {
            List<FbxProperty> props = n.properties();
            if (n.name().equals("KeyTime")) {
                long[] t = props.get(0) instanceof FbxProperty.LongArray l ? l.values().clone()
                        : java.util.Arrays.stream(props.get(0).asDoubles()).mapToLong(d -> (long) d).toArray();
                for (int i = 0; i < t.length; i++) {
                    t[i] = Math.round(t[i] / 1000.0);
                }
                props = List.of(new FbxProperty.LongArray(t));
            }
            out.add(new FbxNode(n.name(), props, keyTimesOver1000(n.children()), n.position()));
        }
        return out;
    }

    /**
     * Compares {@code fbx} with the glTF read: positions and joint translations divided by
     * {@code unit}, frames shifted by {@code frameShift} (the FBX frame of glTF frame 0).
     */
    private static void compare(Model fbx, double unit, int frameShift, double normalTolerance) throws IOException {
        Model gltf = Gltf.reader().read(Path.of("..", "examples", "character.glb").toAbsolutePath().normalize());
        // triangles
        List<double[]> expected = triangles(gltf, 1);
        List<double[]> actual = triangles(fbx, unit);
        assertEquals(expected.size(), actual.size(), "triangles");
        Map<String, List<double[]>> byCentroid = new HashMap<>();
        for (double[] t : actual) {
            byCentroid.computeIfAbsent(key(t), k -> new ArrayList<>()).add(t);
        }
        double worst = 0;
        double worstNormal = 0;
        for (double[] t : expected) {
            double best = Double.MAX_VALUE;
            double[] match = null;
            for (double[] c : byCentroid.getOrDefault(key(t), List.of())) {
                double d = distance(t, c, false);
                if (d < best) {
                    best = d;
                    match = c;
                }
            }
            worst = Math.max(worst, best);
            worstNormal = Math.max(worstNormal, match == null ? Double.MAX_VALUE : distance(t, match, true));
        }
        System.out.printf("%d triangles: largest difference of positions, texture coordinates and weights %.3g,"
                + " of normals %.3g%n", expected.size(), worst, worstNormal);
        assertTrue(worst <= POSITION, "corners differ by " + worst);
        assertTrue(worstNormal <= normalTolerance, "normals differ by " + worstNormal);
        // skeleton: names, parents, bind pose in world space
        Map<String, Integer> fbxJoint = new HashMap<>();
        for (int j = 0; j < fbx.joints().size(); j++) {
            fbxJoint.put(fbx.joints().get(j).name(), j);
        }
        double[][] gw = worlds(gltf.joints(), j -> gltf.joints().get(j).basePose());
        double[][] fw = worlds(fbx.joints(), j -> fbx.joints().get(j).basePose());
        double bindWorst = 0;
        for (int j = 0; j < gltf.joints().size(); j++) {
            Joint g = gltf.joints().get(j);
            int f = fbxJoint.get(g.name());
            Joint p = g.parent() < 0 ? null : gltf.joints().get(g.parent());
            Joint fp = fbx.joints().get(f).parent() < 0 ? null : fbx.joints().get(fbx.joints().get(f).parent());
            assertEquals(p == null ? null : p.name(), fp == null ? null : fp.name(), "parent of " + g.name());
            bindWorst = Math.max(bindWorst, matrixDistance(gw[j], fw[f], unit));
        }
        System.out.printf("bind pose: largest difference %.3g%n", bindWorst);
        assertTrue(bindWorst <= POSITION, "bind poses differ by " + bindWorst);
        // animation: world poses of every joint in every frame
        Animation ga = gltf.animations().get(0);
        Animation fa = fbx.animations().get(0);
        assertEquals(ga.framerate(), fa.framerate());
        assertEquals(ga.frameCount() + frameShift, fa.frameCount());
        double frameWorst = 0;
        for (int frame = 0; frame < ga.frameCount(); frame++) {
            int ff = frame + frameShift;
            int gf = frame;
            double[][] gWorld = worlds(gltf.joints(), j -> ga.pose(gf, j));
            double[][] fWorld = worlds(fbx.joints(), j -> fa.pose(ff, j));
            for (int j = 0; j < gltf.joints().size(); j++) {
                frameWorst = Math.max(frameWorst, matrixDistance(gWorld[j],
                        fWorld[fbxJoint.get(gltf.joints().get(j).name())], unit));
            }
        }
        System.out.printf("%d frames: largest difference %.3g%n", ga.frameCount(), frameWorst);
        assertTrue(frameWorst <= FRAME, "frames differ by " + frameWorst);
    }

    /** Per triangle: three corners of position (3), normal (3), texcoord (2), weights of hips, spine, head (3). */
    private static List<double[]> triangles(Model model, double unit) {
        List<double[]> out = new ArrayList<>();
        List<String> names = List.of("hips", "spine", "head");
        for (Mesh m : model.meshes()) {
            VertexArray pos = m.array(AttributeKind.POSITION).orElseThrow();
            VertexArray nor = m.array(AttributeKind.NORMAL).orElseThrow();
            VertexArray uv = m.array(AttributeKind.TEXCOORD).orElseThrow();
            VertexArray bi = m.array(AttributeKind.BLEND_INDEXES).orElseThrow();
            VertexArray bw = m.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
            for (int t = 0; t < m.triangleCount(); t++) {
                double[] tri = new double[33];
                for (int c = 0; c < 3; c++) {
                    int v = m.corner(t, c);
                    int at = c * 11;
                    for (int k = 0; k < 3; k++) {
                        tri[at + k] = pos.getDouble(v, k) / unit;
                        tri[at + 3 + k] = nor.getDouble(v, k);
                    }
                    tri[at + 6] = uv.getDouble(v, 0);
                    tri[at + 7] = uv.getDouble(v, 1);
                    for (int k = 0; k < 4; k++) {
                        int joint = (int) bi.getLong(v, k);
                        double w = bw.getNormalized(v, k);
                        if (w != 0) {
                            tri[at + 8 + names.indexOf(model.joints().get(joint).name())] += w;
                        }
                    }
                }
                out.add(tri);
            }
        }
        return out;
    }

    /** The centroid rounded to 1e-3, which matching corners share (except right on a rounding edge: rare). */
    private static String key(double[] t) {
        return Math.round((t[0] + t[11] + t[22]) / 3 * 1e3) + "," + Math.round((t[1] + t[12] + t[23]) / 3 * 1e3) + ","
                + Math.round((t[2] + t[13] + t[24]) / 3 * 1e3);
    }

    /** The largest difference of corresponding values (normals only when {@code normals}, else all but normals), over b's three turns. */
    private static double distance(double[] a, double[] b, boolean normals) {
        double best = Double.MAX_VALUE;
        for (int turn = 0; turn < 3; turn++) {
            double d = 0;
            for (int c = 0; c < 3; c++) {
                int bc = (c + turn) % 3;
                for (int k = 0; k < 11; k++) {
                    boolean normal = k >= 3 && k < 6;
                    if (normal == normals) {
                        d = Math.max(d, Math.abs(a[c * 11 + k] - b[bc * 11 + k]));
                    }
                }
            }
            best = Math.min(best, d);
        }
        return best;
    }

    private static double[][] worlds(List<Joint> joints, java.util.function.IntFunction<Transform> pose) {
        double[][] out = new double[joints.size()][];
        for (int j = 0; j < joints.size(); j++) {
            double[] local = matrix(pose.apply(j));
            int p = joints.get(j).parent();
            out[j] = p < 0 ? local : FbxMatrix.multiply(out[p], local);
        }
        return out;
    }

    static double[] matrix(Transform t) {
        double[] r = new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).normalized().toMatrix();
        double[] m = FbxMatrix.identity();
        double[] s = {t.sx(), t.sy(), t.sz()};
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                m[col * 4 + row] = r[row * 3 + col] * s[col];
            }
        }
        m[12] = t.tx();
        m[13] = t.ty();
        m[14] = t.tz();
        return m;
    }

    /** The largest difference of the world matrices, the FBX one's translation divided by {@code unit}. */
    private static double matrixDistance(double[] gltf, double[] fbx, double unit) {
        double d = 0;
        for (int i = 0; i < 16; i++) {
            double f = i >= 12 && i < 15 ? fbx[i] / unit : fbx[i];
            d = Math.max(d, Math.abs(gltf[i] - f));
        }
        return d;
    }

    static byte[] fixture(String name) {
        try (InputStream in = new GZIPInputStream(FbxCharacterTest.class.getResourceAsStream("/fixtures/" + name
                + ".gz"))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
