package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.md5.Md5;
import io.meshport.md5.Md5AnimatedJoint;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Joint;
import io.meshport.md5.Md5Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * MD5 to IQE to MD5 and MD5 to glTF to MD5 keep the document: every Red Eclipse model of the corpus
 * (its {@code .md5mesh} with the {@code .md5anim} files of its {@code .reference.cmd}) read through
 * {@link ModelIO}, written in the other format, read again and written as MD5 comes back with the
 * same joints (names, parents, bind poses), the same meshes (names, shaders, vertices, triangles,
 * texture coordinates), vertices where the original's weights put them, the original's weights as
 * MD5's reader keeps them, and the same animations (joints, frame rate, frames, each joint's pose in
 * each frame).
 *
 * <p>Not compared, because the model does not carry them (docs/md5-conformance.md): the command
 * line, whether a mesh without a shader has a {@code shader ""} line or none (material "" either way), the weights' own joint-space positions (the writer places them anew so that they skin to
 * the same vertex), weights the reader drops (1e-3 or less, past the four largest), how an
 * animation file splits its poses between the base frame and the animated components, and the
 * bounds (computed again from the skinned frames).
 */
class Md5ThroughOtherFormatsTest {
    /** Bind poses: model-space positions and orientations of joints, float arithmetic of each stage. */
    private static final double POSE = 1e-5;
    /** Skinned positions and animated poses: several float stages, each a few float steps. */
    private static final double SKINNED = 1e-4;
    /** Texture coordinates: floats printed and read, glTF's v turned upside down and back. */
    private static final double UV = 1e-6;
    /** A weight as MD5 keeps it: a byte of 255, so within one step of the original's share. */
    private static final double WEIGHT = 1.0 / 255 + 1e-9;

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> all = new ArrayList<>();
        for (Path cmd : Corpus.files("md5", ".reference.cmd")) {
            for (String via : List.of("iqe", "gltf", "glb")) {
                all.add(Arguments.of(Corpus.name(cmd).replace(".reference.cmd", "") + " via " + via, cmd, via));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void keepsTheDocument(String name, Path cmd, String via, @TempDir Path tmp) throws IOException {
        List<String> words = Arrays.asList(Files.readString(cmd, StandardCharsets.UTF_8).trim().split("\\s+"));
        List<Path> files = words.subList(2, words.size()).stream().map(cmd::resolveSibling).toList();
        Md5Document originalMesh = Md5.reader().readDocument(files.get(0));
        Map<String, Md5Document> originalAnims = new TreeMap<>();
        Diagnostics quiet = Diagnostics.discarding();
        Model model = ModelIO.read(files.get(0), quiet);
        for (Path anim : files.subList(1, files.size())) {
            String file = anim.getFileName().toString();
            model = AnimationMerge.append(model, ModelIO.read(anim, quiet), file, quiet);
            originalAnims.put(file.substring(0, file.length() - ".md5anim".length()), Md5.reader().readDocument(anim));
        }

        Path other = tmp.resolve("other." + via);
        ModelIO.write(model, other);
        Model back = ModelIO.read(other, quiet);
        Path out = Files.createDirectories(tmp.resolve("md5")).resolve("rt.md5mesh");
        ModelIO.write(back, out);

        Md5Document mesh = Md5.reader().readDocument(out);
        assertJoints(name, originalMesh.joints(), mesh.joints());
        assertMeshes(name, originalMesh, mesh);
        List<Path> written;
        try (Stream<Path> list = Files.list(out.getParent())) {
            written = list.filter(p -> p.toString().endsWith(".md5anim")).sorted(Comparator.naturalOrder()).toList();
        }
        assertEquals(originalAnims.size(), written.size(), name + ": animation files beside the mesh file " + written);
        for (Map.Entry<String, Md5Document> a : originalAnims.entrySet()) {
            Path file = out.resolveSibling("rt-" + a.getKey() + ".md5anim");
            assertTrue(Files.exists(file), name + ": no " + file.getFileName() + " among " + written);
            assertAnimation(name + " animation " + a.getKey(), a.getValue(), Md5.reader().readDocument(file));
        }
    }

    private static void assertJoints(String where, List<Md5Joint> expected, List<Md5Joint> actual) {
        assertEquals(expected.stream().map(Md5Joint::name).toList(), actual.stream().map(Md5Joint::name).toList(),
                where + ": joint names");
        assertEquals(expected.stream().map(Md5Joint::parent).toList(),
                actual.stream().map(Md5Joint::parent).toList(), where + ": joint parents");
        for (int j = 0; j < expected.size(); j++) {
            Md5Joint e = expected.get(j);
            Md5Joint a = actual.get(j);
            String at = where + ": joint " + e.name();
            assertClose(new double[] {e.x(), e.y(), e.z()}, new double[] {a.x(), a.y(), a.z()}, POSE, at + " position");
            assertSameRotation(quaternion(e.qx(), e.qy(), e.qz()), quaternion(a.qx(), a.qy(), a.qz()), POSE,
                    at + " orientation");
        }
    }

    private static void assertMeshes(String where, Md5Document expected, Md5Document actual) {
        assertEquals(expected.meshes().size(), actual.meshes().size(), where + ": meshes");
        double[][] expectedJoints = modelSpace(expected.joints());
        double[][] actualJoints = modelSpace(actual.joints());
        for (int m = 0; m < expected.meshes().size(); m++) {
            Md5Mesh e = expected.meshes().get(m);
            Md5Mesh a = actual.meshes().get(m);
            String at = where + ": mesh " + m + " (" + e.name() + ")";
            assertEquals(e.name(), a.name(), at + " name");
            // a block without a shader line is material "" to the model, as to the reference compiler
            assertEquals(e.shader().orElse(""), a.shader().orElse(""), at + " shader");
            assertEquals(e.vertexCount(), a.vertexCount(), at + " vertices");
            assertEquals(e.triangleCount(), a.triangleCount(), at + " triangles");
            assertArrayEquals(e.triangles(), a.triangles(), at + " triangle indexes");
            assertClose(e.texcoords(), a.texcoords(), UV, at + " texture coordinates");
            for (int v = 0; v < e.vertexCount(); v++) {
                String vertex = at + " vertex " + v;
                assertClose(skin(e, v, expectedJoints), skin(a, v, actualJoints), SKINNED, vertex + " position");
                Map<Integer, Double> kept = keptWeights(e, v);
                Map<Integer, Double> back = weights(a, v);
                assertEquals(kept.keySet(), back.keySet(), vertex + " weighted joints " + kept + " / " + back);
                for (Map.Entry<Integer, Double> w : kept.entrySet()) {
                    assertEquals(w.getValue(), back.get(w.getKey()), WEIGHT, vertex + " weight of joint " + w.getKey());
                }
            }
        }
    }

    private static void assertAnimation(String where, Md5Document expected, Md5Document actual) {
        List<Md5AnimatedJoint> eh = expected.hierarchy();
        List<Md5AnimatedJoint> ah = actual.hierarchy();
        assertEquals(eh.stream().map(Md5AnimatedJoint::name).toList(), ah.stream().map(Md5AnimatedJoint::name).toList(),
                where + ": joint names");
        assertEquals(eh.stream().map(Md5AnimatedJoint::parent).toList(),
                ah.stream().map(Md5AnimatedJoint::parent).toList(), where + ": joint parents");
        assertEquals(expected.frameRate(), actual.frameRate(), 1e-6, where + ": frame rate");
        assertEquals(expected.frameCount(), actual.frameCount(), where + ": frames");
        for (int f = 0; f < expected.frameCount(); f++) {
            double[] e = poses(expected, f);
            double[] a = poses(actual, f);
            for (int j = 0; j < eh.size(); j++) {
                String at = where + ": frame " + f + " joint " + eh.get(j).name();
                assertClose(Arrays.copyOfRange(e, 6 * j, 6 * j + 3), Arrays.copyOfRange(a, 6 * j, 6 * j + 3), SKINNED,
                        at + " position");
                assertSameRotation(quaternion(e[6 * j + 3], e[6 * j + 4], e[6 * j + 5]),
                        quaternion(a[6 * j + 3], a[6 * j + 4], a[6 * j + 5]), SKINNED, at + " orientation");
            }
        }
    }

    /** Frame {@code f}'s six components per joint: the base frame with the animated ones in their place. */
    private static double[] poses(Md5Document anim, int f) {
        double[] pose = anim.baseFrame();
        double[] frames = anim.frames();
        int base = f * anim.animatedComponents();
        for (int j = 0; j < anim.hierarchy().size(); j++) {
            Md5AnimatedJoint h = anim.hierarchy().get(j);
            int at = h.start();
            for (int c = 0; c < 6; c++) {
                if ((h.flags() & (1 << c)) != 0) {
                    pose[6 * j + c] = frames[base + at++];
                }
            }
        }
        return pose;
    }

    /**
     * The weights MD5's reader (as the reference compiler's {@code blendcombo}) keeps of a vertex:
     * those above 1e-3, the four largest, renormalised; by joint.
     */
    private static Map<Integer, Double> keptWeights(Md5Mesh mesh, int v) {
        List<double[]> all = new ArrayList<>();
        int start = mesh.weightStarts()[v];
        for (int w = start; w < start + mesh.weightCounts()[v]; w++) {
            if (mesh.weightBiases()[w] > 1e-3) {
                all.add(new double[] {mesh.weightJoints()[w], mesh.weightBiases()[w]});
            }
        }
        all.sort((x, y) -> Double.compare(y[1], x[1]));
        List<double[]> kept = all.subList(0, Math.min(4, all.size()));
        double sum = kept.stream().mapToDouble(x -> x[1]).sum();
        Map<Integer, Double> out = new TreeMap<>();
        kept.forEach(x -> out.merge((int) x[0], x[1] / sum, Double::sum));
        return out;
    }

    /** A vertex's weights as its file has them, by joint. */
    private static Map<Integer, Double> weights(Md5Mesh mesh, int v) {
        Map<Integer, Double> out = new TreeMap<>();
        int start = mesh.weightStarts()[v];
        for (int w = start; w < start + mesh.weightCounts()[v]; w++) {
            out.merge(mesh.weightJoints()[w], mesh.weightBiases()[w], Double::sum);
        }
        return out;
    }

    /** Per joint its position and its orientation (x, y, z, w with w implied, not positive). */
    private static double[][] modelSpace(List<Md5Joint> joints) {
        double[][] out = new double[joints.size()][];
        for (int j = 0; j < out.length; j++) {
            Md5Joint m = joints.get(j);
            double[] q = quaternion(m.qx(), m.qy(), m.qz());
            out[j] = new double[] {m.x(), m.y(), m.z(), q[0], q[1], q[2], q[3]};
        }
        return out;
    }

    /** The vertex where its weights put it: the sum of each weight's joint applied to its position, times its bias. */
    private static double[] skin(Md5Mesh mesh, int v, double[][] joints) {
        double[] sum = new double[3];
        int start = mesh.weightStarts()[v];
        double[] positions = mesh.weightPositions();
        for (int w = start; w < start + mesh.weightCounts()[v]; w++) {
            double[] j = joints[mesh.weightJoints()[w]];
            double[] p = rotate(j[3], j[4], j[5], j[6], positions[3 * w], positions[3 * w + 1], positions[3 * w + 2]);
            double bias = mesh.weightBiases()[w];
            for (int c = 0; c < 3; c++) {
                sum[c] += (p[c] + j[c]) * bias;
            }
        }
        return sum;
    }

    /** {@code v} turned by the unit quaternion (x, y, z, w): v + 2w(q×v) + 2q×(q×v). */
    private static double[] rotate(double x, double y, double z, double w, double vx, double vy, double vz) {
        double tx = 2 * (y * vz - z * vy);
        double ty = 2 * (z * vx - x * vz);
        double tz = 2 * (x * vy - y * vx);
        return new double[] {vx + w * tx + (y * tz - z * ty), vy + w * ty + (z * tx - x * tz),
                vz + w * tz + (x * ty - y * tx)};
    }

    /** MD5's orientation: x, y, z as written and w = -sqrt(1 - x² - y² - z²) (0 when that is below 0). */
    private static double[] quaternion(double x, double y, double z) {
        double t = 1 - x * x - y * y - z * z;
        return new double[] {x, y, z, t <= 0 ? 0 : -Math.sqrt(t)};
    }

    /** The same rotation: q or -q within {@code tolerance} in every component. */
    private static void assertSameRotation(double[] expected, double[] actual, double tolerance, String where) {
        double plus = 0;
        double minus = 0;
        for (int c = 0; c < 4; c++) {
            plus = Math.max(plus, Math.abs(expected[c] - actual[c]));
            minus = Math.max(minus, Math.abs(expected[c] + actual[c]));
        }
        assertTrue(Math.min(plus, minus) <= tolerance, where + ": " + Arrays.toString(expected) + " and "
                + Arrays.toString(actual) + " differ by " + Math.min(plus, minus));
    }

    private static void assertClose(double[] expected, double[] actual, double tolerance, String where) {
        assertEquals(expected.length, actual.length, where + ": lengths");
        for (int i = 0; i < expected.length; i++) {
            double d = Math.abs(expected[i] - actual[i]);
            assertTrue(d <= tolerance, where + " [" + i + "]: " + expected[i] + " and " + actual[i] + " differ by " + d);
        }
    }
}
