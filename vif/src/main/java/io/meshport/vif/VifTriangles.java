package io.meshport.vif;

import java.util.Arrays;

/** The {@code t} records: three corner vertices and, from VIF 2.2 on, a patch (0 before). */
public final class VifTriangles {
    public static final VifTriangles EMPTY = new VifTriangles(new int[0], new int[0], true);

    final int[] corners;
    final int[] patch;

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

    public int count() {
        return patch.length;
    }

    public int corner(int t, int k) {
        return corners[3 * t + k];
    }

    public int patch(int t) {
        return patch[t];
    }

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
