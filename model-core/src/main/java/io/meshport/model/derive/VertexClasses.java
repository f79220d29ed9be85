package io.meshport.model.derive;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Numbers a model's vertices (meshes in order) by value: two vertices get the same number when
 * their positions are equal and, in a skinned mesh, their blend indexes and weights too, compared
 * as numbers (-0 as +0). A vertex's number is the first vertex with its values, so numbers follow
 * the vertex order (and what is looked up by them stays near in memory). A mesh without positions
 * has nothing to compare: each of its vertices is its own.
 *
 * <p>Vertices are hashed in one pass, and the (hash, vertex) pairs radix-sorted, so that equal
 * values end up side by side. The hash table this replaces missed the cache on nearly every
 * vertex of a large model (its table was 32 MB for a million vertices), which was most of the cost
 * of deriving adjacency. Vertices whose 33 hash bits (what a long keeps beside a vertex number)
 * agree are compared value by value, so a collision costs a sort of the colliding vertices, never a
 * wrong class.
 */
final class VertexClasses {
    /** Vertices whose values are read from an array at a time. */
    private static final int BLOCK = 1024;
    /** Bits of a vertex number in a sort key: a model numbers its vertices with ints. */
    private static final int VERTEX_BITS = 31;
    private static final long VERTEX_MASK = (1L << VERTEX_BITS) - 1;
    /** Bits sorted a pass. */
    private static final int DIGIT = 11;
    private static final int DIGIT_MASK = (1 << DIGIT) - 1;

    private final List<List<VertexArray>> meshStreams = new ArrayList<>();
    private final int[] meshBases;
    /** Bits of the hash a sort key keeps (tests keep few, so that most vertices collide). */
    private final int hashBits;

    private VertexClasses(Model model, int hashBits) {
        this.hashBits = hashBits;
        meshBases = new int[model.meshes().size()];
        int base = 0;
        for (int m = 0; m < meshBases.length; m++) {
            Mesh mesh = model.meshes().get(m);
            meshStreams.add(keyStreams(mesh));
            meshBases[m] = base;
            base += mesh.vertexCount();
        }
    }

    /** Per vertex of {@code model} (meshes in order), its class. */
    static int[] of(Model model) {
        return of(model, Long.SIZE - VERTEX_BITS);
    }

    /** {@link #of(Model)} with sort keys of {@code hashBits} hash bits (1 to 33). */
    static int[] of(Model model, int hashBits) {
        return new VertexClasses(model, hashBits).classes((int) model.vertexCount());
    }

    private static List<VertexArray> keyStreams(Mesh mesh) {
        if (mesh.array(AttributeKind.POSITION).isEmpty()) {
            return List.of();
        }
        List<VertexArray> streams = new ArrayList<>();
        streams.add(mesh.array(AttributeKind.POSITION).get());
        mesh.array(AttributeKind.BLEND_INDEXES).ifPresent(streams::add);
        mesh.array(AttributeKind.BLEND_WEIGHTS).ifPresent(streams::add);
        return streams;
    }

    private int[] classes(int vertices) {
        int[] vertexClass = new int[vertices];
        long[] keys = new long[vertices];
        int keyed = 0;
        // one block of scratch for every mesh: a model of many small meshes (a PIE of many levels)
        // allocated tens of KB per mesh when each mesh had its own
        int widest = meshStreams.stream().flatMap(List::stream).mapToInt(VertexArray::size).max().orElse(0);
        long[] hash = new long[BLOCK];
        double[] values = new double[BLOCK * widest];
        for (int m = 0; m < meshBases.length; m++) {
            keyed = hashes(m, keys, keyed, hash, values);
        }
        keys = sortByHash(keys, keyed);
        for (int i = 0; i < keyed;) {
            int j = i + 1;
            while (j < keyed && keys[j] >>> VERTEX_BITS == keys[i] >>> VERTEX_BITS) {
                j++;
            }
            if (j - i == 1) {
                int v = (int) (keys[i] & VERTEX_MASK);
                vertexClass[v] = v;
            } else {
                classRun(keys, i, j, vertexClass);
            }
            i = j;
        }
        for (int m = 0; m < meshBases.length; m++) {
            if (meshStreams.get(m).isEmpty()) {
                int end = m + 1 < meshBases.length ? meshBases[m + 1] : vertices;
                for (int v = meshBases[m]; v < end; v++) {
                    vertexClass[v] = v;
                }
            }
        }
        return vertexClass;
    }

