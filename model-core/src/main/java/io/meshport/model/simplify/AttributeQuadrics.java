package io.meshport.model.simplify;

/**
 * The attribute part of the simplifier's error (Hoppe's metric as meshoptimizer's
 * {@code meshopt_simplifyWithAttributes} keeps it): per vertex, each triangle around it adds, for
 * each attribute value (weighted texture coordinates, normal, colour), the linear function that
 * interpolates the attribute over the triangle's plane; the error of moving a vertex onto another
 * is how far the other's attributes are from those functions at its position (squared, weighted
 * by the triangles' size, over their weight). Kept per vertex, not per position: the two sides of
 * a seam have attributes of their own.
 */
final class AttributeQuadrics {
    private final int count;
    private final float[] values;
    /** Per vertex a quadric (the gradients' outer products, {@link Quadrics#SIZE} floats). */
    private final double[] quadrics;
    /** Per vertex and attribute the summed weighted gradient and offset (4 floats). */
    private final double[] gradients;

    /**
     * @param xyz the positions, scaled as the collapser has them
     * @param values {@code count} attribute values a vertex, weighted
     * @param count the attribute values a vertex
     */
    AttributeQuadrics(float[] xyz, int[] indices, int indexCount, int vertexCount, float[] values, int count) {
        this.count = count;
        this.values = values;
        this.quadrics = new double[vertexCount * Quadrics.SIZE];
        this.gradients = new double[vertexCount * 4 * count];
        for (int i = 0; i < indexCount; i += 3) {
            triangle(xyz, indices[i], indices[i + 1], indices[i + 2]);
        }
    }

    private void triangle(float[] xyz, int i0, int i1, int i2) {
        double[] p10 = new double[3];
        double[] p20 = new double[3];
        for (int c = 0; c < 3; c++) {
            p10[c] = xyz[3 * i1 + c] - xyz[3 * i0 + c];
            p20[c] = xyz[3 * i2 + c] - xyz[3 * i0 + c];
        }
        double d00 = dot(p10, p10);
        double d01 = dot(p10, p20);
        double d11 = dot(p20, p20);
        double denominator = d00 * d11 - d01 * d01;
        if (!(denominator > 0)) {
            return;
        }
        double nx = p10[1] * p20[2] - p10[2] * p20[1];
        double ny = p10[2] * p20[0] - p10[0] * p20[2];
        double nz = p10[0] * p20[1] - p10[1] * p20[0];
        // the square root of the area, as the planes of the position quadrics are weighted
        double w = Math.sqrt(Math.sqrt(nx * nx + ny * ny + nz * nz));
        double inverse = 1 / denominator;
        double[] q = new double[Quadrics.SIZE];
        double[] g = new double[4 * count];
        for (int k = 0; k < count; k++) {
            double a0 = values[i0 * count + k];
            double a10 = values[i1 * count + k] - a0;
            double a20 = values[i2 * count + k] - a0;
            // the gradient of the attribute over the triangle's plane, and its offset at the origin
            double s = (d11 * a10 - d01 * a20) * inverse;
            double t = (d00 * a20 - d01 * a10) * inverse;
            double gx = s * p10[0] + t * p20[0];
            double gy = s * p10[1] + t * p20[1];
            double gz = s * p10[2] + t * p20[2];
            double gw = a0 - (gx * xyz[3 * i0] + gy * xyz[3 * i0 + 1] + gz * xyz[3 * i0 + 2]);
            q[0] += w * gx * gx;
            q[1] += w * gy * gy;
            q[2] += w * gz * gz;
            q[3] += w * gy * gx;
            q[4] += w * gz * gx;
            q[5] += w * gz * gy;
            q[6] += w * gx * gw;
            q[7] += w * gy * gw;
            q[8] += w * gz * gw;
            q[9] += w * gw * gw;
            g[4 * k] = w * gx;
            g[4 * k + 1] = w * gy;
            g[4 * k + 2] = w * gz;
            g[4 * k + 3] = w * gw;
        }
        q[10] = w;
        for (int v : new int[] {i0, i1, i2}) {
            for (int c = 0; c < Quadrics.SIZE; c++) {
                quadrics[v * Quadrics.SIZE + c] += q[c];
            }
            for (int c = 0; c < g.length; c++) {
                gradients[v * g.length + c] += g[c];
            }
        }
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    /** The attribute error of vertex {@code from} moved onto vertex {@code to} at (x, y, z). */
    double error(int from, int to, double x, double y, double z) {
        int o = from * Quadrics.SIZE;
        double w = quadrics[o + 10];
        if (!(w > 0)) {
            return 0;
        }
        double r = Quadrics.form(quadrics, from, x, y, z);
        int go = from * 4 * count;
        for (int k = 0; k < count; k++) {
            double a = values[to * count + k];
            double g = gradients[go + 4 * k] * x + gradients[go + 4 * k + 1] * y + gradients[go + 4 * k + 2] * z
                    + gradients[go + 4 * k + 3];
            r += a * (a * w - 2 * g);
        }
        return Math.abs(r) / w;
    }

    /** Adds vertex {@code from}'s quadric and gradients to vertex {@code to}'s. */
    void add(int to, int from) {
        Quadrics.add(quadrics, to, from);
        int t = to * 4 * count;
        int f = from * 4 * count;
        for (int c = 0; c < 4 * count; c++) {
            gradients[t + c] += gradients[f + c];
        }
    }
}
