package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * Builds a vertex tree over a mesh's vertices by octree clustering, as VDSlib's own
 * {@code vdsClusterOctree} does (notes/vif.md A6): the vertices in a cell are split by the cell's
 * centre into up to eight octants; an octant with one vertex passes it up as it is, one with more
 * is clustered again, and a cell whose vertices all coincide (or that the centre cannot split) is
 * dealt into up to eight even groups. Every cluster becomes an interior vertex with its octants'
 * nodes as children, so no merge has more than eight children, far below VDSlib's 128. A single
 * vertex gets a root of its own (a clone). Interior vertices are numbered top-down (root 0, then
 * depth first), leaves after them in their own order, so merges listed by parent go top-down and
 * the root is vertex 0 (VDSlib moves the root to a fixed slot and mishandles it elsewhere).
 */
final class VifHierarchyBuilder {
    /** Children of one cluster at most: an octree's. */
    static final int FAN_OUT = 8;
    /** Splits by the centre deeper than this fall back to even groups, bounding recursion. */
    private static final int MAX_SPLIT_DEPTH = 160;

    private final float[] xyz;
    private final int[] refs;
    private final VifNodes nodes;
    private final int[] order;
    private final int[] scratch;

    private VifHierarchyBuilder(float[] xyz, int[] refs, VifNodes nodes) {
        this.xyz = xyz;
        this.refs = refs;
        this.nodes = nodes;
        int n = refs.length;
        this.order = VifExporter.identity(n);
        this.scratch = new int[n];
    }

    /** The octree over {@code xyz.length / 3} vertices, numbered as {@link VifTree} says; none for none. */
    static VifTree build(float[] xyz) {
        int n = xyz.length / 3;
        if (n == 0) {
            return VifTree.none(0);
        }
        int[] leaves = new int[n];
        for (int i = 0; i < n; i++) {
            leaves[i] = -1 - i;
        }
        VifNodes nodes = new VifNodes();
        return nodes.tree(root(xyz, leaves, nodes), n);
    }

    /**
     * The root of an octree over items (leaves as {@code -1 - leaf}, or interior vertices of
     * {@code nodes}) at the positions {@code xyz}: one item that is a leaf gets a root that is its
     * clone; one interior item is the root itself.
     */
    static int root(float[] xyz, int[] items, VifNodes nodes) {
        VifHierarchyBuilder b = new VifHierarchyBuilder(xyz, items, nodes);
        int root = b.cluster(0, items.length, 0);
        return root >= 0 ? root : nodes.add(new int[] {root}, 1, 0f, -1);
    }

    /** Clusters {@code order[from..to)}; returns the node (interior index, or -1 - leaf). */
    private int cluster(int from, int to, int depth) {
        if (to - from == 1) {
            return refs[order[from]];
        }
        float[] box = bounds(from, to);
        // In double: the diagonal of a box of huge floats overflows float; VIF's numbers are finite.
        float extent = (float) Math.min(Float.MAX_VALUE, Math.sqrt(sq((double) box[3] - box[0])
                + sq((double) box[4] - box[1]) + sq((double) box[5] - box[2])));
        int[] groupStart = new int[FAN_OUT + 1];
        int groups = depth < MAX_SPLIT_DEPTH && extent > 0 ? octants(from, to, box, groupStart) : 0;
        if (groups < 2) {
            groups = evenGroups(from, to, groupStart);
        }
        int[] children = new int[groups];
        int c = 0;
        float error = extent;
        for (int g = 0; g < FAN_OUT && c < groups; g++) {
            if (groupStart[g + 1] > groupStart[g]) {
                children[c] = cluster(groupStart[g], groupStart[g + 1], depth + 1);
                error = Math.max(error, nodes.error(children[c++]));
            }
        }
        return nodes.add(children, c, error, -1);
    }

    /** Sorts {@code order[from..to)} by octant of the box's centre; returns how many octants are used. */
    private int octants(int from, int to, float[] box, int[] groupStart) {
        float cx = (float) ((box[0] + (double) box[3]) / 2);
        float cy = (float) ((box[1] + (double) box[4]) / 2);
        float cz = (float) ((box[2] + (double) box[5]) / 2);
        int[] count = new int[FAN_OUT];
        for (int i = from; i < to; i++) {
            count[octant(order[i], cx, cy, cz)]++;
        }
        int used = 0;
        groupStart[0] = from;
        for (int g = 0; g < FAN_OUT; g++) {
            groupStart[g + 1] = groupStart[g] + count[g];
            used += count[g] > 0 ? 1 : 0;
        }
        if (used < 2) {
            return used;
        }
        int[] at = Arrays.copyOf(groupStart, FAN_OUT);
        for (int i = from; i < to; i++) {
            int v = order[i];
            scratch[at[octant(v, cx, cy, cz)]++] = v;
        }
        System.arraycopy(scratch, from, order, from, to - from);
        return used;
    }

    private int octant(int v, float cx, float cy, float cz) {
        return (xyz[3 * v] >= cx ? 1 : 0) | (xyz[3 * v + 1] >= cy ? 2 : 0) | (xyz[3 * v + 2] >= cz ? 4 : 0);
    }

    /** Up to eight contiguous groups of even size. */
    private static int evenGroups(int from, int to, int[] groupStart) {
        int n = to - from;
        int groups = Math.min(FAN_OUT, n);
        for (int g = 0; g <= FAN_OUT; g++) {
            groupStart[g] = from + (int) ((long) n * Math.min(g, groups) / groups);
        }
        return groups;
    }

    private float[] bounds(int from, int to) {
        float[] box = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE,
            -Float.MAX_VALUE};
        for (int i = from; i < to; i++) {
            int v = order[i];
            for (int a = 0; a < 3; a++) {
                float f = xyz[3 * v + a];
                box[a] = Math.min(box[a], f);
                box[3 + a] = Math.max(box[3 + a], f);
            }
        }
        return box;
    }

    private static double sq(double d) {
        return d * d;
    }
}
