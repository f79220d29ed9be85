package io.meshport.model.simplify;

import static io.meshport.model.simplify.EdgeCollapser.BORDER;
import static io.meshport.model.simplify.EdgeCollapser.MANIFOLD;
import static io.meshport.model.simplify.EdgeCollapser.SEAM;

import java.util.Arrays;

/**
 * The edges a collapse pass ranks: each edge of the triangles left that may collapse in at least
 * one direction under the vertex kinds' rules (meshoptimizer's {@code pickEdgeCollapses}), once.
 */
final class CollapseCandidates {
    /**
     * Whether a vertex of the first kind may move onto one of the second: a border or seam vertex
     * along its loop onto another or onto a locked corner (else, the corners being locked, a border
     * could never shorten and only costly collapses inside would be left); a complex vertex onto
     * another or a locked one, so that the point it moves onto keeps its kind.
     */
    private static final boolean[][] CAN_COLLAPSE = {
        {true, true, true, true, true}, {false, true, false, false, true}, {false, false, true, false, true},
        {false, false, false, true, true}, {false, false, false, false, false}};
    /**
     * Whether an edge between the two kinds is met from both of its triangles (counted once). A
     * complex vertex's edges are taken from both triangles: its copies may go to different copies
     * of the other point, and both are ranked (meshoptimizer's table).
     */
    private static final boolean[][] HAS_OPPOSITE = {
        {true, true, true, true, true}, {true, false, true, false, false}, {true, true, true, false, true},
        {true, false, false, false, false}, {true, false, true, false, false}};

    private CollapseCandidates() {
    }

    /** The edges that may collapse: (from << 32 | to), with bit 31 of "to" marking both directions. */
    static long[] of(int[] indices, int indexCount, int[] remap, int[] kind, int[] loop, int[] loopback,
            boolean relaxed) {
        long[] out = new long[indexCount];
        int n = 0;
        for (int i = 0; i < indexCount; i += 3) {
            for (int e = 0; e < 3; e++) {
                int i0 = indices[i + e];
                int i1 = indices[i + (e + 1) % 3];
                if (remap[i0] == remap[i1]) {
                    continue;
                }
                int k0 = kind[i0];
                int k1 = kind[i1];
                boolean forward = CAN_COLLAPSE[k0][k1];
                boolean backward = CAN_COLLAPSE[k1][k0];
                if (!forward && !backward) {
                    continue;
                }
                // (relaxed, every vertex counts as manifold, border edges too: met from their one
                // triangle only, so each edge is listed from every triangle it has, as a fan's rim
                // was otherwise left out and its centre made one collapse a pass)
                if (!relaxed && HAS_OPPOSITE[k0][k1] && remap[i1] > remap[i0]) {
                    continue;
                }
                // a border or seam vertex and another such or a corner that are not neighbours on its loop
                if ((k0 == BORDER || k0 == SEAM) && k1 != MANIFOLD && loop[i0] != i1) {
                    continue;
                }
                if ((k1 == BORDER || k1 == SEAM) && k0 != MANIFOLD && loopback[i1] != i0) {
                    continue;
                }
                if (forward && backward) {
                    out[n++] = (long) i0 << 32 | i1 | 0x80000000L;
                } else {
                    out[n++] = forward ? (long) i0 << 32 | i1 : (long) i1 << 32 | i0;
                }
            }
        }
        return Arrays.copyOf(out, n);
    }
}
