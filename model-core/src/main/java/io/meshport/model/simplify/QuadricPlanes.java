package io.meshport.model.simplify;

import static io.meshport.model.simplify.EdgeCollapser.BORDER;
import static io.meshport.model.simplify.EdgeCollapser.MANIFOLD;
import static io.meshport.model.simplify.EdgeCollapser.SEAM;

/**
 * The error quadrics the simplifier starts from: each vertex's the planes of its triangles
 * (weighted by the square root of their area), and a plane upright through each edge whose line
 * should hold: along borders and seams, and where the surface folds back on itself.
 */
final class QuadricPlanes {
    /** How much more a border edge's plane counts than a face. */
    private static final double EDGE_WEIGHT = 10;
    /** How much a seam edge's plane counts (meshoptimizer's weights). */
    private static final double SEAM_WEIGHT = 0.5;

    private final float[] xyz;
    private final int[] indices;
    private final int indexCount;
    private final int vertexCount;
    private final int[] remap;
    private final int[] kind;
    private final int[] loop;
    private final int[] loopback;
    private final double[] quadrics;

    QuadricPlanes(float[] xyz, int[] indices, int indexCount, int vertexCount, int[] remap, int[] kind, int[] loop,
            int[] loopback) {
        this.xyz = xyz;
        this.indices = indices;
        this.indexCount = indexCount;
        this.vertexCount = vertexCount;
        this.remap = remap;
        this.kind = kind;
        this.loop = loop;
        this.loopback = loopback;
        this.quadrics = new double[vertexCount * Quadrics.SIZE];
    }

    /** The quadrics, {@link Quadrics#SIZE} floats a vertex (those of a position on its first vertex). */
    double[] quadrics() {
        faceQuadrics();
        edgeQuadrics();
        foldQuadrics();
        return quadrics;
    }

    private void faceQuadrics() {
        for (int i = 0; i < indexCount; i += 3) {
            int a = remap[indices[i]];
            int b = remap[indices[i + 1]];
            int c = remap[indices[i + 2]];
            double[] p10 = diff(b, a);
            double[] p20 = diff(c, a);
            double nx = p10[1] * p20[2] - p10[2] * p20[1];
            double ny = p10[2] * p20[0] - p10[0] * p20[2];
            double nz = p10[0] * p20[1] - p10[1] * p20[0];
            double area = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (area == 0) {
                continue;
            }
            nx /= area;
            ny /= area;
            nz /= area;
            double d = nx * xyz[3 * a] + ny * xyz[3 * a + 1] + nz * xyz[3 * a + 2];
            // the square root of the area, so that the error grows linearly with size (better outlines)
            double w = Math.sqrt(area);
            Quadrics.addPlane(quadrics, a, nx, ny, nz, d, w);
            Quadrics.addPlane(quadrics, b, nx, ny, nz, d, w);
            Quadrics.addPlane(quadrics, c, nx, ny, nz, d, w);
        }
    }

    /** A plane through each border or seam edge, upright on its triangle, so that the edge keeps its line. */
    private void edgeQuadrics() {
        for (int i = 0; i < indexCount; i += 3) {
            for (int e = 0; e < 3; e++) {
                int i0 = indices[i + e];
                int i1 = indices[i + (e + 1) % 3];
                if (!alongLoop(i0, i1, kind, loop, loopback)) {
                    continue;
                }
                // a border's outline is what shows; a seam's is inside the surface and weighs less
                double weight = kind[i0] == BORDER || kind[i1] == BORDER ? EDGE_WEIGHT : SEAM_WEIGHT;
                addEdgePlane(remap[i0], remap[i1], remap[indices[i + (e + 2) % 3]], weight);
            }
        }
    }

    /**
     * Whether edge (i0, i1) gets a plane through it: an edge along a border or seam loop, or from or
     * to a corner of one (else the border edges next to the corner would not see it); a seam's two
     * sides each, as their triangles stand on either side of the seam and each gives its own upright
     * plane (meshoptimizer's {@code fillEdgeQuadrics} rule).
     */
    static boolean alongLoop(int i0, int i1, int[] kind, int[] loop, int[] loopback) {
        boolean open0 = kind[i0] == BORDER || kind[i0] == SEAM;
        boolean open1 = kind[i1] == BORDER || kind[i1] == SEAM;
        return (open0 || open1) && (!open0 || loop[i0] == i1) && (!open1 || loopback[i1] == i0);
    }

