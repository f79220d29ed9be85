package io.meshport.iqm;

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
        float[] wMin = new float[poseCount];
        float[] wMax = new float[poseCount];
        float[] w = new float[frameCount * poseCount];
        java.util.Arrays.fill(wMin, Float.POSITIVE_INFINITY);
        java.util.Arrays.fill(wMax, Float.NEGATIVE_INFINITY);
        int src = 0;
        for (int f = 0; f < frameCount; f++) {
            for (int p = 0; p < poseCount; p++) {
                int mask = masks[p];
                double[] q = new double[3];
                for (int c = 0; c < V1_CHANNELS; c++) {
                    if ((mask & (1 << c)) != 0) {
                        int value = Short.toUnsignedInt(frames[src++]);
                        if (c >= 3 && c < 6) {
                            q[c - 3] = offsets[p][c] + value * scales[p][c];
                        }
                    } else if (c >= 3 && c < 6) {
                        q[c - 3] = offsets[p][c];
                    }
                }
                float qw = impliedW(q[0], q[1], q[2]);
                w[f * poseCount + p] = qw;
                wMin[p] = Math.min(wMin[p], qw);
                wMax[p] = Math.max(wMax[p], qw);
            }
        }
        List<IqmPose> poses = new ArrayList<>(poseCount);
        float[] wScale = new float[poseCount];
        int channels = 0;
        int[] newMasks = new int[poseCount];
        for (int p = 0; p < poseCount; p++) {
            float[] off = new float[IqmPose.CHANNELS];
            float[] sc = new float[IqmPose.CHANNELS];
            int mask = 0;
            for (int c = 0; c < 6; c++) {
                off[c] = offsets[p][c];
                sc[c] = scales[p][c];
                mask |= masks[p] & (1 << c);
            }
            for (int c = 6; c < V1_CHANNELS; c++) {
                off[c + 1] = offsets[p][c];
                sc[c + 1] = scales[p][c];
                if ((masks[p] & (1 << c)) != 0) {
                    mask |= 1 << (c + 1);
                }
            }
            if (frameCount == 0) {
                // No frame to take w from: the constant rotation of the offsets.
                off[6] = impliedW(off[3], off[4], off[5]);
            } else {
                float range = wMax[p] - wMin[p];
                off[6] = wMin[p];
                if (range >= 1e-10f) {
                    sc[6] = range / 0xFFFF;
                    mask |= 1 << 6;
                }
            }
            wScale[p] = sc[6];
            newMasks[p] = mask;
            channels += Integer.bitCount(mask);
            poses.add(new IqmPose(parents[p], mask, off, sc));
        }
        short[] out = new short[frameCount * channels];
        int dst = 0;
        src = 0;
        for (int f = 0; f < frameCount; f++) {
            for (int p = 0; p < poseCount; p++) {
                int mask = masks[p];
                for (int c = 0; c < 6; c++) {
                    if ((mask & (1 << c)) != 0) {
                        out[dst++] = frames[src++];
                    }
                }
                if ((newMasks[p] & (1 << 6)) != 0) {
                    out[dst++] = IqmAnimationQuantizer.quantize(w[f * poseCount + p], poses.get(p).channelOffset(6),
                            wScale[p]);
                }
                for (int c = 6; c < V1_CHANNELS; c++) {
                    if ((mask & (1 << c)) != 0) {
                        out[dst++] = frames[src++];
                    }
                }
            }
        }
        return new Result(poses, channels, out);
    }
}
