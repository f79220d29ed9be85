package io.meshport.model.derive;

import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Welds equal vertices of a mesh: vertices whose every stream holds the same bytes become one,
 * triangles are renumbered, triangle streams stay as they are, and mesh extras that hold vertex
 * indices are renumbered with them ({@link FormatExtra#withVertexOrder}). Text formats that list
 * one vertex per face corner (PIE, OBJ) give meshes with many such copies. Linear time: vertices
 * are hashed by their bytes; the first of each group keeps its place, in order.
 */
public final class Welding {
    private Welding() {
    }

    /** {@code mesh} with equal vertices merged; the same mesh when no two vertices are equal. */
    public static Mesh weld(Mesh mesh) {
        int[] newIndex = classes(mesh);
        int count = 0;
        for (int v = 0; v < newIndex.length; v++) {
            count = Math.max(count, newIndex[v] + 1);
        }
        if (count == mesh.vertexCount()) {
            return mesh;
        }
        int[] first = new int[count];
        Arrays.fill(first, -1);
        for (int v = 0; v < newIndex.length; v++) {
            if (first[newIndex[v]] < 0) {
                first[newIndex[v]] = v;
            }
        }
        Mesh.Builder b = mesh.toBuilder().vertexCount(count);
        for (VertexArray a : mesh.arrays()) {
            b.putArray(a.gather(first));
        }
        int[] triangles = mesh.triangleIndices();
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = newIndex[triangles[i]];
        }
        b.triangles(triangles);
        renumberExtras(mesh, b, newIndex, count);
        return b.build();
    }

    /** For each vertex, the number of its group of equal vertices, groups numbered in order of first vertex. */
    static int[] classes(Mesh mesh) {
        List<VertexArray> arrays = mesh.arrays();
        int stride = 0;
        for (VertexArray a : arrays) {
            stride += a.descriptor().stride();
        }
        byte[] all = new byte[Math.multiplyExact(stride, mesh.vertexCount())];
        int offset = 0;
        for (VertexArray a : arrays) {
            // interleave: vertex v's bytes of every stream side by side
            int s = a.descriptor().stride();
            ByteBuffer src = a.bytes();
            for (int v = 0; v < mesh.vertexCount(); v++) {
                src.get(v * s, all, v * stride + offset, s);
            }
            offset += s;
        }
        Map<VertexKey, Integer> seen = new HashMap<>(mesh.vertexCount() * 2);
        int[] out = new int[mesh.vertexCount()];
        for (int v = 0; v < out.length; v++) {
            Integer known = seen.putIfAbsent(new VertexKey(all, v * stride, stride), seen.size());
            out[v] = known != null ? known : seen.size() - 1;
        }
        return out;
    }

    /**
     * {@code mesh}'s extras put on {@code b} renumbered with its vertices
     * ({@link FormatExtra#withVertexOrder}): what every edit that moves, merges or splits vertices does.
     *
     * @param mesh the mesh before the renumbering
     * @param b the builder of the mesh after it
     * @param newIndex for each old vertex, its new index
     * @param count the new vertex count
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void renumberExtras(Mesh mesh, Mesh.Builder b, int[] newIndex, int count) {
        mesh.extras().forEach((type, value) -> {
            if (value instanceof FormatExtra extra) {
                FormatExtra renumbered = extra.withVertexOrder(newIndex.clone(), count);
                b.extra((Class) type, ((Class) type).cast(renumbered));
            }
        });
    }

    /** A vertex's bytes inside the interleaved array, compared by content. */
    private record VertexKey(byte[] data, int offset, int length) {
        @Override
        public boolean equals(Object o) {
            return o instanceof VertexKey k && Arrays.equals(data, offset, offset + length, k.data, k.offset,
                    k.offset + k.length);
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (int i = offset; i < offset + length; i++) {
                h = 31 * h + data[i];
            }
            return h;
        }
    }
}
