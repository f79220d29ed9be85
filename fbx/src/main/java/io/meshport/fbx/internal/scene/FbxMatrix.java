package io.meshport.fbx.internal.scene;

import io.meshport.model.Transform;
import io.meshport.model.math.AffineMatrix;

/**
 * 4×4 affine matrices as FBX stores them: 16 doubles, column-major (the translation at 12, 13, 14),
 * acting on column vectors, so {@code multiply(a, b)} applies {@code b} first. Only what the scene
 * needs: products, the affine inverse, Euler rotations in FBX's orders, and a split into meshport's
 * {@link Transform}.
 */
public final class FbxMatrix {
    private FbxMatrix() {
    }

    /** The identity. */
    public static double[] identity() {
        return AffineMatrix.identity();
    }

    /** A translation by {@code v} (three values). */
    public static double[] translation(double[] v) {
        double[] m = identity();
        m[12] = v[0];
        m[13] = v[1];
        m[14] = v[2];
        return m;
    }

    /** A scale by {@code v} (three values). */
    public static double[] scaling(double[] v) {
        double[] m = identity();
        m[0] = v[0];
        m[5] = v[1];
        m[10] = v[2];
        return m;
    }

    /** {@code a × b}: {@code b} applied first. */
    public static double[] multiply(double[] a, double[] b) {
        return AffineMatrix.multiply(a, b);
    }

    /** The product of {@code ms} left to right (the last applied first). */
    public static double[] product(double[]... ms) {
        double[] m = ms[0];
        for (int i = 1; i < ms.length; i++) {
            m = multiply(m, ms[i]);
        }
        return m;
    }

    /** The determinant of the linear (upper 3×3) part. */
    public static double determinant(double[] m) {
        return AffineMatrix.determinant(m);
    }

    /**
     * The inverse of an affine matrix (the last row taken as 0 0 0 1), or the identity when its
     * linear part is singular: FBX's own evaluation inverts "safely" the same way (a zero scale
     * pivot, say, gives no inverse and must not poison the chain with infinities).
     */
    public static double[] inverse(double[] m) {
        double[] inverse = AffineMatrix.inverse(m);
        return inverse == null ? identity() : inverse;
    }

    /**
     * The rotation of Euler angles {@code degrees} (about X, Y, Z) in FBX's {@code order}:
     * {@link #XYZ} turns about X first, then Y, then Z ({@code Rz × Ry × Rx}), and so on for the
     * other five; 6 (spheric XYZ) is taken as XYZ, as Blender and assimp take it.
     */
    public static double[] rotation(double[] degrees, int order) {
        double[] x = axisRotation(0, degrees[0]);
        double[] y = axisRotation(1, degrees[1]);
        double[] z = axisRotation(2, degrees[2]);
        return switch (order) {
            case XZY -> product(y, z, x);
            case YZX -> product(x, z, y);
            case YXZ -> product(z, x, y);
            case ZXY -> product(y, x, z);
            case ZYX -> product(x, y, z);
            default -> product(z, y, x);
        };
    }

    /** FBX's {@code eEulerXYZ}. */
    public static final int XYZ = 0;
    /** FBX's {@code eEulerXZY}. */
    public static final int XZY = 1;
    /** FBX's {@code eEulerYZX}. */
    public static final int YZX = 2;
    /** FBX's {@code eEulerYXZ}. */
    public static final int YXZ = 3;
    /** FBX's {@code eEulerZXY}. */
    public static final int ZXY = 4;
    /** FBX's {@code eEulerZYX}. */
    public static final int ZYX = 5;

    private static double[] axisRotation(int axis, double degrees) {
        double[] m = identity();
        if (degrees == 0) {
            return m;
        }
        double a = Math.toRadians(degrees);
        double c = Math.cos(a);
        double s = Math.sin(a);
        int i = (axis + 1) % 3;
        int j = (axis + 2) % 3;
        m[i * 4 + i] = c;
        m[j * 4 + j] = c;
        m[i * 4 + j] = s;
        m[j * 4 + i] = -s;
        return m;
    }

    /** {@code m} applied to the point {@code (x, y, z)}, written into {@code out} at {@code at}. */
    public static void transformPoint(double[] m, double x, double y, double z, double[] out, int at) {
        out[at] = m[0] * x + m[4] * y + m[8] * z + m[12];
        out[at + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
        out[at + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
    }

    /**
     * The matrix that carries normals under {@code m}: the inverse transpose of its linear part (as
     * a 4×4 without translation); normals are renormalised after it.
     */
    public static double[] normalMatrix(double[] m) {
        double[] linear = m.clone();
        linear[12] = linear[13] = linear[14] = 0;
        double[] inv = inverse(linear);
        double[] t = identity();
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                t[c * 4 + r] = inv[r * 4 + c];
            }
        }
        return t;
    }

    /**
     * {@code m} as a translation, rotation and per-axis scale (shear, which FBX's non-uniform
     * inherited scale can make, has no place in a {@link Transform} and is dropped).
     */
    public static Transform toTransform(double[] m) {
        return Transform.fromMatrix(m);
    }

    /** Whether every value is finite. */
    public static boolean isFinite(double[] m) {
        for (double v : m) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }
}
