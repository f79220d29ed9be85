package io.meshport.model;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A named animation: {@code frameCount} frames, each a pose per joint. Poses are stored as one
 * float array, frame-major then joint, ten channels each (see {@link Transform}). Immutable;
 * equality over all contents (floats compared bitwise, so NaN equals NaN and 0 differs from -0).
 */
public final class Animation {
    private final String name;
    private final float framerate;
    private final boolean loop;
    private final int frameCount;
    private final int jointCount;
    private final float[] channels;

    private Animation(String name, float framerate, boolean loop, int frameCount, int jointCount, float[] channels) {
        this.name = name;
        this.framerate = framerate;
        this.loop = loop;
        this.frameCount = frameCount;
        this.jointCount = jointCount;
        this.channels = channels;
    }

    /**
     * An animation over {@code jointCount} joints whose poses are {@code channels} (copied):
     * {@code frames × jointCount × 10} floats.
     */
    public static Animation of(String name, float framerate, boolean loop, int jointCount, float[] channels) {
        Objects.requireNonNull(name, "name");
        if (jointCount < 0) {
            throw new IllegalArgumentException("negative joint count");
        }
        long perFrame = (long) jointCount * Transform.CHANNELS;
        if (perFrame == 0 ? channels.length != 0 : channels.length % perFrame != 0) {
            throw new IllegalArgumentException(channels.length + " channels do not make whole frames of "
                    + jointCount + " joints");
        }
        int frames = perFrame == 0 ? 0 : (int) (channels.length / perFrame);
        return new Animation(name, framerate, loop, frames, jointCount, channels.clone());
    }

    /**
     * An animation whose frames have no joints (possible in IQM: frames with zero channels);
     * only the frame count is kept.
     */
    public static Animation empty(String name, float framerate, boolean loop, int frameCount) {
        if (frameCount < 0) {
            throw new IllegalArgumentException("negative frame count");
        }
        return new Animation(Objects.requireNonNull(name, "name"), framerate, loop, frameCount, 0, new float[0]);
    }

    /** An animation from frames given as lists of per-joint transforms (all the same length). */
    public static Animation ofFrames(String name, float framerate, boolean loop, List<List<Transform>> frames) {
        int joints = frames.isEmpty() ? 0 : frames.get(0).size();
        float[] data = new float[Math.multiplyExact(frames.size(), joints * Transform.CHANNELS)];
        int at = 0;
        for (List<Transform> frame : frames) {
            if (frame.size() != joints) {
                throw new IllegalArgumentException("frames differ in joint count: " + frame.size() + " vs " + joints);
            }
            for (Transform t : frame) {
                t.toChannels(data, at);
                at += Transform.CHANNELS;
            }
        }
        if (joints == 0) {
            return empty(name, framerate, loop, frames.size());
        }
        return new Animation(Objects.requireNonNull(name, "name"), framerate, loop, frames.size(), joints, data);
    }

    /** The animation's name as the source gave it; never null, possibly empty. */
    public String name() {
        return name;
    }

    /** Frames per second; 0 when the source did not say. */
    public float framerate() {
        return framerate;
    }

    /** Whether the animation repeats from its first frame after its last. */
    public boolean loop() {
        return loop;
    }

    /** How many frames it has; 0 or more. */
    public int frameCount() {
        return frameCount;
    }

    /** How many joints each frame poses; 0 for frames without joints (see {@link #empty}). */
    public int jointCount() {
        return jointCount;
    }

    /** The pose of {@code joint} in {@code frame}. */
    public Transform pose(int frame, int joint) {
        return Transform.fromChannels(channels, offset(frame, joint));
    }

    /** One channel (0-9) of a pose, without creating a {@link Transform}. */
    public float channel(int frame, int joint, int channel) {
        if (channel < 0 || channel >= Transform.CHANNELS) {
            throw new IndexOutOfBoundsException("channel " + channel);
        }
        return channels[offset(frame, joint) + channel];
    }

    /** A copy of all channels, frame-major. */
    public float[] channels() {
        return channels.clone();
    }

    /** The same poses under other metadata. */
    public Animation withMetadata(String newName, float newFramerate, boolean newLoop) {
        return new Animation(Objects.requireNonNull(newName, "name"), newFramerate, newLoop, frameCount, jointCount,
                channels);
    }

    /** Frames {@code first .. first+count-1}. */
    public Animation frames(int first, int count) {
        if (first < 0 || count < 0 || first + (long) count > frameCount) {
            throw new IndexOutOfBoundsException("frames " + first + "+" + count + " of " + frameCount);
        }
        int per = jointCount * Transform.CHANNELS;
        return new Animation(name, framerate, loop, count, jointCount,
                Arrays.copyOfRange(channels, first * per, (first + count) * per));
    }

    private int offset(int frame, int joint) {
        if (frame < 0 || frame >= frameCount || joint < 0 || joint >= jointCount) {
            throw new IndexOutOfBoundsException("frame " + frame + " joint " + joint);
        }
        return (frame * jointCount + joint) * Transform.CHANNELS;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Animation a && name.equals(a.name)
                && Float.floatToIntBits(framerate) == Float.floatToIntBits(a.framerate) && loop == a.loop
                && frameCount == a.frameCount && jointCount == a.jointCount && Arrays.equals(channels, a.channels);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, framerate, loop, frameCount, jointCount) * 31 + Arrays.hashCode(channels);
    }

    @Override
    public String toString() {
        return "Animation[" + name + ", " + frameCount + " frames × " + jointCount + " joints, " + framerate + " fps"
                + (loop ? ", loop" : "") + "]";
    }
}
