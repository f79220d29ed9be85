package io.meshport.gltf.internal;

import io.meshport.model.Transform;
import io.meshport.model.math.AffineMatrix;
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
        return AffineMatrix.identity();
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
        return AffineMatrix.multiply(a, b);
    }

    /** Determinant of the 3×3 linear part: negative for a mirror, which turns triangles inside out. */
    public static double determinant(double[] m) {
        return AffineMatrix.determinant(m);
    }

    /** The inverse of an affine matrix, or null when its linear part is singular (or not finite). */
    public static double[] inverse(double[] m) {
        return AffineMatrix.inverse(m);
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
        double[] inv = AffineMatrix.linearInverse(m, det);
        double[] out = new double[9];
        for (int col = 0; col < 3; col++) {
            for (int row = 0; row < 3; row++) {
                out[col * 3 + row] = inv[row * 3 + col];
            }
        }
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
        return Transform.fromMatrix(m);
    }
}
