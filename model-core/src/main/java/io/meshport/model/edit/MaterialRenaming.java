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
 * through one rule (meshes without a material keep none), and {@code --texture-page OLD=NEW} the
 * same with the images named after a page. The extras that name textures follow
 * ({@link io.meshport.model.FormatExtra#withTextureNames}), so that a PIE file names the new
 * page. The renaming is reported name by name.
 *
 * @param name the option's name
 * @param parameters the option's parameters
 * @param rule the new name of a material, or the same name
 * @param maps whether the images that go with a material (normal, specular, team-colour maps) are
 *     renamed by the rule too
 */
record MaterialRenaming(String name, String parameters, UnaryOperator<String> rule, boolean maps)
        implements ModelEdit {
    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Map<String, String> renamed = new LinkedHashMap<>();
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            String old = mesh.material();
            String now = old.isEmpty() ? old : rule.apply(old);
            if (!now.equals(old)) {
                renamed.put(old, now);
            }
            Mesh.Builder b = mesh.toBuilder().material(now);
            SpatialExtras.renameTextures(mesh, b, rule, maps);
            meshes.add(b.build());
        }
        if (renamed.isEmpty()) {
            EditReport.unchanged(this, source, report, "no material renamed");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(renamed.size(), "material") + " renamed: "
                + EditReport.renamings(renamed));
        Model.Builder b = model.toBuilder().meshes(meshes);
        SpatialExtras.renameTextures(model, b, rule, maps);
        return b.build();
    }
}
