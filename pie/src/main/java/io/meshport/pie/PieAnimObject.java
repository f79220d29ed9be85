package io.meshport.pie;

import java.util.Arrays;

/**
 * {@code ANIMOBJECT time cycles frames} and its frame lines
 * {@code frame x y z rx ry rz sx sy sz}: position in thousandths, rotation in thousandths of a
 * degree, both with y and z swapped against the points (the game swaps them when it loads), and
 * scale as a plain factor (a negative scale marks a legacy key-frame sequence). Kept as written.
 */
public final class PieAnimObject implements PieLevelPart {
    /** Integers per frame line: the frame number, then position and rotation. */
    public static final int INTS_PER_FRAME = 7;

    private final int time;
    private final int cycles;
    private final int[] ints;
    private final float[] scales;

    /**
     * An ANIMOBJECT block from its header values and frame lines; the arrays are copied.
     *
     * @param time the whole animation's length in milliseconds, &gt; 0
     * @param cycles how often it plays, 0 for ever
     * @param ints per frame: number, x, y, z, rx, ry, rz, as written
     * @param scales per frame: sx, sy, sz
     * @throws IllegalArgumentException when {@code time} is 0 or less (the game fails on it), or the
     *     arrays do not hold 7 integers and 3 scales for each of the same number of frames
     */
    public PieAnimObject(int time, int cycles, int[] ints, float[] scales) {
        if (time <= 0) {
            throw new IllegalArgumentException("ANIMOBJECT time must be > 0 (the game fails on " + time + ")");
        }
        if (ints.length % INTS_PER_FRAME != 0 || scales.length % 3 != 0
                || ints.length / INTS_PER_FRAME != scales.length / 3) {
            throw new IllegalArgumentException("frames hold 7 integers and 3 scales each");
        }
        this.time = time;
        this.cycles = cycles;
        this.ints = ints.clone();
        this.scales = scales.clone();
    }

    /** The first value of the ANIMOBJECT line: the whole animation's length in milliseconds, above 0. */
    public int time() {
        return time;
    }

    /** The second value of the ANIMOBJECT line: how many times the animation plays, 0 for ever. */
    public int cycles() {
        return cycles;
    }

    /** The number of frame lines (the third value of the ANIMOBJECT line), 0 or more. */
    public int frameCount() {
        return scales.length / 3;
    }

    /** The number written at the start of frame line {@code f}. */
    public int frameNumber(int f) {
        return ints[INTS_PER_FRAME * f];
    }

    /** Position component {@code i} (0..2, as written: x, then the game's z, then y) of frame {@code f}, in thousandths. */
    public int position(int f, int i) {
        return ints[INTS_PER_FRAME * f + 1 + i];
    }

    /** Rotation component {@code i} (0..2, as written) of frame {@code f}, in thousandths of a degree. */
    public int rotation(int f, int i) {
        return ints[INTS_PER_FRAME * f + 4 + i];
    }

    /** Scale component {@code i} (x, y, z) of frame {@code f}. */
    public float scale(int f, int i) {
        return scales[3 * f + i];
    }

    @Override
    public String keyword() {
        return "ANIMOBJECT";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PieAnimObject a && time == a.time && cycles == a.cycles && Arrays.equals(ints, a.ints)
                && Arrays.equals(scales, a.scales);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Integer.hashCode(time) + cycles) + Arrays.hashCode(ints) * 7 + Arrays.hashCode(scales);
    }

    @Override
    public String toString() {
        return "PieAnimObject[time " + time + ", cycles " + cycles + ", frames " + frameCount() + "]";
    }
}
