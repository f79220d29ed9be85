package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.VertexCacheOrder;
import io.meshport.model.derive.Welding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code --optimize}: each mesh's triangles in vertex-cache order ({@link VertexCacheOrder}: Forsyth's,
 * as the reference IQM compiler orders them), their triangle streams with them, then its vertices
 * in the order the triangles first use them (fetch order; vertices no triangle uses go last),
 * extras that hold vertex indices renumbered. A mesh whose own triangle order misses the cache
 * less (an exporter that optimised it already) keeps that order. Nothing but the order changes.
 * The report gives the average cache miss ratio of a 32-entry FIFO cache before and after.
 */
record Optimize() implements ModelEdit {
    @Override
    public String name() {
        return "optimize";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        double missesBefore = 0;
        double missesAfter = 0;
        long triangles = 0;
        int kept = 0;
        for (Mesh mesh : model.meshes()) {
            int[] t = mesh.triangleIndices();
            int n = mesh.vertexCount();
            double before = VertexCacheOrder.missRatio(t, n, VertexCacheOrder.CACHE_SIZE);
            int[] order = VertexCacheOrder.order(t, n);
            double reordered = VertexCacheOrder.missRatio(reordered(t, order), n, VertexCacheOrder.CACHE_SIZE);
            if (reordered > before) {
                // a mesh already in a better order (an exporter's own) keeps it
                order = null;
                kept++;
            }
            Mesh optimized = optimized(mesh, t, order);
            double after = VertexCacheOrder.missRatio(optimized.triangleIndices(), n, VertexCacheOrder.CACHE_SIZE);
            missesBefore += before * mesh.triangleCount();
            missesAfter += after * mesh.triangleCount();
            triangles += mesh.triangleCount();
            meshes.add(optimized);
        }
        String ratio = triangles == 0 ? "no triangles"
                : String.format(Locale.ROOT, "average cache miss ratio (32-entry FIFO) %.3f -> %.3f", missesBefore
                        / triangles, missesAfter / triangles);
        EditReport.changed(this, source, report, EditReport.count(meshes.size(), "mesh") + " in vertex-cache and"
                + " fetch order: " + ratio + (kept == 0 ? "" : " (" + EditReport.count(kept, "mesh")
                        + " already in a better triangle order kept it)"));
        return model.toBuilder().meshes(meshes).build();
    }

    private static int[] reordered(int[] t, int[] order) {
        int[] sorted = new int[t.length];
        for (int k = 0; k < order.length; k++) {
            System.arraycopy(t, 3 * order[k], sorted, 3 * k, 3);
        }
        return sorted;
    }

    /** The mesh with its triangles in {@code order} (null: as they are) and its vertices in fetch order. */
    static Mesh optimized(Mesh mesh, int[] t, int[] order) {
        int n = mesh.vertexCount();
        int[] sorted = order == null ? t.clone() : reordered(t, order);
        // fetch order: vertex v becomes newIndex[v], numbered by first use
        int[] newIndex = new int[n];
        Arrays.fill(newIndex, -1);
        int next = 0;
        for (int v : sorted) {
            if (newIndex[v] < 0) {
                newIndex[v] = next++;
            }
        }
        for (int v = 0; v < n; v++) {
            if (newIndex[v] < 0) {
                newIndex[v] = next++;
            }
        }
        int[] oldOf = new int[n];
        for (int v = 0; v < n; v++) {
            oldOf[newIndex[v]] = v;
        }
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = newIndex[sorted[i]];
        }
        Mesh.Builder b = mesh.toBuilder();
        for (VertexArray a : mesh.arrays()) {
            b.putArray(a.gather(oldOf));
        }
        if (order != null && !mesh.triangleStreams().isEmpty()) {
            b.clearTriangleStreams();
            for (VertexArray s : mesh.triangleStreams()) {
                b.addTriangleStream(s.gather(order));
            }
        }
        b.trianglesOwned(sorted);
        Welding.renumberExtras(mesh, b, newIndex, n);
        return b.build();
    }
}
