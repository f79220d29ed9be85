package io.meshport.cli.command;

import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.List;

/**
 * The animations of a further input appended as the reference compiler appends them
 * ({@code meshport iqm --compat}): pose {@code j} of a frame goes to joint {@code j} of the skeleton
 * whatever the joints are called, joints the input lacks get the identity pose and the input's joints
 * past the skeleton's count are dropped. The skeleton is the base's, or, when the base has none and
 * poses no joint, the input's. The input's meshes are not taken. Frame bounds are left for the writer
 * to derive.
 *
 * <p>{@link io.meshport.model.edit.AnimationMerge} is meshport's way, by joint name; this is the
 * reference's, for build scripts that rely on its joint order.
 */
final class PositionalAnimationAppend {
    private PositionalAnimationAppend() {
    }

    /** {@code base} with the animations of {@code other} appended, each pose by its joint's position. */
    static Model append(Model base, Model other) {
        Model.Builder b = base.toBuilder().frameBounds(List.of());
        List<Joint> skeleton = base.joints();
        if (skeleton.isEmpty() && base.animations().stream().allMatch(a -> a.jointCount() == 0)) {
            skeleton = other.joints();
            b.joints(skeleton);
        }
        int target = !skeleton.isEmpty() ? skeleton.size() : base.animations().stream()
                .mapToInt(Animation::jointCount).filter(n -> n > 0).findFirst().orElse(-1);
        for (Animation a : other.animations()) {
            if (a.jointCount() == 0 || target < 0 || a.jointCount() == target) {
                b.addAnimation(a);
                if (target < 0) {
                    target = a.jointCount() > 0 ? a.jointCount() : -1;
                }
                continue;
            }
            b.addAnimation(byPosition(a, target));
        }
        return b.build();
    }

    /** {@code a} over {@code joints} joints: its own poses where it has them, the identity past them. */
    private static Animation byPosition(Animation a, int joints) {
        float[] channels = new float[Math.multiplyExact(a.frameCount(), joints * Transform.CHANNELS)];
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < joints; j++) {
                Transform pose = j < a.jointCount() ? a.pose(f, j) : Transform.IDENTITY;
                pose.toChannels(channels, (f * joints + j) * Transform.CHANNELS);
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), joints, channels);
    }
}
