package io.meshport.model.derive;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

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
        return compute(global, vertexClasses(model));
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
        return compute(globalTriangles, vertexClasses(model));
    }

    private static void checkSize(Model model) {
        if (model.triangleCount() * 3 > Integer.MAX_VALUE || model.vertexCount() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many triangles for an adjacency table");
        }
    }

    /** Per vertex of the model (meshes in order), its class; the lookup table is garbage on return. */
    private static int[] vertexClasses(Model model) {
        int[] vertexClass = new int[(int) model.vertexCount()];
        VertexClasses classes = new VertexClasses(vertexClass.length);
        int base = 0;
        for (Mesh mesh : model.meshes()) {
            List<VertexArray> keyStreams = keyStreams(mesh);
            classes.startMesh(keyStreams, base);
            for (int v = 0; v < mesh.vertexCount(); v++) {
                // A mesh without positions has nothing to compare: its vertices are only themselves.
                vertexClass[base + v] = keyStreams.isEmpty() ? -1 - (base + v) : classes.classOf(v);
            }
            base += mesh.vertexCount();
        }
        return vertexClass;
    }

    private static List<VertexArray> keyStreams(Mesh mesh) {
        Optional<VertexArray> position = mesh.array(AttributeKind.POSITION);
        if (position.isEmpty()) {
            return List.of();
        }
        java.util.ArrayList<VertexArray> streams = new java.util.ArrayList<>();
        streams.add(position.get());
        mesh.array(AttributeKind.BLEND_INDEXES).ifPresent(streams::add);
        mesh.array(AttributeKind.BLEND_WEIGHTS).ifPresent(streams::add);
        return streams;
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
        // triangles, while the model and its IQM file's arrays are held too.
        int minClass = Integer.MAX_VALUE;
        int maxClass = Integer.MIN_VALUE;
        for (int e = 0; e < halfEdges; e++) {
            int lo = Math.min(vertexClass[triangles[e]], vertexClass[triangles[next(e)]]);
            minClass = Math.min(minClass, lo);
            maxClass = Math.max(maxClass, lo);
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
            if (n > 1) {
                Arrays.sort(sorted, 0, n);
            }
            joinBucket(sorted, 0, n, out);
        }
        return out;
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

    /**
     * Numbers vertices by value: an open-addressing table of the first vertex seen with each
     * key, keys read straight from the streams (integers as integers, floats as doubles with
     * -0 folded into +0), so no object is made per vertex. A slot holds the key's 64-bit hash
     * beside the vertex and its class, in one array, so that a lookup touches one cache line and
     * compares streams only when the hashes are equal: on a model of millions of vertices the
     * table is far larger than the cache, and its misses were most of the cost.
     */
    private static final class VertexClasses {
        /** Per slot: the hash, then {@code (vertex + 1) << 32 | class}; 0 there marks an empty slot. */
        private final long[] slots;
        private final java.util.ArrayList<List<VertexArray>> meshStreams = new java.util.ArrayList<>();
        private final java.util.ArrayList<Integer> meshBases = new java.util.ArrayList<>();
        private int count;

        VertexClasses(int vertices) {
            int capacity = Integer.highestOneBit(Math.max(4, vertices) * 2 - 1) << 1;
            slots = new long[capacity * 2];
        }

        /** Starts a mesh whose vertex 0 is global vertex {@code base}. */
        void startMesh(List<VertexArray> streams, int base) {
            meshStreams.add(streams);
            meshBases.add(base);
        }

        /** The class of vertex {@code v} of the mesh started last. */
        int classOf(int v) {
            List<VertexArray> streams = meshStreams.get(meshStreams.size() - 1);
            int global = meshBases.get(meshBases.size() - 1) + v;
            int mask = slots.length / 2 - 1;
            long h = hash(streams, v);
            for (int i = (int) (h ^ (h >>> 32)) & mask;; i = (i + 1) & mask) {
                long entry = slots[2 * i + 1];
                if (entry == 0) {
                    slots[2 * i] = h;
                    slots[2 * i + 1] = ((long) global + 1) << 32 | count;
                    return count++;
                }
                if (slots[2 * i] == h) {
                    int other = (int) (entry >>> 32) - 1;
                    int mesh = meshOf(other);
                    if (same(meshStreams.get(mesh), other - meshBases.get(mesh), streams, v)) {
                        return (int) entry;
                    }
                }
            }
        }

        private int meshOf(int global) {
            int m = meshBases.size() - 1;
            while (meshBases.get(m) > global) {
                m--;
            }
            return m;
        }

        private static long component(VertexArray a, int v, int c) {
            return a.descriptor().component().isInteger() ? a.getLong(v, c)
                    : Double.doubleToRawLongBits(a.getDouble(v, c) + 0.0);
        }

        private static long hash(List<VertexArray> streams, int v) {
            long h = 1;
            for (VertexArray a : streams) {
                h = h * 31 + a.size();
                for (int c = 0; c < a.size(); c++) {
                    h = h * 0x9E3779B97F4A7C15L + component(a, v, c);
                }
            }
            return h ^ (h >>> 29) ^ (h >>> 47);
        }

        private static boolean same(List<VertexArray> sa, int va, List<VertexArray> sb, int vb) {
            if (sa.size() != sb.size()) {
                return false;
            }
            for (int s = 0; s < sa.size(); s++) {
                VertexArray a = sa.get(s);
                VertexArray b = sb.get(s);
                if (a.size() != b.size()) {
                    return false;
                }
                for (int c = 0; c < a.size(); c++) {
                    if (component(a, va, c) != component(b, vb, c)) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
