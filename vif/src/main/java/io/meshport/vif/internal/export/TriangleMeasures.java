package io.meshport.vif.internal.export;

import io.meshport.model.derive.PointTriangle;

/**
 * Measures of a triangle given as nine doubles from an offset (its three corners), so that a list
 * of triangles is one array: its squared distance from a point ({@link PointTriangle}), that of
 * its bounding box, its area, and points spread evenly over it.
 */
final class TriangleMeasures {
    /** The plastic-number sequence that spreads points over a triangle evenly, every run the same. */
    private static final double SPREAD_U = 0.7548776662466927;
    private static final double SPREAD_V = 0.5698402909980532;

    private TriangleMeasures() {
    }

    /** The squared distance from (px, py, pz) to the triangle of {@code corners} from {@code at}. */
    static double squared(double px, double py, double pz, double[] corners, int at) {
        return PointTriangle.squaredDistance(px, py, pz, corners, at);
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
