package io.meshport.pie.internal.export;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.pie.PieLevelExtra;
import io.meshport.pie.internal.rules.PieRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits meshes over the game's limit of {@link PieRules#MAX_POLYGONS} polygons a level into
 * several meshes (levels) of at most that many triangles each, in triangle order, each with the
 * vertices its triangles use. A split mesh loses its PIE level extra (its points and blocks
 * belong to the whole level); the caller reports that.
 */
final class PieLevelSplit {
    private PieLevelSplit() {
    }

    /** Whether a mesh of {@code model} is over the limit. */
    static boolean needed(Model model) {
        return model.meshes().stream().anyMatch(m -> m.triangleCount() > PieRules.MAX_POLYGONS);
    }

    static Model split(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            if (mesh.triangleCount() <= PieRules.MAX_POLYGONS) {
                meshes.add(mesh);
                continue;
            }
            for (int first = 0; first < mesh.triangleCount(); first += PieRules.MAX_POLYGONS) {
                meshes.add(part(mesh, first, Math.min(PieRules.MAX_POLYGONS, mesh.triangleCount() - first)));
            }
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /** Triangles {@code first .. first+count-1} of {@code mesh} with the vertices they use, renumbered in order of use. */
    private static Mesh part(Mesh mesh, int first, int count) {
        int[] newIndex = new int[mesh.vertexCount()];
        Arrays.fill(newIndex, -1);
        int[] order = new int[3 * count];
        int[] triangles = new int[3 * count];
        int vertices = 0;
        for (int i = 0; i < 3 * count; i++) {
            int v = mesh.corner(first + i / 3, i % 3);
            if (newIndex[v] < 0) {
                newIndex[v] = vertices;
                order[vertices++] = v;
            }
            triangles[i] = newIndex[v];
        }
        int[] used = Arrays.copyOf(order, vertices);
        Mesh.Builder b = Mesh.builder(mesh.name()).material(mesh.material()).vertexCount(vertices)
                .triangles(triangles);
        for (VertexArray a : mesh.arrays()) {
            b.addArray(a.gather(used));
        }
        for (VertexArray s : mesh.triangleStreams()) {
            b.addTriangleStream(s.slice(first, count));
        }
        b.extrasOf(mesh).removeExtra(PieLevelExtra.class);
        return b.build();
    }
}
