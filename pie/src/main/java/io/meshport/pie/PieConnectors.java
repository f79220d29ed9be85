package io.meshport.pie;

import java.util.Arrays;

/**
 * A CONNECTORS block: where other components attach, integers x, y, z with Z up (unlike the
 * points, which are Y up; the game keeps both as written).
 */
public final class PieConnectors implements PieLevelPart {
    private final int[] xyz;

    /**
     * A CONNECTORS block; the array is copied.
     *
     * @param xyz three values per connector: x, y, z (Z up), as written
     * @throws IllegalArgumentException when the length is not a multiple of three
     */
    public PieConnectors(int[] xyz) {
        if (xyz.length % 3 != 0) {
            throw new IllegalArgumentException("connectors hold three values each");
        }
        this.xyz = xyz.clone();
    }

    /** The number of connectors (the count on the CONNECTORS line), 0 or more. */
    public int count() {
        return xyz.length / 3;
    }

    /** Component {@code axis} (0 x, 1 y, 2 z up) of connector {@code i}. */
    public int get(int i, int axis) {
        return xyz[3 * i + axis];
    }

    /** A copy of all values, three per connector: x, y, z (Z up) in file order. */
    public int[] toArray() {
        return xyz.clone();
    }

    /**
     * The connectors with y and z swapped: between the file's Z-up numbers and the points' Y-up
     * space, either way.
     */
    public PieConnectors withYzSwapped() {
        int[] swapped = xyz.clone();
        for (int i = 0; i < count(); i++) {
            swapped[3 * i + 1] = xyz[3 * i + 2];
            swapped[3 * i + 2] = xyz[3 * i + 1];
        }
        return new PieConnectors(swapped);
    }

    @Override
    public String keyword() {
        return "CONNECTORS";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PieConnectors c && Arrays.equals(xyz, c.xyz);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(xyz);
    }

    @Override
    public String toString() {
        return "PieConnectors" + Arrays.toString(xyz);
    }
}
