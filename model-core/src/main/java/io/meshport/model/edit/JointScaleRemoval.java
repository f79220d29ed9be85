package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.derive.SkinnedPositions;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * {@code --remove-joint-scale}: every joint's scale set to 1 in the base pose and in every frame
 * (asstools' {@code iqe-kill-anim-scale}, for engines that read no joint scale), baked where that is
 * exact. In each pose a joint's scale is carried into its children's translations
 * ({@link UnscaledPose}), so every joint keeps its place in the base pose and in every frame. The
 * mesh is stored in the base pose, where every skinning matrix is the identity whatever the scales,
 * so the base-pose mesh is kept as it is: its vertices are not touched. A frame keeps its skin
 * exactly where each joint carries the scale it carries in the base pose (a constant uniform scale,
 * say, or a non-uniform one on a joint whose children do not turn); where a joint's scale is
 * animated, or a non-uniform scale meets rotations the base pose does not have, its vertices move:
 * reported per joint, with how far they move at most. Frame bounds are computed again then.
 */
record JointScaleRemoval() implements ModelEdit {
    @Override
    public String name() {
        return "remove-joint-scale";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Joint> joints = model.joints();
        if (joints.isEmpty()) {
            EditReport.unchanged(this, source, report, "the model has no skeleton: no joint scale to remove");
            return model;
        }
        int n = joints.size();
        Scales scales = new Scales(n);
        UnscaledPose base = UnscaledPose.of(joints, j -> joints.get(j).basePose());
        List<Joint> unscaledJoints = new ArrayList<>();
        boolean baseScaled = false;
        for (int j = 0; j < n; j++) {
            Joint joint = joints.get(j);
            baseScaled |= scales.saw(j, joint.basePose(), joint.basePose());
            unscaledJoints.add(new Joint(joint.name(), joint.parent(), base.local(j)));
        }
        List<Animation> animations = new ArrayList<>();
        List<int[]> lossyFrames = new ArrayList<>();
        List<BitSet> lossyJoints = new ArrayList<>();
        int framesTouched = 0;
        for (int ai = 0; ai < model.animations().size(); ai++) {
            Animation a = model.animations().get(ai);
            if (a.jointCount() != n) {
                animations.add(a);
                continue;
            }
            float[] channels = a.channels();
            int touched = 0;
            for (int f = 0; f < a.frameCount(); f++) {
                boolean scaled = false;
                for (int j = 0; j < n; j++) {
                    scaled |= scales.saw(j, a.pose(f, j), joints.get(j).basePose());
                }
                if (!scaled && !baseScaled) {
                    continue; // no scale in the frame or under it: nothing carried, nothing to compare
                }
                int frame = f;
                UnscaledPose pose = UnscaledPose.of(joints, j -> a.pose(frame, j));
                BitSet off = new BitSet(n);
                for (int j = 0; j < n; j++) {
                    pose.local(j).toChannels(channels, (f * n + j) * Transform.CHANNELS);
                    if (!pose.carriesAsIn(base, j)) {
                        off.set(j);
                        scales.lossyFrames[j]++;
                    }
                }
                touched += scaled ? 1 : 0;
                if (!off.isEmpty()) {
                    lossyFrames.add(new int[] {ai, f});
                    lossyJoints.add(off);
                }
            }
            framesTouched += touched;
            animations.add(touched == 0 ? a : Animation.of(a.name(), a.framerate(), a.loop(), n, channels));
        }
        if (scales.removed.isEmpty()) {
            EditReport.changed(this, source, report, "no joint is scaled: nothing to remove");
            return model;
        }
        Model edited = model.toBuilder().joints(unscaledJoints).animations(animations).build();
        double[] moved = new double[n];
        boolean anyMoved = measure(model, edited, lossyFrames, lossyJoints, moved);
        List<String> names = new ArrayList<>();
        scales.removed.stream().forEach(j -> names.add(joints.get(j).name()));
        String where = (baseScaled ? "the base pose" : "") + (baseScaled && framesTouched > 0 ? " and " : "")
                + (framesTouched > 0 ? EditReport.count(framesTouched, "frame") : "");
        EditReport.changed(this, source, report, "the scale of " + EditReport.count(names.size(), "joint")
                + " set to 1 in " + where + " (" + EditReport.names(names) + "), carried into the children's"
                + " translations: every joint keeps its place, the base-pose mesh its shape");
        if (!lossyJoints.isEmpty()) {
            EditReport.unchanged(this, source, report, "not kept exactly where a joint carries another scale than in"
                    + " the base pose: " + scales.losses(joints, moved));
        }
        if (anyMoved && !model.frameBounds().isEmpty()) {
            Model unbounded = edited.toBuilder().frameBounds(List.of()).build();
            edited = unbounded.toBuilder().frameBounds(SkinnedBounds.of(unbounded)).build();
        }
        return edited;
    }

    /**
     * Per joint into {@code moved}, the farthest a vertex it skins moves in a frame where it carries
     * another scale than in the base pose; whether any vertex moves.
     */
    private static boolean measure(Model before, Model after, List<int[]> frames, List<BitSet> off, double[] moved) {
        int n = before.joints().size();
        List<int[]> influences = new ArrayList<>();
        List<Integer> widths = new ArrayList<>();
        for (Mesh mesh : before.meshes()) {
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            int k = idx == null || w == null ? 0 : Math.min(idx.size(), w.size());
            int[] joint = new int[mesh.vertexCount() * k];
            for (int v = 0; v < mesh.vertexCount(); v++) {
                for (int c = 0; c < k; c++) {
                    long b = idx.getLong(v, c);
                    // as the skinning reads them: a joint counts where its weight does and it is one
                    joint[v * k + c] = (float) w.getDouble(v, c) > 0 && b >= 0 && b < n ? (int) b : -1;
                }
            }
            influences.add(joint);
            widths.add(k);
        }
        boolean any = false;
        for (int i = 0; i < frames.size(); i++) {
            List<float[]> was = SkinnedPositions.of(before, frames.get(i)[0], frames.get(i)[1]);
            List<float[]> now = SkinnedPositions.of(after, frames.get(i)[0], frames.get(i)[1]);
            BitSet lossy = off.get(i);
            for (int m = 0; m < was.size(); m++) {
                int k = widths.get(m);
                int[] joint = influences.get(m);
                float[] p = was.get(m);
                float[] q = now.get(m);
                for (int v = 0; v < p.length / 3 && k > 0; v++) {
                    double dx = p[v * 3] - q[v * 3];
                    double dy = p[v * 3 + 1] - q[v * 3 + 1];
                    double dz = p[v * 3 + 2] - q[v * 3 + 2];
                    double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
                    for (int c = 0; c < k; c++) {
                        int j = joint[v * k + c];
                        if (j >= 0 && lossy.get(j) && d > moved[j]) {
                            moved[j] = d;
                            any = true;
                        }
                    }
                }
            }
        }
        return any;
    }

    /** What the joints' scales were: which were not 1, not uniform, animated, and in how many frames lost. */
    private static final class Scales {
        final BitSet removed = new BitSet();
        final BitSet nonUniform = new BitSet();
        final BitSet animated = new BitSet();
        final int[] lossyFrames;

        Scales(int joints) {
            lossyFrames = new int[joints];
        }

        /** Notes joint {@code j}'s scale in a pose whose base pose is {@code base}; whether it is not 1. */
        boolean saw(int j, Transform t, Transform base) {
            if (t.sx() != base.sx() || t.sy() != base.sy() || t.sz() != base.sz()) {
                animated.set(j);
            }
            if (UnscaledPose.unitScale(t)) {
                return false;
            }
            removed.set(j);
            if (t.sx() != t.sy() || t.sy() != t.sz()) {
                nonUniform.set(j);
            }
            return true;
        }

        /** {@code 'arm' (animated scale, 12 frames): vertices it skins move by up to 0.25}, per joint. */
        String losses(List<Joint> joints, double[] moved) {
            StringBuilder b = new StringBuilder();
            for (int j = 0; j < joints.size(); j++) {
                if (lossyFrames[j] == 0) {
                    continue;
                }
                String why = animated.get(j) ? "animated scale" : nonUniform.get(j) ? "non-uniform scale"
                        : "scaled with its parent";
                b.append(b.length() == 0 ? "" : ", ").append('\'').append(joints.get(j).name()).append("' (")
                        .append(why).append(", ").append(EditReport.count(lossyFrames[j], "frame")).append("): ")
                        .append(moved[j] > 0 ? String.format(Locale.ROOT, "vertices it skins move by up to %.6g",
                                moved[j]) : "no vertex it skins moves");
            }
            return b.toString();
        }
    }
}
