package io.meshport.model.derive;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        long triangles = model.triangleCount();
        long vertexes = model.vertexCount();
        if (triangles * 3 > Integer.MAX_VALUE || vertexes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many triangles for an adjacency table");
        }
        int[] global = new int[(int) triangles * 3];
        int[] vertexClass = new int[(int) vertexes];
        Map<VertexKey, Integer> classes = new HashMap<>();
        int t = 0;
        int base = 0;
        for (Mesh mesh : model.meshes()) {
            int[] local = mesh.triangleIndices();
            for (int i = 0; i < local.length; i++) {
                global[t + i] = local[i] + base;
            }
            t += local.length;
            List<VertexArray> keyStreams = keyStreams(mesh);
            for (int v = 0; v < mesh.vertexCount(); v++) {
                VertexKey key = VertexKey.of(keyStreams, v);
                Integer id = key == null ? null : classes.putIfAbsent(key, classes.size());
                // A mesh without positions has nothing to compare: its vertices are only themselves.
                vertexClass[base + v] = key == null ? -1 - (base + v) : (id == null ? classes.size() - 1 : id);
            }
            base += mesh.vertexCount();
        }
        return compute(global, vertexClass);
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

    /**
     * Adjacency of {@code triangles} (three vertex indices each) where two vertices are the same
     * when {@code vertexClass} gives them the same number.
     */
    public static int[] compute(int[] triangles, int[] vertexClass) {
        if (triangles.length % 3 != 0) {
            throw new IllegalArgumentException("triangle indices are not a multiple of 3");
        }
        int count = triangles.length / 3;
        // Per undirected edge: the first two triangles seen, or (NONE, NONE) once a third shows up.
        Map<Long, int[]> edges = new HashMap<>(Math.max(16, count * 2));
        for (int t = 0; t < count; t++) {
            for (int k = 0; k < 3; k++) {
                long key = edgeKey(vertexClass, triangles[3 * t + k], triangles[3 * t + (k + 1) % 3]);
                int[] pair = edges.get(key);
                if (pair == null) {
                    edges.put(key, new int[] {t, NONE, 1});
                } else {
                    if (pair[2] == 1) {
                        pair[1] = t;
                    } else {
                        pair[0] = NONE;
                        pair[1] = NONE;
                    }
                    pair[2]++;
                }
            }
        }
        int[] out = new int[triangles.length];
        for (int t = 0; t < count; t++) {
            for (int k = 0; k < 3; k++) {
                int[] pair = edges.get(edgeKey(vertexClass, triangles[3 * t + k], triangles[3 * t + (k + 1) % 3]));
                int other = pair[0] == t ? pair[1] : pair[0];
                out[3 * t + k] = other == t ? NONE : other;
            }
        }
        return out;
    }

    private static long edgeKey(int[] vertexClass, int a, int b) {
        long ca = vertexClass[a];
        long cb = vertexClass[b];
        long lo = Math.min(ca, cb);
        long hi = Math.max(ca, cb);
        return (lo << 32) ^ (hi & 0xffffffffL);
    }

    /** The bytes that identify a vertex; float -0 is folded into +0 so that equal positions match. */
    private static final class VertexKey {
        private final byte[] bytes;
        private final int hash;

        private VertexKey(byte[] bytes) {
            this.bytes = bytes;
            this.hash = Arrays.hashCode(bytes);
        }

        static VertexKey of(List<VertexArray> streams, int v) {
            if (streams.isEmpty()) {
                return null;
            }
            int components = 0;
            for (VertexArray a : streams) {
                components += a.size();
            }
            // Eight bytes per component whatever its type: values are compared, not their encoding.
            ByteBuffer key = ByteBuffer.allocate(components * 8);
            for (VertexArray a : streams) {
                ComponentType type = a.descriptor().component();
                for (int c = 0; c < a.size(); c++) {
                    if (type.isInteger()) {
                        key.putLong(a.getLong(v, c));
                    } else {
                        key.putDouble(a.getDouble(v, c) + 0.0);
                    }
                }
            }
            return new VertexKey(key.array());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof VertexKey k && hash == k.hash && Arrays.equals(bytes, k.bytes);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
