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

    /**
     * The tree over {@code leaves} vertices, numbered as the class says.
     *
     * @param order the leaves permuted so that every interior vertex's leaves are
     *     {@code order[from[i]..to[i])}
     * @param childStart per interior vertex where its children start in {@code children}, and the end
     * @param extent per interior vertex the diagonal of its leaves' bounding box
     */
    record Tree(int interiorCount, int[] order, int[] from, int[] to, int[] childStart, int[] children,
            float[] extent) {
    }

    private final float[] xyz;
    private final int[] order;
    private final int[] scratch;
    // Interior nodes as they are made (children before parents); leaves are -1 - leaf.
    private int[] nodeFrom = new int[64];
    private int[] nodeTo = new int[64];
    private int[] nodeKidStart = new int[65];
    private int[] kids = new int[256];
    private float[] nodeExtent = new float[64];
    private int nodes;
    private int kidCount;

    private VifHierarchyBuilder(float[] xyz, int n) {
        this.xyz = xyz;
        this.order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        this.scratch = new int[n];
    }

    /** The tree over {@code xyz.length / 3} vertices; none for none. */
    static Tree build(float[] xyz) {
        int n = xyz.length / 3;
        VifHierarchyBuilder b = new VifHierarchyBuilder(xyz, n);
        if (n == 0) {
            return new Tree(0, new int[0], new int[0], new int[0], new int[] {0}, new int[0], new float[0]);
        }
        int root = b.cluster(0, n, 0);
        if (root < 0) {
            // One vertex: a root that is its clone.
            root = b.node(0, n, new int[] {root}, 1, 0f);
        }
        return b.topDown(root);
    }

    /** Clusters {@code order[from..to)}; returns the node (interior index, or -1 - leaf). */
    private int cluster(int from, int to, int depth) {
        if (to - from == 1) {
            return -1 - order[from];
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
        for (int g = 0; g < FAN_OUT && c < groups; g++) {
            if (groupStart[g + 1] > groupStart[g]) {
                children[c++] = cluster(groupStart[g], groupStart[g + 1], depth + 1);
            }
        }
        return node(from, to, children, c, extent);
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

    private int node(int from, int to, int[] children, int count, float extent) {
        if (nodes == nodeFrom.length) {
            int size = nodes * 2;
            nodeFrom = Arrays.copyOf(nodeFrom, size);
            nodeTo = Arrays.copyOf(nodeTo, size);
            nodeExtent = Arrays.copyOf(nodeExtent, size);
            nodeKidStart = Arrays.copyOf(nodeKidStart, size + 1);
        }
        if (kidCount + count > kids.length) {
            kids = Arrays.copyOf(kids, Math.max(kids.length * 2, kidCount + count));
        }
        nodeFrom[nodes] = from;
        nodeTo[nodes] = to;
        nodeExtent[nodes] = extent;
        nodeKidStart[nodes] = kidCount;
        System.arraycopy(children, 0, kids, kidCount, count);
        kidCount += count;
        nodeKidStart[nodes + 1] = kidCount;
        return nodes++;
    }

    /** Renumbers interior nodes depth first from the root, leaves after them. */
    private Tree topDown(int root) {
        int interior = nodes;
        int[] number = new int[interior];
        int[] stack = new int[interior];
        int top = 0;
        int next = 0;
        stack[top++] = root;
        int[] visit = new int[interior];
        while (top > 0) {
            int node = stack[--top];
            number[node] = next;
            visit[next++] = node;
            // Push children in reverse so the first child is numbered first.
            for (int k = nodeKidStart[node + 1] - 1; k >= nodeKidStart[node]; k--) {
                if (kids[k] >= 0) {
                    stack[top++] = kids[k];
                }
            }
        }
        int[] from = new int[interior];
        int[] to = new int[interior];
        float[] extent = new float[interior];
        int[] childStart = new int[interior + 1];
        int[] children = new int[kidCount];
        int at = 0;
        for (int i = 0; i < interior; i++) {
            int node = visit[i];
            from[i] = nodeFrom[node];
            to[i] = nodeTo[node];
            extent[i] = nodeExtent[node];
            childStart[i] = at;
            for (int k = nodeKidStart[node]; k < nodeKidStart[node + 1]; k++) {
                int kid = kids[k];
                children[at++] = kid >= 0 ? number[kid] : interior + (-1 - kid);
            }
        }
        childStart[interior] = at;
        return new Tree(interior, order, from, to, childStart, children, extent);
    }
}
