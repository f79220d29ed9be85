package io.meshport.model.simplify;

import static io.meshport.model.simplify.EdgeCollapser.BORDER;

/**
 * The simplifier's numbers as meshoptimizer's {@code meshopt_simplify} computes them
 * (zeux/meshoptimizer, "simplifier.cpp", MIT licence), in floats, operation for operation: its
 * scaled positions, its error quadrics (faces weighted by the square root of their area, a
 * regularizing point of a ten-millionth of a position's weight, planes through border and seam
 * edges mixed with their triangle's), its quadric error and its test against turned triangles.
 * Java's float arithmetic and meshoptimizer's (IEEE single precision, no fused multiply-add, as
 * its WebAssembly build runs) agree bit for bit, so that a collapse schedule that follows its
 * rules too ends at the very triangles meshoptimizer's does: the result the simplifier's other
 * schedules have to be nearer than to be kept.
 */
final class MeshoptArithmetic {
    /** Eleven floats a quadric: a00 a11 a22 a10 a20 a21 b0 b1 b2 c w, as meshoptimizer's {@code Quadric}. */
    static final int SIZE = 11;
    private static final float EDGE_WEIGHT_SEAM = 0.5f;
    private static final float EDGE_WEIGHT_BORDER = 10f;
    private static final float REGULARIZATION = 1e-7f;

    private MeshoptArithmetic() {
    }

