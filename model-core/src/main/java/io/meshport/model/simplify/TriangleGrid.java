package io.meshport.model.simplify;

import java.util.Arrays;

/**
 * A surface's triangles binned into a uniform grid of cells by their bounding boxes, for the
 * nearest point of the surface to a point: rings of cells around the point's own are searched
 * until no nearer triangle can be in the next ring ({@link SampledDistance}).
 */
final class TriangleGrid {
    private static final int MAX_CELLS_AN_AXIS = 256;
    private final float[] xyz;
    private final int[] triangles;
    private final double[] min = new double[3];
    private final double[] max = new double[3];
    private final int[] res = new int[3];
    private final double cell;
    private final int[] start;
    private final int[] items;

    TriangleGrid(float[] xyz, int[] triangles) {
        this.xyz = xyz;
        this.triangles = triangles;
        int count = triangles.length / 3;
        if (count == 0) {
            throw new IllegalArgumentException("a surface without triangles");
        }
        Arrays.fill(min, Double.MAX_VALUE);
        Arrays.fill(max, -Double.MAX_VALUE);
        for (int v : triangles) {
            for (int c = 0; c < 3; c++) {
                min[c] = Math.min(min[c], xyz[3 * v + c]);
                max[c] = Math.max(max[c], xyz[3 * v + c]);
            }
        }
        double extent = extent();
        // about two triangles a cell for an even surface
        double size = extent / Math.max(1, Math.cbrt(count / 2.0) * 2);
        double c = size > 0 ? size : 1;
        for (int a = 0; a < 3; a++) {
            while ((max[a] - min[a]) / c + 1 > MAX_CELLS_AN_AXIS) {
                c *= 2;
            }
        }
        cell = c;
        for (int a = 0; a < 3; a++) {
            res[a] = (int) ((max[a] - min[a]) / cell) + 1;
        }
        int cells = res[0] * res[1] * res[2];
        int[] counts = new int[cells + 1];
        int[] box = new int[6];
        for (int t = 0; t < count; t++) {
            bounds(t, box);
            for (int z = box[2]; z <= box[5]; z++) {
                for (int y = box[1]; y <= box[4]; y++) {
                    for (int x = box[0]; x <= box[3]; x++) {
                        counts[index(x, y, z) + 1]++;
                    }
                }
            }
        }
        for (int i = 1; i <= cells; i++) {
            counts[i] += counts[i - 1];
        }
        start = counts;
        items = new int[counts[cells]];
        int[] fill = Arrays.copyOf(counts, cells);
        for (int t = 0; t < count; t++) {
            bounds(t, box);
            for (int z = box[2]; z <= box[5]; z++) {
                for (int y = box[1]; y <= box[4]; y++) {
                    for (int x = box[0]; x <= box[3]; x++) {
                        items[fill[index(x, y, z)]++] = t;
                    }
                }
            }
        }
    }

    double extent() {
        return Math.max(max[0] - min[0], Math.max(max[1] - min[1], max[2] - min[2]));
    }

    private int index(int x, int y, int z) {
        return (z * res[1] + y) * res[0] + x;
    }

    private int cellOf(double value, int axis) {
        int i = (int) Math.floor((value - min[axis]) / cell);
        return Math.max(0, Math.min(res[axis] - 1, i));
    }

    private void bounds(int t, int[] box) {
        for (int a = 0; a < 3; a++) {
            double lo = Double.MAX_VALUE;
            double hi = -Double.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                double v = xyz[3 * triangles[3 * t + k] + a];
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            box[a] = cellOf(lo, a);
            box[a + 3] = cellOf(hi, a);
        }
    }

