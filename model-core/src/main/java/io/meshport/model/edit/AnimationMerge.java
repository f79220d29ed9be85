package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.derive.SkinnedBounds;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Appends the animations of further inputs to a base model, as the IQM compiler does with
 * {@code iqm out.iqm mesh.iqe anim1.iqe anim2.iqe}: meshes and skeleton come from the base
 * (or, when the base has no skeleton, from the first input that brings one), animations of
 * every input are kept in order.
 *
 * <p>Where we differ from the reference, on purpose: it copies poses by joint position and
 * fills joints an input lacks with the identity pose, which silently scrambles an animation
 * exported with another joint order. We match joints by name, fill joints the input lacks with
 * the base model's bind pose (so they hold still), warn about both kinds of mismatch, and
 * refuse an input that shares no joint name at all. Inputs without joint names (animation-only
 * IQM files) are matched by position and must have the same joint count.
 */
public final class AnimationMerge {
    private AnimationMerge() {
    }

    /**
     * {@code base} with the animations of {@code other} appended. Meshes of {@code other} are
     * not taken (reported to {@code warnings}). Frame bounds are recomputed when the result has
     * vertices to skin and either input had bounds, and dropped otherwise (they are all or
     * nothing per model).
     *
     * @param otherSource the name of {@code other} in messages
     * @throws ModelFormatException when {@code other}'s animations cannot be mapped to the skeleton
     */
    public static Model append(Model base, Model other, String otherSource, Diagnostics warnings)
            throws ModelFormatException {
        if (!other.meshes().isEmpty()) {
            warnings.warn(otherSource, other.meshes().size() + " meshes ignored: only the first input's meshes"
                    + " are converted, later inputs contribute animations");
        }
        Model.Builder b = base.toBuilder();
        List<Joint> skeleton = base.joints();
        if (skeleton.isEmpty() && base.animations().stream().allMatch(a -> a.jointCount() == 0)) {
            skeleton = other.joints();
            b.joints(skeleton);
        }
        int targetJoints = !skeleton.isEmpty() ? skeleton.size() : animatedJointCount(base);
        for (Animation a : other.animations()) {
            if (a.jointCount() == 0) {
                b.addAnimation(a);
            } else if (skeleton.isEmpty() || other.joints().isEmpty()) {
                if (targetJoints >= 0 && a.jointCount() != targetJoints) {
                    throw ModelFormatException.inSource(otherSource, "animation " + a.name() + " poses "
                            + a.jointCount() + " joints, the first input's animations pose " + targetJoints
                            + ", and joint names are not known to match them");
                }
                b.addAnimation(a);
            } else {
                b.addAnimation(remap(a, other.joints(), skeleton, otherSource, warnings));
            }
        }
        Model merged = b.frameBounds(List.of()).build();
        boolean hadBounds = !base.frameBounds().isEmpty() || !other.frameBounds().isEmpty();
        List<Bounds> recomputed = hadBounds ? SkinnedBounds.of(merged) : List.of();
        return recomputed.isEmpty() ? merged : merged.toBuilder().frameBounds(recomputed).build();
    }

    private static int animatedJointCount(Model m) {
        return m.animations().stream().mapToInt(Animation::jointCount).filter(n -> n > 0).findFirst().orElse(-1);
    }

    private static Animation remap(Animation a, List<Joint> from, List<Joint> to, String source,
            Diagnostics warnings) throws ModelFormatException {
        Map<String, Integer> byName = new HashMap<>();
        for (int j = from.size() - 1; j >= 0; j--) {
            byName.put(from.get(j).name(), j); // the first of duplicate names wins
        }
        int[] sourceJoint = new int[to.size()];
        List<String> missing = new ArrayList<>();
        List<String> reparented = new ArrayList<>();
        int matched = 0;
        for (int j = 0; j < to.size(); j++) {
            Integer s = byName.get(to.get(j).name());
            sourceJoint[j] = s == null ? -1 : s;
            if (s == null) {
                missing.add(to.get(j).name());
                continue;
            }
            matched++;
            int parent = to.get(j).parent();
            int sourceParent = from.get(s).parent();
            String want = parent < 0 ? null : to.get(parent).name();
            String have = sourceParent < 0 ? null : from.get(sourceParent).name();
            if (want == null ? have != null : !want.equals(have)) {
                reparented.add(to.get(j).name());
            }
        }
        if (matched == 0) {
            throw ModelFormatException.inSource(source, "animation " + a.name()
                    + " shares no joint name with the first input's skeleton");
        }
        if (!missing.isEmpty()) {
            warnings.warn(source, "animation " + a.name() + ": " + count(missing, "joint") + " of the skeleton not"
                    + " animated, keeping the bind pose: " + sample(missing));
        }
        List<String> unknown = new ArrayList<>();
        for (Joint j : from) {
            if (to.stream().noneMatch(t -> t.name().equals(j.name()))) {
                unknown.add(j.name());
            }
        }
        if (!unknown.isEmpty()) {
            warnings.warn(source, "animation " + a.name() + ": " + count(unknown, "joint")
                    + " not in the first input's skeleton, dropped: " + sample(unknown));
        }
        if (!reparented.isEmpty()) {
            warnings.warn(source, "animation " + a.name() + ": " + count(reparented, "joint")
                    + " with another parent than in the first input's skeleton: " + sample(reparented));
        }
        float[] channels = new float[a.frameCount() * to.size() * Transform.CHANNELS];
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < to.size(); j++) {
                Transform pose = sourceJoint[j] < 0 ? to.get(j).basePose() : a.pose(f, sourceJoint[j]);
                pose.toChannels(channels, (f * to.size() + j) * Transform.CHANNELS);
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), to.size(), channels);
    }

    private static String count(List<String> items, String noun) {
        return items.size() + " " + noun + (items.size() == 1 ? "" : "s");
    }

    private static String sample(List<String> names) {
        int shown = Math.min(names.size(), 5);
        return String.join(", ", names.subList(0, shown)) + (names.size() > shown ? ", ..." : "");
    }
}