    /**
     * A plane through each edge where the surface folds back on itself (its two triangles facing
     * more than 120 degrees apart: the rim of a two-sided panel, a thin fin), as through a border:
     * else the two sides of a flat panel would look like a closed surface of no volume, which
     * quadrics fold away at no cost.
     */
    private void foldQuadrics() {
        CornerAdjacency a = CornerAdjacency.of(indices, indexCount, vertexCount, remap);
        for (int i = 0; i < indexCount; i += 3) {
            for (int e = 0; e < 3; e++) {
                int p0 = remap[indices[i + e]];
                int p1 = remap[indices[i + (e + 1) % 3]];
                int p2 = remap[indices[i + (e + 2) % 3]];
                if (p0 >= p1 || kind[p0] != MANIFOLD && kind[p1] != MANIFOLD) {
                    continue;
                }
                for (int k = a.offsets[p1]; k < a.offsets[p1 + 1]; k++) {
                    if (a.next[k] == p0 && a.prev[k] != p2 && facesApart(p0, p1, p2, a.prev[k])) {
                        addEdgePlane(p0, p1, p2, EDGE_WEIGHT);
                        break;
                    }
                }
            }
        }
    }

    /** Whether triangles (p0, p1, p2) and (p1, p0, q) face more than 120 degrees apart. */
    private boolean facesApart(int p0, int p1, int p2, int q) {
        double[] e = diff(p1, p0);
        double[] f = diff(p2, p0);
        double[] g = diff(q, p0);
        double ax = e[1] * f[2] - e[2] * f[1];
        double ay = e[2] * f[0] - e[0] * f[2];
        double az = e[0] * f[1] - e[1] * f[0];
        // (p1, p0, q) turns the other way round the edge: its normal is g x e
        double bx = g[1] * e[2] - g[2] * e[1];
        double by = g[2] * e[0] - g[0] * e[2];
        double bz = g[0] * e[1] - g[1] * e[0];
        double dot = ax * bx + ay * by + az * bz;
        double lengths = (ax * ax + ay * ay + az * az) * (bx * bx + by * by + bz * bz);
        return dot < 0 && dot * dot > 0.25 * lengths;
    }

    /** The plane through edge (p0, p1) upright on triangle (p0, p1, p2), weighted by the edge's length. */
    private void addEdgePlane(int p0, int p1, int p2, double weight) {
        double[] p10 = diff(p1, p0);
        double length = Math.sqrt(p10[0] * p10[0] + p10[1] * p10[1] + p10[2] * p10[2]);
        if (length == 0) {
            return;
        }
        for (int c = 0; c < 3; c++) {
            p10[c] /= length;
        }
        double[] p20 = diff(p2, p0);
        double along = p20[0] * p10[0] + p20[1] * p10[1] + p20[2] * p10[2];
        double nx = p20[0] - p10[0] * along;
        double ny = p20[1] - p10[1] * along;
        double nz = p20[2] - p10[2] * along;
        double n = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (n == 0) {
            return;
        }
        nx /= n;
        ny /= n;
        nz /= n;
        double d = nx * xyz[3 * p0] + ny * xyz[3 * p0 + 1] + nz * xyz[3 * p0 + 2];
        Quadrics.addPlane(quadrics, p0, nx, ny, nz, d, length * weight);
        Quadrics.addPlane(quadrics, p1, nx, ny, nz, d, length * weight);
        // and the triangle's own plane at the edge's weight, so that a collapse either way along the
        // edge sees the surface too (meshoptimizer's mix): its error, not a weight of its own
        double[] p21 = diff(p2, p0);
        double tx = p10[1] * p21[2] - p10[2] * p21[1];
        double ty = p10[2] * p21[0] - p10[0] * p21[2];
        double tz = p10[0] * p21[1] - p10[1] * p21[0];
        double t = Math.sqrt(tx * tx + ty * ty + tz * tz);
        if (t > 0) {
            double td = (tx * xyz[3 * p0] + ty * xyz[3 * p0 + 1] + tz * xyz[3 * p0 + 2]) / t;
            // p10 is of unit length here: the cross product is the triangle's doubled area over the edge's length
            double w = Math.sqrt(t * length) * weight;
            Quadrics.addPlaneError(quadrics, p0, tx / t, ty / t, tz / t, td, w);
            Quadrics.addPlaneError(quadrics, p1, tx / t, ty / t, tz / t, td, w);
        }
    }

    private double[] diff(int a, int b) {
        return new double[] {xyz[3 * a] - xyz[3 * b], xyz[3 * a + 1] - xyz[3 * b + 1], xyz[3 * a + 2] - xyz[3 * b + 2]};
    }
}
