package io.meshport.model.validate;

import io.meshport.io.Diagnostics;
import io.meshport.io.ReaderCheck;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.FormatExtra;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.nio.IntBuffer;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Model-level checks a valid {@link Model} can still fail: data an engine would render wrongly
 * or not at all. Each finding is one warning naming the mesh, joint or animation, with a count
 * and the first instance, so a file with a million bad vertices gives one line, not a million.
 * A {@code Model} is already structurally valid when built; nothing here is an error.
 */
public final class ModelValidator {
    /** How far blend weights may sum from 1: the rounding of four ubyte weights is 4/255 at most. */
    static final double WEIGHT_SUM_TOLERANCE = 0.02;
    /** How far a quaternion's length may be from 1 before it visibly skews a joint. */
    static final double UNIT_TOLERANCE = 1e-3;

    private ModelValidator() {
    }

    /** Reports every finding about {@code model} to {@code out}, under the name {@code source}. */
    public static void validate(Model model, String source, Diagnostics out) {
        validate(model, source, out, Set.of());
    }

    /**
     * {@link #validate(Model, String, Diagnostics)} without the checks the model's reader made
     * already ({@link io.meshport.io.ModelFormat#readerChecks()}), so that a fact is reported once.
     */
    public static void validate(Model model, String source, Diagnostics out, Set<ReaderCheck> madeByReader) {
        boolean triangles = !madeByReader.contains(ReaderCheck.DEGENERATE_TRIANGLES);
        for (int m = 0; m < model.meshes().size(); m++) {
            checkMesh(model.meshes().get(m), m, model.joints().size(),
                    !model.joints().isEmpty() || model.animations().isEmpty(), triangles, source, out);
        }
        List<Joint> joints = model.joints();
        for (int j = 0; j < joints.size(); j++) {
            Transform pose = joints.get(j).basePose();
            String what = "joint " + quote(joints.get(j).name()) + " (" + j + ")";
            if (!finite(pose)) {
                out.warn(source, what + ": base pose is not finite");
            } else if (!unit(pose)) {
                out.warn(source, what + ": base pose rotation is not a unit quaternion (length "
                        + (float) length(pose) + ")");
            }
        }
        for (Animation a : model.animations()) {
            checkAnimation(a, source, out);
        }
    }

    private static void checkMesh(Mesh mesh, int index, int jointCount, boolean knowsJoints, boolean triangles,
            String source, Diagnostics out) {
        String what = meshName(mesh, index);
        Optional<VertexArray> position = mesh.array(AttributeKind.POSITION);
        if (position.isEmpty()) {
            if (mesh.vertexCount() > 0) {
                out.warn(source, what + ": no positions");
            }
        } else {
            VertexArray p = position.get();
            Finding bad = new Finding();
            for (int v = 0; v < p.vertexCount(); v++) {
                for (int c = 0; c < p.size(); c++) {
                    if (!Double.isFinite(p.getDouble(v, c))) {
                        bad.add(v);
                        break;
                    }
                }
            }
            bad.report(out, source, what + ": ", "position is", "positions are", " NaN or infinite", "vertex", "");
            if (triangles) {
                checkTriangles(mesh, p, what, source, out);
            }
        }
        checkUnused(mesh, what, source, out);
        checkBlend(mesh, jointCount, knowsJoints, what, source, out);
    }

