package io.meshport.model.derive;

/**
 * The squared distance from a point to a triangle (the closest point by the triangle's Voronoi
 * regions: Ericson, Real-Time Collision Detection 5.1.5), for the simplifier's edge flips and the
 * harness's surface distance and the VIF exporter's measured collapses. A triangle without area
 * (its corners in a row) is measured by its sides.
 */
public final class PointTriangle {
    private PointTriangle() {
    }

    /**
     * The squared distance from (px, py, pz) to the triangle whose corners are nine values of
     * {@code corners} from {@code at} (x, y, z of each corner in turn).
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param corners the corners' coordinates
     * @param at where the triangle's nine coordinates start
     * @return the squared distance
     */
    public static double squaredDistance(double px, double py, double pz, float[] corners, int at) {
        return squared(px, py, pz, corners[at], corners[at + 1], corners[at + 2], corners[at + 3], corners[at + 4],
                corners[at + 5], corners[at + 6], corners[at + 7], corners[at + 8]);
    }

    /**
     * The squared distance from (px, py, pz) to the triangle whose corners are nine values of
     * {@code corners} from {@code at} (x, y, z of each corner in turn).
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param corners the corners' coordinates
     * @param at where the triangle's nine coordinates start
     * @return the squared distance
     */
    public static double squaredDistance(double px, double py, double pz, double[] corners, int at) {
        return squared(px, py, pz, corners[at], corners[at + 1], corners[at + 2], corners[at + 3], corners[at + 4],
                corners[at + 5], corners[at + 6], corners[at + 7], corners[at + 8]);
    }

    /**
     * The squared distance from (px, py, pz) to triangle (a, b, c) of {@code xyz}, three floats a vertex.
     *
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param xyz three coordinates a vertex
     * @param a the first corner's vertex
     * @param b the second corner's vertex
     * @param c the third corner's vertex
     * @return the squared distance
     */
    public static double squaredDistance(double px, double py, double pz, float[] xyz, int a, int b, int c) {
        return squared(px, py, pz, xyz[3 * a], xyz[3 * a + 1], xyz[3 * a + 2], xyz[3 * b], xyz[3 * b + 1],
                xyz[3 * b + 2], xyz[3 * c], xyz[3 * c + 1], xyz[3 * c + 2]);
    }

    private static double squared(double px, double py, double pz, double ax, double ay, double az, double bx,
            double by, double bz, double cx, double cy, double cz) {
        double abx = bx - ax;
        double aby = by - ay;
        double abz = bz - az;
        double acx = cx - ax;
        double acy = cy - ay;
        double acz = cz - az;
        double apx = px - ax;
        double apy = py - ay;
        double apz = pz - az;
        double nx = aby * acz - abz * acy;
        double ny = abz * acx - abx * acz;
        double nz = abx * acy - aby * acx;
        if (nx == 0 && ny == 0 && nz == 0) {
            // no area: its regions below are not there, but its sides are
            return Math.min(segmentSquared(apx, apy, apz, abx, aby, abz), Math.min(
                    segmentSquared(apx, apy, apz, acx, acy, acz),
                    segmentSquared(apx - abx, apy - aby, apz - abz, acx - abx, acy - aby, acz - abz)));
        }
        double d1 = abx * apx + aby * apy + abz * apz;
        double d2 = acx * apx + acy * apy + acz * apz;
        if (d1 <= 0 && d2 <= 0) {
            return apx * apx + apy * apy + apz * apz;
        }
        double bpx = apx - abx;
        double bpy = apy - aby;
        double bpz = apz - abz;
        double d3 = abx * bpx + aby * bpy + abz * bpz;
        double d4 = acx * bpx + acy * bpy + acz * bpz;
        if (d3 >= 0 && d4 <= d3) {
            return bpx * bpx + bpy * bpy + bpz * bpz;
        }
        double vc = d1 * d4 - d3 * d2;
        if (vc <= 0 && d1 >= 0 && d3 <= 0) {
            return alongSquared(apx, apy, apz, abx, aby, abz, ratio(d1, d1 - d3));
        }
        double cpx = apx - acx;
        double cpy = apy - acy;
        double cpz = apz - acz;
        double d5 = abx * cpx + aby * cpy + abz * cpz;
        double d6 = acx * cpx + acy * cpy + acz * cpz;
        if (d6 >= 0 && d5 <= d6) {
            return cpx * cpx + cpy * cpy + cpz * cpz;
        }
        double vb = d5 * d2 - d1 * d6;
        if (vb <= 0 && d2 >= 0 && d6 <= 0) {
            return alongSquared(apx, apy, apz, acx, acy, acz, ratio(d2, d2 - d6));
        }
        double va = d3 * d6 - d5 * d4;
        if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
            return alongSquared(bpx, bpy, bpz, acx - abx, acy - aby, acz - abz, ratio(d4 - d3, d4 - d3 + d5 - d6));
        }
        double v = ratio(vb, va + vb + vc);
        double w = ratio(vc, va + vb + vc);
        double x = apx - abx * v - acx * w;
        double y = apy - aby * v - acy * w;
        double z = apz - abz * v - acz * w;
        return x * x + y * y + z * z;
    }

    /** The squared distance from p to the segment from the origin to e (both relative to its start). */
    private static double segmentSquared(double px, double py, double pz, double ex, double ey, double ez) {
        double length = ex * ex + ey * ey + ez * ez;
        double t = length > 0 ? Math.max(0, Math.min(1, (px * ex + py * ey + pz * ez) / length)) : 0;
        return alongSquared(px, py, pz, ex, ey, ez, t);
    }

    /** The squared length of p - t e: from a point to the point at t along an edge e. */
    private static double alongSquared(double px, double py, double pz, double ex, double ey, double ez, double t) {
        double x = px - t * ex;
        double y = py - t * ey;
        double z = pz - t * ez;
        return x * x + y * y + z * z;
    }

    /** n / d, or 0 where rounding makes d 0. */
    private static double ratio(double n, double d) {
        return d == 0 ? 0 : n / d;
    }
}
