package io.meshport.md5.internal.rules;

import io.meshport.model.math.Quaternion;

/**
 * A joint's pose in double precision, as the reference compiler computes with it: a position and
 * a unit quaternion (x, y, z, w), with the quaternion arithmetic of its {@code Quat}.
 *
 * <p>Public because the compiler and the exporter share it: the exporter checks that the weights it
 * writes give each vertex back, by the compiler's arithmetic.
 *
 * @param x the position's x
 * @param y the position's y
 * @param z the position's z
 * @param qx the orientation's x
 * @param qy the orientation's y
 * @param qz the orientation's z
 * @param qw the orientation's w
 */
public record Md5Pose(double x, double y, double z, double qx, double qy, double qz, double qw) {
    /** How much of its terms' size a skinned sum may be off by rounding: far above double's 2^-52 a step. */
    private static final double ROUNDING = 0x1p-40;

    /** The pose whose orientation's w is implied by x, y, z and not positive ({@code restorew}). */
    public static Md5Pose withImpliedW(double x, double y, double z, double qx, double qy, double qz) {
        return new Md5Pose(x, y, z, qx, qy, qz, Quaternion.impliedW(qx, qy, qz));
    }

    /** {@code p} rotated by this pose's orientation: {@code p + cross(q, cross(q, p) + p w) * 2}. */
    public double[] rotate(double px, double py, double pz) {
        double cx = qy * pz - qz * py + px * qw;
        double cy = qz * px - qx * pz + py * qw;
        double cz = qx * py - qy * px + pz * qw;
        return new double[] {px + 2 * (qy * cz - qz * cy), py + 2 * (qz * cx - qx * cz), pz + 2 * (qx * cy - qy * cx)};
    }

    /** {@code p} turned by the inverse of this pose's orientation. */
    public double[] rotateBack(double px, double py, double pz) {
        return new Md5Pose(0, 0, 0, -qx, -qy, -qz, qw).rotate(px, py, pz);
    }

    /**
     * The position of a vertex with weights {@code from} to {@code from + count - 1}: each weight's
     * position turned into model space by its joint, times its bias, summed in double in weight
     * order, as the reference compiler's {@code buildmd5verts} sums them. A sum that is within the
     * rounding of its terms of zero (a vertex on an axis, far from its joints) is zero: otherwise it
     * would be a different tiny number each time the file is written and read.
     */
    public static double[] skin(Md5Pose[] joints, int[] joint, double[] bias, double[] position, int from, int count) {
        return withoutNoise(sum(joints, joint, bias, position, from, count));
    }

    /** A {@link #sum} as {@link #skin} gives it: a coordinate within the rounding of its terms of zero is zero. */
    public static double[] withoutNoise(double[] sum) {
        double noise = sum[3] * ROUNDING;
        return new double[] {Math.abs(sum[0]) < noise ? 0 : sum[0], Math.abs(sum[1]) < noise ? 0 : sum[1],
                Math.abs(sum[2]) < noise ? 0 : sum[2]};
    }

    /**
     * The sum {@link #skin} makes, as the reference compiler keeps it (its {@code epositions},
     * in double, nothing made zero), and then the largest size of its terms.
     *
     * @return x, y, z, and the size {@link #skin} measures rounding noise by
     */
    public static double[] sum(Md5Pose[] joints, int[] joint, double[] bias, double[] position, int from, int count) {
        double x = 0;
        double y = 0;
        double z = 0;
        double size = 0;
        for (int w = from; w < from + count; w++) {
            Md5Pose j = joints[joint[w]];
            double[] r = j.rotate(position[3 * w], position[3 * w + 1], position[3 * w + 2]);
            x += (r[0] + j.x) * bias[w];
            y += (r[1] + j.y) * bias[w];
            z += (r[2] + j.z) * bias[w];
            size = Math.max(size, Math.max(Math.abs(j.x) + Math.abs(j.y) + Math.abs(j.z),
                    Math.abs(position[3 * w]) + Math.abs(position[3 * w + 1]) + Math.abs(position[3 * w + 2])));
        }
        return new double[] {x, y, z, size};
    }

    /**
     * {@code child} (in model space) relative to this pose (its parent's, in model space), as the
     * reference compiler's {@code makerelativebasepose} computes it: the position and orientation
     * turned by the parent's inverse orientation, the orientation's w made not positive.
     */
    public Md5Pose relative(Md5Pose child) {
        Md5Pose inverse = new Md5Pose(0, 0, 0, -qx, -qy, -qz, qw);
        double[] p = inverse.rotate(child.x - x, child.y - y, child.z - z);
        double rx = qw * child.qx - qx * child.qw - qy * child.qz + qz * child.qy;
        double ry = qw * child.qy + qx * child.qz - qy * child.qw - qz * child.qx;
        double rz = qw * child.qz - qx * child.qy + qy * child.qx - qz * child.qw;
        double rw = qw * child.qw + qx * child.qx + qy * child.qy + qz * child.qz;
        if (rw > 0) {
            return new Md5Pose(p[0], p[1], p[2], -rx, -ry, -rz, -rw);
        }
        return new Md5Pose(p[0], p[1], p[2], rx, ry, rz, rw);
    }
}
