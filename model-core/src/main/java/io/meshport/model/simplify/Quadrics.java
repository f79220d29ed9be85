package io.meshport.model.simplify;

/**
 * Error quadrics of the simplifier, eleven doubles a vertex in one array (in floats, as
 * meshoptimizer keeps them, the constant and the products cancel to noise where errors are small,
 * and the ranking then follows the noise): the symmetric 3x3 matrix A (a00 a11 a22 a10 a20 a21),
 * the vector b, the constant c and the summed weight w of the planes
 * {@code n.x = d} added, each as {@code w (n.x - d)^2}. The error of a point is that sum over the
 * weight: the weighted mean squared distance to the planes.
 */
final class Quadrics {
    static final int SIZE = 11;

    private Quadrics() {
    }

    /** Adds the plane {@code n.x = d} (n of unit length) with weight {@code w} to quadric {@code q}. */
    static void addPlane(double[] quadrics, int q, double nx, double ny, double nz, double d, double w) {
        int o = q * SIZE;
        quadrics[o] += (w * nx * nx);
        quadrics[o + 1] += (w * ny * ny);
        quadrics[o + 2] += (w * nz * nz);
        quadrics[o + 3] += (w * ny * nx);
        quadrics[o + 4] += (w * nz * nx);
        quadrics[o + 5] += (w * nz * ny);
        quadrics[o + 6] += (-w * d * nx);
        quadrics[o + 7] += (-w * d * ny);
        quadrics[o + 8] += (-w * d * nz);
        quadrics[o + 9] += (w * d * d);
        quadrics[o + 10] += w;
    }

    /**
     * Adds the plane {@code n.x = d} with weight {@code w} to quadric {@code q} without adding to its
     * summed weight: an error added to another's, not a plane of its own.
     */
    static void addPlaneError(double[] quadrics, int q, double nx, double ny, double nz, double d, double w) {
        double before = quadrics[q * SIZE + 10];
        addPlane(quadrics, q, nx, ny, nz, d, w);
        quadrics[q * SIZE + 10] = before;
    }

    /** Adds quadric {@code from} to quadric {@code to}. */
    static void add(double[] quadrics, int to, int from) {
        int t = to * SIZE;
        int f = from * SIZE;
        for (int i = 0; i < SIZE; i++) {
            quadrics[t + i] += quadrics[f + i];
        }
    }

    /** The error of point (x, y, z) under quadric {@code q}: the weighted mean squared distance. */
    static double error(double[] quadrics, int q, double x, double y, double z) {
        double w = quadrics[q * SIZE + 10];
        return w > 0 ? Math.abs(form(quadrics, q, x, y, z)) / w : 0;
    }

    /** The weighted sum of squared distances of point (x, y, z) under quadric {@code q}: x'Ax + 2b'x + c. */
    static double form(double[] quadrics, int q, double x, double y, double z) {
        int o = q * SIZE;
        double rx = quadrics[o + 6] + quadrics[o] * x + quadrics[o + 3] * y + quadrics[o + 4] * z;
        double ry = quadrics[o + 7] + quadrics[o + 3] * x + quadrics[o + 1] * y + quadrics[o + 5] * z;
        double rz = quadrics[o + 8] + quadrics[o + 4] * x + quadrics[o + 5] * y + quadrics[o + 2] * z;
        return quadrics[o + 9] + 2 * (quadrics[o + 6] * x + quadrics[o + 7] * y + quadrics[o + 8] * z)
                + (rx - quadrics[o + 6]) * x + (ry - quadrics[o + 7]) * y + (rz - quadrics[o + 8]) * z;
    }
}
