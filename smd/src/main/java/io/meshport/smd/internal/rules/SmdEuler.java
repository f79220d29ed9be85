package io.meshport.smd.internal.rules;

/**
 * SMD's rotations: Euler angles in radians, turned about x, then y, then z (the quaternion
 * {@code qz * qy * qx}), as the reference compiler's {@code Quat::fromangles} makes them, and back.
 *
 * <p>Public because the compiler and the exporter share it: the exporter writes the angles that the
 * compiler turns back into the model's rotation.
 */
public final class SmdEuler {
    private SmdEuler() {
    }

    /**
     * {@code Quat::fromangles}: the unit quaternion (x, y, z, w) of angles {@code rx}, {@code ry},
     * {@code rz}, its w made not positive (the same rotation), as the reference flips it.
     */
    public static double[] quaternion(double rx, double ry, double rz) {
        double cx = Math.cos(rx / 2);
        double sx = Math.sin(rx / 2);
        double cy = Math.cos(ry / 2);
        double sy = Math.sin(ry / 2);
        double cz = Math.cos(rz / 2);
        double sz = Math.sin(rz / 2);
        double x = sx * cy * cz - cx * sy * sz;
        double y = cx * sy * cz + sx * cy * sz;
        double z = cx * cy * sz - sx * sy * cz;
        double w = cx * cy * cz + sx * sy * sz;
        // + 0.0: the flip leaves negative zeros, which are the same rotation and would only differ in bits
        return w > 0 ? new double[] {-x + 0.0, -y + 0.0, -z + 0.0, -w} : new double[] {x, y, z, w};
    }

    /**
     * The angles (rx, ry, rz) whose {@link #quaternion} is the rotation of {@code (x, y, z, w)}
     * (normalised here; the identity for a zero or non-finite one). At ry = ±90° only rx − rz (or
     * rx + rz) is determined, and rz is taken as 0.
     */
    public static double[] angles(double x, double y, double z, double w) {
        double len = Math.sqrt(x * x + y * y + z * z + w * w);
        if (!(len > 0) || !Double.isFinite(len)) {
            return new double[3];
        }
        x /= len;
        y /= len;
        z /= len;
        w /= len;
        double sinY = 2 * (w * y - z * x);
        if (sinY >= 1 - 1e-12 || sinY <= -1 + 1e-12) {
            // gimbal lock: fold the whole turn about x into rx
            double ry = Math.copySign(Math.PI / 2, sinY);
            double rx = 2 * Math.atan2(x, w);
            return new double[] {normal(rx), ry, 0};
        }
        double rx = Math.atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y));
        double ry = Math.asin(sinY);
        double rz = Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z));
        return new double[] {rx, ry, rz};
    }

    /** {@code a} within (−π, π]. */
    private static double normal(double a) {
        double r = Math.IEEEremainder(a, 2 * Math.PI);
        return r == -Math.PI ? Math.PI : r;
    }
}
