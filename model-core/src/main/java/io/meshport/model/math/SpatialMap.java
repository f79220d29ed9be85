package io.meshport.model.math;

import java.util.Arrays;

/**
 * An affine map of model space, {@code p ↦ L·p + t}, as the model's edits apply it (scale, rotation
 * and translation; a change of conventions, which swaps and mirrors axes), handed to every extra
 * that holds coordinates so it moves with the meshes. Also says whether triangles must be reversed
 * to keep facing the same way (a mirror, or a change of the front-face rule). Immutable.
 */
public final class SpatialMap {
    private static final SpatialMap IDENTITY = new SpatialMap(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1},
            new double[3], false);

    private final double[] linear;
    private final double[] translation;
    private final boolean reversesTriangles;

    private SpatialMap(double[] linear, double[] translation, boolean reversesTriangles) {
        this.linear = linear;
        this.translation = translation;
        this.reversesTriangles = reversesTriangles;
    }

    /** The map that moves nothing and reverses no triangle. */
    public static SpatialMap identity() {
        return IDENTITY;
    }

    /**
     * The map {@code p ↦ linear·p + translation}; both arrays are copied.
     *
     * @param linear the 3×3 linear part, row-major
     * @param translation added after the linear part
     * @param reversesTriangles whether triangle corners must be reversed to keep their front face
     * @throws IllegalArgumentException when {@code linear} is not 9 numbers or {@code translation} not 3
     */
    public static SpatialMap of(double[] linear, double[] translation, boolean reversesTriangles) {
        if (linear.length != 9 || translation.length != 3) {
            throw new IllegalArgumentException("a spatial map has a 3x3 linear part and a 3-vector translation");
        }
        return new SpatialMap(linear.clone(), translation.clone(), reversesTriangles);
    }

    /** {@code L·p + t}. */
    public double[] point(double x, double y, double z) {
        double[] l = linear;
        return new double[] {l[0] * x + l[1] * y + l[2] * z + translation[0],
                l[3] * x + l[4] * y + l[5] * z + translation[1], l[6] * x + l[7] * y + l[8] * z + translation[2]};
    }

    /** {@code L·d}: a direction or offset, which translation does not move. */
    public double[] direction(double x, double y, double z) {
        double[] l = linear;
        return new double[] {l[0] * x + l[1] * y + l[2] * z, l[3] * x + l[4] * y + l[5] * z,
                l[6] * x + l[7] * y + l[8] * z};
    }

    /**
     * A surface normal mapped and normalised. The maps meshport applies are similarities (uniform
     * scale times an orthogonal matrix), for which the inverse transpose is {@code L} up to scale.
     */
    public double[] normal(double x, double y, double z) {
        double[] n = direction(x, y, z);
        double length = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        if (length > 0) {
            for (int i = 0; i < 3; i++) {
                n[i] /= length;
            }
        }
        return n;
    }

    /** The determinant of the linear part: negative for a mirror. */
    public double determinant() {
        double[] l = linear;
        return l[0] * (l[4] * l[8] - l[5] * l[7]) - l[1] * (l[3] * l[8] - l[5] * l[6])
                + l[2] * (l[3] * l[7] - l[4] * l[6]);
    }

    /** Whether triangles (and polygons) must list their corners in reverse to keep their front face. */
    public boolean reversesTriangles() {
        return reversesTriangles;
    }

    /** The linear part, row-major (a copy). */
    public double[] linear() {
        return linear.clone();
    }

    /** The translation (a copy). */
    public double[] translation() {
        return translation.clone();
    }

    /** Whether this map moves nothing and reverses no triangle. */
    public boolean isIdentity() {
        return equals(IDENTITY);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpatialMap m && Arrays.equals(linear, m.linear) && Arrays.equals(translation, m.translation)
                && reversesTriangles == m.reversesTriangles;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(linear) * 31 + Arrays.hashCode(translation) + (reversesTriangles ? 1 : 0);
    }

    @Override
    public String toString() {
        return "SpatialMap[L=" + Arrays.toString(linear) + ", t=" + Arrays.toString(translation)
                + (reversesTriangles ? ", reverses triangles" : "") + "]";
    }
}
