package io.meshport.iqm;

import java.util.Arrays;

/**
 * One v2 {@code iqmpose}: how the ten channels of one joint are stored in every frame. A channel
 * whose bit is set in {@code channelMask} takes one ushort per frame and dequantises to
 * {@code offset + value * scale}; an unset channel is the constant {@code offset}.
 */
public final class IqmPose {
    /**
     * Channels per pose in v2: 0..2 translation x, y, z; 3..6 rotation quaternion x, y, z, w; 7..9
     * scale x, y, z.
     */
    public static final int CHANNELS = 10;
    /** A {@code channelMask} with every one of the ten channels stored in the frames. */
    public static final int ALL_CHANNELS_MASK = (1 << CHANNELS) - 1;

    private final int parent;
    private final int channelMask;
    private final float[] channelOffset;
    private final float[] channelScale;

    /**
     * A pose with copies of the offsets and scales.
     *
     * @param parent index of the parent pose, which must come earlier in the list; negative for a root
     * @param channelMask bit {@code c} set when channel {@code c} is stored in every frame; bits above
     *     channel 9 are kept but store nothing
     * @param channelOffset the ten {@code channeloffset} values; copied
     * @param channelScale the ten {@code channelscale} values; copied
     * @throws IllegalArgumentException when either array does not hold exactly {@value #CHANNELS} values
     */
    public IqmPose(int parent, int channelMask, float[] channelOffset, float[] channelScale) {
        if (channelOffset.length != CHANNELS || channelScale.length != CHANNELS) {
            throw new IllegalArgumentException("a pose has exactly " + CHANNELS + " channel offsets and scales");
        }
        this.parent = parent;
        this.channelMask = channelMask;
        this.channelOffset = channelOffset.clone();
        this.channelScale = channelScale.clone();
    }

    /**
     * The parent, as stored.
     *
     * @return the index of the parent pose, or a negative value for a root
     */
    public int parent() {
        return parent;
    }

    /**
     * The {@code channelmask} field as stored, including any bits above channel 9.
     *
     * @return the mask: bit {@code c} set when channel {@code c} is stored in every frame
     */
    public int channelMask() {
        return channelMask;
    }

    /**
     * Whether a channel varies per frame.
     *
     * @param channel the channel, 0..9 (see {@link #CHANNELS})
     * @return true when the channel takes one ushort per frame, false when it is the constant offset
     */
    public boolean hasChannel(int channel) {
        return (channelMask & (1 << channel)) != 0;
    }

    /**
     * The {@code channeloffset} of a channel: its constant value when not stored, its base otherwise.
     *
     * @param channel the channel, 0..9
     * @return the offset
     * @throws ArrayIndexOutOfBoundsException when {@code channel} is not in 0..9
     */
    public float channelOffset(int channel) {
        return channelOffset[channel];
    }

    /**
     * The {@code channelscale} of a channel: what one step of the stored ushort is worth.
     *
     * @param channel the channel, 0..9
     * @return the scale (meaningless for a channel that is not stored)
     * @throws ArrayIndexOutOfBoundsException when {@code channel} is not in 0..9
     */
    public float channelScale(int channel) {
        return channelScale[channel];
    }

    /**
     * Number of ushorts this pose contributes to every frame.
     *
     * @return the number of channels 0..9 set in the mask, 0..10
     */
    public int storedChannelCount() {
        return Integer.bitCount(channelMask & ALL_CHANNELS_MASK);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmPose p && parent == p.parent && channelMask == p.channelMask
                && Arrays.equals(channelOffset, p.channelOffset) && Arrays.equals(channelScale, p.channelScale);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * parent + channelMask) + Arrays.hashCode(channelOffset)) + Arrays.hashCode(channelScale);
    }

    @Override
    public String toString() {
        return "IqmPose[parent=" + parent + ", mask=0x" + Integer.toHexString(channelMask) + ", offset="
                + Arrays.toString(channelOffset) + ", scale=" + Arrays.toString(channelScale) + "]";
    }
}
