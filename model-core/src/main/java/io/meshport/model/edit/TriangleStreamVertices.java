package io.meshport.model.edit;

import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-triangle streams (PIE polygon flags, VIF patch IDs) carried as vertex streams, for a format
 * that has per-vertex custom data but nothing per face (IQE): {@link #toVertices} gives every
 * vertex the values of the triangles that use it, copying a vertex that triangles with different
 * values share (the copies come after the mesh's vertices); {@link #fromVertices} takes the values
 * back from each triangle's first corner and merges the copies, so the mesh is again exactly what
 * it was. The vertex streams are custom streams named {@code meshport:triangle:<stream>}, and
 * {@code meshport:copy-of}: per vertex 1 + the vertex it copies (1 + its own index for an
 * original), so that the zeros a format writes for a mesh without the stream mean "nothing
 * carried" (IQE declares streams for the whole file).
 */
public final class TriangleStreamVertices {
    /** Prefix of a vertex stream that carries a triangle stream. */
    public static final String PREFIX = "meshport:triangle:";
    /** The vertex stream that says which vertex a copy copies (its own index for an original). */
    public static final String COPY_OF = "meshport:copy-of";

    private TriangleStreamVertices() {
    }

    /**
     * {@code model} with every mesh's triangle streams carried as vertex streams, copying shared vertices
     * whose triangles differ; the model itself when no mesh has a triangle stream.
     */
    public static Model toVertices(Model model) {
        if (model.meshes().stream().allMatch(m -> m.triangleStreams().isEmpty())) {
            return model;
        }
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            meshes.add(m.triangleStreams().isEmpty() ? m : toVertices(m));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /**
     * {@code model} with the triangle streams that {@link #toVertices} carried as vertex streams taken back
     * and the vertex copies merged; the model itself when no mesh carries any.
     */
    public static Model fromVertices(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        boolean changed = false;
        for (Mesh m : model.meshes()) {
            Mesh back = fromVertices(m);
            changed |= back != m;
            meshes.add(back);
        }
        return changed ? model.toBuilder().meshes(meshes).build() : model;
    }

    static Mesh toVertices(Mesh mesh) {
        List<VertexArray> streams = mesh.triangleStreams();
        int[] triangles = mesh.triangleIndices();
        int n = mesh.vertexCount();
        // the triangle values each vertex takes: the first triangle that uses it; others with other values copy it
        int[] owner = new int[n];
        Arrays.fill(owner, -1);
        List<Integer> copyOf = new ArrayList<>();
        List<Integer> copyOwner = new ArrayList<>();
        Map<List<Object>, Integer> copies = new HashMap<>();
        for (int i = 0; i < triangles.length; i++) {
            int v = triangles[i];
            int t = i / 3;
            if (owner[v] < 0) {
                owner[v] = t;
            } else if (!sameValues(streams, owner[v], t)) {
                List<Object> key = List.of(v, valuesKey(streams, t));
                Integer copy = copies.get(key);
                if (copy == null) {
                    copy = n + copyOf.size();
                    copies.put(key, copy);
                    copyOf.add(v);
                    copyOwner.add(t);
                }
                triangles[i] = copy;
            }
        }
        int total = n + copyOf.size();
        int[] order = new int[total];
        int[] valueOf = new int[total];
        for (int v = 0; v < total; v++) {
            order[v] = v < n ? v : copyOf.get(v - n);
            valueOf[v] = v < n ? Math.max(owner[v], 0) : copyOwner.get(v - n);
        }
        Mesh.Builder b = mesh.toBuilder().clearTriangleStreams().vertexCount(total).triangles(triangles);
        if (!copyOf.isEmpty()) {
            for (VertexArray a : mesh.arrays()) {
                b.putArray(a.gather(order));
            }
        }
        float[] copyIndex = new float[total];
        for (int v = 0; v < total; v++) {
            copyIndex[v] = order[v] + 1;
        }
        b.addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom(COPY_OF, ComponentType.FLOAT, 1), copyIndex));
        for (VertexArray s : streams) {
            if (mesh.triangleCount() == 0) {
                b.addArray(VertexArray.ofFloats(vertexDescriptor(s), new float[total * s.size()]));
                continue;
            }
            b.addArray(s.gather(valueOf).withDescriptor(vertexDescriptor(s)));
        }
        return b.build();
    }

    static Mesh fromVertices(Mesh mesh) {
        List<VertexArray> carried = new ArrayList<>();
        VertexArray copyOf = null;
        for (VertexArray a : mesh.arrays()) {
            String name = a.descriptor().customName();
            if (name != null && name.startsWith(PREFIX)) {
                carried.add(a);
            } else if (COPY_OF.equals(name)) {
                copyOf = a;
            }
        }
        if (carried.isEmpty() && copyOf == null) {
            return mesh;
        }
        // zeros (or no copy-of at all): the format's defaults for a mesh that carried nothing
        boolean carries = copyOf != null && copyOf.vertexCount() > 0 && copyOf.getDouble(0, 0) == 1;
        int[] triangles = mesh.triangleIndices();
        int[] corner0 = new int[triangles.length / 3];
        for (int t = 0; t < corner0.length; t++) {
            corner0[t] = triangles[3 * t];
        }
        Mesh.Builder b = mesh.toBuilder();
        List<VertexArray> keep = new ArrayList<>();
        for (VertexArray a : mesh.arrays()) {
            if (!carried.contains(a) && a != copyOf) {
                keep.add(a);
            }
        }
        int vertices = mesh.vertexCount();
        if (carries) {
            vertices = merge(copyOf, triangles, mesh.vertexCount());
            for (int i = 0; i < keep.size(); i++) {
                keep.set(i, keep.get(i).slice(0, vertices));
            }
        }
        b.clearArrays().vertexCount(vertices).triangles(triangles);
        keep.forEach(b::addArray);
        for (VertexArray a : carries ? carried : List.<VertexArray>of()) {
            String name = a.descriptor().customName().substring(PREFIX.length());
            b.addTriangleStream(a.gather(corner0).withDescriptor(
                    VertexArrayDescriptor.custom(name, a.descriptor().component(), a.size())));
        }
        return b.build();
    }

    /** Points triangle corners at the vertices the copies copy; returns how many vertices remain (the originals). */
    private static int merge(VertexArray copyOf, int[] triangles, int n) {
        int originals = n;
        for (int v = 0; v < n; v++) {
            if (copyOf.getDouble(v, 0) != v + 1) {
                originals = v;
                break;
            }
        }
        for (int i = 0; i < triangles.length; i++) {
            int v = triangles[i];
            double original = copyOf.getDouble(v, 0) - 1;
            if (v >= originals && original >= 0 && original < originals) {
                triangles[i] = (int) original;
            }
        }
        return originals;
    }

    private static VertexArrayDescriptor vertexDescriptor(VertexArray stream) {
        VertexArrayDescriptor d = stream.descriptor();
        return VertexArrayDescriptor.custom(PREFIX + d.attributeName(), d.component(), d.size());
    }

    private static boolean sameValues(List<VertexArray> streams, int t1, int t2) {
        for (VertexArray s : streams) {
            for (int c = 0; c < s.size(); c++) {
                if (Double.compare(s.getDouble(t1, c), s.getDouble(t2, c)) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<Double> valuesKey(List<VertexArray> streams, int t) {
        List<Double> key = new ArrayList<>();
        for (VertexArray s : streams) {
            for (int c = 0; c < s.size(); c++) {
                key.add(s.getDouble(t, c));
            }
        }
        return key;
    }
}
