package io.meshport.model.math;

/**
 * 4×4 affine matrices as 16 doubles, column-major (the translation at 12, 13, 14), acting on column
 * vectors, so {@code multiply(a, b)} applies {@code b} first: the layout glTF and FBX store, and the
 * arithmetic both readers place their nodes with ({@code Transform.fromMatrix} splits one into a
 * translation, rotation and scale).
 */
public final class AffineMatrix {
    private AffineMatrix() {
    }

    /** The identity matrix. */
    public static double[] identity() {
        return new double[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    }

    /** {@code a · b}: apply {@code b} first. */
    public static double[] multiply(double[] a, double[] b) {
        double[] out = new double[16];
        for (int col = 0; col < 4; col++) {
            for (int row = 0; row < 4; row++) {
                double sum = 0;
                for (int k = 0; k < 4; k++) {
                    sum += a[k * 4 + row] * b[col * 4 + k];
                }
                out[col * 4 + row] = sum;
            }
        }
        return out;
    }

    /** Determinant of the 3×3 linear part: negative for a mirror, which turns triangles inside out. */
    public static double determinant(double[] m) {
        return m[0] * (m[5] * m[10] - m[9] * m[6]) - m[4] * (m[1] * m[10] - m[9] * m[2])
                + m[8] * (m[1] * m[6] - m[5] * m[2]);
    }

    /**
     * The inverse of an affine matrix (the last row taken as 0 0 0 1), or null when its linear part
     * is singular (or not finite).
     */
    public static double[] inverse(double[] m) {
        double det = determinant(m);
        if (det == 0 || !Double.isFinite(det)) {
            return null;
        }
        double[] l = linearInverse(m, det);
        double[] out = new double[16];
        for (int col = 0; col < 3; col++) {
            for (int row = 0; row < 3; row++) {
                out[col * 4 + row] = l[col * 3 + row];
            }
        }
        for (int row = 0; row < 3; row++) {
            out[12 + row] = -(out[row] * m[12] + out[4 + row] * m[13] + out[8 + row] * m[14]);
        }
        out[15] = 1;
        return out;
    }

    /**
     * Column-major 3×3 inverse of the linear part of {@code m}, whose determinant {@code det} is
     * not zero.
     *
     * @param m an affine matrix
     * @param det {@link #determinant} of {@code m}
     * @return nine doubles, column-major
     */
    public static double[] linearInverse(double[] m, double det) {
        double a = m[0], b = m[4], c = m[8];
        double d = m[1], e = m[5], f = m[9];
        double g = m[2], h = m[6], i = m[10];
        // rows of the inverse of [[a b c][d e f][g h i]], stored column-major
        double[] out = new double[9];
        out[0] = (e * i - f * h) / det;
        out[3] = (c * h - b * i) / det;
        out[6] = (b * f - c * e) / det;
        out[1] = (f * g - d * i) / det;
        out[4] = (a * i - c * g) / det;
        out[7] = (c * d - a * f) / det;
        out[2] = (d * h - e * g) / det;
        out[5] = (b * g - a * h) / det;
        out[8] = (a * e - b * d) / det;
        return out;
    }
}
