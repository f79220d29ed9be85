package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.derive.Welding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code --dedup}: vertices equal in every stream made one in each mesh (triangles renumbered,
 * extras that hold vertex indices with them: {@link Welding}), then meshes equal in everything but
 * their name left out after the first (a mesh drawn twice in the same place). Exact: nothing is
 * compared within a tolerance.
 */
record Dedup() implements ModelEdit {
    @Override
    public String name() {
        return "dedup";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        Set<Mesh> seen = new LinkedHashSet<>();
        long merged = 0;
        List<String> duplicates = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh welded = Welding.weld(mesh);
            merged += mesh.vertexCount() - welded.vertexCount();
            // compared under one name, so that only the name may differ
            if (!seen.add(welded.toBuilder().name("").build())) {
                duplicates.add(mesh.name());
                continue;
            }
            meshes.add(welded);
        }
        if (merged == 0 && duplicates.isEmpty()) {
            EditReport.changed(this, source, report, "no equal vertices or meshes");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(merged, "vertex") + " merged into equal ones"
                + (duplicates.isEmpty() ? "" : "; " + EditReport.count(duplicates.size(), "mesh")
                        + " equal to an earlier one left out: " + EditReport.names(duplicates)));
        return model.toBuilder().meshes(meshes).build();
    }
}
