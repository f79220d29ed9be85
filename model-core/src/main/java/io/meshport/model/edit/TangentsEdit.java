package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.Tangents;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --tangents}: every mesh's tangents computed again ({@link Tangents}: float×4, the
 * handedness in w, as the reference compiler computes them) from its positions, first texture
 * coordinates and normals; a mesh without those keeps what it has, reported.
 */
record TangentsEdit() implements ModelEdit {
    private static final VertexArrayDescriptor TANGENT = VertexArrayDescriptor.of(AttributeKind.TANGENT,
            ComponentType.FLOAT, 4);

    @Override
    public String name() {
        return "tangents";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        int done = 0;
        for (Mesh mesh : model.meshes()) {
            VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
            VertexArray uv = mesh.array(AttributeKind.TEXCOORD).orElse(null);
            VertexArray n = mesh.array(AttributeKind.NORMAL).orElse(null);
            if (p == null || uv == null || n == null || mesh.vertexCount() == 0) {
                skipped.add(mesh.name());
                meshes.add(mesh);
                continue;
            }
            float[] t = Tangents.compute(p.convert(ComponentType.FLOAT, 3, 0).toFloatArray(),
                    uv.convert(ComponentType.FLOAT, 2, 0).toFloatArray(), n.convert(ComponentType.FLOAT, 3, 0)
                            .toFloatArray(), mesh.triangleIndices());
            meshes.add(mesh.toBuilder().removeArrays(AttributeKind.TANGENT).addArray(VertexArray.ofFloats(TANGENT, t))
                    .build());
            done++;
        }
        if (!skipped.isEmpty()) {
            EditReport.unchanged(this, source, report, "meshes without positions, texture coordinates and normals keep"
                    + " their tangents: " + EditReport.names(skipped));
        }
        EditReport.changed(this, source, report, "tangents of " + EditReport.count(done, "mesh") + " computed");
        return done == 0 ? model : model.toBuilder().meshes(meshes).build();
    }
}
