package io.meshport.vif;

import java.util.Arrays;

/** The {@code t} records: three corner vertices and, from VIF 2.2 on, a patch (0 before). */
public final class VifTriangles {
    /** No triangles. */
    public static final VifTriangles EMPTY = new VifTriangles(new int[0], new int[0], true);

    final int[] corners;
    final int[] patch;

    /**
     * Triangles from flat arrays, in file order; the arrays are copied. Whether the corners are
     * vertices is checked by the {@link VifDocument} that holds them.
     *
     * @param corners three vertex indices per triangle, in the order the {@code t} record lists them
     * @param patch per triangle its patch ID (1 first; 0 before 2.2)
     * @throws NullPointerException if an array is null
     * @throws IllegalArgumentException if {@code corners} does not hold three per patch
     */
    public VifTriangles(int[] corners, int[] patch) {
        this(corners.clone(), patch.clone(), true);
    }

    VifTriangles(int[] corners, int[] patch, boolean owned) {
        if (corners.length != 3L * patch.length) {
            throw new IllegalArgumentException("triangles hold three corners and a patch each");
        }
        this.corners = corners;
        this.patch = patch;
    }

    /**
     * The number of triangles: the header's {@code triangles:}.
     *
     * @return the count, 0 or more
     */
    public int count() {
        return patch.length;
    }

    /**
     * A corner of a triangle.
     *
     * @param t the triangle, 0 first
     * @param k the corner, 0..2, in the order the record lists them
     * @return a vertex index
     * @throws ArrayIndexOutOfBoundsException if {@code t} is out of range
     */
    public int corner(int t, int k) {
        return corners[3 * t + k];
    }

    /**
     * A triangle's patch ID. From 2.2 on it must be the patch of all three corner vertices.
     *
     * @param t the triangle, 0 first
     * @return 1..{@code patches:} in a valid file; 0 before 2.2
     * @throws ArrayIndexOutOfBoundsException if {@code t} is out of range
     */
    public int patch(int t) {
        return patch[t];
    }

    /**
     * All corners at once, as a mesh's triangle list wants them.
     *
     * @return a copy: three vertex indices per triangle, triangle 0's first
     */
    public int[] cornersArray() {
        return corners.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifTriangles t && Arrays.equals(corners, t.corners) && Arrays.equals(patch, t.patch);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(corners) + Arrays.hashCode(patch);
    }

    @Override
    public String toString() {
        return "VifTriangles[" + count() + "]";
    }
}
