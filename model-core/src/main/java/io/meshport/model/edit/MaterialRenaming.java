package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * {@code --rename-material A=B}, {@code --material-prefix P}, {@code --material-suffix S},
 * {@code --material-map FILE} and {@code --material-regex FROM=TO}: every mesh's material name
 * through one rule (meshes without a material keep none). The renaming is reported name by name.
 *
 * @param name the option's name
 * @param parameters the option's parameters
 * @param rule the new name of a material, or the same name
 */
record MaterialRenaming(String name, String parameters, UnaryOperator<String> rule) implements ModelEdit {
    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Map<String, String> renamed = new LinkedHashMap<>();
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            String old = mesh.material();
            String now = old.isEmpty() ? old : rule.apply(old);
            if (!now.equals(old)) {
                renamed.put(old, now);
                meshes.add(mesh.toBuilder().material(now).build());
            } else {
                meshes.add(mesh);
            }
        }
        if (renamed.isEmpty()) {
            EditReport.unchanged(this, source, report, "no material renamed");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(renamed.size(), "material") + " renamed: "
                + EditReport.renamings(renamed));
        return model.toBuilder().meshes(meshes).build();
    }
}
