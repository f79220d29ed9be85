package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * Where an interior vertex of the collapse hierarchy stands: per point the planes of its triangles
 * (each weighted by its triangle's area, as a quadric), summed as points merge, with the bounding
 * box and the mean of the points merged. A merged node stands at the point of least squared
 * distance to its planes, drawn a little toward the mean ({@link #TOWARD_MEAN}), kept inside that
 * box (beyond it the planes of a few triangles meet far from the surface they came from), unless
 * the point it was collapsed onto is as near its planes (within a thousandth of the box): a half-edge collapse keeps one of two
 * corners, which on a boxy low-poly shape leaves a cut far from the surface where the best point
 * of the merged corners is not a corner at all.
 */
final class MergedQuadrics {
    /** Quadric terms a point: xx xy xz xw yy yz yw zz zw ww. */
    private static final int TERMS = 10;
    private final double[] q;
    private final float[] box;
    private final float[] xyz;
    /** Per point the sum of the positions merged into it, and their count. */
    private final double[] sum;
    private final int[] merged;
    /**
     * The weight of the merged points' mean beside the planes, a share of the planes' own: a few
     * planes of a box's faces fix their meeting point badly (two near-parallel ones anywhere along
     * a line), and the clamp into the box then lands on its corner; a little of the mean settles
     * such a point inside the shape, moves a well-fixed one by next to nothing, and stands a point
     * the planes leave free along a line at the mean along it (on the corpus's quarter cuts,
     * docs/vif-conformance.md: 0.003 to 0.1 the same, 0.01 among the nearest).
     */
    private static final double TOWARD_MEAN = 0.01;

    private MergedQuadrics(double[] q, float[] box, float[] xyz) {
        this.q = q;
        this.box = box;
        this.xyz = xyz;
        int n = xyz.length / 3;
        this.sum = new double[3 * n];
        this.merged = new int[n];
        for (int i = 0; i < 3 * n; i++) {
            sum[i] = xyz[i];
        }
        Arrays.fill(merged, 1);
    }

    /** The quadrics of {@code count} points at {@code xyz} from their triangles {@code corners}. */
    static MergedQuadrics of(float[] xyz, int[] corners, int count) {
        double[] q = new double[TERMS * count];
        for (int i = 0; i < corners.length; i += 3) {
            int a = corners[i];
            int b = corners[i + 1];
            int c = corners[i + 2];
            double ux = (double) xyz[3 * b] - xyz[3 * a];
            double uy = (double) xyz[3 * b + 1] - xyz[3 * a + 1];
            double uz = (double) xyz[3 * b + 2] - xyz[3 * a + 2];
            double vx = (double) xyz[3 * c] - xyz[3 * a];
            double vy = (double) xyz[3 * c + 1] - xyz[3 * a + 1];
            double vz = (double) xyz[3 * c + 2] - xyz[3 * a + 2];
            double nx = uy * vz - uz * vy;
            double ny = uz * vx - ux * vz;
            double nz = ux * vy - uy * vx;
            double length = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(length > 0) || Double.isInfinite(length)) {
                continue;
            }
            double area = length / 2;
            nx /= length;
            ny /= length;
            nz /= length;
            double w = -(nx * xyz[3 * a] + ny * xyz[3 * a + 1] + nz * xyz[3 * a + 2]);
            double[] plane = {nx, ny, nz, w};
            for (int corner : new int[] {a, b, c}) {
                int at = TERMS * corner;
                for (int r = 0; r < 4; r++) {
                    for (int s = r; s < 4; s++) {
                        q[at++] += area * plane[r] * plane[s];
                    }
                }
            }
        }
        float[] box = new float[6 * count];
        for (int p = 0; p < count; p++) {
            System.arraycopy(xyz, 3 * p, box, 6 * p, 3);
            System.arraycopy(xyz, 3 * p, box, 6 * p + 3, 3);
        }
        return new MergedQuadrics(q, box, xyz);
    }

    /** Point {@code from} merged into {@code onto}: its planes and box join {@code onto}'s. */
    void merge(int onto, int from) {
        for (int k = 0; k < 3; k++) {
            sum[3 * onto + k] += sum[3 * from + k];
        }
        merged[onto] += merged[from];
        for (int k = 0; k < TERMS; k++) {
            q[TERMS * onto + k] += q[TERMS * from + k];
        }
        for (int a = 0; a < 3; a++) {
            box[6 * onto + a] = Math.min(box[6 * onto + a], box[6 * from + a]);
            box[6 * onto + 3 + a] = Math.max(box[6 * onto + 3 + a], box[6 * from + 3 + a]);
        }
    }

    /**
     * Where the node of point {@code p} (after its merges) stands: the optimum of its planes
     * ({@link #solve}), or {@code null} when its own position is as near them (within a thousandth
     * of its box) or the planes have no weight.
     */
    float[] optimum(int p) {
        float[] out = solve(p);
        if (out == null) {
            return null;
        }
        // nearer by more than a thousandth of the box, in the planes' squared and weighted terms:
        // where the planes leave a direction free both points are as near, and rounding alone
        // would pick one
        double weight = q[TERMS * p] + q[TERMS * p + 4] + q[TERMS * p + 7];
        double size = 0;
        for (int k = 0; k < 3; k++) {
            size = Math.max(size, box[6 * p + 3 + k] - box[6 * p + k]);
        }
        double margin = weight * (1e-3 * size) * (1e-3 * size);
        double kept = error(p, xyz[3 * p], xyz[3 * p + 1], xyz[3 * p + 2]);
        return error(p, out[0], out[1], out[2]) < kept - margin ? out : null;
    }

    /**
     * The point of least squared distance to point {@code p}'s planes plus {@link #TOWARD_MEAN} of
     * their weight times the squared distance to the mean (a ridge term: where the planes leave a
     * direction free, the point stands at the mean along it), within the box; null where the planes
     * have no weight.
     */
    private float[] solve(int p) {
        int at = TERMS * p;
        double a = q[at];
        double b = q[at + 1];
        double c = q[at + 2];
        double d = q[at + 4];
        double e = q[at + 5];
        double f = q[at + 7];
        double rx = -q[at + 3];
        double ry = -q[at + 6];
        double rz = -q[at + 8];
        double toward = TOWARD_MEAN * (a + d + f) / 3;
        a += toward;
        d += toward;
        f += toward;
        rx += toward * sum[3 * p] / merged[p];
        ry += toward * sum[3 * p + 1] / merged[p];
        rz += toward * sum[3 * p + 2] / merged[p];
        // the 3x3 system by its cofactors; a determinant tiny beside the terms' scale fixes no point
        double c00 = d * f - e * e;
        double c01 = c * e - b * f;
        double c02 = b * e - c * d;
        double det = a * c00 + b * c01 + c * c02;
        double scale = Math.max(a, Math.max(d, f));
        if (!(Math.abs(det) > 1e-9 * scale * scale * scale)) {
            return null;
        }
        double c11 = a * f - c * c;
        double c12 = b * c - a * e;
        double c22 = a * d - b * b;
        double[] x = {
            (c00 * rx + c01 * ry + c02 * rz) / det,
            (c01 * rx + c11 * ry + c12 * rz) / det,
            (c02 * rx + c12 * ry + c22 * rz) / det};
        float[] out = new float[3];
        for (int k = 0; k < 3; k++) {
            // + 0: a negative zero would be written as -0
            out[k] = (float) Math.max(box[6 * p + k], Math.min(box[6 * p + 3 + k], x[k])) + 0f;
        }
        return out;
    }

    /** The squared distance of {@code (x, y, z)} to point {@code p}'s planes, area-weighted. */
    private double error(int p, double x, double y, double z) {
        int at = TERMS * p;
        return q[at] * x * x + 2 * q[at + 1] * x * y + 2 * q[at + 2] * x * z + 2 * q[at + 3] * x
                + q[at + 4] * y * y + 2 * q[at + 5] * y * z + 2 * q[at + 6] * y
                + q[at + 7] * z * z + 2 * q[at + 8] * z + q[at + 9];
    }
}
