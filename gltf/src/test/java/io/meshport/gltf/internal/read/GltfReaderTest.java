package io.meshport.gltf.internal.read;

import static io.meshport.gltf.internal.read.GltfReaderTestFiles.messages;
import static io.meshport.gltf.internal.read.GltfReaderTestFiles.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Meshes: primitive modes, accessors of every kind, node transforms, where buffers come from. */
class GltfReaderTest {
    @Test
    void stripsAndFansAreUnrolledAndPointsSkipped() throws IOException {
        Diagnostics d = new Diagnostics();
        Model m = read("strip-fan.gltf", d);
        assertEquals(Conventions.Y_UP_RIGHT_CCW, m.conventions());
        assertEquals(2, m.meshes().size());
        Mesh strip = m.meshes().get(0);
        assertEquals("shapes.0", strip.name());
        // the spec's strip: p_i = {v_i, v_(i+1+i%2), v_(i+2-i%2)}
        assertArrayEquals(new int[] {0, 1, 2, 1, 3, 2, 2, 3, 4}, strip.triangleIndices());
        Mesh fan = m.meshes().get(1);
        assertEquals("shapes.1", fan.name());
        // the spec's fan without indices: p_i = {v_(i+1), v_(i+2), v_0}
        assertArrayEquals(new int[] {1, 2, 0, 2, 3, 0, 3, 4, 0}, fan.triangleIndices());
        assertEquals(List.of("meshes[0].primitives[2].mode: 0 draws points, which a model cannot hold: skipped",
                "meshes[0].primitives[3].mode: 1 draws lines, which a model cannot hold: skipped"), messages(d));
    }

    @Test
    void whatTheWriterMakesOfMeshesWithoutTrianglesOrVerticesAndOfSetNumbers() throws IOException {
        String zeros = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"; // 36 bytes: three float VEC3
        String json = "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":36,\"uri\":"
                + "\"data:application/octet-stream;base64," + zeros + "\"}],\"bufferViews\":[{\"buffer\":0,"
                + "\"byteLength\":36}],\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,"
                + "\"type\":\"VEC3\"},{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"VEC2\"}],"
                + "\"meshes\":[{\"name\":\"\",\"primitives\":[{\"attributes\":{\"POSITION\":0,\"TEXCOORD_0\":1},"
                + "\"mode\":0}],\"extras\":{\"meshport\":{\"texcoordSets\":[2]}}}],\"nodes\":[{\"mesh\":0}],"
                + "\"extras\":{\"meshport\":{\"emptyMeshes\":[{\"index\":0,\"name\":\"nothing\","
                + "\"material\":\"m\"}]}}}";
        Model m = GltfReader.read(new ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "x.gltf", null, new Diagnostics());
        assertEquals(2, m.meshes().size());
        assertEquals("nothing", m.meshes().get(0).name());
        assertEquals("m", m.meshes().get(0).material());
        assertEquals(0, m.meshes().get(0).vertexCount());
        Mesh points = m.meshes().get(1);
        assertEquals("", points.name(), "a name present is the name, even empty");
        assertEquals(3, points.vertexCount());
        assertEquals(0, points.triangleCount());
        assertTrue(points.array(AttributeKind.TEXCOORD, 2).isPresent());
    }

    @Test
    void sparseAccessorsSubstituteTheirValues() throws IOException {
        Mesh mesh = read("sparse.gltf").meshes().get(0);
        VertexArray p = mesh.array(AttributeKind.POSITION).orElseThrow();
        assertArrayEquals(new float[] {0, 0, 0, 5, 6, 7, 0, 1, 0}, p.toFloatArray());
        // no buffer view: zeros, then the substitutions
        VertexArray height = mesh.array("height").orElseThrow();
        assertEquals(ComponentType.FLOAT, height.descriptor().component());
        assertArrayEquals(new float[] {0.5f, 0, 2.5f}, height.toFloatArray());
        // no indices: the vertices in order
        assertArrayEquals(new int[] {0, 1, 2}, mesh.triangleIndices());
    }