    private static void checkTriangles(Mesh mesh, VertexArray p, String what, String source, Diagnostics out) {
        Finding degenerate = new Finding();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int a = mesh.corner(t, 0), b = mesh.corner(t, 1), c = mesh.corner(t, 2);
            if (a == b || b == c || a == c || zeroArea(p, a, b, c)) {
                degenerate.add(t);
            }
        }
        degenerate.report(out, source, what + ": ", "triangle is", "triangles are", " degenerate (repeated vertex or zero area)",
                "triangle", "");
    }

    /**
     * {@code mesh "name"}, or for an unnamed mesh its place in the model, 1-based, in the word its
     * format uses ({@link FormatExtra#meshNoun}): "level 2" for a PIE level, else "mesh 1". An empty
     * quoted name tells a reader nothing about which of several meshes is meant.
     */
    static String meshName(Mesh mesh, int index) {
        if (!mesh.name().isEmpty()) {
            return "mesh " + quote(mesh.name());
        }
        String noun = "mesh";
        for (Object extra : mesh.extras().values()) {
            if (extra instanceof FormatExtra f) {
                noun = f.meshNoun();
                break;
            }
        }
        return noun + " " + (index + 1);
    }

    private static boolean zeroArea(VertexArray p, int a, int b, int c) {
        double[] pa = xyz(p, a), pb = xyz(p, b), pc = xyz(p, c);
        return zeroArea(pa[0], pa[1], pa[2], pb[0], pb[1], pb[2], pc[0], pc[1], pc[2]);
    }

    /**
     * Whether the triangle (a, b, c) has no area: its edges' cross product, in double, is exactly
     * zero. The one test of a degenerate triangle, for the validator and for a reader that finds
     * them as it reads (PIE's, which names each polygon's line).
     */
    public static boolean zeroArea(double ax, double ay, double az, double bx, double by, double bz, double cx,
            double cy, double cz) {
        double ux = bx - ax, uy = by - ay, uz = bz - az;
        double vx = cx - ax, vy = cy - ay, vz = cz - az;
        return uy * vz - uz * vy == 0 && uz * vx - ux * vz == 0 && ux * vy - uy * vx == 0;
    }

    private static double[] xyz(VertexArray p, int v) {
        double[] out = new double[3];
        for (int c = 0; c < Math.min(3, p.size()); c++) {
            out[c] = p.getDouble(v, c);
        }
        return out;
    }

    private static void checkUnused(Mesh mesh, String what, String source, Diagnostics out) {
        if (mesh.triangleCount() == 0) {
            return; // a point cloud or a mesh kept only for its vertices: nothing is "unused"
        }
        for (Object extra : mesh.extras().values()) {
            if (extra instanceof FormatExtra f && f.usesVerticesWithoutTriangles()) {
                return; // a format's own use for them (VIF: the interior vertices of its hierarchy)
            }
        }
        boolean[] used = new boolean[mesh.vertexCount()];
        IntBuffer corners = mesh.triangles(); // a view: a large mesh's triangles are not copied to be read
        for (int i = 0; i < corners.limit(); i++) {
            used[corners.get(i)] = true;
        }
        Finding unused = new Finding();
        for (int v = 0; v < used.length; v++) {
            if (!used[v]) {
                unused.add(v);
            }
        }
        unused.report(out, source, what + ": ", "vertex is", "vertices are", " not used by any triangle", "vertex", "");
    }

    private static void checkBlend(Mesh mesh, int jointCount, boolean knowsJoints, String what, String source,
            Diagnostics out) {
        Optional<VertexArray> indexes = mesh.array(AttributeKind.BLEND_INDEXES);
        Optional<VertexArray> weights = mesh.array(AttributeKind.BLEND_WEIGHTS);
        if (indexes.isPresent() != weights.isPresent()) {
            out.warn(source, what + ": has blend " + (indexes.isPresent() ? "indexes without weights"
                    : "weights without indexes"));
        }
        if (weights.isPresent()) {
            VertexArray w = weights.get();
            Finding badSum = new Finding();
            double firstSum = 0;
            for (int v = 0; v < w.vertexCount(); v++) {
                double sum = 0;
                for (int c = 0; c < w.size(); c++) {
                    sum += w.getNormalized(v, c);
                }
                if (!(Math.abs(sum - 1) <= WEIGHT_SUM_TOLERANCE)) {
                    if (badSum.count == 0) {
                        firstSum = sum;
                    }
                    badSum.add(v);
                }
            }
            badSum.report(out, source, what + ": ", "vertex has", "vertices have", " blend weights that do not sum to 1",
                    "vertex", " sums to " + (float) firstSum);
        }
        if (indexes.isPresent() && knowsJoints) {
            VertexArray ix = indexes.get();
            VertexArray w = weights.orElse(null);
            Finding outOfRange = new Finding();
            long firstIndex = 0;
            for (int v = 0; v < ix.vertexCount(); v++) {
                for (int c = 0; c < ix.size(); c++) {
                    boolean weighted = w == null || c >= w.size() || w.getNormalized(v, c) != 0;
                    long j = ix.getLong(v, c);
                    if (weighted && (j < 0 || j >= jointCount)) {
                        if (outOfRange.count == 0) {
                            firstIndex = j;
                        }
                        outOfRange.add(v);
                        break;
                    }
                }
            }
            outOfRange.report(out, source, what + ": ", "vertex has", "vertices have", " a weighted blend index outside the "
                    + jointCount + (jointCount == 1 ? " joint" : " joints"), "vertex", " uses joint " + firstIndex);
        }
    }

    private static void checkAnimation(Animation a, String source, Diagnostics out) {
        String what = "animation " + quote(a.name());
        if (!Float.isFinite(a.framerate()) || a.framerate() < 0) {
            out.warn(source, what + ": framerate " + a.framerate() + " is not a non-negative number");
        }
        Finding notFinite = new Finding();
        Finding notUnit = new Finding();
        int firstBadJoint = 0;
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < a.jointCount(); j++) {
                Transform pose = a.pose(f, j);
                if (!finite(pose)) {
                    notFinite.add(f * a.jointCount() + j);
                } else if (!unit(pose)) {
                    if (notUnit.count == 0) {
                        firstBadJoint = j;
                    }
                    notUnit.add(f);
                }
            }
        }
        if (notFinite.count > 0) {
            out.warn(source, what + ": " + notFinite.count + (notFinite.count == 1 ? " pose is" : " poses are")
                    + " not finite (first: frame "
                    + notFinite.first / a.jointCount() + ", joint " + notFinite.first % a.jointCount() + ")");
        }
        if (notUnit.count > 0) {
            out.warn(source, what + ": " + notUnit.count + (notUnit.count == 1 ? " pose has" : " poses have")
                    + " a rotation that is not a unit quaternion"
                    + " (first: frame " + notUnit.first + ", joint " + firstBadJoint + ")");
        }
    }

    private static boolean finite(Transform t) {
        for (int c = 0; c < Transform.CHANNELS; c++) {
            if (!Float.isFinite(t.channel(c))) {
                return false;
            }
        }
        return true;
    }

    private static double length(Transform t) {
        return Math.sqrt((double) t.qx() * t.qx() + (double) t.qy() * t.qy() + (double) t.qz() * t.qz()
                + (double) t.qw() * t.qw());
    }

    private static boolean unit(Transform t) {
        return Math.abs(length(t) - 1) <= UNIT_TOLERANCE;
    }

    private static String quote(String name) {
        return "\"" + name + "\"";
    }

    /** A count of offending items and the first one, reported as a single warning. */
    private static final class Finding {
        int count;
        int first = -1;

        void add(int item) {
            if (count++ == 0) {
                first = item;
            }
        }

        /** Reports "{@code <count> <one|many><rest> (first: <item> <n><detail>)}" when anything was found. */
        void report(Diagnostics out, String source, String prefix, String one, String many, String rest,
                String itemWord, String detail) {
            if (count > 0) {
                out.warn(source, prefix + count + " " + (count == 1 ? one : many) + rest + " (first: " + itemWord + " "
                        + first + detail + ")");
            }
        }
    }
}
