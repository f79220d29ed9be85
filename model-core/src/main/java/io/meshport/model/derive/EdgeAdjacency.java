package io.meshport.model.derive;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
 *
 * <p>Linear in the model's size apart from sorting each vertex's edges: no object per vertex or
 * edge, about 16 bytes per triangle corner of working memory.
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
        long triangles = model.triangleCount();
        long vertexes = model.vertexCount();
        if (triangles * 3 > Integer.MAX_VALUE - 8 || vertexes > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("too many triangles for an adjacency table");
        }
        int[] global = new int[(int) triangles * 3];
        int t = 0;
        int base = 0;
        for (Mesh mesh : model.meshes()) {
            for (int i = 0, n = mesh.triangleCount() * 3; i < n; i++) {
                global[t + i] = mesh.corner(i / 3, i % 3) + base;
            }
            t += mesh.triangleCount() * 3;
            base += mesh.vertexCount();
        }
        return compute(global, VertexWelder.classes(model, (int) vertexes));
    }

    /**
     * Adjacency of {@code triangles} (three vertex indices each) where two vertices are the same
     * when {@code vertexClass} gives them the same non-negative number.
     */
    public static int[] compute(int[] triangles, int[] vertexClass) {
        if (triangles.length % 3 != 0) {
            throw new IllegalArgumentException("triangle indices are not a multiple of 3");
        }
        int edges = triangles.length;
        int classes = 0;
        for (int c : vertexClass) {
            if (c < 0) {
                throw new IllegalArgumentException("negative vertex class " + c);
            }
            classes = Math.max(classes, c + 1);
        }
        // Bucket every edge under its smaller end, as (larger end << 32 | edge): sorting a bucket
        // then lines up the occurrences of each undirected edge in triangle order.
        int[] start = new int[classes + 1];
        for (int e = 0; e < edges; e++) {
            start[low(triangles, vertexClass, e) + 1]++;
        }
        for (int c = 0; c < classes; c++) {
            start[c + 1] += start[c];
        }
        int[] fill = Arrays.copyOf(start, classes);
        long[] bucketed = new long[edges];
        for (int e = 0; e < edges; e++) {
            bucketed[fill[low(triangles, vertexClass, e)]++] = (long) high(triangles, vertexClass, e) << 32 | e;
        }
        int[] out = new int[edges];
        for (int c = 0; c < classes; c++) {
            Arrays.sort(bucketed, start[c], start[c + 1]);
            for (int i = start[c]; i < start[c + 1];) {
                int j = i + 1;
                while (j < start[c + 1] && bucketed[j] >>> 32 == bucketed[i] >>> 32) {
                    j++;
                }
                // Occurrences i..j-1 of one edge: exactly two join their triangles, else none.
                int first = (int) bucketed[i] / 3;
                for (int k = i; k < j; k++) {
                    int e = (int) bucketed[k];
                    int other = NONE;
                    if (j - i == 2) {
                        int second = (int) bucketed[i + 1] / 3;
                        other = first == e / 3 ? second : first;
                        if (other == e / 3) {
                            other = NONE; // a degenerate triangle meeting itself
                        }
                    }
                    out[e] = other;
                }
                i = j;
            }
        }
        return out;
    }

    private static int low(int[] tri, int[] cls, int e) {
        return Math.min(cls[tri[e]], cls[tri[next(e)]]);
    }

    private static int high(int[] tri, int[] cls, int e) {
        return Math.max(cls[tri[e]], cls[tri[next(e)]]);
    }

    private static int next(int e) {
        return e % 3 == 2 ? e - 2 : e + 1;
    }

    /**
     * Numbers vertices so that equal ones (same position values and blend data) share a number;
     * a vertex of a mesh without positions is only equal to itself.
     */
    static final class VertexWelder {
        private final List<VertexArray[]> streams = new ArrayList<>();
        private final int[] meshStart;

        private VertexWelder(Model model) {
            meshStart = new int[model.meshes().size()];
            int base = 0;
            for (int m = 0; m < model.meshes().size(); m++) {
                Mesh mesh = model.meshes().get(m);
                meshStart[m] = base;
                base += mesh.vertexCount();
                VertexArray position = mesh.array(AttributeKind.POSITION).orElse(null);
                streams.add(position == null ? null : new VertexArray[] {position,
                    mesh.array(AttributeKind.BLEND_INDEXES).orElse(null),
                    mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null)});
            }
        }

        static int[] classes(Model model, int vertexes) {
            return new VertexWelder(model).classes(vertexes);
        }

        private int[] classes(int vertexes) {
            int[] out = new int[vertexes];
            int capacity = Integer.highestOneBit(Math.max(4, vertexes) * 2 - 1) * 2;
            int[] table = new int[capacity]; // global vertex + 1 of a representative, 0 = empty
            int mask = capacity - 1;
            int next = 0;
            for (int m = 0; m < meshStart.length; m++) {
                VertexArray[] s = streams.get(m);
                int count = m + 1 < meshStart.length ? meshStart[m + 1] - meshStart[m] : vertexes - meshStart[m];
                for (int v = 0; v < count; v++) {
                    int g = meshStart[m] + v;
                    if (s == null) {
                        out[g] = next++;
                        continue;
                    }
                    int slot = (int) mix(hash(s, v)) & mask;
                    while (true) {
                        int rep = table[slot] - 1;
                        if (rep < 0) {
                            table[slot] = g + 1;
                            out[g] = next++;
                            break;
                        }
                        if (same(s, v, rep)) {
                            out[g] = out[rep];
                            break;
                        }
                        slot = (slot + 1) & mask;
                    }
                }
            }
            return out;
        }

        private static long hash(VertexArray[] s, int v) {
            long h = 17;
            for (VertexArray a : s) {
                if (a == null) {
                    h = h * 31;
                    continue;
                }
                for (int c = 0; c < a.size(); c++) {
                    h = h * 0x9E3779B97F4A7C15L + Double.doubleToLongBits(a.getDouble(v, c) + 0.0);
                }
            }
            return h;
        }

        private static long mix(long h) {
            h ^= h >>> 33;
            h *= 0xff51afd7ed558ccdL;
            h ^= h >>> 33;
            return h;
        }

        /** Whether vertex {@code v} of streams {@code s} equals global vertex {@code rep}, by value. */
        private boolean same(VertexArray[] s, int v, int rep) {
            int m = Arrays.binarySearch(meshStart, rep);
            if (m < 0) {
                m = -m - 2;
            } else {
                while (m + 1 < meshStart.length && meshStart[m + 1] == rep) {
                    m++; // skip empty meshes starting at the same vertex
                }
            }
            VertexArray[] r = streams.get(m);
            int rv = rep - meshStart[m];
            for (int k = 0; k < s.length; k++) {
                VertexArray a = s[k];
                VertexArray b = r[k];
                int an = a == null ? 0 : a.size();
                int bn = b == null ? 0 : b.size();
                if (an != bn) {
                    return false;
                }
                for (int c = 0; c < an; c++) {
                    if (Double.doubleToLongBits(a.getDouble(v, c) + 0.0) != Double.doubleToLongBits(
                            b.getDouble(rv, c) + 0.0)) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