    @Test
    void normalizedTexcoordsAndColoursStayIntegersAndQuantizedPositionsBecomeFloats() throws IOException {
        Diagnostics d = new Diagnostics();
        Mesh mesh = read("quantized.gltf", d).meshes().get(0);
        assertEquals("skin.png", mesh.material());
        VertexArray position = mesh.array(AttributeKind.POSITION).orElseThrow();
        assertEquals(ComponentType.FLOAT, position.descriptor().component());
        assertArrayEquals(new float[] {0, 0, 0, 2, 0, 0, 0, 3, 0}, position.toFloatArray());
        VertexArray uv0 = mesh.array(AttributeKind.TEXCOORD, 0).orElseThrow();
        assertEquals(ComponentType.UBYTE, uv0.descriptor().component());
        assertArrayEquals(new float[] {0, 0, 255, 0, 0, 128}, uv0.toFloatArray());
        VertexArray uv1 = mesh.array(AttributeKind.TEXCOORD, 1).orElseThrow();
        assertEquals(ComponentType.FLOAT, uv1.descriptor().component());
        assertArrayEquals(new float[] {0.25f, 0.5f, 0.75f, 0.5f, 0.5f, 1}, uv1.toFloatArray());
        VertexArray colour = mesh.array(AttributeKind.COLOR, 0).orElseThrow();
        assertEquals(ComponentType.USHORT, colour.descriptor().component());
        assertEquals(4, colour.size());
        assertEquals(32768 / 65535.0, colour.getNormalized(2, 3), 1e-12);
        VertexArray id = mesh.array("id").orElseThrow();
        assertEquals(ComponentType.BYTE, id.descriptor().component());
        assertEquals(-3, id.getLong(0, 0));
        // the file's attribute order
        assertEquals(List.of("position", "texcoord", "texcoord1", "color", "id"),
                mesh.arrays().stream().map(a -> a.descriptor().attributeName()).toList());
        assertEquals(List.of("meshes[0].primitives[0].attributes.POSITION: ushort values converted to float"),
                messages(d));
    }

    @Test
    void nodeTransformsAreBakedAndAMirrorReversesTriangles() throws IOException {
        Mesh mesh = read("node-transform.gltf").meshes().get(0);
        // no mesh name: the node's
        assertEquals("mirrored", mesh.name());
        // parent translate (10, 0, 0) · child scale (-1, 2, 1)
        assertArrayEquals(new float[] {10, 0, 0, 9, 0, 0, 10, 2, 0},
                mesh.array(AttributeKind.POSITION).orElseThrow().toFloatArray());
        VertexArray normal = mesh.array(AttributeKind.NORMAL).orElseThrow();
        assertEquals(1, normal.getFloat(0, 2), 1e-6);
        VertexArray tangent = mesh.array(AttributeKind.TANGENT).orElseThrow();
        assertEquals(-1, tangent.getFloat(0, 0), 1e-6);
        assertEquals(-1, tangent.getFloat(0, 3), 0, "a mirror flips the bitangent's side");
        assertArrayEquals(new int[] {0, 2, 1}, mesh.triangleIndices());
    }

    @Test
    void anExternalBufferIsReadBesideTheFile() throws IOException {
        Mesh mesh = read("external.gltf").meshes().get(0);
        assertEquals("outside", mesh.name());
        assertEquals(3, mesh.vertexCount());
    }

    @Test
    void anExternalBufferFromAStreamIsAnErrorNamingItsUri() throws IOException {
        byte[] bytes = Files.readAllBytes(GltfReaderTestFiles.path("read/external.gltf"));
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> GltfReader.read(new ByteArrayInputStream(bytes), "external.gltf", null, new Diagnostics()));
        assertTrue(e.getMessage().startsWith("external.gltf: buffers[0].uri: external buffer 'external.bin' cannot"
                + " be found"), e.getMessage());
    }

    @Test
    void aGlbReadsItsBinChunk() throws IOException {
        try (InputStream in = Files.newInputStream(GltfReaderTestFiles.path("read/triangle.glb"))) {
            Model m = GltfReader.read(in, "triangle.glb", null, new Diagnostics());
            assertEquals(1, m.meshes().size());
            assertEquals("mesh0", m.meshes().get(0).name());
            assertEquals(1, m.triangleCount());
        }
    }

    @Test
    void theFormatFindsTheReaderAndExternalBuffers() throws IOException {
        Model m = new GltfFormat().reader().orElseThrow()
                .read(GltfReaderTestFiles.path("read/external.gltf"), new Diagnostics());
        assertEquals(1, m.meshes().size());
    }
}
