package io.meshport.model.simplify;

import static io.meshport.model.simplify.EdgeCollapser.BORDER;
import static io.meshport.model.simplify.EdgeCollapser.COMPLEX;
import static io.meshport.model.simplify.EdgeCollapser.LOCKED;
import static io.meshport.model.simplify.EdgeCollapser.MANIFOLD;
import static io.meshport.model.simplify.EdgeCollapser.NONE;
import static io.meshport.model.simplify.EdgeCollapser.SEAM;

import java.util.Arrays;

/**
 * The simplifier's vertex kinds (meshoptimizer's {@code classifyVertices}): from the open edges
 * around each point (an edge no triangle meets the other way), manifold, border, seam, complex
 * (permissive mode) or locked; and each vertex's open outgoing and incoming edge (loop,
 * loopback), along which borders and seams move.
 */
final class VertexKinds {
    /**
     * The most copies a complex point may have: each collapse it is offered costs a look at every
     * copy, and it is offered one along every edge of every copy, so a point of more copies (no
     * flat-shaded cap has them; a hostile fan of a million faces would) stays locked, and the
     * simplifier's time stays linear in the triangles.
     */
    static final int COMPLEX_COPIES = 256;

    private VertexKinds() {
    }

    /**
     * Fills {@code kind} (a vertex's is its point's), {@code loop} and {@code loopback} (NONE, or
     * the vertex itself where there are several) for the first {@code indexCount} indexes; when
     * {@code permissive}, seams and locked points inside the surface (not on its border) are complex.
     */
    static void classify(int[] indices, int indexCount, int[] remap, int[] wedge, int[] kind, int[] loop, int[] loopback,
            boolean permissive) {
        int vertexCount = kind.length;
        CornerAdjacency a = CornerAdjacency.of(indices, indexCount, vertexCount, null);
        // every edge sorted once and looked up: asking the other vertex's corners in turn cost the
        // product of the two vertices' triangles, the square of a fan's or of a stack of copies'
        long[] edges = sortedEdges(indices, indexCount, null);
        Arrays.fill(loop, NONE);
        Arrays.fill(loopback, NONE);
        for (int v = 0; v < vertexCount; v++) {
            for (int k = a.offsets[v]; k < a.offsets[v + 1]; k++) {
                int target = a.next[k];
                if (target == v) {
                    loop[v] = v;
                    loopback[v] = v;
                } else if (Arrays.binarySearch(edges, edge(target, v)) < 0) {
                    loopback[target] = loopback[target] == NONE ? v : target;
                    loop[v] = loop[v] == NONE ? target : v;
                }
            }
        }
        for (int v = 0; v < vertexCount; v++) {
            if (remap[v] != v) {
                continue;
            }
            int k;
            if (wedge[v] == v) {
                int in = loopback[v];
                int out = loop[v];
                // a half-seam (one vertex between the two copies of a seam's next point: both of its open
                // edges go to that position) is a seam, so that the seam's full vertex can move onto it
                k = in == NONE && out == NONE ? MANIFOLD
                        : in != NONE && out != NONE && in != v && remap[in] == remap[out] ? SEAM
                        : in != v && out != v && in != NONE && out != NONE ? BORDER : LOCKED;
            } else if (wedge[wedge[v]] == v) {
                int w = wedge[v];
                int iv = loopback[v];
                int ov = loop[v];
                int iw = loopback[w];
                int ow = loop[w];
                boolean open = iv != NONE && iv != v && ov != NONE && ov != v && iw != NONE && iw != w && ow != NONE
                        && ow != w;
                k = open && remap[iv] == remap[ow] && remap[ov] == remap[iw] && remap[iv] != remap[ov] ? SEAM : LOCKED;
            } else {
                k = LOCKED;
            }
            kind[v] = k;
        }
        if (permissive) {
            boolean[] border = borderPoints(indices, indexCount, remap, vertexCount);
            for (int v = 0; v < vertexCount; v++) {
                if (remap[v] == v && (kind[v] == SEAM || kind[v] == LOCKED) && !border[v]
                        && copiesUpTo(wedge, v, COMPLEX_COPIES)) {
                    kind[v] = COMPLEX;
                }
            }
        }
        for (int v = 0; v < vertexCount; v++) {
            kind[v] = kind[remap[v]];
        }
    }

    /**
     * Per point (its {@code remap} representative), whether an edge from it to another point has no
     * edge back between the two points: the point is on the mesh's border (not only on an attribute
     * split) and stays put. The edges between points are sorted once and each looked up, so a point
     * shared by many triangles costs no more than its edges (asking each edge's other point in turn
     * was the product of the two points' degrees).
     */
    private static boolean[] borderPoints(int[] indices, int indexCount, int[] remap, int vertexCount) {
        long[] sorted = sortedEdges(indices, indexCount, remap);
        boolean[] border = new boolean[vertexCount];
        for (long e : sorted) {
            int from = (int) (e >>> 32);
            int to = (int) e;
            if (from != to && Arrays.binarySearch(sorted, edge(to, from)) < 0) {
                border[from] = true;
            }
        }
        return border;
    }

    /** Whether the ring of copies of point {@code p} has at most {@code most} vertices. */
    private static boolean copiesUpTo(int[] wedge, int p, int most) {
        int n = 1;
        for (int v = wedge[p]; v != p; v = wedge[v]) {
            if (++n > most) {
                return false;
            }
        }
        return true;
    }

    /** The triangles' edges (between points when {@code remap} is given, else vertices), sorted. */
    private static long[] sortedEdges(int[] indices, int indexCount, int[] remap) {
        long[] edges = new long[indexCount - indexCount % 3];
        for (int i = 0; i < edges.length; i += 3) {
            for (int c = 0; c < 3; c++) {
                int from = indices[i + c];
                int to = indices[i + (c + 1) % 3];
                edges[i + c] = remap == null ? edge(from, to) : edge(remap[from], remap[to]);
            }
        }
        Arrays.sort(edges);
        return edges;
    }

    private static long edge(int from, int to) {
        return (long) from << 32 | to;
    }
}
