package io.meshport.engines.internal.pie;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Materials made texture names the Warzone 2100 4.1–4.3 loader takes: it copies a name up to its
 * first dot and wants {@code png} after it, so {@code Material.001} (written {@code Material.001.png})
 * and {@code skin.tga} are not found. The dots of the name are made underscores and an image
 * extension is replaced by {@code .png}: {@code Material_001.png}, {@code skin.png}. Each renamed
 * material is reported with its new name.
 */
final class PieTextureNames {
    private static final Set<String> IMAGES = Set.of("png", "tga", "jpg", "jpeg", "bmp", "dds", "ktx", "ktx2",
            "webp", "gif", "tif", "tiff");

    private PieTextureNames() {
    }

    /** {@code model} with each material the loader would not find renamed, reported to {@code changes}. */
    static Model legal(Model model, String engine, String rule, Diagnostics changes) {
        Map<String, String> renamed = new LinkedHashMap<>();
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            String material = mesh.material();
            String name = material.isEmpty() ? material : legal(material);
            if (!name.equals(material) && !name.equals(material + ".png")) {
                renamed.put(material, name);
                meshes.add(mesh.toBuilder().material(name).build());
            } else {
                meshes.add(mesh);
            }
        }
        renamed.forEach((from, to) -> changes.converted("pie", "for " + engine + ": material '" + from
                + "' written as texture '" + to + "' (" + rule + ")"));
        return renamed.isEmpty() ? model : model.toBuilder().meshes(meshes).build();
    }

    /** The name with one dot, before {@code png}. */
    static String legal(String material) {
        String base = material;
        int dot = material.lastIndexOf('.');
        if (dot > 0 && IMAGES.contains(material.substring(dot + 1).toLowerCase(Locale.ROOT))) {
            base = material.substring(0, dot);
        }
        return base.replace('.', '_') + ".png";
    }
}
