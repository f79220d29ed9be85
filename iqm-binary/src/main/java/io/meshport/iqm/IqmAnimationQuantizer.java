package io.meshport.iqm;

import java.util.ArrayList;
import java.util.List;

/**
 * Quantises animation frames exactly as the reference compiler ({@code calcanimdata} in
 * lsalzman/iqm {@code iqm.cpp}) does, so that a model compiled here and there stores the same
 * ushorts:
 * <ul>
 * <li>per joint and channel, offset = min and range = max - min over all frames of all
 * animations, in {@code float};</li>
 * <li>a channel is stored only when {@code range >= 1e-10f}; its scale is then
 * {@code range / 65535} (else scale 0 and the channel is the constant offset);</li>
 * <li>a stored value is {@code ushort(0.5f + (v - offset) / scale)}, all in {@code float}.</li>
 * </ul>
 * The C cast of a float outside 0..65535 to ushort is undefined; values here never leave that
 * range except by rounding at the ends, so they are clamped.
 */
final class IqmAnimationQuantizer {
    private IqmAnimationQuantizer() {
    }

    /** The poses and the frames they quantise. */
    record Quantized(List<IqmPose> poses, int frameCount, int frameChannelCount, short[] frames) {
    }

    /**
     * @param parents per joint its parent (stored in the poses)
     * @param animations per animation, {@code frames * joints * 10} values in channel order
     *     (translate xyz, rotate xyzw, scale xyz)
     */
    static Quantized quantize(int[] parents, List<float[]> animations) {
        int joints = parents.length;
        int stride = joints * IqmPose.CHANNELS;
        float[] min = new float[stride];
        float[] max = new float[stride];
        long totalFrames = 0;
        for (float[] frames : animations) {
            totalFrames += frames.length;
        }
        if (totalFrames != 0) {
            // The reference's sentinels; with no frames at all offsets and scales stay 0 as it leaves them.
            java.util.Arrays.fill(min, 1e16f);
            java.util.Arrays.fill(max, -1e16f);
        }
        totalFrames = 0;
        for (float[] frames : animations) {
            if (stride == 0 || frames.length % stride != 0) {
                if (frames.length == 0) {
                    continue;
                }
                throw new IllegalArgumentException("animation data is not whole frames of " + joints + " joints");
            }
            totalFrames += frames.length / stride;
            for (int i = 0; i < frames.length; i++) {
                int slot = i % stride;
                float v = frames[i];
                min[slot] = Math.min(min[slot], v);
                max[slot] = Math.max(max[slot], v);
            }
        }
        if (joints == 0) {
            return new Quantized(List.of(), 0, 0, new short[0]);
        }
        List<IqmPose> poses = new ArrayList<>(joints);
        float[] scale = new float[stride];
        int channels = 0;
        for (int j = 0; j < joints; j++) {
            int mask = 0;
            float[] off = new float[IqmPose.CHANNELS];
            float[] sc = new float[IqmPose.CHANNELS];
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                int slot = j * IqmPose.CHANNELS + c;
                off[c] = min[slot];
                float range = max[slot] - min[slot];
                if (range >= 1e-10f) {
                    sc[c] = range / 0xFFFF;
                    mask |= 1 << c;
                    channels++;
                } else {
                    sc[c] = 0.0f;
                }
                scale[slot] = sc[c];
            }
            poses.add(new IqmPose(parents[j], mask, off, sc));
        }
        if (totalFrames * channels > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many animation frames for one IQM file");
        }
        short[] out = new short[(int) (totalFrames * channels)];
        int dst = 0;
        for (float[] frames : animations) {
            for (int i = 0; i < frames.length; i++) {
                int slot = i % stride;
                if (scale[slot] != 0.0f) {
                    out[dst++] = quantize(frames[i], min[slot], scale[slot]);
                }
            }
        }
        return new Quantized(poses, (int) totalFrames, channels, out);
    }

    /** {@code ushort(0.5f + (v - offset) / scale)} in float arithmetic, clamped to 0..65535. */
    static short quantize(float v, float offset, float scale) {
        float q = 0.5f + (v - offset) / scale;
        int i = (int) q;
        return (short) Math.max(0, Math.min(0xFFFF, i));
    }

    /** {@code offset + value * scale}, as the reference loader dequantises. */
    static float dequantize(int value, float offset, float scale) {
        return offset + value * scale;
    }
}