    /**
     * {@code keys[0..n)} ordered by their hash bits, and in vertex order where those agree: a
     * stable radix sort, 11 bits a pass, each pass two sequential sweeps (the library's sort took
     * four times as long for a million keys).
     */
    private long[] sortByHash(long[] keys, int n) {
        long[] from = keys;
        long[] to = new long[n];
        int[] start = new int[1 << DIGIT];
        for (int shift = VERTEX_BITS; shift < VERTEX_BITS + hashBits; shift += DIGIT) {
            Arrays.fill(start, 0);
            for (int i = 0; i < n; i++) {
                start[(int) (from[i] >>> shift) & DIGIT_MASK]++;
            }
            for (int d = 0, sum = 0; d <= DIGIT_MASK; d++) {
                int c = start[d];
                start[d] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                to[start[(int) (from[i] >>> shift) & DIGIT_MASK]++] = from[i];
            }
            long[] swap = from;
            from = to;
            to = swap;
        }
        return from;
    }

    /**
     * Classes the vertices of {@code keys[from..to)}, whose hashes agree, by comparing their values.
     * The keys hold them in vertex order and the sort is stable: each run of equal values starts
     * with its first vertex.
     */
    private void classRun(long[] keys, int from, int to, int[] vertexClass) {
        Integer[] run = new Integer[to - from];
        for (int i = from; i < to; i++) {
            run[i - from] = (int) (keys[i] & VERTEX_MASK);
        }
        Arrays.sort(run, this::compare);
        int first = run[0];
        for (int v : run) {
            if (compare(first, v) != 0) {
                first = v;
            }
            vertexClass[v] = first;
        }
    }

    /**
     * Puts the sort keys of mesh {@code m}'s vertices at {@code keys[at..)}, with {@code hash} and
     * {@code values} as scratch for a block of vertices; returns the next free place.
     */
    private int hashes(int m, long[] keys, int at, long[] hash, double[] values) {
        List<VertexArray> streams = meshStreams.get(m);
        if (streams.isEmpty()) {
            return at;
        }
        int n = streams.get(0).vertexCount();
        for (int first = 0; first < n; first += BLOCK) {
            int count = Math.min(BLOCK, n - first);
            Arrays.fill(hash, 0, count, 1);
            for (VertexArray a : streams) {
                int size = a.size();
                long stream = a.kind().ordinal() * 16L + size;
                a.copyValues(first, count, false, values);
                for (int v = 0; v < count; v++) {
                    long h = hash[v] * 31 + stream;
                    for (int c = 0; c < size; c++) {
                        h = h * 0x9E3779B97F4A7C15L + bits(values[v * size + c]);
                    }
                    hash[v] = h;
                }
            }
            for (int v = 0; v < count; v++) {
                keys[at++] = (mix(hash[v]) >>> (Long.SIZE - hashBits)) << VERTEX_BITS | (meshBases[m] + first + v);
            }
        }
        return at;
    }

    /** A value as compared: -0 folded into +0. */
    private static long bits(double value) {
        return Double.doubleToRawLongBits(value + 0.0);
    }

    /** Stafford's 64-bit finaliser: every bit of the input reaches the top bits the sort keys keep. */
    private static long mix(long h) {
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }

    /**
     * The mesh that holds vertex {@code global}: the last whose first vertex is not after it (meshes
     * without vertices share their base with the next). A binary search: vertices of one class may
     * lie in every mesh of a model of many meshes.
     */
    private int meshOf(int global) {
        int lo = 0;
        int hi = meshBases.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (meshBases[mid] <= global) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Orders two vertices by their key streams' sizes and values. */
    private int compare(int a, int b) {
        int ma = meshOf(a);
        int mb = meshOf(b);
        List<VertexArray> sa = meshStreams.get(ma);
        List<VertexArray> sb = meshStreams.get(mb);
        if (sa.size() != sb.size()) {
            return Integer.compare(sa.size(), sb.size());
        }
        for (int s = 0; s < sa.size(); s++) {
            VertexArray x = sa.get(s);
            VertexArray y = sb.get(s);
            if (x.kind() != y.kind() || x.size() != y.size()) {
                return x.kind() != y.kind() ? x.kind().compareTo(y.kind()) : Integer.compare(x.size(), y.size());
            }
            for (int c = 0; c < x.size(); c++) {
                int order = Long.compare(bits(x.getDouble(a - meshBases[ma], c)), bits(y.getDouble(b - meshBases[mb], c)));
                if (order != 0) {
                    return order;
                }
            }
        }
        return 0;
    }
}
