package io.meshport.pie;

import java.util.Arrays;

/**
 * A NORMALS block: one line per polygon, three corner normals of x, y, z each. The game uses it
 * only when it has as many lines as POLYGONS; the document keeps it either way.
 */
public final class PieNormals {
    private final float[] values;

    /**
     * A NORMALS block; the array is copied.
     *
     * @param values nine per line: x, y, z of the first, second and third corner's normal
     * @throws IllegalArgumentException when the length is not a multiple of nine
     */
    public PieNormals(float[] values) {
        if (values.length % 9 != 0) {
            throw new IllegalArgumentException("normal lines hold nine values each");
        }
        this.values = values.clone();
    }

    /** Lines in the block. */
    public int count() {
        return values.length / 9;
    }

    /** Component {@code axis} of the normal at corner {@code corner} (0..2) of line {@code line}. */
    public float get(int line, int corner, int axis) {
        return values[9 * line + 3 * corner + axis];
    }

    /** A copy of all values, nine per line in file order. */
    public float[] toArray() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PieNormals n && Arrays.equals(values, n.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "PieNormals[" + count() + "]";
    }
}
