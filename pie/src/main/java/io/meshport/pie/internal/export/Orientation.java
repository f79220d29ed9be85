package io.meshport.pie.internal.export;

import java.math.BigDecimal;

/**
 * The side of a triangle's plane a point lies on, decided exactly: the sign of {@code (b - a) x
 * (c - a) . (p - a)}, in doubles where the value is far enough from 0 for rounding not to change
 * its sign (Shewchuk's bound for this determinant, doubled), else in exact decimal arithmetic on
 * the points' float coordinates. A convex hull whose visibility tests disagree with one another
 * by rounding is no longer closed.
 */
final class Orientation {
    /** Shewchuk's first error bound for orient3d, (7 + 56e)e with e = 2^-53, doubled for the differences taken from floats. */
    private static final double BOUND = 2 * (7 + 56 * 0x1p-53) * 0x1p-53;

    private Orientation() {
    }

    /** 1, 0 or -1: p on the side {@code (b - a) x (c - a)} points to, on the plane, or on the other side. */
    static int of(float[] xyz, int a, int b, int c, int p) {
        double ux = xyz[3 * b] - (double) xyz[3 * a];
        double uy = xyz[3 * b + 1] - (double) xyz[3 * a + 1];
        double uz = xyz[3 * b + 2] - (double) xyz[3 * a + 2];
        double vx = xyz[3 * c] - (double) xyz[3 * a];
        double vy = xyz[3 * c + 1] - (double) xyz[3 * a + 1];
        double vz = xyz[3 * c + 2] - (double) xyz[3 * a + 2];
        double wx = xyz[3 * p] - (double) xyz[3 * a];
        double wy = xyz[3 * p + 1] - (double) xyz[3 * a + 1];
        double wz = xyz[3 * p + 2] - (double) xyz[3 * a + 2];
        double det = (uy * vz - uz * vy) * wx + (uz * vx - ux * vz) * wy + (ux * vy - uy * vx) * wz;
        double permanent = (Math.abs(uy * vz) + Math.abs(uz * vy)) * Math.abs(wx)
                + (Math.abs(uz * vx) + Math.abs(ux * vz)) * Math.abs(wy)
                + (Math.abs(ux * vy) + Math.abs(uy * vx)) * Math.abs(wz);
        if (Math.abs(det) > BOUND * permanent) {
            return det > 0 ? 1 : -1;
        }
        return exact(xyz, a, b, c, p);
    }

    private static int exact(float[] xyz, int a, int b, int c, int p) {
        BigDecimal[] u = new BigDecimal[3];
        BigDecimal[] v = new BigDecimal[3];
        BigDecimal[] w = new BigDecimal[3];
        for (int i = 0; i < 3; i++) {
            BigDecimal origin = new BigDecimal(xyz[3 * a + i]);
            u[i] = new BigDecimal(xyz[3 * b + i]).subtract(origin);
            v[i] = new BigDecimal(xyz[3 * c + i]).subtract(origin);
            w[i] = new BigDecimal(xyz[3 * p + i]).subtract(origin);
        }
        BigDecimal det = u[1].multiply(v[2]).subtract(u[2].multiply(v[1])).multiply(w[0])
                .add(u[2].multiply(v[0]).subtract(u[0].multiply(v[2])).multiply(w[1]))
                .add(u[0].multiply(v[1]).subtract(u[1].multiply(v[0])).multiply(w[2]));
        return det.signum();
    }
}
