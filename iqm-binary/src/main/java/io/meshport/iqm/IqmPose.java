package io.meshport.iqm;

import java.util.Arrays;

/**
 * One v2 {@code iqmpose}: how the ten channels of one joint are stored in every frame. A channel
 * whose bit is set in {@code channelMask} takes one ushort per frame and dequantises to
 * {@code offset + value * scale}; an unset channel is the constant {@code offset}.
 */
public final class IqmPose {
    public static final int CHANNELS = 10;
    public static final int ALL_CHANNELS_MASK = (1 << CHANNELS) - 1;

    private final int parent;
    private final int channelMask;
    private final float[] channelOffset;
    private final float[] channelScale;

    public IqmPose(int parent, int channelMask, float[] channelOffset, float[] channelScale) {
        if (channelOffset.length != CHANNELS || channelScale.length != CHANNELS) {
            throw new IllegalArgumentException("a pose has exactly " + CHANNELS + " channel offsets and scales");
        }
        this.parent = parent;
        this.channelMask = channelMask;
        this.channelOffset = channelOffset.clone();
        this.channelScale = channelScale.clone();
    }

    public int parent() {
        return parent;
    }

    public int channelMask() {
        return channelMask;
    }

    public boolean hasChannel(int channel) {
        return (channelMask & (1 << channel)) != 0;
    }

    public float channelOffset(int channel) {
        return channelOffset[channel];
    }

    public float channelScale(int channel) {
        return channelScale[channel];
    }

    /** Number of ushorts this pose contributes to every frame. */
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
