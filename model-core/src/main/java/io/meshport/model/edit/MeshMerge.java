package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code --merge-meshes}: meshes of one material made one (fewer draw calls): vertices and
 * triangle streams appended, triangles renumbered, the first mesh's name and place kept. Meshes
 * merge only where nothing is lost: the same vertex streams and triangle streams in the same
 * layouts, and the same extras (a mesh's extras belong to it); others of the material stay apart,
 * reported.
 */
record MeshMerge() implements ModelEdit {
    @Override
    public String name() {
        return "merge-meshes";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        // groups in the order of their first mesh: meshes of one material and one shape
        Map<List<Object>, List<Mesh>> groups = new LinkedHashMap<>();
        for (Mesh mesh : model.meshes()) {
            groups.computeIfAbsent(List.of(mesh.material(), descriptors(mesh.arrays()),
                    descriptors(mesh.triangleStreams()), mesh.extras()), k -> new ArrayList<>()).add(mesh);
        }
        List<Mesh> meshes = new ArrayList<>();
        int merged = 0;
        Map<String, Integer> apart = new LinkedHashMap<>();
        for (Map.Entry<List<Object>, List<Mesh>> g : groups.entrySet()) {
            List<Mesh> group = g.getValue();
            meshes.add(group.size() == 1 ? group.get(0) : merged(group));
            merged += group.size() > 1 ? group.size() : 0;
            apart.merge(group.get(0).material(), 1, Integer::sum);
        }
        apart.values().removeIf(n -> n == 1);
        if (!apart.isEmpty()) {
            EditReport.unchanged(this, source, report, "meshes of material" + (apart.size() == 1 ? " " : "s ")
                    + EditReport.names(apart.keySet()) + " differ in their streams or extras: merged only where alike");
        }
        if (meshes.size() == model.meshes().size()) {
            EditReport.changed(this, source, report, "no two meshes share a material and streams: nothing merged");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(merged, "mesh") + " merged into "
                + EditReport.count(merged - (model.meshes().size() - meshes.size()), "mesh") + " by material");
        return model.toBuilder().meshes(meshes).build();
    }

    private static List<VertexArrayDescriptor> descriptors(List<VertexArray> arrays) {
        List<VertexArrayDescriptor> d = new ArrayList<>();
        arrays.forEach(a -> d.add(a.descriptor()));
        return d;
    }

    private static Mesh merged(List<Mesh> group) {
        Mesh first = group.get(0);
        int vertices = 0;
        int triangles = 0;
        for (Mesh m : group) {
            vertices = Math.addExact(vertices, m.vertexCount());
            triangles = Math.addExact(triangles, m.triangleCount());
        }
        Mesh.Builder b = Mesh.builder(first.name()).material(first.material()).extrasOf(first).vertexCount(vertices);
        for (int a = 0; a < first.arrays().size(); a++) {
            b.addArray(joined(group, a, false));
        }
        for (int a = 0; a < first.triangleStreams().size(); a++) {
            b.addTriangleStream(joined(group, a, true));
        }
        int[] t = new int[Math.multiplyExact(triangles, 3)];
        int at = 0;
        int base = 0;
        for (Mesh m : group) {
            int[] own = m.triangleIndices();
            for (int i : own) {
                t[at++] = i + base;
            }
            base += m.vertexCount();
        }
        return b.trianglesOwned(t).build();
    }

    /** The {@code index}th array (or triangle stream) of every mesh, one after the other. */
    private static VertexArray joined(List<Mesh> group, int index, boolean triangleStream) {
        int bytes = 0;
        for (Mesh m : group) {
            bytes = Math.addExact(bytes, (triangleStream ? m.triangleStreams() : m.arrays()).get(index).byteLength());
        }
        byte[] all = new byte[bytes];
        int at = 0;
        VertexArrayDescriptor d = null;
        for (Mesh m : group) {
            VertexArray a = (triangleStream ? m.triangleStreams() : m.arrays()).get(index);
            a.copyBytesTo(all, at);
            at += a.byteLength();
            d = Objects.requireNonNullElse(d, a.descriptor());
        }
        return VertexArray.ofOwnedBytes(d, all);
    }
}
