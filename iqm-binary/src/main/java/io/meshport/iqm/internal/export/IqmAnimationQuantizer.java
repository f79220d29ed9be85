package io.meshport.iqm.internal.export;

import io.meshport.iqm.IqmPose;
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
 *
 * <p>Public for the reader's version-1 upgrade, which quantises the restored quaternion w with the
 * same rule ({@link #quantize(float, float, float)}).
 */
public final class IqmAnimationQuantizer {
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
        ChannelRanges ranges = ChannelRanges.of(joints * IqmPose.CHANNELS, animations);
        if (joints == 0) {
            return new Quantized(List.of(), 0, 0, new short[0]);
        }
        List<IqmPose> poses = new ArrayList<>(joints);
        int channels = 0;
        for (int j = 0; j < joints; j++) {
            IqmPose pose = pose(parents[j], j, ranges);
            channels += pose.storedChannelCount();
            poses.add(pose);
        }
        if (ranges.frameCount > Integer.MAX_VALUE || ranges.frameCount * channels > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many animation frames for one IQM file");
        }
        short[] out = new short[(int) (ranges.frameCount * channels)];
        int dst = 0;
        for (float[] frames : animations) {
            for (int i = 0; i < frames.length; i++) {
                int slot = i % ranges.min.length;
                float range = ranges.max[slot] - ranges.min[slot];
                if (range >= 1e-10f) {
                    out[dst++] = quantize(frames[i], ranges.min[slot], range / 0xFFFF);
                }
            }
        }
        return new Quantized(poses, (int) ranges.frameCount, channels, out);
    }

    /** Joint {@code j}'s pose: offset = min, and a stored channel (scale = range / 65535) where range >= 1e-10. */
    private static IqmPose pose(int parent, int j, ChannelRanges ranges) {
        int mask = 0;
        float[] off = new float[IqmPose.CHANNELS];
        float[] sc = new float[IqmPose.CHANNELS];
        for (int c = 0; c < IqmPose.CHANNELS; c++) {
            int slot = j * IqmPose.CHANNELS + c;
            off[c] = ranges.min[slot];
            float range = ranges.max[slot] - ranges.min[slot];
            if (range >= 1e-10f) {
                sc[c] = range / 0xFFFF;
                mask |= 1 << c;
            }
        }
        return new IqmPose(parent, mask, off, sc);
    }

    /** Per slot ({@code joint * 10 + channel}), min and max over every frame of every animation. */
    private record ChannelRanges(float[] min, float[] max, long frameCount) {
        static ChannelRanges of(int stride, List<float[]> animations) {
            float[] min = new float[stride];
            float[] max = new float[stride];
            long values = 0;
            for (float[] frames : animations) {
                if (frames.length != 0 && (stride == 0 || frames.length % stride != 0)) {
                    throw new IllegalArgumentException(
                            "animation data is not whole frames of " + stride / IqmPose.CHANNELS + " joints");
                }
                values += frames.length;
            }
            if (values != 0) {
                // The reference's sentinels; with no frames at all offsets and scales stay 0 as it leaves them.
                java.util.Arrays.fill(min, 1e16f);
                java.util.Arrays.fill(max, -1e16f);
            }
            for (float[] frames : animations) {
                for (int i = 0; i < frames.length; i++) {
                    int slot = i % stride;
                    min[slot] = Math.min(min[slot], frames[i]);
                    max[slot] = Math.max(max[slot], frames[i]);
                }
            }
            return new ChannelRanges(min, max, values == 0 ? 0 : values / stride);
        }
    }

    /**
     * {@code ushort(0.5f + (v - offset) / scale)} in float arithmetic, clamped to 0..65535.
     *
     * @param v the value
     * @param offset the channel's offset
     * @param scale the channel's scale, not 0
     * @return the stored unsigned value
     */
    public static short quantize(float v, float offset, float scale) {
        float q = 0.5f + (v - offset) / scale;
        int i = (int) q;
        return (short) Math.max(0, Math.min(0xFFFF, i));
    }

    /** {@code offset + value * scale}, as the reference loader dequantises. */
    static float dequantize(int value, float offset, float scale) {
        return offset + value * scale;
    }
}
