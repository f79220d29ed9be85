package io.meshport.smd;

import java.util.Arrays;

/**
 * One {@code time} of an SMD file's {@code skeleton} block: the bones it poses, in the order the file
 * lists them, each with its position and its rotation (Euler angles in radians, about x, then y,
 * then z) relative to its parent. A bone a frame after the first leaves out keeps its first frame's
 * pose. Immutable: the constructor copies the arrays and the accessors return copies.
 */
public final class SmdFrame {
    /** The numbers of a bone's pose: x, y, z, rx, ry, rz. */
    public static final int VALUES = 6;

    private final int[] bones;
    private final double[] poses;

    /**
     * A frame.
     *
     * @param bones the bone of each pose line, in file order
     * @param poses six values per pose line: x, y, z, rx, ry, rz
     * @throws IllegalArgumentException when the lengths disagree or a bone index is negative
     */
    public SmdFrame(int[] bones, double[] poses) {
        this.bones = bones.clone();
        this.poses = poses.clone();
        if (this.poses.length != (long) VALUES * this.bones.length) {
            throw new IllegalArgumentException(this.bones.length + " pose lines need " + VALUES * (long) this.bones.length
                    + " values, not " + this.poses.length);
        }
        for (int b : this.bones) {
            if (b < 0) {
                throw new IllegalArgumentException("bone index " + b + " is negative");
            }
        }
    }

    /** How many pose lines the frame has. */
    public int size() {
        return bones.length;
    }

    /** The bone of each pose line (a copy). */
    public int[] bones() {
        return bones.clone();
    }

    /** Six values per pose line: x, y, z, rx, ry, rz (a copy). */
    public double[] poses() {
        return poses.clone();
    }

    /** Value {@code c} (0 to 5) of pose line {@code line}. */
    public double value(int line, int c) {
        return poses[line * VALUES + c];
    }

    /** The bone of pose line {@code line}. */
    public int bone(int line) {
        return bones[line];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SmdFrame f && Arrays.equals(bones, f.bones) && Arrays.equals(poses, f.poses);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(bones) + Arrays.hashCode(poses);
    }

    @Override
    public String toString() {
        return "SmdFrame[" + bones.length + " bones]";
    }
}
