package io.meshport.model.edit;

import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;

/**
 * A 3×4 affine matrix in doubles, row-major ({@code [r00 r01 r02 t0, r10 ... t1, r20 ... t2]}):
 * the joint transforms skinning composes. Doubles keep a chain of a few hundred joints within
 * float precision of exact.
 */
final class AffineMatrix {
    private final double[] m;

    private AffineMatrix(double[] m) {
        this.m = m;
    }

    static AffineMatrix identity() {
        return new AffineMatrix(new double[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0});
    }

    /** The matrix of {@code output = (input × scale) × rotation + translation}. */
    static AffineMatrix of(Transform t) {
        double[] r = new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).normalized().toMatrix();
        double[] s = {t.sx(), t.sy(), t.sz()};
        double[] out = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                out[row * 4 + col] = r[row * 3 + col] * s[col];
            }
        }
        out[3] = t.tx();
        out[7] = t.ty();
        out[11] = t.tz();
        return new AffineMatrix(out);
    }

    /** {@code this × o}: applies {@code o} first. */
    AffineMatrix multiply(AffineMatrix o) {
        double[] a = m, b = o.m, out = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 4; col++) {
                double v = a[row * 4] * b[col] + a[row * 4 + 1] * b[4 + col] + a[row * 4 + 2] * b[8 + col];
                out[row * 4 + col] = col == 3 ? v + a[row * 4 + 3] : v;
            }
        }
        return new AffineMatrix(out);
    }

    /**
     * The inverse; a singular matrix (a joint scaled to zero) yields the identity, because a
     * bind pose that cannot be undone has no meaningful skinning and bounds must still be finite.
     */
    AffineMatrix inverse() {
        double a = m[0], b = m[1], c = m[2], d = m[4], e = m[5], f = m[6], g = m[8], h = m[9], i = m[10];
        double co00 = e * i - f * h, co01 = f * g - d * i, co02 = d * h - e * g;
        double det = a * co00 + b * co01 + c * co02;
        if (det == 0 || !Double.isFinite(det)) {
            return identity();
        }
        double inv = 1 / det;
        double[] r = {co00 * inv, (c * h - b * i) * inv, (b * f - c * e) * inv, 0,
            co01 * inv, (a * i - c * g) * inv, (c * d - a * f) * inv, 0,
            co02 * inv, (b * g - a * h) * inv, (a * e - b * d) * inv, 0};
        for (int row = 0; row < 3; row++) {
            r[row * 4 + 3] = -(r[row * 4] * m[3] + r[row * 4 + 1] * m[7] + r[row * 4 + 2] * m[11]);
        }
        return new AffineMatrix(r);
    }

    double[] entries() {
        return m.clone();
    }

    /** Transforms point {@code (x, y, z)} by the 3×4 matrix {@code e} into {@code out}. */
    static void transformPoint(double[] e, double x, double y, double z, double[] out) {
        out[0] = e[0] * x + e[1] * y + e[2] * z + e[3];
        out[1] = e[4] * x + e[5] * y + e[6] * z + e[7];
        out[2] = e[8] * x + e[9] * y + e[10] * z + e[11];
    }
}
