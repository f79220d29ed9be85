package io.meshport.pie;

import java.util.Arrays;

/** A POINTS or SHADOWPOINTS block: x, y, z per point, as written (Y up). */
public final class PiePoints {
    public static final PiePoints EMPTY = new PiePoints(new float[0]);

    private final float[] xyz;

    /** @param xyz three values per point */
    public PiePoints(float[] xyz) {
        if (xyz.length % 3 != 0) {
            throw new IllegalArgumentException("points hold three values each");
        }
        this.xyz = xyz.clone();
    }

    public int count() {
        return xyz.length / 3;
    }

    /** Component {@code axis} (0 x, 1 y, 2 z) of point {@code i}. */
    public float get(int i, int axis) {
        return xyz[3 * i + axis];
    }

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
