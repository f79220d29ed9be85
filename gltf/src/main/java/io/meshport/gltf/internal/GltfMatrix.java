package io.meshport.gltf.internal;

import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;

/**
 * 4×4 affine matrices as glTF stores them (column-major, {@code m[column * 4 + row]}), in double
 * precision: node transforms, their products down the node tree, inverse bind matrices (the
 * writer's, from base poses) and what the reader derives from them. Only affine matrices occur (glTF requires them), so inversion works on
 * the 3×3 linear part and the translation. Public for the reader and the writer, which both use it.
 */
public final class GltfMatrix {
    /** Below this relative difference two matrices are the same transform (float noise in a file). */
    static final double SAME = 1e-5;

    private GltfMatrix() {
    }

    /** The identity matrix. */
    public static double[] identity() {
        return new double[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    }

    /** {@code T · R · S}: scale first, then rotation (normalised), then translation, as glTF composes a node's TRS. */
    public static double[] of(Transform t) {
        Quaternion q = new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).normalized();
        double[] r = q.toMatrix(); // row-major
        double[] s = {t.sx(), t.sy(), t.sz()};
        double[] m = new double[16];
        for (int col = 0; col < 3; col++) {
            for (int row = 0; row < 3; row++) {
                m[col * 4 + row] = r[row * 3 + col] * s[col];
            }
        }
        m[12] = t.tx();
        m[13] = t.ty();
        m[14] = t.tz();
        m[15] = 1;
        return m;
    }

    /** A float matrix from a file (16 values, column-major) in doubles. */
    public static double[] of(float[] columnMajor, int offset) {
        double[] m = new double[16];
        for (int i = 0; i < 16; i++) {
            m[i] = columnMajor[offset + i];
        }
        return m;
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

    /** The inverse of an affine matrix, or null when its linear part is singular (or not finite). */
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
     * The inverse transpose of the linear part (column-major 3×3), which maps normals so that they
     * stay perpendicular to the surface under non-uniform scale; null when singular.
     */
    public static double[] normalMatrix(double[] m) {
        double det = determinant(m);
        if (det == 0 || !Double.isFinite(det)) {
            return null;
        }
        double[] inv = linearInverse(m, det);
        double[] out = new double[9];
        for (int col = 0; col < 3; col++) {
            for (int row = 0; row < 3; row++) {
                out[col * 3 + row] = inv[row * 3 + col];
            }
        }
        return out;
    }

    /** Column-major 3×3 inverse of the linear part of {@code m}, whose determinant is {@code det}. */
    private static double[] linearInverse(double[] m, double det) {
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

    /** Whether {@code a} and {@code b} are the same transform up to float noise. */
    public static boolean same(double[] a, double[] b) {
        double scale = 1;
        for (int i = 0; i < 16; i++) {
            scale = Math.max(scale, Math.max(Math.abs(a[i]), Math.abs(b[i])));
        }
        for (int i = 0; i < 16; i++) {
            if (!(Math.abs(a[i] - b[i]) <= SAME * scale)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code m} is the identity up to float noise. */
    public static boolean isIdentity(double[] m) {
        return same(m, identity());
    }

    /**
     * The translation, rotation and scale of an affine matrix (a shear, which a TRS cannot hold, is
     * approximated by the rotation of its columns).
     */
    public static Transform toTransform(double[] m) {
        double[] rowMajor = new double[9];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                rowMajor[row * 3 + col] = m[col * 4 + row];
            }
        }
        Quaternion.RotationScale rs = Quaternion.decompose(rowMajor);
        Quaternion q = rs.rotation().normalized();
        return new Transform((float) m[12], (float) m[13], (float) m[14], (float) q.x(), (float) q.y(),
                (float) q.z(), (float) q.w(), (float) rs.sx(), (float) rs.sy(), (float) rs.sz());
    }
}
