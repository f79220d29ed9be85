package io.meshport.model;

import io.meshport.model.math.Quaternion;

/**
 * A joint pose: translation, rotation quaternion (x, y, z, w) and scale, applied as
 * {@code output = (input × scale) × rotation + translation}, in the parent's space.
 *
 * @param tx the translation along X
 * @param ty the translation along Y
 * @param tz the translation along Z
 * @param qx the rotation quaternion's x
 * @param qy the rotation quaternion's y
 * @param qz the rotation quaternion's z
 * @param qw the rotation quaternion's w (1 with x, y, z 0 for no rotation)
 * @param sx the scale along X (1 for none)
 * @param sy the scale along Y (1 for none)
 * @param sz the scale along Z (1 for none)
 */
public record Transform(float tx, float ty, float tz, float qx, float qy, float qz, float qw, float sx, float sy,
        float sz) {

    /** Number of floats in a transform (the IQM v2 channel count). */
    public static final int CHANNELS = 10;

    /** The pose that changes nothing: no translation, no rotation, unit scale. */
    public static final Transform IDENTITY = new Transform(0, 0, 0, 0, 0, 0, 1, 1, 1, 1);

    /** Channel {@code c}: 0-2 translation, 3-6 rotation, 7-9 scale. */
    public float channel(int c) {
        switch (c) {
            case 0: return tx;
            case 1: return ty;
            case 2: return tz;
            case 3: return qx;
            case 4: return qy;
            case 5: return qz;
            case 6: return qw;
            case 7: return sx;
            case 8: return sy;
            case 9: return sz;
            default: throw new IndexOutOfBoundsException("channel " + c);
        }
    }

    /**
     * The translation, rotation and scale of an affine matrix (16 doubles, column-major, as
     * {@link io.meshport.model.math.AffineMatrix} holds it); a shear, which a TRS cannot hold, is
     * approximated by the rotation of its columns.
     *
     * @param m the matrix
     * @return its translation, unit rotation and per-axis scale, in floats
     */
    public static Transform fromMatrix(double[] m) {
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

    /**
     * The affine matrix of this pose, {@code translation × rotation × scale}, in the layout of
     * {@link #fromMatrix} (16 doubles, column-major, as {@link io.meshport.model.math.AffineMatrix}
     * holds it); the rotation from the quaternion as stored, as skinning takes it (a unit quaternion
     * for a rotation).
     *
     * @return a new matrix
     */
    public double[] toMatrix() {
        double[] r = new Quaternion(qx, qy, qz, qw).toMatrix();
        double[] s = {sx, sy, sz};
        double[] m = new double[16];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                m[col * 4 + row] = r[row * 3 + col] * s[col];
            }
        }
        m[12] = tx;
        m[13] = ty;
        m[14] = tz;
        m[15] = 1;
        return m;
    }

    /** Reads ten channels from {@code src} at {@code offset}. */
    public static Transform fromChannels(float[] src, int offset) {
        return new Transform(src[offset], src[offset + 1], src[offset + 2], src[offset + 3], src[offset + 4],
                src[offset + 5], src[offset + 6], src[offset + 7], src[offset + 8], src[offset + 9]);
    }

    /** Writes the ten channels into {@code dst} at {@code offset}. */
    public void toChannels(float[] dst, int offset) {
        dst[offset] = tx;
        dst[offset + 1] = ty;
        dst[offset + 2] = tz;
        dst[offset + 3] = qx;
        dst[offset + 4] = qy;
        dst[offset + 5] = qz;
        dst[offset + 6] = qw;
        dst[offset + 7] = sx;
        dst[offset + 8] = sy;
        dst[offset + 9] = sz;
    }

    /** Whether every channel is within {@code tolerance} of {@code other}'s. */
    public boolean approximatelyEquals(Transform other, float tolerance) {
        for (int c = 0; c < CHANNELS; c++) {
            if (!(Math.abs(channel(c) - other.channel(c)) <= tolerance)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code other} is the same pose: every channel within {@code tolerance} of this one's,
     * absolutely or relatively to the larger, with q and -q the same rotation; NaN matches NaN.
     */
    public boolean samePose(Transform other, double tolerance) {
        boolean flipped = qx * other.qx + qy * other.qy + qz * other.qz + qw * other.qw < 0;
        for (int c = 0; c < CHANNELS; c++) {
            double x = channel(c);
            double y = flipped && c >= 3 && c <= 6 ? -other.channel(c) : other.channel(c);
            double d = Math.abs(x - y);
            if (!(Double.compare(x, y) == 0 || x == y || d <= tolerance
                    || d <= tolerance * Math.max(Math.abs(x), Math.abs(y)))) {
                return false;
            }
        }
        return true;
    }
}
