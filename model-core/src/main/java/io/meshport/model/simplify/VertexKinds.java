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
        Arrays.fill(loop, NONE);
        Arrays.fill(loopback, NONE);
        for (int v = 0; v < vertexCount; v++) {
            for (int k = a.offsets[v]; k < a.offsets[v + 1]; k++) {
                int target = a.next[k];
                if (target == v) {
                    loop[v] = v;
                    loopback[v] = v;
                } else if (!a.hasEdge(target, v)) {
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
            for (int v = 0; v < vertexCount; v++) {
                if (remap[v] == v && (kind[v] == SEAM || kind[v] == LOCKED) && !onBorder(a, remap, wedge, v)) {
                    kind[v] = COMPLEX;
                }
            }
        }
        for (int v = 0; v < vertexCount; v++) {
            kind[v] = kind[remap[v]];
        }
    }

    /**
     * Whether an edge from one of point {@code p}'s copies has no edge back from any copy of its
     * other end: the point is on the mesh's border (not only on an attribute split) and stays put.
     */
    private static boolean onBorder(CornerAdjacency a, int[] remap, int[] wedge, int p) {
        int v = p;
        do {
            for (int k = a.offsets[v]; k < a.offsets[v + 1]; k++) {
                if (!hasWeldedEdge(a, remap, wedge, a.next[k], v)) {
                    return true;
                }
            }
            v = wedge[v];
        } while (v != p);
        return false;
    }

    /** Whether a copy of {@code from}'s point has an edge to a copy of {@code to}'s. */
    private static boolean hasWeldedEdge(CornerAdjacency a, int[] remap, int[] wedge, int from, int to) {
        int v = from;
        do {
            for (int k = a.offsets[v]; k < a.offsets[v + 1]; k++) {
                if (remap[a.next[k]] == remap[to]) {
                    return true;
                }
            }
            v = wedge[v];
        } while (v != from);
        return false;
    }
}
