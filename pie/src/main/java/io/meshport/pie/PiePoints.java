package io.meshport.pie;

import java.util.Arrays;

/** A POINTS or SHADOWPOINTS block: x, y, z per point, as written (Y up). */
public final class PiePoints {
    /** A block of no points ({@code POINTS 0}). */
    public static final PiePoints EMPTY = new PiePoints(new float[0]);

    private final float[] xyz;

    /**
     * A POINTS or SHADOWPOINTS block; the array is copied.
     *
     * @param xyz three values per point: x, y (up), z, in file order
     * @throws IllegalArgumentException when the length is not a multiple of three
     */
    public PiePoints(float[] xyz) {
        if (xyz.length % 3 != 0) {
            throw new IllegalArgumentException("points hold three values each");
        }
        this.xyz = xyz.clone();
    }

    /** The number of points (the count on the POINTS line), 0 or more. */
    public int count() {
        return xyz.length / 3;
    }

    /** Component {@code axis} (0 x, 1 y, 2 z) of point {@code i}. */
    public float get(int i, int axis) {
        return xyz[3 * i + axis];
    }

    /** A copy of all values, three per point: x, y (up), z in file order. */
    public float[] toArray() {
        return xyz.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PiePoints p && Arrays.equals(xyz, p.xyz);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(xyz);
    }

    @Override
    public String toString() {
        return "PiePoints[" + count() + "]";
    }
}
