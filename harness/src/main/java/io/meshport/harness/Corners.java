package io.meshport.harness;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;

/**
 * A model with every triangle corner its own vertex: how to compare models through a format
 * that does not keep vertices as they were ({@code Capabilities.keepsVertices()} false, PIE),
 * which gives back the same triangles with the same values at their corners but welds them its
 * own way. Vertices no triangle uses are gone, as such a format cannot hold them.
 */
public final class Corners {
    private Corners() {
    }

    /** {@code model} with its meshes unwelded; conventions, skeleton, animations and extras as they are. */
    public static Model of(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            meshes.add(of(mesh));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /** {@code mesh} with vertex {@code 3t + c} for corner {@code c} of triangle {@code t}. */
    public static Mesh of(Mesh mesh) {
        int[] corners = mesh.triangleIndices();
        Mesh.Builder b = Mesh.builder(mesh.name()).material(mesh.material()).vertexCount(corners.length);
        for (VertexArray a : mesh.arrays()) {
            b.addArray(a.gather(corners));
        }
        int[] triangles = new int[corners.length];
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = i;
        }
        b.triangles(triangles);
        for (VertexArray s : mesh.triangleStreams()) {
            b.addTriangleStream(s);
        }
        return b.extrasOf(mesh).build();
    }
}
