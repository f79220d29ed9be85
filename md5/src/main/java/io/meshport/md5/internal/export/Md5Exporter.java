package io.meshport.md5.internal.export;

import io.meshport.format.WrittenSkeleton;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5AnimatedJoint;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Joint;
import io.meshport.md5.Md5Mesh;
import io.meshport.md5.internal.rules.Md5Pose;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.math.Quaternion;
import io.meshport.text.QuotedLatin1Name;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exports a model (already in MD5's conventions and loss-checked) as MD5 documents: the mesh file
 * with joints in model space and each vertex's blend weights turned into weights in its joints'
 * space (so that the bind pose gives each vertex back), and one animation file per animation,
 * whose components that change over the frames are animated and the rest kept in the base frame.
 *
 * <p>A model without a skeleton gets one root joint, {@code origin}, that every vertex hangs on, and
 * the command line {@link Md5Document#UNSKINNED}, by which the reader leaves that joint out again; a
 * vertex without weights hangs on the first joint. Joint scale, which MD5 has no place for, is
 * reported by the loss check ({@code Capabilities.jointScale}).
 *
 * <p>Public for {@link io.meshport.md5.Md5Format}'s export stage; the package is internal, not exported.
 */
public final class Md5Exporter {
    private static final String NAME = "md5";
    /** The joint a model without a skeleton is given. */
    static final String ORIGIN = "origin";

    private Md5Exporter() {
    }

    /**
     * The mesh document of {@code model}, with an animation document beside it for each animation.
     *
     * @throws ModelFormatException when the model cannot be written as MD5
     */
    public static Md5Document mesh(Model model, Diagnostics losses) throws ModelFormatException {
        List<Joint> joints = skeleton(model, losses);
        Md5Pose[] seen = Md5JointPlacement.place(joints);
        List<Md5Joint> out = new ArrayList<>();
        for (int j = 0; j < joints.size(); j++) {
            Md5Pose a = seen[j];
            // + 0.0: a negative zero (what arithmetic leaves) reads back as zero, so write zero
            out.add(new Md5Joint(name(joints.get(j).name(), "joint", losses), joints.get(j).parent(), a.x() + 0.0,
                    a.y() + 0.0, a.z() + 0.0, a.qx() + 0.0, a.qy() + 0.0, a.qz() + 0.0));
        }
        List<Md5Mesh> meshes = new ArrayList<>();
        int unweighted = 0;
        int dropped = 0;
        int unskinned = 0;
        for (Mesh m : model.meshes()) {
            Md5MeshExport e = new Md5MeshExport(m, seen);
            meshes.add(e.export(meshName(m.name(), losses), name(m.material(), "material", losses)));
            if (e.skinned()) {
                unweighted += e.unweighted();
            } else if (!model.joints().isEmpty()) {
                unskinned++;
            }
            dropped += e.dropped();
        }
        if (dropped > 0) {
            losses.lost(NAME, dropped + " blend weights of 1e-3 or less, or past a vertex's four largest, are left out"
                    + " (the others renormalised), as MD5's readers keep four",
                    LossScope.maybe(LossScope.meshPath(-1, "streams.blendweights"),
                            LossScope.meshPath(-1, "streams.blendindexes")));
        }
        if (unskinned > 0) {
            losses.converted(NAME, unskinned + " meshes without blend weights hang on joint " + joints.get(0).name()
                    + " (MD5 places every vertex by its weights): they follow it when it moves");
        }
        if (unweighted > 0 && !model.joints().isEmpty()) {
            losses.lost(NAME, unweighted + " vertices without blend weights hang on joint " + joints.get(0).name()
                    + " (MD5 places every vertex by its weights)", LossScope.of(
                            LossScope.meshPath(-1, "streams.blendweights"), LossScope.meshPath(-1, "streams.blendindexes")));
        }
        List<Md5Document> animations = new ArrayList<>();
        List<Bounds> bounds = frameBounds(model);
        int firstFrame = 0;
        for (Animation a : model.animations()) {
            animations.add(animation(a, joints, bounds, firstFrame, losses));
            firstFrame += a.frameCount();
        }
        String commandLine = !model.joints().isEmpty() ? ""
                : model.animations().stream().allMatch(a -> a.jointCount() == 0) ? Md5Document.UNSKINNED
                : Md5Document.UNNAMED_JOINTS;
        return Md5Document.mesh(commandLine, out, meshes).withAnimations(animations);
    }

    /**
     * The animation document of {@code model}'s first animation, for an {@code .md5anim} file; what
     * else the model holds is reported.
     *
     * @throws ModelFormatException when the model has no animation
     */
    public static Md5Document animation(Model model, Diagnostics losses) throws ModelFormatException {
        if (model.animations().isEmpty()) {
            throw ModelFormatException.inSource(NAME, "the model has no animation to write as an .md5anim file"
                    + " (write an .md5mesh file for its meshes and skeleton)");
        }
        if (!model.meshes().isEmpty()) {
            losses.lost(NAME, "the meshes are not written: an .md5anim file holds one animation (an .md5mesh file"
                    + " holds the meshes, with every animation beside it)", LossScope.of("meshes"));
        }
        if (model.animations().size() > 1) {
            List<String> rest = model.animations().subList(1, model.animations().size()).stream()
                    .map(Animation::name).toList();
            losses.lost(NAME, "only the first animation, " + model.animations().get(0).name()
                    + ", is written: an .md5anim file holds one (not written: " + String.join(", ", rest) + ")",
                    LossScope.of("animations"));
        }
        List<Joint> joints = skeleton(model, losses);
        return animation(model.animations().get(0), joints, frameBounds(model), 0, losses);
    }

    /**
     * The model's joints; one root joint when it has none, which the reader knows by the document's
     * command line and leaves out again; or names for an animation-only model's poses.
     */
    private static List<Joint> skeleton(Model model, Diagnostics losses) {
        return WrittenSkeleton.joints(model, ORIGIN, NAME, "", losses);
    }

    private static Md5Document animation(Animation a, List<Joint> joints, List<Bounds> bounds, int firstFrame,
            Diagnostics losses) {
        int jointCount = joints.size();
        int frames = a.frameCount();
        if (a.loop()) {
            losses.lost(NAME, "animation " + a.name() + " loops; MD5 has no loop flag", LossScope.of("animations"));
        }
        // each joint's six components in each frame (its rest pose where the animation has no poses)
        double[] values = new double[Math.multiplyExact(Math.multiplyExact(frames, jointCount), 6)];
        for (int f = 0; f < frames; f++) {
            for (int j = 0; j < jointCount; j++) {
                Transform t = j < a.jointCount() ? a.pose(f, j) : joints.get(j).basePose();
                double[] q = Md5JointPlacement.unitNear(orientation(t));
                int at = (f * jointCount + j) * 6;
                values[at] = t.tx();
                values[at + 1] = t.ty();
                values[at + 2] = t.tz();
                values[at + 3] = q[0];
                values[at + 4] = q[1];
                values[at + 5] = q[2];
            }
        }
        double[] base = new double[jointCount * 6];
        if (frames > 0) {
            System.arraycopy(values, 0, base, 0, base.length);
        } else {
            for (int j = 0; j < jointCount; j++) {
                Transform t = joints.get(j).basePose();
                double[] q = normalized(orientation(t));
                System.arraycopy(new double[] {t.tx(), t.ty(), t.tz(), q[0], q[1], q[2]}, 0, base, j * 6, 6);
            }
        }
        int[] flagsOf = new int[jointCount];
        for (int j = 0; j < jointCount; j++) {
            for (int c = 0; c < 6; c++) {
                for (int f = 1; f < frames; f++) {
                    if (values[(f * jointCount + j) * 6 + c] != base[j * 6 + c]) {
                        flagsOf[j] |= 1 << c;
                        break;
                    }
                }
            }
        }
        if (frames > 1 && jointCount > 0 && Arrays.stream(flagsOf).allMatch(flags -> flags == 0)) {
            // nothing moves, yet the frames must stay: assimp keeps one frame of an animation without
            // animated components, so the first joint's x is written in every frame
            flagsOf[0] = 1;
        }
        List<Md5AnimatedJoint> hierarchy = new ArrayList<>();
        int components = 0;
        for (int j = 0; j < jointCount; j++) {
            int flags = flagsOf[j];
            hierarchy.add(new Md5AnimatedJoint(name(joints.get(j).name(), "joint", Diagnostics.discarding()),
                    joints.get(j).parent(), flags, flags == 0 ? 0 : components));
            components += Integer.bitCount(flags);
        }
        double[] frameValues = new double[Math.multiplyExact(frames, components)];
        for (int f = 0; f < frames; f++) {
            int at = f * components;
            for (int j = 0; j < jointCount; j++) {
                int flags = hierarchy.get(j).flags();
                for (int c = 0; c < 6; c++) {
                    if ((flags & (1 << c)) != 0) {
                        frameValues[at++] = values[(f * jointCount + j) * 6 + c];
                    }
                }
            }
        }
        double[] box = new double[0];
        if (!bounds.isEmpty()) {
            box = new double[frames * 6];
            for (int f = 0; f < frames; f++) {
                Bounds b = bounds.get(firstFrame + f);
                System.arraycopy(new double[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()}, 0, box,
                        f * 6, 6);
            }
        }
        return Md5Document.animation("", hierarchy, a.framerate(), frames, components, box, base, frameValues)
                .named(name(a.name(), "animation name", Diagnostics.discarding()));
    }

    /** The model's frame bounds, or those skinning gives, or none when neither is known. */
    private static List<Bounds> frameBounds(Model model) {
        if (!model.frameBounds().isEmpty()) {
            return model.frameBounds();
        }
        return SkinnedBounds.derivable(model) ? SkinnedBounds.of(model) : List.of();
    }

    /** A mesh name as MD5's {@code // meshes:} comment keeps it: without blanks at its end (C's isspace), reported. */
    static String meshName(String name, Diagnostics losses) {
        String quotable = name(name, "mesh name", losses);
        int end = quotable.length();
        while (end > 0 && " \t\n\u000B\f\r".indexOf(quotable.charAt(end - 1)) >= 0) {
            end--;
        }
        String stripped = quotable.substring(0, end);
        if (!stripped.equals(quotable)) {
            losses.lost(NAME, "mesh name '" + name + "' is written without the blanks at its end: MD5's // meshes:"
                    + " comment does not keep them", LossScope.UNSCOPED);
        }
        return stripped;
    }

    /** {@code name} with what MD5 cannot quote (double quotes, line ends, beyond Latin-1) made '_', reported. */
    static String name(String name, String what, Diagnostics losses) {
        String quoted = QuotedLatin1Name.of(name);
        if (!quoted.equals(name)) {
            losses.lost(NAME, what + " '" + name + "' has characters MD5 cannot quote: written as '" + quoted + "'",
                    LossScope.UNSCOPED);
        }
        return quoted;
    }

    /** {@code t}'s orientation, negated where its w is positive (the same rotation): MD5 implies a w ≤ 0. */
    static double[] orientation(Transform t) {
        return components(new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).withNonPositiveW());
    }

    /**
     * The unit quaternion of {@code q} (x, y, z, w), in double: MD5 implies w from x, y, z, so a
     * quaternion a float step off unit would turn by much more where w is small; the identity for a
     * zero or non-finite one.
     */
    static double[] normalized(double[] q) {
        Quaternion quaternion = new Quaternion(q[0], q[1], q[2], q[3]);
        double len = quaternion.length();
        return len > 0 && Double.isFinite(len) ? components(quaternion.normalized()) : components(Quaternion.IDENTITY);
    }

    static double[] components(Quaternion q) {
        return new double[] {q.x(), q.y(), q.z(), q.w()};
    }
}
