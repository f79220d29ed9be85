package io.meshport.model.math;

/**
 * A rotation quaternion (x, y, z, w) in double precision, for the conversions formats need:
 * implied w, rotation matrices with scale, Euler angles. Formats store floats; computing in
 * doubles keeps conversions within one float rounding of exact.
 *
 * @param x the vector part's x
 * @param y the vector part's y
 * @param z the vector part's z
 * @param w the scalar part
 */
public record Quaternion(double x, double y, double z, double w) {
    /** No rotation: (0, 0, 0, 1). */
    public static final Quaternion IDENTITY = new Quaternion(0, 0, 0, 1);

    /**
     * The unit quaternion with the given x, y, z and a w ≤ 0 implied by them
     * ({@code w = -sqrt(max(0, 1 - x² - y² - z²))}), as IQM v1 and IQE's {@code pq} without w store
     * rotations.
     */
    public static Quaternion withImpliedW(double x, double y, double z) {
        return new Quaternion(x, y, z, impliedW(x, y, z));
    }

    /** The non-positive w that makes (x, y, z, w) a unit quaternion. */
    public static double impliedW(double x, double y, double z) {
        return -Math.sqrt(Math.max(0.0, 1.0 - (x * x + y * y + z * z)));
    }

    /**
     * The rotation of angles {@code rx}, {@code ry}, {@code rz} (radians) about X, Y and Z, in the
     * composition IQE's {@code pa} uses, with w made non-positive.
     */
    public static Quaternion fromEuler(double rx, double ry, double rz) {
        double cx = Math.cos(rx / 2), sx = Math.sin(rx / 2);
        double cy = Math.cos(ry / 2), sy = Math.sin(ry / 2);
        double cz = Math.cos(rz / 2), sz = Math.sin(rz / 2);
        Quaternion q = new Quaternion(sx * cy * cz - cx * sy * sz, cx * sy * cz + sx * cy * sz,
                cx * cy * sz - sx * sy * cz, cx * cy * cz + sx * sy * sz);
        return q.withNonPositiveW();
    }

    /**
     * The rotation of a pure rotation matrix given by rows {@code a}, {@code b}, {@code c}
     * ({@code m[0..2]}, {@code m[3..5]}, {@code m[6..8]}), using the numerically stable branch
     * for its largest diagonal term.
     */
    public static Quaternion fromRotationMatrix(double[] m) {
        double ax = m[0], ay = m[1], az = m[2], bx = m[3], by = m[4], bz = m[5], cx = m[6], cy = m[7], cz = m[8];
        double trace = ax + by + cz;
        if (trace > 0) {
            double r = Math.sqrt(1 + trace), inv = 0.5 / r;
            return new Quaternion((cy - bz) * inv, (az - cx) * inv, (bx - ay) * inv, 0.5 * r);
        } else if (ax > by && ax > cz) {
            double r = Math.sqrt(1 + ax - by - cz), inv = 0.5 / r;
            return new Quaternion(0.5 * r, (bx + ay) * inv, (az + cx) * inv, (cy - bz) * inv);
        } else if (by > cz) {
            double r = Math.sqrt(1 + by - ax - cz), inv = 0.5 / r;
            return new Quaternion((bx + ay) * inv, 0.5 * r, (cy + bz) * inv, (az - cx) * inv);
        } else {
            double r = Math.sqrt(1 + cz - ax - by), inv = 0.5 / r;
            return new Quaternion((az + cx) * inv, (cy + bz) * inv, 0.5 * r, (bx - ay) * inv);
        }
    }

    /**
     * Splits a 3×3 matrix that may include scale (rows {@code m[0..2]}, {@code m[3..5]},
     * {@code m[6..8]}) into a rotation with w ≤ 0 and a per-axis scale (the column lengths,
     * negated when the matrix mirrors).
     */
    public static RotationScale decompose(double[] m) {
        double sx = Math.sqrt(m[0] * m[0] + m[3] * m[3] + m[6] * m[6]);
        double sy = Math.sqrt(m[1] * m[1] + m[4] * m[4] + m[7] * m[7]);
        double sz = Math.sqrt(m[2] * m[2] + m[5] * m[5] + m[8] * m[8]);
        double det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6])
                + m[2] * (m[3] * m[7] - m[4] * m[6]);
        if (det < 0) {
            sx = -sx;
            sy = -sy;
            sz = -sz;
        }
        double[] r = m.clone();
        double[] s = {sx, sy, sz};
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                // a zero-length column carries no rotation; leave it rather than divide by zero
                if (s[col] != 0) {
                    r[row * 3 + col] /= s[col];
                }
            }
        }
        return new RotationScale(fromRotationMatrix(r).withNonPositiveW(), sx, sy, sz);
    }

    /**
     * A rotation and a per-axis scale, as {@link #decompose} returns them.
     *
     * @param rotation the rotation, with w ≤ 0
     * @param sx the scale along X; the three scales are negative together when the matrix mirrors
     * @param sy the scale along Y
     * @param sz the scale along Z
     */
    public record RotationScale(Quaternion rotation, double sx, double sy, double sz) {
    }

    /** This quaternion or its negation (the same rotation), whichever has w ≤ 0. */
    public Quaternion withNonPositiveW() {
        return w > 0 ? new Quaternion(-x, -y, -z, -w) : this;
    }

    /** The Euclidean length of (x, y, z, w); 1 for a rotation. */
    public double length() {
        return Math.sqrt(x * x + y * y + z * z + w * w);
    }

    /** This quaternion scaled to length 1 (identity when it has length 0). */
    public Quaternion normalized() {
        double len = length();
        return len == 0 ? IDENTITY : new Quaternion(x / len, y / len, z / len, w / len);
    }

    /** The Hamilton product {@code this × o} (apply {@code o} first). */
    public Quaternion multiply(Quaternion o) {
        return new Quaternion(w * o.x + x * o.w + y * o.z - z * o.y, w * o.y - x * o.z + y * o.w + z * o.x,
                w * o.z + x * o.y - y * o.x + z * o.w, w * o.w - x * o.x - y * o.y - z * o.z);
    }

    /** The row-major 3×3 rotation matrix of this (unit) quaternion. */
    public double[] toMatrix() {
        double tx = 2 * x, ty = 2 * y, tz = 2 * z;
        double txx = tx * x, tyy = ty * y, tzz = tz * z, txy = tx * y, txz = tx * z, tyz = ty * z;
        double twx = w * tx, twy = w * ty, twz = w * tz;
        return new double[] {1 - (tyy + tzz), txy - twz, txz + twy, txy + twz, 1 - (txx + tzz), tyz - twx,
            txz - twy, tyz + twx, 1 - (txx + tyy)};
    }
}
