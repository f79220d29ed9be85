package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Files Blender 3.4 wrote with its OBJ exporter ({@code src/test/resources/blender/export_obj.py};
 * see docs/obj.md): read with the meshes, materials and triangle counts Blender's scene had.
 */
class ObjBlenderFilesTest {
    @Test
    void aPropWithTwoMaterials() throws IOException {
        Diagnostics d = new Diagnostics();
        Model model = ModelIO.read(ObjTestFiles.resource("blender/two_materials.obj"), d);
        assertEquals(List.of(), d.all());
        assertEquals(List.of("Crate/Red", "Crate/Blue"), names(model));
        assertEquals(4, model.meshes().get(0).triangleCount(), "top and bottom quads");
        assertEquals(8, model.meshes().get(1).triangleCount(), "four side quads");
        for (Mesh mesh : model.meshes()) {
            assertEquals(List.of("position", "normal", "texcoord"), mesh.arrays().stream()
                    .map(a -> a.descriptor().attributeName()).sorted(java.util.Comparator.comparing(
                            n -> List.of("position", "normal", "texcoord").indexOf(n))).toList());
        }
    }

    @Test
    void quadsAndNgonsOneConcave() throws IOException {
        Diagnostics d = new Diagnostics();
        Model model = ModelIO.read(ObjTestFiles.resource("blender/quads_ngons.obj"), d);
        assertEquals(List.of(), d.all());
        assertEquals(List.of("Drum/", "Ell/"), names(model));
        assertEquals(8 * 2 + 2 * 6, model.meshes().get(0).triangleCount(), "8 side quads, two octagon caps");
        assertEquals(4, model.meshes().get(1).triangleCount(), "an L-shaped hexagon");
    }

    private static List<String> names(Model model) {
        return model.meshes().stream().map(m -> m.name() + "/" + m.material()).toList();
    }
}
