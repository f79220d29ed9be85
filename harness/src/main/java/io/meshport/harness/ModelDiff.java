package io.meshport.harness;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The differences between two models, for semantic round-trip laws: the same meshes (names,
 * materials, triangles, vertex streams and sets by name and value, triangle streams, mesh extras),
 * joints, animations, bounds, comment, conventions and model extras, with value tolerances for
 * formats that quantise or print decimals. Quaternions q and -q are the same rotation. Each
 * difference is named by its path in the model ({@code meshes[0].streams.texcoord1[3][1]},
 * {@code meshes[1].extras.PieConnectors}, {@code conventions}), first difference first, at most
 * one per stream, joint pose or bounds; a failure lists the first {@link #LIMIT}.
 *
 * <p>Unless stream layouts must match, blend indexes and weights are compared as each vertex's
 * influences (joint, weight), in any order, with zero weights left out: the joint an unused slot
 * names means nothing, and formats order influences differently.
 *
 * <p>Extras are compared with {@code equals}, and an unequal one is named with the first place
 * inside it that differs. An extra the expected model has must be in the
 * actual one; an extra only the actual model has is a difference unless its type is one the reader
 * adds of itself (a format's own record of its file, such as {@code IqmExtras}, when the caller
 * says so). {@link SourceInfo} says where a model was read from, not what it is, and is not compared.
 */
public final class ModelDiff {
    static final int LIMIT = 20;

    /** Tolerances: vertex values, pose channels, bounds; and whether stream layouts must match too. */
    public record Tolerance(double vertex, double pose, double bounds, boolean sameLayouts) {
        /** Every value, pose and bound the same, and the same stream layouts: a lossless format's round trip. */
        public static final Tolerance EXACT = new Tolerance(0, 0, 0, true);

        /** This tolerance with pose channels compared within {@code newPose}. */
        public Tolerance withPose(double newPose) {
            return new Tolerance(vertex, newPose, bounds, sameLayouts);
        }
    }

    private final List<String> out = new ArrayList<>();
    private final Tolerance tol;
    private final Set<Class<?>> addedByReader;

    private ModelDiff(Tolerance tol, Set<Class<?>> addedByReader) {
        this.tol = tol;
        this.addedByReader = new HashSet<>(addedByReader);
        this.addedByReader.add(SourceInfo.class); // never compared
    }

    /** The differences, where the reader adds no extra of itself. */
    public static List<String> between(Model expected, Model actual, Tolerance tol) {
        return between(expected, actual, tol, Set.of());
    }

    /** The differences, where the reader may add extras of the types {@code addedByReader}. */
    public static List<String> between(Model expected, Model actual, Tolerance tol, Set<Class<?>> addedByReader) {
        ModelDiff d = new ModelDiff(tol, addedByReader);
        d.models(expected, actual);
        return d.out;
    }

    /** Fails with the listed differences when there are any. */
    public static void assertEquivalent(Model expected, Model actual, Tolerance tol) {
        assertEquivalent(expected, actual, tol, Set.of());
    }

    /** Fails with the listed differences when there are any; the reader may add {@code addedByReader}. */
    public static void assertEquivalent(Model expected, Model actual, Tolerance tol, Set<Class<?>> addedByReader) {
        List<String> diffs = between(expected, actual, tol, addedByReader);
        if (!diffs.isEmpty()) {
            throw new AssertionError("models differ:\n  "
                    + String.join("\n  ", diffs.subList(0, Math.min(LIMIT, diffs.size())))
                    + (diffs.size() > LIMIT ? "\n  and " + (diffs.size() - LIMIT) + " more" : ""));
        }
    }

    private void add(String s) {
        out.add(s);
    }

    private void models(Model e, Model a) {
        if (!e.conventions().equals(a.conventions())) {
            add("conventions: " + e.conventions() + " != " + a.conventions());
        }
        if (e.meshes().size() != a.meshes().size()) {
            add("meshes: count " + e.meshes().size() + " != " + a.meshes().size());
        }
        for (int i = 0; i < Math.min(e.meshes().size(), a.meshes().size()); i++) {
            mesh("meshes[" + i + "]", e.meshes().get(i), a.meshes().get(i));
        }
        if (e.joints().size() != a.joints().size()) {
            add("joints: count " + e.joints().size() + " != " + a.joints().size());
        }
        for (int i = 0; i < Math.min(e.joints().size(), a.joints().size()); i++) {
            Joint je = e.joints().get(i), ja = a.joints().get(i);
            if (!je.name().equals(ja.name()) || je.parent() != ja.parent()) {
                add("joints[" + i + "]: " + je.name() + "/" + je.parent() + " != " + ja.name() + "/" + ja.parent());
            }
            transform("joints[" + i + "].basePose", je.basePose(), ja.basePose());
        }
        if (e.animations().size() != a.animations().size()) {
            add("animations: count " + e.animations().size() + " != " + a.animations().size());
        }
        for (int i = 0; i < Math.min(e.animations().size(), a.animations().size()); i++) {
            animation("animations[" + i + "]", e.animations().get(i), a.animations().get(i));
        }
        if (e.frameBounds().size() != a.frameBounds().size()) {
            add("frameBounds: count " + e.frameBounds().size() + " != " + a.frameBounds().size());
        } else {
            for (int i = 0; i < e.frameBounds().size(); i++) {
                bounds("frameBounds[" + i + "]", e.frameBounds().get(i), a.frameBounds().get(i));
            }
        }
        if (!Objects.equals(e.comment(), a.comment())) {
            add("comment: " + e.comment() + " != " + a.comment());
        }
        extras("extras", e.extras(), a.extras());
    }

    private void extras(String where, Map<Class<?>, Object> e, Map<Class<?>, Object> a) {
        e.forEach((type, value) -> {
            if (type == SourceInfo.class) {
                return;
            }
            Object other = a.get(type);
            if (other == null) {
                add(where + "." + type.getSimpleName() + ": dropped");
            } else if (!value.equals(other)) {
                add(where + "." + type.getSimpleName() + ExtraDifference.between(value, other));
            }
        });
        a.forEach((type, value) -> {
            if (!e.containsKey(type) && !addedByReader.contains(type)) {
                add(where + "." + type.getSimpleName() + ": unexpected " + value);
            }
        });
    }

    private void mesh(String where, Mesh e, Mesh a) {
        if (!e.name().equals(a.name())) {
            add(where + ".name: " + e.name() + " != " + a.name());
        }
        if (!e.material().equals(a.material())) {
            add(where + ".material: " + e.material() + " != " + a.material());
        }
        if (e.vertexCount() != a.vertexCount()) {
            add(where + ".vertexCount: " + e.vertexCount() + " != " + a.vertexCount());
        } else {
            streams(where + ".streams", e.arrays(), a.arrays());
        }
        if (!Arrays.equals(e.triangleIndices(), a.triangleIndices())) {
            add(where + ".triangles: differ (" + e.triangleCount() + " vs " + a.triangleCount() + " triangles)");
        }
        if (e.triangleCount() == a.triangleCount()) {
            streams(where + ".triangleStreams", e.triangleStreams(), a.triangleStreams());
        }
        extras(where + ".extras", e.extras(), a.extras());
    }

    /**
     * Streams matched by name (kind, set or custom name), compared value by value; skinning, unless
     * the layouts must match, as influences ({@link Influences}).
     */
    private void streams(String where, List<VertexArray> e, List<VertexArray> a) {
        boolean influences = !tol.sameLayouts() && Influences.comparable(e, a);
        if (influences) {
            Influences.firstDifference(e, a, tol.vertex()).ifPresent(d -> add(where + "." + d));
        }
        for (VertexArray ea : e) {
            String name = ea.descriptor().attributeName();
            if (influences && Influences.isBlend(ea)) {
                continue;
            }
            VertexArray aa = named(a, name);
            if (aa == null) {
                add(where + "." + name + ": dropped");
                continue;
            }
            if (tol.sameLayouts() && !ea.descriptor().equals(aa.descriptor())) {
                add(where + "." + name + ": " + ea.descriptor() + " != " + aa.descriptor());
                continue;
            }
            values(where + "." + name, ea, aa);
        }
        for (VertexArray aa : a) {
            if (named(e, aa.descriptor().attributeName()) == null) {
                add(where + "." + aa.descriptor().attributeName() + ": unexpected");
            }
        }
    }

    private static VertexArray named(List<VertexArray> arrays, String name) {
        for (VertexArray x : arrays) {
            if (x.descriptor().attributeName().equals(name)) {
                return x;
            }
        }
        return null;
    }

    private void values(String where, VertexArray e, VertexArray a) {
        int size = Math.min(e.size(), a.size());
        for (int v = 0; v < e.vertexCount(); v++) {
            for (int c = 0; c < size; c++) {
                double x = e.getNormalized(v, c), y = a.getNormalized(v, c);
                if (!close(x, y, tol.vertex())) {
                    add(where + "[" + v + "][" + c + "]: " + x + " != " + y);
                    return;
                }
            }
        }
    }

    private void animation(String where, Animation e, Animation a) {
        if (!e.name().equals(a.name()) || e.loop() != a.loop() || Float.compare(e.framerate(), a.framerate()) != 0) {
            add(where + ": " + e + " != " + a);
        }
        if (e.frameCount() != a.frameCount() || e.jointCount() != a.jointCount()) {
            add(where + ": shape " + e + " != " + a);
            return;
        }
        for (int f = 0; f < e.frameCount(); f++) {
            for (int j = 0; j < e.jointCount(); j++) {
                transform(where + ".frames[" + f + "].joints[" + j + "]", e.pose(f, j), a.pose(f, j));
            }
        }
    }

    private void transform(String where, Transform e, Transform a) {
        if (!e.samePose(a, tol.pose())) {
            add(where + ": " + e + " != " + a);
        }
    }

    private void bounds(String where, Bounds e, Bounds a) {
        float[] x = {e.minX(), e.minY(), e.minZ(), e.maxX(), e.maxY(), e.maxZ(), e.xyRadius(), e.radius()};
        float[] y = {a.minX(), a.minY(), a.minZ(), a.maxX(), a.maxY(), a.maxZ(), a.xyRadius(), a.radius()};
        for (int i = 0; i < x.length; i++) {
            if (!close(x[i], y[i], tol.bounds())) {
                add(where + ": " + e + " != " + a);
                return;
            }
        }
    }

    /** Equal within an absolute-or-relative tolerance; NaN equals NaN. */
    static boolean close(double x, double y, double tolerance) {
        if (Double.compare(x, y) == 0 || x == y) {
            return true;
        }
        double diff = Math.abs(x - y);
        return diff <= tolerance || diff <= tolerance * Math.max(Math.abs(x), Math.abs(y));
    }
}
