package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code --remove-mesh NAME,...} and {@code --keep-mesh NAME,...}: meshes left out by name (the
 * named ones, or all but the named ones), with their extras. A name that matches no mesh is a
 * warning.
 *
 * @param names the mesh names
 * @param keep whether the named meshes are the ones kept
 */
record MeshSelection(Set<String> names, boolean keep) implements ModelEdit {
    MeshSelection {
        names = Set.copyOf(new LinkedHashSet<>(names));
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no mesh names given");
        }
    }

    @Override
    public String name() {
        return keep ? "keep-mesh" : "remove-mesh";
    }

    @Override
    public String parameters() {
        return String.join(",", new java.util.TreeSet<>(names));
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> kept = new ArrayList<>();
        Set<String> removed = new LinkedHashSet<>();
        Set<String> unmatched = new LinkedHashSet<>(new java.util.TreeSet<>(names));
        for (Mesh mesh : model.meshes()) {
            boolean named = names.contains(mesh.name());
            unmatched.remove(mesh.name());
            if (named == keep) {
                kept.add(mesh);
            } else {
                removed.add(mesh.name());
            }
        }
        if (!unmatched.isEmpty()) {
            EditReport.unchanged(this, source, report, "no mesh is named " + EditReport.names(unmatched));
        }
        if (removed.isEmpty()) {
            EditReport.changed(this, source, report, "no mesh left out");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(model.meshes().size() - kept.size(), "mesh")
                + " left out: " + EditReport.names(removed));
        return model.toBuilder().meshes(kept).build();
    }
}
