package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * The interior vertices of a hierarchy as a builder makes them, children before parents: each
 * with its children (interior vertices by the number {@link #add} gave them, leaf {@code l} as
 * {@code -1 - l}), its error value and the leaf it stands at (or -1: the mean of its leaves), and
 * where a builder {@link #place placed} it, its own position. {@link #tree} numbers them as
 * {@link VifTree} wants.
 */
final class VifNodes {
    private static final byte ENTER = 0;
    private static final byte LEAVE = 1;
    private static final byte LEAF = 2;
    private int[] kidStart = new int[65];
    private int[] kids = new int[256];
    private float[] error = new float[64];
    private int[] representative = new int[64];
    private float[] position = new float[3 * 64];
    private int nodes;
    private int kidCount;

    /** The error value of node {@code ref} (interior; a leaf's is 0). */
    float error(int ref) {
        return ref >= 0 ? error[ref] : 0f;
    }

    /** A new interior vertex over {@code children[0..count)}; returns its number. */
    int add(int[] children, int count, float value, int standsAt) {
        if (nodes == error.length) {
            int size = nodes * 2;
            error = Arrays.copyOf(error, size);
            representative = Arrays.copyOf(representative, size);
            position = Arrays.copyOf(position, 3 * size);
            kidStart = Arrays.copyOf(kidStart, size + 1);
        }
        if (kidCount + count > kids.length) {
            kids = Arrays.copyOf(kids, Math.max(kids.length * 2, kidCount + count));
        }
        error[nodes] = value;
        representative[nodes] = standsAt;
        Arrays.fill(position, 3 * nodes, 3 * nodes + 3, Float.NaN);
        kidStart[nodes] = kidCount;
        System.arraycopy(children, 0, kids, kidCount, count);
        kidCount += count;
        kidStart[nodes + 1] = kidCount;
        return nodes++;
    }

    /** Puts interior vertex {@code ref} at {@code (x, y, z)} instead of its representative's position. */
    void place(int ref, float x, float y, float z) {
        position[3 * ref] = x;
        position[3 * ref + 1] = y;
        position[3 * ref + 2] = z;
    }

    /**
     * The tree under {@code root} over {@code leaves} leaves: interior vertices numbered depth first
     * from the root, the leaves ordered as a depth-first walk meets them (so each interior vertex's
     * leaves are one range), without recursion however deep the tree.
     */
    VifTree tree(int root, int leaves) {
        int interior = nodes;
        int[] number = new int[interior];
        int[] visit = new int[interior];
        int[] order = new int[leaves];
        int[] from = new int[interior];
        int[] to = new int[interior];
        // the walk: what is pushed (an interior node to enter or to leave, or a leaf) and its number
        int size = interior + kidCount + 1;
        int[] stack = new int[size];
        byte[] what = new byte[size];
        int top = 0;
        int next = 0;
        int leafAt = 0;
        stack[top] = root;
        what[top++] = ENTER;
        while (top > 0) {
            int x = stack[--top];
            byte w = what[top];
            if (w == LEAF) {
                order[leafAt++] = x;
            } else if (w == LEAVE) {
                to[number[x]] = leafAt;
            } else {
                number[x] = next;
                from[next] = leafAt;
                visit[next++] = x;
                stack[top] = x;
                what[top++] = LEAVE;
                // in reverse, so that the first child is walked first
                for (int k = kidStart[x + 1] - 1; k >= kidStart[x]; k--) {
                    int kid = kids[k];
                    stack[top] = kid >= 0 ? kid : -1 - kid;
                    what[top++] = kid >= 0 ? ENTER : LEAF;
                }
            }
        }
        float[] errors = new float[interior];
        int[] standsAt = new int[interior];
        float[] at3 = new float[3 * interior];
        int[] childStart = new int[interior + 1];
        int[] children = new int[kidCount];
        int at = 0;
        for (int i = 0; i < interior; i++) {
            int node = visit[i];
            errors[i] = error[node];
            standsAt[i] = representative[node];
            System.arraycopy(position, 3 * node, at3, 3 * i, 3);
            childStart[i] = at;
            for (int k = kidStart[node]; k < kidStart[node + 1]; k++) {
                int kid = kids[k];
                children[at++] = kid >= 0 ? number[kid] : interior + (-1 - kid);
            }
        }
        childStart[interior] = at;
        return new VifTree(interior, order, from, to, childStart, children, errors, standsAt, at3);
    }
}