    /** The positions moved and scaled into the unit cube by their longest side, in floats. */
    static float[] scaled(float[] positions, int n) {
        float[] min = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] max = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 3; c++) {
                float x = positions[3 * v + c];
                min[c] = min[c] > x ? x : min[c];
                max[c] = max[c] < x ? x : max[c];
            }
        }
        float extent = 0f;
        for (int c = 0; c < 3; c++) {
            extent = max[c] - min[c] < extent ? extent : max[c] - min[c];
        }
        float scale = extent == 0 ? 0f : 1f / extent;
        float[] out = new float[3 * n];
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 3; c++) {
                out[3 * v + c] = (positions[3 * v + c] - min[c]) * scale;
            }
        }
        return out;
    }

    /** The quadrics of every position (on its first vertex, {@code remap}), {@link #SIZE} floats each. */
    static float[] quadrics(float[] xyz, int[] indices, int indexCount, int vertexCount, int[] remap, int[] kind,
            int[] loop, int[] loopback) {
        float[] q = new float[vertexCount * SIZE];
        float[] t = new float[SIZE];
        float[] c = new float[9];
        for (int i = 0; i < indexCount; i += 3) {
            corners(xyz, indices[i], indices[i + 1], indices[i + 2], c);
            fromTriangle(t, c, 1f);
            add(q, remap[indices[i]], t, 0);
            add(q, remap[indices[i + 1]], t, 0);
            add(q, remap[indices[i + 2]], t, 0);
        }
        for (int v = 0; v < vertexCount; v++) {
            if (remap[v] == v) {
                fromPoint(t, xyz[3 * v], xyz[3 * v + 1], xyz[3 * v + 2], q[v * SIZE + 10] * REGULARIZATION);
                add(q, v, t, 0);
            }
        }
        float[] edge = new float[SIZE];
        for (int i = 0; i < indexCount; i += 3) {
            for (int e = 0; e < 3; e++) {
                int i0 = indices[i + e];
                int i1 = indices[i + (e + 1) % 3];
                if (!QuadricPlanes.alongLoop(i0, i1, kind, loop, loopback)) {
                    continue;
                }
                float weight = kind[i0] == BORDER || kind[i1] == BORDER ? EDGE_WEIGHT_BORDER : EDGE_WEIGHT_SEAM;
                corners(xyz, i0, i1, indices[i + (e + 2) % 3], c);
                fromTriangleEdge(edge, c, weight);
                fromTriangle(t, c, weight);
                t[10] = 0;
                add(edge, 0, t, 0);
                add(q, remap[i0], edge, 0);
                add(q, remap[i1], edge, 0);
            }
        }
        return q;
    }

    /** Adds quadric {@code from} of {@code source} to quadric {@code to} of {@code q}. */
    static void add(float[] q, int to, float[] source, int from) {
        int o = to * SIZE;
        int f = from * SIZE;
        for (int k = 0; k < SIZE; k++) {
            q[o + k] += source[f + k];
        }
    }

    /** The error of vertex {@code v}'s position under quadric {@code r} (meshoptimizer's {@code quadricError}). */
    static float error(float[] q, int r, float[] xyz, int v) {
        int o = r * SIZE;
        float x = xyz[3 * v];
        float y = xyz[3 * v + 1];
        float z = xyz[3 * v + 2];
        float rx = q[o + 6];
        float ry = q[o + 7];
        float rz = q[o + 8];
        rx += q[o + 3] * y;
        ry += q[o + 5] * z;
        rz += q[o + 4] * x;
        rx *= 2;
        ry *= 2;
        rz *= 2;
        rx += q[o] * x;
        ry += q[o + 1] * y;
        rz += q[o + 2] * z;
        float sum = q[o + 9];
        sum += rx * x;
        sum += ry * y;
        sum += rz * z;
        float s = q[o + 10] == 0f ? 0f : 1f / q[o + 10];
        return Math.abs(sum) * s;
    }

    /** Whether triangle (a, b, c) turns by more than about 75 degrees once c moves to d (meshoptimizer's test). */
    static boolean flip(float[] xyz, int a, int b, int c, int d) {
        float ebx = xyz[3 * b] - xyz[3 * a];
        float eby = xyz[3 * b + 1] - xyz[3 * a + 1];
        float ebz = xyz[3 * b + 2] - xyz[3 * a + 2];
        float ecx = xyz[3 * c] - xyz[3 * a];
        float ecy = xyz[3 * c + 1] - xyz[3 * a + 1];
        float ecz = xyz[3 * c + 2] - xyz[3 * a + 2];
        float edx = xyz[3 * d] - xyz[3 * a];
        float edy = xyz[3 * d + 1] - xyz[3 * a + 1];
        float edz = xyz[3 * d + 2] - xyz[3 * a + 2];
        float bcx = eby * ecz - ebz * ecy;
        float bcy = ebz * ecx - ebx * ecz;
        float bcz = ebx * ecy - eby * ecx;
        float bdx = eby * edz - ebz * edy;
        float bdy = ebz * edx - ebx * edz;
        float bdz = ebx * edy - eby * edx;
        float dot = bcx * bdx + bcy * bdy + bcz * bdz;
        float abc = bcx * bcx + bcy * bcy + bcz * bcz;
        float abd = bdx * bdx + bdy * bdy + bdz * bdz;
        return dot <= 0.25f * (float) Math.sqrt(abc * abd);
    }

    private static void fromPlane(float[] q, float a, float b, float c, float d, float w) {
        float aw = a * w;
        float bw = b * w;
        float cw = c * w;
        float dw = d * w;
        q[0] = a * aw;
        q[1] = b * bw;
        q[2] = c * cw;
        q[3] = a * bw;
        q[4] = a * cw;
        q[5] = b * cw;
        q[6] = a * dw;
        q[7] = b * dw;
        q[8] = c * dw;
        q[9] = d * dw;
        q[10] = w;
    }

    private static void fromPoint(float[] q, float x, float y, float z, float w) {
        q[0] = w;
        q[1] = w;
        q[2] = w;
        q[3] = 0;
        q[4] = 0;
        q[5] = 0;
        q[6] = -x * w;
        q[7] = -y * w;
        q[8] = -z * w;
        q[9] = (x * x + y * y + z * z) * w;
        q[10] = w;
    }

    /** p0, then p1 - p0 and p2 - p0, in floats, into {@code c}. */
    private static void corners(float[] xyz, int i0, int i1, int i2, float[] c) {
        for (int k = 0; k < 3; k++) {
            c[k] = xyz[3 * i0 + k];
            c[3 + k] = xyz[3 * i1 + k] - c[k];
            c[6 + k] = xyz[3 * i2 + k] - c[k];
        }
    }

    /** The triangle's plane ({@link #corners}), weighted by the square root of its area times {@code weight}. */
    private static void fromTriangle(float[] q, float[] c, float weight) {
        float nx = c[4] * c[8] - c[5] * c[7];
        float ny = c[5] * c[6] - c[3] * c[8];
        float nz = c[3] * c[7] - c[4] * c[6];
        float area = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (area > 0) {
            nx /= area;
            ny /= area;
            nz /= area;
        }
        float distance = nx * c[0] + ny * c[1] + nz * c[2];
        fromPlane(q, nx, ny, nz, -distance, (float) Math.sqrt(area) * weight);
    }

    /**
     * The plane through the triangle's first edge ({@link #corners}) upright on the triangle, weighted
     * by the edge's length times {@code weight}.
     */
    private static void fromTriangleEdge(float[] q, float[] c, float weight) {
        float lengthsq = c[3] * c[3] + c[4] * c[4] + c[5] * c[5];
        float length = (float) Math.sqrt(lengthsq);
        float along = c[6] * c[3] + c[7] * c[4] + c[8] * c[5];
        // p2 - p0 scaled by the squared length rather than the edge's direction normalised
        float px = c[6] * lengthsq - c[3] * along;
        float py = c[7] * lengthsq - c[4] * along;
        float pz = c[8] * lengthsq - c[5] * along;
        float n = (float) Math.sqrt(px * px + py * py + pz * pz);
        if (n > 0) {
            px /= n;
            py /= n;
            pz /= n;
        }
        float distance = px * c[0] + py * c[1] + pz * c[2];
        fromPlane(q, px, py, pz, -distance, length * weight);
    }
}
