package io.meshport.smd.internal.export;

import io.meshport.format.WrittenSkeleton;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.smd.SmdDocument;
import io.meshport.smd.SmdFrame;
import io.meshport.smd.SmdNode;
import io.meshport.smd.SmdTriangles;
import io.meshport.smd.internal.compile.SmdCompiler;
import io.meshport.smd.internal.rules.SmdEuler;
import io.meshport.text.QuotedLatin1Name;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exports a model (already in SMD's conventions and loss-checked) as SMD documents: a reference
 * document with the joints as bones, their bind poses as {@code time 0} and every mesh's triangles,
 * and one animation document per animation (all of its frames, every bone in each); or, for a model
 * without meshes, its first animation as the document and the others beside it.
 *
 * <p>A model without a skeleton gets one bone, {@code root}, at rest at the origin, that every vertex
 * hangs on, and the {@link SmdDocument#UNSKINNED_MARK} comment, by which the reader leaves that bone
 * out again. Joint scale, which SMD has no place for, is reported by the loss check
 * ({@code Capabilities.jointScale}).
 *
 * <p>Public for {@link io.meshport.smd.SmdFormat}'s export stage; the package is internal, not exported.
 */
public final class SmdExporter {
    static final String NAME = "smd";
    /** The bone a model without a skeleton is given. */
    static final String ROOT = "root";

    private SmdExporter() {
    }

    /**
     * The reference document of {@code model}, with an animation document beside it for each animation.
     *
     * @throws ModelFormatException when the model cannot be written as SMD
     */
    public static SmdDocument reference(Model model, Diagnostics losses) throws ModelFormatException {
        List<Joint> joints = skeleton(model, losses);
        List<SmdNode> nodes = nodes(joints, losses);
        Transform[] base = new Transform[joints.size()];
        for (int j = 0; j < base.length; j++) {
            base[j] = joints.get(j).basePose();
        }
        boolean unskinned = model.joints().isEmpty();
        SmdTriangles triangles = new SmdTriangleExport(model, joints.size(), unskinned, losses).export();
        SmdDocument doc = SmdDocument.of(nodes, List.of(frame(base)), triangles).withUnskinnedMark(unskinned);
        return doc.withAnimations(marked(animations(model, nodes, base, losses), unskinned));
    }

    /**
     * The animation document of {@code model}'s first animation (a model without meshes), with the
     * other animations beside it.
     *
     * @throws ModelFormatException when the model has no animation
     */
    public static SmdDocument animationFile(Model model, Diagnostics losses) throws ModelFormatException {
        if (model.animations().isEmpty()) {
            throw ModelFormatException.inSource(NAME, "the model has no animation to write as an animation file");
        }
        List<Joint> joints = skeleton(model, losses);
        List<SmdNode> nodes = nodes(joints, losses);
        Transform[] base = new Transform[joints.size()];
        for (int j = 0; j < base.length; j++) {
            base[j] = joints.get(j).basePose();
        }
        List<SmdDocument> all = marked(animations(model, nodes, base, losses), model.joints().isEmpty());
        Animation first = model.animations().get(0);
        // an animation file's skeleton is its first frame, and the file names the animation
        for (int j = 0; j < Math.min(first.jointCount(), model.joints().size()) && first.frameCount() > 0; j++) {
            if (!near(first.pose(0, j), model.joints().get(j).basePose())) {
                losses.lost(NAME, "the bind pose is not written: an animation SMD has none, its reader takes the first"
                        + " frame's", LossScope.of("joints"));
                break;
            }
        }
        losses.lost(NAME, "animation " + first.name() + " is written as the file, which names it when read",
                LossScope.maybe("animations"));
        return all.get(0).withAnimations(all.subList(1, all.size()));
    }

    /**
     * The model's joints; one root bone when it has none, which the reader knows by the document's
     * mark and leaves out again; or names for an animation-only model's poses.
     */
    private static List<Joint> skeleton(Model model, Diagnostics losses) {
        return WrittenSkeleton.joints(model, ROOT, NAME, " (marked, so that meshport reads no skeleton)", losses);
    }

    private static List<SmdNode> nodes(List<Joint> joints, Diagnostics losses) {
        List<SmdNode> nodes = new ArrayList<>();
        for (int j = 0; j < joints.size(); j++) {
            nodes.add(new SmdNode(boneName(joints.get(j).name(), j, losses), joints.get(j).parent()));
        }
        return nodes;
    }

    /** {@code documents}, each with the mark of a model without a skeleton when {@code mark}. */
    private static List<SmdDocument> marked(List<SmdDocument> documents, boolean mark) {
        return documents.stream().map(d -> d.withUnskinnedMark(mark)).toList();
    }

    /** Whether two poses are one within what SMD's six decimals keep. */
    private static boolean near(Transform a, Transform b) {
        float[] x = {a.tx(), a.ty(), a.tz(), a.qx(), a.qy(), a.qz(), a.qw(), a.sx(), a.sy(), a.sz()};
        float[] y = {b.tx(), b.ty(), b.tz(), b.qx(), b.qy(), b.qz(), b.qw(), b.sx(), b.sy(), b.sz()};
        boolean same = true;
        boolean opposite = true; // q and -q are one rotation
        for (int i = 0; i < x.length; i++) {
            double tolerance = 1e-5 * Math.max(1, Math.abs(x[i]));
            same &= Math.abs(x[i] - y[i]) <= tolerance;
            opposite &= Math.abs(i >= 3 && i < 7 ? x[i] + y[i] : x[i] - y[i]) <= tolerance;
        }
        return same || opposite;
    }

    /** One frame that poses every bone: {@code poses[b]} for bone b. */
    private static SmdFrame frame(Transform[] poses) {
        int[] bones = new int[poses.length];
        double[] values = new double[SmdFrame.VALUES * poses.length];
        for (int b = 0; b < poses.length; b++) {
            bones[b] = b;
            Transform t = poses[b];
            double[] angles = stableAngles(t);
            int at = b * SmdFrame.VALUES;
            values[at] = t.tx();
            values[at + 1] = t.ty();
            values[at + 2] = t.tz();
            values[at + 3] = angles[0];
            values[at + 4] = angles[1];
            values[at + 5] = angles[2];
        }
        return new SmdFrame(bones, values);
    }

    /**
     * Angles for {@code t}'s rotation that a reader turns into a quaternion whose floats turn into
     * the same angles again: the angles of the rotation, then of what a reader makes of them, until
     * the floats stop moving (at once, or after a float step or two). So a model read from SMD writes
     * the same file again.
     */
    static double[] stableAngles(Transform t) {
        float[] q = {t.qx(), t.qy(), t.qz(), t.qw()};
        double[] angles = SmdEuler.angles(q[0], q[1], q[2], q[3]);
        for (int attempt = 0; attempt < 8; attempt++) {
            double[] r = SmdEuler.quaternion(angles[0], angles[1], angles[2]);
            float[] read = {(float) r[0], (float) r[1], (float) r[2], (float) r[3]};
            if (java.util.Arrays.equals(read, q)) {
                return angles;
            }
            q = read;
            angles = SmdEuler.angles(q[0], q[1], q[2], q[3]);
        }
        return angles;
    }

    private static List<SmdDocument> animations(Model model, List<SmdNode> nodes, Transform[] base,
            Diagnostics losses) {
        List<SmdDocument> out = new ArrayList<>();
        for (Animation a : model.animations()) {
            if (a.loop()) {
                losses.lost(NAME, "animation " + a.name() + " loops; SMD has no loop flag", LossScope.of("animations"));
            }
            if (a.framerate() != 0) {
                losses.lost(NAME, "animation " + a.name() + "'s frame rate " + a.framerate() + " is not written: SMD"
                        + " has none (give it again with --fps)", LossScope.of("animations"));
            }
            List<SmdFrame> frames = new ArrayList<>();
            if (a.frameCount() == 0) {
                losses.converted(NAME, "animation " + a.name() + " has no frames: it is written with one, the bind"
                        + " pose (an SMD skeleton starts with time 0)");
                frames.add(frame(base));
            }
            Transform[] pose = new Transform[base.length];
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < base.length; j++) {
                    pose[j] = j < a.jointCount() ? a.pose(f, j) : base[j];
                }
                frames.add(frame(pose));
            }
            out.add(SmdDocument.of(nodes, frames, null).named(a.name()));
        }
        return out;
    }

    /** {@code name} with what SMD cannot quote (double quotes, line ends, beyond Latin-1) made '_', reported; "bone<i>" for none. */
    static String boneName(String name, int index, Diagnostics losses) {
        if (name.isEmpty()) {
            losses.lost(NAME, "joint " + index + " has no name, which SMD needs: written as 'bone" + index + "'",
                    LossScope.UNSCOPED);
            return "bone" + index;
        }
        String quoted = QuotedLatin1Name.of(name);
        if (!quoted.equals(name)) {
            losses.lost(NAME, "joint name '" + name + "' has characters SMD cannot quote: written as '" + quoted + "'",
                    LossScope.UNSCOPED);
        }
        return quoted;
    }

    /**
     * The material an SMD file can hold for {@code mesh}: one word of Latin-1, not empty, not {@code end}
     * and not a comment; what changes is reported.
     */
    static String material(Mesh mesh, int index, Diagnostics losses) {
        String m = mesh.material();
        StringBuilder b = new StringBuilder(m.length() + 1);
        for (int i = 0; i < m.length(); i++) {
            char c = m.charAt(i);
            b.append(c == ' ' || (c >= '\t' && c <= '\r') || c > 0xFF ? '_' : c);
        }
        String word = b.toString();
        if (word.equals("end") || SmdCompiler.material(word).isEmpty() || word.startsWith("#") || word.startsWith(";") || word.startsWith("//")) {
            word = "_" + word;
        }
        if (!word.equals(mesh.material())) {
            losses.lost(NAME, "mesh " + index + "'s material '" + mesh.material() + "' is written as '" + word
                    + "': an SMD material is one word", LossScope.of(LossScope.meshPath(index, "material")));
        }
        return word;
    }

    /**
     * Says which meshes share a material: an SMD reader makes one mesh of them (the format joins
     * meshes by material, {@code Capabilities.joinsByMaterial}, so this is a note, not a loss).
     */
    static void sharedMaterials(List<String> materials, Diagnostics losses) {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < materials.size(); i++) {
            Integer earlier = first.putIfAbsent(materials.get(i), i);
            if (earlier != null) {
                losses.converted(NAME, "meshes " + earlier + " and " + i + " share material '" + materials.get(i)
                        + "': an SMD reader makes one mesh of them");
            }
        }
    }
}
