package io.meshport.model.derive;

import java.util.Arrays;

/**
 * Per-vertex tangents from positions, texture coordinates and normals: the texture-space
 * direction of increasing U, made orthogonal to the normal, plus a handedness sign
 * ({@code w = ±1}) saying whether the bitangent is {@code normal × tangent} or its opposite.
 * Triangle contributions are weighted by area, as in Lengyel's method.
 *
 * <p>The bitangent follows IQE/IQM's convention (texture origin at the top left, V growing
 * down the image): it points towards <em>decreasing</em> V. That is what the reference IQM
 * compiler computes and what Blender's IQE exporter writes in {@code vx} (checked on the
 * corpus), so a plain quad with V up the screen gets {@code w = -1}.
 */
public final class Tangents {
    /** Vertices summed in one pass over the triangles: 12 MB of sums. */
    private static final int SPAN = 1 << 18;
    /**
     * Passes over the triangles at most: a larger mesh sums larger spans, so that the time stays
     * linear in its size (a pass per 2^18 vertices would be quadratic) for an eighth of the sums.
     */
    private static final int MAX_PASSES = 8;

    private Tangents() {
    }

    /**
     * The tangents of a mesh's vertices, each the area-weighted texture direction of increasing U
     * of the triangles that use it, made orthogonal to its normal.
     *
     * @param positions three floats per vertex
     * @param texcoords two floats per vertex
     * @param normals three floats per vertex (unit length)
     * @param triangles three vertex indexes per triangle
     * @return four floats per vertex: unit tangent xyz and handedness w (1 or -1); a vertex
     *     whose triangles give no texture direction gets some unit vector orthogonal to its normal
     */
    public static float[] compute(float[] positions, float[] texcoords, float[] normals, int[] triangles) {
        int n = positions.length / 3;
        float[] out = new float[n * 4];
        // The sums are kept in doubles, six per vertex: for a mesh of millions of vertices that is
        // three times the tangents themselves, held beside the mesh's other streams at the peak of
        // reading a file. So the vertices are summed a span at a time, each span in a pass over the
        // triangles; every vertex still gets the same additions in the same order, so the result is
        // the same to the bit.
        int span = Math.max(1, Math.min(n, Math.max(SPAN, (int) ((n + (long) MAX_PASSES - 1) / MAX_PASSES))));
        double[] tan = new double[span * 3];
        double[] bit = new double[span * 3];
        for (int first = 0; first < n; first += span) {
            int end = Math.min(n, first + span);
            if (first > 0) {
                Arrays.fill(tan, 0);
                Arrays.fill(bit, 0);
            }
            accumulate(positions, texcoords, triangles, first, end, tan, bit);
            for (int v = first; v < end; v++) {
                orthonormalize(v, v - first, normals, tan, bit, out);
            }
        }
        return out;
    }

    /**
     * Adds every triangle's area-weighted texture directions (U in {@code tan}, V in {@code bit}) to
     * its corners among the vertices {@code first..end}, the vertex {@code first} at index 0.
     */
    private static void accumulate(float[] positions, float[] texcoords, int[] triangles, int first, int end,
            double[] tan, double[] bit) {
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            int i0 = triangles[t], i1 = triangles[t + 1], i2 = triangles[t + 2];
            if (outside(i0, first, end) && outside(i1, first, end) && outside(i2, first, end)) {
                continue;
            }
            double e1x = positions[i1 * 3] - positions[i0 * 3];
            double e1y = positions[i1 * 3 + 1] - positions[i0 * 3 + 1];
            double e1z = positions[i1 * 3 + 2] - positions[i0 * 3 + 2];
            double e2x = positions[i2 * 3] - positions[i0 * 3];
            double e2y = positions[i2 * 3 + 1] - positions[i0 * 3 + 1];
            double e2z = positions[i2 * 3 + 2] - positions[i0 * 3 + 2];
            double u1 = texcoords[i1 * 2] - texcoords[i0 * 2], v1 = texcoords[i1 * 2 + 1] - texcoords[i0 * 2 + 1];
            double u2 = texcoords[i2 * 2] - texcoords[i0 * 2], v2 = texcoords[i2 * 2 + 1] - texcoords[i0 * 2 + 1];
            // Unnormalised solutions of the 2×2 system, each scaled by the same determinant.
            double ux = e2x * v1 - e1x * v2, uy = e2y * v1 - e1y * v2, uz = e2z * v1 - e1z * v2;
            double vx = e2x * u1 - e1x * u2, vy = e2y * u1 - e1y * u2, vz = e2z * u1 - e1z * u2;
            // The determinant's sign is lost in that scaling; restore it from the orientation
            // of (u, v) against the face.
            double fx = e2y * e1z - e2z * e1y, fy = e2z * e1x - e2x * e1z, fz = e2x * e1y - e2y * e1x;
            double cx = vy * uz - vz * uy, cy = vz * ux - vx * uz, cz = vx * uy - vy * ux;
            if (fx * cx + fy * cy + fz * cz < 0) {
                ux = -ux;
                uy = -uy;
                uz = -uz;
                vx = -vx;
                vy = -vy;
                vz = -vz;
            }
            for (int k = 0; k < 3; k++) {
                int corner = triangles[t + k];
                if (outside(corner, first, end)) {
                    continue;
                }
                int v = (corner - first) * 3;
                tan[v] += ux;
                tan[v + 1] += uy;
                tan[v + 2] += uz;
                bit[v] += vx;
                bit[v + 1] += vy;
                bit[v + 2] += vz;
            }
        }
    }

    private static boolean outside(int vertex, int first, int end) {
        return vertex < first || vertex >= end;
    }

    /**
     * Vertex {@code v}'s tangent made orthogonal to its normal, unit length, with its handedness;
     * its sums are at {@code sum} of {@code tan} and {@code bit}.
     */
    private static void orthonormalize(int v, int sum, float[] normals, double[] tan, double[] bit, float[] out) {
        double nx = normals[v * 3], ny = normals[v * 3 + 1], nz = normals[v * 3 + 2];
        double tx = tan[sum * 3], ty = tan[sum * 3 + 1], tz = tan[sum * 3 + 2];
        double d = nx * tx + ny * ty + nz * tz;
        tx -= nx * d;
        ty -= ny * d;
        tz -= nz * d;
        double len = Math.sqrt(tx * tx + ty * ty + tz * tz);
        if (!(len > 1e-20) || !Double.isFinite(len)) {
            // No usable texture direction: any unit vector orthogonal to the normal will do.
            if (Math.abs(nx) < 0.9) {
                tx = 0;
                ty = -nz;
                tz = ny;
            } else {
                tx = nz;
                ty = 0;
                tz = -nx;
            }
            len = Math.sqrt(tx * tx + ty * ty + tz * tz);
            if (!(len > 0)) {
                tx = 1;
                ty = 0;
                tz = 0;
                len = 1;
            }
        }
        out[v * 4] = (float) (tx / len);
        out[v * 4 + 1] = (float) (ty / len);
        out[v * 4 + 2] = (float) (tz / len);
        out[v * 4 + 3] = handedness(nx, ny, nz, tx, ty, tz, bit[sum * 3], bit[sum * 3 + 1], bit[sum * 3 + 2]);
    }

    /** 1 when {@code dot(normal × tangent, bitangent) >= 0}, else -1. */
    public static float handedness(double nx, double ny, double nz, double tx, double ty, double tz, double bx,
            double by, double bz) {
        double cx = ny * tz - nz * ty, cy = nz * tx - nx * tz, cz = nx * ty - ny * tx;
        return cx * bx + cy * by + cz * bz < 0 ? -1f : 1f;
    }
}
