package io.meshport.model.derive;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.Arrays;

/**
 * Edge adjacency of a triangle list: for triangle {@code t} and edge {@code k} (from corner
 * {@code k} to corner {@code (k + 1) % 3}), the index of the one other triangle that shares that
 * edge, or -1 when no triangle or more than one other triangle does. This is the table IQM
 * stores (and that stencil shadow volumes use).
 *
 * <p>Edges are matched by what their end vertices are, not by index: vertices split only by a
 * texture seam or a normal crease still join their triangles. As in the reference compiler,
 * two vertices are the same when their positions are equal (and, in a skinned model, their
 * blend indexes and weights too, since they may move apart). Unlike the reference compiler,
 * whose keys mix input and output vertex numbering, the keys here are consistent.
 */
public final class EdgeAdjacency {
    /** Marks "no adjacent triangle". */
    public static final int NONE = -1;

    private EdgeAdjacency() {
    }

    /**
     * Adjacency over all triangles of all meshes of {@code model}, numbered in mesh order as
     * IQM numbers them (mesh 0's triangles first).
     */
    public static int[] of(Model model) {
        checkSize(model);
        int[] global = new int[(int) model.triangleCount() * 3];
        int t = 0;
        int base = 0;
        for (Mesh mesh : model.meshes()) {
            int[] local = mesh.triangleIndices();
            for (int i = 0; i < local.length; i++) {
                global[t + i] = local[i] + base;
            }
            t += local.length;
            base += mesh.vertexCount();
        }
        return compute(global, VertexClasses.of(model));
    }

    /**
     * {@link #of(Model)} for a caller that already holds the model's triangles numbered as IQM
     * numbers them ({@code globalTriangles}: each mesh's indices plus the vertices of the meshes
     * before it), so that a large model's triangles are not copied once more.
     */
    public static int[] of(Model model, int[] globalTriangles) {
        checkSize(model);
        if (globalTriangles.length != model.triangleCount() * 3) {
            throw new IllegalArgumentException(globalTriangles.length + " triangle indices for a model of "
                    + model.triangleCount() + " triangles");
        }
        return compute(globalTriangles, VertexClasses.of(model));
    }

    private static void checkSize(Model model) {
        if (model.triangleCount() * 3 > Integer.MAX_VALUE || model.vertexCount() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many triangles for an adjacency table");
        }
    }

    /** The half-edge that starts where half-edge {@code e} ends: the next corner of its triangle. */
    private static int next(int e) {
        return e % 3 == 2 ? e - 2 : e + 1;
    }

    /**
     * Adjacency of {@code triangles} (three vertex indices each) where two vertices are the same
     * when {@code vertexClass} gives them the same number.
     *
     * <p>Half-edges are bucketed by their lower vertex class (a counting sort), and each bucket is
     * sorted by the higher class, so matching edges end up side by side: linear in the number of
     * triangles plus a sort of each vertex's few edges, with no per-edge objects.
     */
    public static int[] compute(int[] triangles, int[] vertexClass) {
        if (triangles.length % 3 != 0) {
            throw new IllegalArgumentException("triangle indices are not a multiple of 3");
        }
        int halfEdges = triangles.length;
        // The classes of each half-edge's ends are looked up again in every pass rather than
        // kept in arrays: two ints per corner is a lot of memory on a model of millions of
        // triangles, while the model and its IQM file's arrays are held too. The buckets span
        // every class, used or not: a pass over the classes instead of one over the half-edges.
        int minClass = Integer.MAX_VALUE;
        int maxClass = Integer.MIN_VALUE;
        for (int c : vertexClass) {
            minClass = Math.min(minClass, c);
            maxClass = Math.max(maxClass, c);
        }
        int[] out = new int[halfEdges];
        if (halfEdges == 0) {
            return out;
        }
        // classes may be negative (vertices that match nothing): buckets start at the smallest
        int buckets = (int) ((long) maxClass - minClass + 1);
        int[] start = new int[buckets + 1];
        for (int e = 0; e < halfEdges; e++) {
            int lo = Math.min(vertexClass[triangles[e]], vertexClass[triangles[next(e)]]);
            start[lo - minClass + 1]++;
        }
        for (int b = 0; b < buckets; b++) {
            start[b + 1] += start[b];
        }
        // Half-edges by bucket, in edge order; each bucket is then sorted by its upper end class
        // in a scratch array as big as the largest bucket, so that the table costs one int per
        // half-edge, not a packed long (on a large model that is tens of MB at the peak of
        // writing it).
        int[] edges = new int[halfEdges];
        int[] fill = Arrays.copyOf(start, buckets);
        int largest = 0;
        for (int e = 0; e < halfEdges; e++) {
            int lo = Math.min(vertexClass[triangles[e]], vertexClass[triangles[next(e)]]);
            edges[fill[lo - minClass]++] = e;
        }
        for (int b = 0; b < buckets; b++) {
            largest = Math.max(largest, start[b + 1] - start[b]);
        }
        fill = null;
        long[] sorted = new long[largest];
        for (int b = 0; b < buckets; b++) {
            int n = start[b + 1] - start[b];
            // (hi, half-edge) packed so that one primitive sort orders the bucket by hi, then by edge
            for (int k = 0; k < n; k++) {
                int e = edges[start[b] + k];
                int hi = Math.max(vertexClass[triangles[e]], vertexClass[triangles[next(e)]]);
                sorted[k] = ((long) hi << 32) | e;
            }
            sort(sorted, n);
            joinBucket(sorted, 0, n, out);
        }
        return out;
    }

    /**
     * Sorts {@code a[0..n)}: a vertex has a handful of edges, and the library sort's set-up cost
     * more than sorting them, bucket after bucket, a million times over on a large model.
     */
    private static void sort(long[] a, int n) {
        if (n > 16) {
            Arrays.sort(a, 0, n);
            return;
        }
        for (int i = 1; i < n; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    /**
     * Joins the half-edges {@code sorted[from..to)} of one bucket (one lower end class, sorted by
     * upper end class): an edge shared by exactly two triangles joins them; one alone, or three
     * and more, join none.
     */
    private static void joinBucket(long[] sorted, int from, int to, int[] out) {
        int i = from;
        while (i < to) {
            int j = i + 1;
            while (j < to && (int) (sorted[j] >> 32) == (int) (sorted[i] >> 32)) {
                j++;
            }
            if (j - i == 2) {
                int e0 = (int) sorted[i];
                int e1 = (int) sorted[i + 1];
                int t0 = e0 / 3;
                int t1 = e1 / 3;
                out[e0] = t0 == t1 ? NONE : t1;
                out[e1] = t0 == t1 ? NONE : t0;
            } else {
                for (int k = i; k < j; k++) {
                    out[(int) sorted[k]] = NONE;
                }
            }
            i = j;
        }
    }
}
