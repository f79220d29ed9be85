package io.meshport.model.simplify;

/**
 * The simplifier's tests against turning a triangle over: a collapse may not turn a triangle by
 * more than about 75 degrees in one step, nor leave it facing away from the input triangle it
 * stands for (small turns add up over passes). Positions are the collapser's scaled ones.
 */
final class TriangleTurns {
    private final float[] xyz;
    /** Per input triangle its normal (not of unit length; 0 for one without area). */
    private final float[] sourceNormals;
    /** Scratch normals: a triangle before and after a collapse. */
    private final double[] before = new double[3];
    private final double[] after = new double[3];

    TriangleTurns(float[] xyz, int[] indices) {
        this.xyz = xyz;
        this.sourceNormals = normals(xyz, indices);
    }

    private static float[] normals(float[] xyz, int[] indices) {
        float[] out = new float[indices.length];
        double[] n = new double[3];
        for (int i = 0; i < indices.length; i += 3) {
            normal(xyz, indices[i], indices[i + 1], indices[i + 2], n);
            out[i] = (float) n[0];
            out[i + 1] = (float) n[1];
            out[i + 2] = (float) n[2];
        }
        return out;
    }

    /** The normal of triangle (a, b, c), (b - a) x (c - a), not of unit length, into {@code out}. */
    static void normal(float[] xyz, int a, int b, int c, double[] out) {
        double ux = xyz[3 * b] - xyz[3 * a];
        double uy = xyz[3 * b + 1] - xyz[3 * a + 1];
        double uz = xyz[3 * b + 2] - xyz[3 * a + 2];
        double vx = xyz[3 * c] - xyz[3 * a];
        double vy = xyz[3 * c + 1] - xyz[3 * a + 1];
        double vz = xyz[3 * c + 2] - xyz[3 * a + 2];
        out[0] = uy * vz - uz * vy;
        out[1] = uz * vx - ux * vz;
        out[2] = ux * vy - uy * vx;
    }

    /**
     * Whether triangle (a, b, d) faces 90 degrees or more (less a margin) away from input triangle {@code t}: the
     * pass's own check is against the triangle as it is, and small turns add up over passes.
     */
    boolean turnsFromSource(int a, int b, int d, int t) {
        double nx = sourceNormals[3 * t];
        double ny = sourceNormals[3 * t + 1];
        double nz = sourceNormals[3 * t + 2];
        if (nx == 0 && ny == 0 && nz == 0) {
            return false;
        }
        normal(xyz, a, b, d, after);
        if (sliver(a, b, d)) {
            return true;
        }
        double dot = nx * after[0] + ny * after[1] + nz * after[2];
        // a thousandth short of a right angle, so that rounding (the positions are scaled) never
        // lets one through that the model's own numbers would find turned
        return dot <= 0 || dot * dot <= 1e-6 * (nx * nx + ny * ny + nz * nz) * length2(after);
    }

    /**
     * Whether triangle (a, b, d), whose normal is in {@code after}, is a line: its corners so
     * nearly in a row (sine of its angle at a under 1e-5) that its facing is rounding's, which
     * the model's own numbers may read the other way round (the drill's rim: three corners of a
     * ring in one row came out facing 150 degrees from their source).
     */
    private boolean sliver(int a, int b, int d) {
        return length2(after) <= 1e-10 * distance2(a, b) * distance2(a, d);
    }

    /** The squared distance between vertices {@code a} and {@code b}. */
    private double distance2(int a, int b) {
        double x = xyz[3 * b] - xyz[3 * a];
        double y = xyz[3 * b + 1] - xyz[3 * a + 1];
        double z = xyz[3 * b + 2] - xyz[3 * a + 2];
        return x * x + y * y + z * z;
    }

    /** Whether triangle (a, b, c) turns by more than about 75 degrees once c moves to d. */
    boolean flip(int a, int b, int c, int d) {
        normal(xyz, a, b, c, before);
        normal(xyz, a, b, d, after);
        double dot = before[0] * after[0] + before[1] * after[1] + before[2] * after[2];
        // dot <= |n1| |n2| / 4, without the square root
        return dot <= 0 || dot * dot <= 0.0625 * (length2(before) * length2(after));
    }

    private static double length2(double[] v) {
        return v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
    }
}
