package io.meshport.iqm.internal.read;

import io.meshport.iqm.IqmJoint;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.internal.export.IqmAnimationQuantizer;
import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;
import java.util.ArrayList;
import java.util.List;

/**
 * Upgrades the animation data of an IQM v1 file to v2, as the reference {@code upgrade} tool
 * does: v1 stores only quaternion x, y, z (w implied negative) in nine channels; v2 stores w
 * explicitly in channel 6. The w of every frame is restored from x, y, z and quantised with the
 * same rule the compiler uses for every other channel.
 */
final class IqmVersion1Upgrade {
    /** v1 channel order: translate xyz (0-2), rotate xyz (3-5), scale xyz (6-8). */
    static final int V1_CHANNELS = 9;

    private IqmVersion1Upgrade() {
    }

    /** Quaternion w implied by x, y, z: negative, {@code -sqrt(max(0, 1 - x² - y² - z²))}. */
    static float impliedW(double x, double y, double z) {
        return (float) Quaternion.impliedW(x, y, z);
    }

    static IqmJoint joint(int name, int parent, float[] t, float[] r, float[] s) {
        return new IqmJoint(name, parent,
                new Transform(t[0], t[1], t[2], r[0], r[1], r[2], impliedW(r[0], r[1], r[2]), s[0], s[1], s[2]));
    }

    /** The upgraded poses and frames. */
    record Result(List<IqmPose> poses, int frameChannelCount, short[] frames) {
    }

    /**
     * @param parents per pose, its parent
     * @param masks per pose, its v1 mask (bits 0..8)
     * @param offsets per pose, 9 channel offsets
     * @param scales per pose, 9 channel scales
     * @param frames v1 frames, {@code frameCount * (sum of mask bits)} values
     */
    static Result upgrade(int[] parents, int[] masks, float[][] offsets, float[][] scales, short[] frames,
            int frameCount) {
        int poseCount = parents.length;
        float[] w = restoredW(masks, offsets, scales, frames, frameCount);
        List<IqmPose> poses = new ArrayList<>(poseCount);
        int channels = 0;
        for (int p = 0; p < poseCount; p++) {
            IqmPose pose = upgradedPose(parents[p], masks[p], offsets[p], scales[p], w, p, poseCount, frameCount);
            channels += pose.storedChannelCount();
            poses.add(pose);
        }
        return new Result(poses, channels, repacked(masks, poses, frames, w, frameCount, channels));
    }

    /** Per frame and pose ({@code frame * poseCount + pose}), the w implied by that frame's x, y, z. */
    private static float[] restoredW(int[] masks, float[][] offsets, float[][] scales, short[] frames,
            int frameCount) {
        int poseCount = masks.length;
        float[] w = new float[frameCount * poseCount];
        double[] q = new double[3];
        int src = 0;
        for (int f = 0; f < frameCount; f++) {
            for (int p = 0; p < poseCount; p++) {
                for (int c = 0; c < V1_CHANNELS; c++) {
                    boolean animated = (masks[p] & (1 << c)) != 0;
                    int value = animated ? Short.toUnsignedInt(frames[src++]) : 0;
                    if (c >= 3 && c < 6) {
                        q[c - 3] = animated ? offsets[p][c] + value * scales[p][c] : offsets[p][c];
                    }
                }
                w[f * poseCount + p] = impliedW(q[0], q[1], q[2]);
            }
        }
        return w;
    }

    /** The v2 pose: channels 0-5 as they were, scale moved to 7-9, w in 6 quantised over its range. */
    private static IqmPose upgradedPose(int parent, int v1Mask, float[] offsets, float[] scales, float[] w,
            int pose, int poseCount, int frameCount) {
        float[] off = new float[IqmPose.CHANNELS];
        float[] sc = new float[IqmPose.CHANNELS];
        int mask = 0;
        for (int c = 0; c < V1_CHANNELS; c++) {
            int to = c < 6 ? c : c + 1;
            off[to] = offsets[c];
            sc[to] = scales[c];
            if ((v1Mask & (1 << c)) != 0) {
                mask |= 1 << to;
            }
        }
        if (frameCount == 0) {
            // No frame to take w from: the constant rotation of the offsets.
            off[6] = impliedW(off[3], off[4], off[5]);
        } else {
            float wMin = Float.POSITIVE_INFINITY;
            float wMax = Float.NEGATIVE_INFINITY;
            for (int f = 0; f < frameCount; f++) {
                wMin = Math.min(wMin, w[f * poseCount + pose]);
                wMax = Math.max(wMax, w[f * poseCount + pose]);
            }
            float range = wMax - wMin;
            off[6] = wMin;
            if (range >= 1e-10f) {
                sc[6] = range / 0xFFFF;
                mask |= 1 << 6;
            }
        }
        return new IqmPose(parent, mask, off, sc);
    }

    /** The v1 frame values in v2 channel order, with the quantised w inserted where a pose animates it. */
    private static short[] repacked(int[] v1Masks, List<IqmPose> poses, short[] frames, float[] w, int frameCount,
            int channels) {
        int poseCount = v1Masks.length;
        short[] out = new short[frameCount * channels];
        int dst = 0;
        int src = 0;
        for (int f = 0; f < frameCount; f++) {
            for (int p = 0; p < poseCount; p++) {
                IqmPose pose = poses.get(p);
                for (int c = 0; c < V1_CHANNELS; c++) {
                    if (c == 6 && pose.hasChannel(6)) {
                        out[dst++] = IqmAnimationQuantizer.quantize(w[f * poseCount + p], pose.channelOffset(6),
                                pose.channelScale(6));
                    }
                    if ((v1Masks[p] & (1 << c)) != 0) {
                        out[dst++] = frames[src++];
                    }
                }
            }
        }
        return out;
    }
}
