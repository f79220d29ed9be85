package io.meshport.vif.internal.export;

/**
 * Measures of a triangle given as nine doubles from an offset (its three corners), so that a list
 * of triangles is one array: its squared distance from a point (the closest point by the
 * triangle's Voronoi regions: Ericson, Real-Time Collision Detection 5.1.5), that of its bounding
 * box, its area, and points spread evenly over it.
 */
final class TriangleMeasures {
    /** The plastic-number sequence that spreads points over a triangle evenly, every run the same. */
    private static final double SPREAD_U = 0.7548776662466927;
    private static final double SPREAD_V = 0.5698402909980532;

    private TriangleMeasures() {
    }

    /** The squared distance from (px, py, pz) to the triangle of {@code corners} from {@code at}. */
    static double squared(double px, double py, double pz, double[] corners, int at) {
        double ax = corners[at];
        double ay = corners[at + 1];
        double az = corners[at + 2];
        double abx = corners[at + 3] - ax;
        double aby = corners[at + 4] - ay;
        double abz = corners[at + 5] - az;
        double acx = corners[at + 6] - ax;
        double acy = corners[at + 7] - ay;
        double acz = corners[at + 8] - az;
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

    /** n / d, or 0 where a degenerate triangle (two corners at one place) makes d 0. */
    private static double ratio(double n, double d) {
        return d == 0 ? 0 : n / d;
    }

    /**
     * The bounding box of the triangle of {@code corners} from {@code at}: low corner, then high,
     * into {@code out} from {@code to}.
     */
    static void bounds(double[] corners, int at, double[] out, int to) {
        for (int c = 0; c < 3; c++) {
            out[to + c] = Math.min(corners[at + c], Math.min(corners[at + 3 + c], corners[at + 6 + c]));
            out[to + 3 + c] = Math.max(corners[at + c], Math.max(corners[at + 3 + c], corners[at + 6 + c]));
        }
    }

    /**
     * The squared distance from a point to the box of {@code bounds} from {@code at} (a triangle's
     * {@link #bounds}: never farther than the triangle).
     */
    static double boxSquared(double px, double py, double pz, double[] bounds, int at) {
        double dx = px < bounds[at] ? bounds[at] - px : px > bounds[at + 3] ? px - bounds[at + 3] : 0;
        double dy = py < bounds[at + 1] ? bounds[at + 1] - py : py > bounds[at + 4] ? py - bounds[at + 4] : 0;
        double dz = pz < bounds[at + 2] ? bounds[at + 2] - pz : pz > bounds[at + 5] ? pz - bounds[at + 5] : 0;
        return dx * dx + dy * dy + dz * dz;
    }

    /** The area of the triangle of {@code corners} from {@code at}. */
    static double area(double[] corners, int at) {
        double ux = corners[at + 3] - corners[at];
        double uy = corners[at + 4] - corners[at + 1];
        double uz = corners[at + 5] - corners[at + 2];
        double vx = corners[at + 6] - corners[at];
        double vy = corners[at + 7] - corners[at + 1];
        double vz = corners[at + 8] - corners[at + 2];
        double cx = uy * vz - uz * vy;
        double cy = uz * vx - ux * vz;
        double cz = ux * vy - uy * vx;
        return 0.5 * Math.sqrt(cx * cx + cy * cy + cz * cz);
    }

    /**
     * The {@code k}th of the triangle's evenly spread points (uniform by area as k runs on), into
     * {@code out} from {@code to}.
     */
    static void spread(double[] corners, int at, int k, double[] out, int to) {
        double u = (0.5 + k * SPREAD_U) % 1;
        double v = (0.5 + k * SPREAD_V) % 1;
        double r = Math.sqrt(u);
        double wa = 1 - r;
        double wb = r * (1 - v);
        double wc = r * v;
        for (int c = 0; c < 3; c++) {
            out[to + c] = wa * corners[at + c] + wb * corners[at + 3 + c] + wc * corners[at + 6 + c];
        }
    }
}
