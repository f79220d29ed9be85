package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Files Blender 3.4's glTF exporter wrote ({@code src/test/resources/blender/make.py}) read as Blender made them. */
class GltfReaderBlenderTest {
    private static Model read(String name, Diagnostics d) throws IOException {
        Path p = GltfReaderTestFiles.path("blender/" + name);
        try (InputStream in = Files.newInputStream(p)) {
            return GltfReader.read(in, name, p.getParent(), d);
        }
    }

    @Test
    void aSkinnedAnimatedCharacter() throws IOException {
        Diagnostics d = new Diagnostics();
        Model m = read("character.glb", d);
        assertEquals(List.of(), GltfReaderTestFiles.messages(d));
        assertEquals(1, m.meshes().size());
        Mesh body = m.meshes().get(0);
        assertEquals(774, body.vertexCount());
        assertEquals(476, body.triangleCount());
        assertTrue(body.array(AttributeKind.BLEND_INDEXES).isPresent());
        assertTrue(body.array(AttributeKind.BLEND_WEIGHTS).isPresent());
        assertEquals(List.of("hips", "spine", "head"), m.joints().stream().map(Joint::name).toList());
        assertEquals(List.of(-1, 0, 1), m.joints().stream().map(Joint::parent).toList());
        // Blender's bones are one unit long, along its Z, which glTF's Y is
        assertEquals(1, m.joints().get(1).basePose().ty(), 1e-5);
        assertEquals(1, m.animations().size());
        assertEquals("Sway", m.animations().get(0).name());
        assertEquals(24, m.animations().get(0).framerate());
        assertEquals(24, m.animations().get(0).frameCount());
        assertEquals(3, m.animations().get(0).jointCount());
    }

    @Test
    void aPropWithTwoMaterialsAndTwoUvLayers() throws IOException {
        Model m = read("prop.glb", new Diagnostics());
        assertEquals(List.of("Cube.0", "Cube.1"), m.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of("Wood", "Metal"), m.meshes().stream().map(Mesh::material).toList());
        assertEquals(12, m.triangleCount());
        for (Mesh mesh : m.meshes()) {
            assertTrue(mesh.array(AttributeKind.TEXCOORD, 0).isPresent());
            assertTrue(mesh.array(AttributeKind.TEXCOORD, 1).isPresent());
        }
    }

    @Test
    void aMeshWithVertexColours() throws IOException {
        Model m = read("painted.glb", new Diagnostics());
        Mesh plane = m.meshes().get(0);
        assertEquals("Plane", plane.name());
        assertEquals(2, plane.triangleCount());
        // Blender writes colours as normalized unsigned shorts
        assertEquals(ComponentType.USHORT, plane.array(AttributeKind.COLOR, 0).orElseThrow().descriptor().component());
        assertEquals(1.0, plane.array(AttributeKind.COLOR, 0).orElseThrow().getNormalized(3, 0), 1e-9);
    }
}
