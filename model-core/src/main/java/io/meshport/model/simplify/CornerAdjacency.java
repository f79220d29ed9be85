package io.meshport.model.simplify;

import java.util.Arrays;

/**
 * For each vertex, the triangles around it as (next, previous) corner pairs: what the simplifier
 * asks of its triangle list (is there an edge from a to b, which triangles turn around a). Built
 * on vertex numbers as they are, or through a remap (positions: vertices split by a seam are one).
 */
final class CornerAdjacency {
    final int[] offsets;
    final int[] next;
    final int[] prev;
    /** Per corner the triangle it is of (its place in the list, from 0). */
    final int[] triangle;

    private CornerAdjacency(int vertexCount, int corners) {
        offsets = new int[vertexCount + 1];
        next = new int[corners];
        prev = new int[corners];
        triangle = new int[corners];
    }

    /** The adjacency of the first {@code count} indexes of {@code indices}; {@code remap} may be null. */
    static CornerAdjacency of(int[] indices, int count, int vertexCount, int[] remap) {
        CornerAdjacency a = new CornerAdjacency(vertexCount, count);
        a.update(indices, count, remap);
        return a;
    }

    /** Fills the adjacency again for a shorter triangle list over the same vertices. */
    void update(int[] indices, int count, int[] remap) {
        Arrays.fill(offsets, 0);
        for (int i = 0; i < count; i++) {
            offsets[vertex(indices[i], remap) + 1]++;
        }
        for (int v = 1; v < offsets.length; v++) {
            offsets[v] += offsets[v - 1];
        }
        int[] fill = Arrays.copyOf(offsets, offsets.length - 1);
        for (int i = 0; i < count; i += 3) {
            int a = vertex(indices[i], remap);
            int b = vertex(indices[i + 1], remap);
            int c = vertex(indices[i + 2], remap);
            put(fill, a, b, c, i / 3);
            put(fill, b, c, a, i / 3);
            put(fill, c, a, b, i / 3);
        }
        // the last offset is the corner count; entries past it (a shorter list) are not read
    }

    private void put(int[] fill, int at, int n, int p, int t) {
        int k = fill[at]++;
        next[k] = n;
        prev[k] = p;
        triangle[k] = t;
    }

    private static int vertex(int v, int[] remap) {
        return remap == null ? v : remap[v];
    }
}
