package io.meshport.fbx.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.edit.ModelTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * A model read from FBX brought to metres. The whole model is scaled by the file's unit, then a root
 * joint's scale that is uniform and the same in every frame is folded into its descendants'
 * translations: Blender writes centimetres as an armature object scaled by 100 over numbers in
 * metres, so its root joint would keep a scale of 100 over children a hundredth as far; folded, the
 * skeleton is the one its glTF export has. Folding is exact: a uniform scale commutes with
 * rotations, so every joint's place, and every skinned vertex, stays where it was; only the joints'
 * own frames lose the scale.
 */
final class FbxUnits {
    /** How far from uniform, and from frame to frame, a scale may be (relative) and still be folded. */
    private static final double SAME = 1e-6;

    private FbxUnits() {
    }

    /** {@code model}, in units of {@code metresPerUnit} metres, in metres. */
    static Model inMetres(Model model, double metresPerUnit, Diagnostics diagnostics) {
        Model scaled = ModelTransform.identity().scaledBy(metresPerUnit).applyTo(model, diagnostics);
        List<Joint> joints = new ArrayList<>(scaled.joints());
        List<Animation> animations = new ArrayList<>(scaled.animations());
        boolean folded = false;
        for (int root = 0; root < joints.size(); root++) {
            if (joints.get(root).parent() >= 0) {
                continue;
            }
            double k = constantUniformScale(joints.get(root).basePose(), animations, root);
            if (Double.isNaN(k) || k == 1) {
                continue;
            }
            fold(joints, animations, root, k);
            folded = true;
        }
        return folded ? scaled.toBuilder().joints(joints).animations(animations).build() : scaled;
    }

    /** The root's scale when it is uniform and the same in its base pose and every frame; else NaN. */
    private static double constantUniformScale(Transform base, List<Animation> animations, int root) {
        double k = base.sx();
        if (!(k > 0) || !same(base.sy(), k) || !same(base.sz(), k)) {
            return Double.NaN;
        }
        for (Animation a : animations) {
            for (int f = 0; f < a.frameCount() && root < a.jointCount(); f++) {
                for (int c = 7; c < Transform.CHANNELS; c++) {
                    if (!same(a.channel(f, root, c), k)) {
                        return Double.NaN;
                    }
                }
            }
        }
        return k;
    }

    private static boolean same(double a, double b) {
        return Math.abs(a - b) <= SAME * Math.abs(b);
    }

    /** The root's scale set to 1 and its descendants' translations multiplied by {@code k}, in the base pose and every frame. */
    private static void fold(List<Joint> joints, List<Animation> animations, int root, double k) {
        boolean[] below = new boolean[joints.size()];
        for (int j = 0; j < joints.size(); j++) {
            int p = joints.get(j).parent();
            // parents come first (the model's rule), so a joint's parent is already marked
            below[j] = p >= 0 && (p == root || below[p]);
        }
        for (int j = 0; j < joints.size(); j++) {
            Joint joint = joints.get(j);
            if (j == root || below[j]) {
                joints.set(j, new Joint(joint.name(), joint.parent(), folded(joint.basePose(), j == root, k)));
            }
        }
        for (int i = 0; i < animations.size(); i++) {
            Animation a = animations.get(i);
            float[] channels = a.channels();
            int n = a.jointCount();
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < n; j++) {
                    int at = (f * n + j) * Transform.CHANNELS;
                    if (j == root) {
                        channels[at + 7] = 1;
                        channels[at + 8] = 1;
                        channels[at + 9] = 1;
                    } else if (j < below.length && below[j]) {
                        channels[at] *= (float) k;
                        channels[at + 1] *= (float) k;
                        channels[at + 2] *= (float) k;
                    }
                }
            }
            animations.set(i, Animation.of(a.name(), a.framerate(), a.loop(), n, channels));
        }
    }

    private static Transform folded(Transform t, boolean root, double k) {
        if (root) {
            return new Transform(t.tx(), t.ty(), t.tz(), t.qx(), t.qy(), t.qz(), t.qw(), 1, 1, 1);
        }
        float f = (float) k;
        return new Transform(t.tx() * f, t.ty() * f, t.tz() * f, t.qx(), t.qy(), t.qz(), t.qw(), t.sx(), t.sy(), t.sz());
    }
}
