package io.meshport.engines.internal.fit;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Meshes of more vertices than an engine indexes (16-bit indexes: 65,536) split into meshes of at
 * most that many, in triangle order: a part takes triangles until the next would bring a vertex too
 * many, with the vertices its triangles use, renumbered in order of use. Linear in the triangles:
 * the renumbering table is cleared entry by entry after each part, not allocated again. A split
 * mesh's extras are left out (they describe the whole mesh); the caller reports the split.
 */
public final class VertexLimitSplit {
    private VertexLimitSplit() {
    }

    /**
     * {@code model} with every mesh over {@code limit} vertices split; the model itself when none is.
     *
     * @param limit at least 3
     * @param split where the number of meshes split is put, in {@code split[0]}
     * @return the model with its meshes split
     */
    public static Model split(Model model, int limit, int[] split) {
        List<Mesh> meshes = new ArrayList<>();
        split[0] = 0;
        for (Mesh mesh : model.meshes()) {
            if (mesh.vertexCount() <= limit) {
                meshes.add(mesh);
                continue;
            }
            split[0]++;
            parts(mesh, limit, meshes);
        }
        return split[0] == 0 ? model : model.toBuilder().meshes(meshes).build();
    }

    private static void parts(Mesh mesh, int limit, List<Mesh> out) {
        int[] newIndex = new int[mesh.vertexCount()];
        Arrays.fill(newIndex, -1);
        int[] order = new int[limit];
        int triangles = mesh.triangleCount();
        int[] corners = new int[3 * triangles];
        int first = 0;
        while (first < triangles) {
            int vertices = 0;
            int t = first;
            for (; t < triangles; t++) {
                int fresh = 0;
                for (int c = 0; c < 3; c++) {
                    int v = mesh.corner(t, c);
                    fresh += newIndex[v] < 0 && !repeats(mesh, t, c) ? 1 : 0;
                }
                if (vertices + fresh > limit) {
                    break;
                }
                for (int c = 0; c < 3; c++) {
                    int v = mesh.corner(t, c);
                    if (newIndex[v] < 0) {
                        newIndex[v] = vertices;
                        order[vertices++] = v;
                    }
                    corners[3 * t + c] = newIndex[v];
                }
            }
            out.add(part(mesh, first, t - first, Arrays.copyOf(order, vertices),
                    Arrays.copyOfRange(corners, 3 * first, 3 * t)));
            for (int i = 0; i < vertices; i++) {
                newIndex[order[i]] = -1;
            }
            first = t;
        }
    }

    /** Whether corner {@code c} of triangle {@code t} repeats an earlier corner of the same triangle. */
    private static boolean repeats(Mesh mesh, int t, int c) {
        int v = mesh.corner(t, c);
        for (int k = 0; k < c; k++) {
            if (mesh.corner(t, k) == v) {
                return true;
            }
        }
        return false;
    }

    private static Mesh part(Mesh mesh, int first, int count, int[] used, int[] triangles) {
        Mesh.Builder b = Mesh.builder(mesh.name()).material(mesh.material()).vertexCount(used.length)
                .triangles(triangles);
        for (VertexArray a : mesh.arrays()) {
            b.addArray(a.gather(used));
        }
        for (VertexArray s : mesh.triangleStreams()) {
            b.addTriangleStream(s.slice(first, count));
        }
        return b.build();
    }
}