    /** The squared distance from {@code p} to the nearest triangle. */
    double nearest(double[] p) {
        int cx = cellOf(p[0], 0);
        int cy = cellOf(p[1], 1);
        int cz = cellOf(p[2], 2);
        // how far p lies outside the grid: the rings start there
        double outside = 0;
        for (int a = 0; a < 3; a++) {
            double d = Math.max(min[a] - p[a], p[a] - max[a]);
            outside = Math.max(outside, Math.max(0, d));
        }
        double best = Double.MAX_VALUE;
        int rings = Math.max(res[0], Math.max(res[1], res[2]));
        for (int r = 0; r <= rings; r++) {
            // every point of a cell in ring r is at least (r - 1) cells away from p
            double reach = Math.max(0, (r - 1) * cell) + outside;
            if (reach * reach > best) {
                break;
            }
            for (int z = cz - r; z <= cz + r; z++) {
                for (int y = cy - r; y <= cy + r; y++) {
                    for (int x = cx - r; x <= cx + r; x++) {
                        boolean shell = Math.abs(x - cx) == r || Math.abs(y - cy) == r || Math.abs(z - cz) == r;
                        if (!shell || x < 0 || y < 0 || z < 0 || x >= res[0] || y >= res[1] || z >= res[2]) {
                            continue;
                        }
                        int i = index(x, y, z);
                        for (int k = start[i]; k < start[i + 1]; k++) {
                            best = Math.min(best, squaredDistance(p, items[k]));
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The squared distance from p to triangle t (Ericson, Real-Time Collision Detection 5.1.5). */
    private double squaredDistance(double[] p, int t) {
        int a = 3 * triangles[3 * t];
        int b = 3 * triangles[3 * t + 1];
        int c = 3 * triangles[3 * t + 2];
        double abx = xyz[b] - xyz[a];
        double aby = xyz[b + 1] - xyz[a + 1];
        double abz = xyz[b + 2] - xyz[a + 2];
        double acx = xyz[c] - xyz[a];
        double acy = xyz[c + 1] - xyz[a + 1];
        double acz = xyz[c + 2] - xyz[a + 2];
        double apx = p[0] - xyz[a];
        double apy = p[1] - xyz[a + 1];
        double apz = p[2] - xyz[a + 2];
        double d1 = abx * apx + aby * apy + abz * apz;
        double d2 = acx * apx + acy * apy + acz * apz;
        if (d1 <= 0 && d2 <= 0) {
            return sq(apx, apy, apz);
        }
        double bpx = p[0] - xyz[b];
        double bpy = p[1] - xyz[b + 1];
        double bpz = p[2] - xyz[b + 2];
        double d3 = abx * bpx + aby * bpy + abz * bpz;
        double d4 = acx * bpx + acy * bpy + acz * bpz;
        if (d3 >= 0 && d4 <= d3) {
            return sq(bpx, bpy, bpz);
        }
        double vc = d1 * d4 - d3 * d2;
        if (vc <= 0 && d1 >= 0 && d3 <= 0) {
            double v = ratio(d1, d1 - d3);
            return sq(apx - v * abx, apy - v * aby, apz - v * abz);
        }
        double cpx = p[0] - xyz[c];
        double cpy = p[1] - xyz[c + 1];
        double cpz = p[2] - xyz[c + 2];
        double d5 = abx * cpx + aby * cpy + abz * cpz;
        double d6 = acx * cpx + acy * cpy + acz * cpz;
        if (d6 >= 0 && d5 <= d6) {
            return sq(cpx, cpy, cpz);
        }
        double vb = d5 * d2 - d1 * d6;
        if (vb <= 0 && d2 >= 0 && d6 <= 0) {
            double w = ratio(d2, d2 - d6);
            return sq(apx - w * acx, apy - w * acy, apz - w * acz);
        }
        double va = d3 * d6 - d5 * d4;
        if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
            double w = ratio(d4 - d3, d4 - d3 + d5 - d6);
            return sq(bpx - w * (xyz[c] - xyz[b]), bpy - w * (xyz[c + 1] - xyz[b + 1]),
                    bpz - w * (xyz[c + 2] - xyz[b + 2]));
        }
        double v = ratio(vb, va + vb + vc);
        double w = ratio(vc, va + vb + vc);
        return sq(apx - abx * v - acx * w, apy - aby * v - acy * w, apz - abz * v - acz * w);
    }

    /** n / d, or 0 where a degenerate triangle (two corners at one place) makes d 0. */
    private static double ratio(double n, double d) {
        return d == 0 ? 0 : n / d;
    }

    private static double sq(double x, double y, double z) {
        return x * x + y * y + z * z;
    }
}
