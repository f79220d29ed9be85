package io.meshport.gltf.internal.read;

import static io.meshport.gltf.internal.write.GltfWriterTestModels.floats;
import static io.meshport.gltf.internal.write.GltfWriterTestModels.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Triangle streams through glTF: an accessor each, one element per triangle, listed by name in the
 * primitive's {@code extras.meshport.triangleStreams}; a mesh without triangles lists its streams'
 * layouts instead. A bad entry is an error naming it; a strip's or fan's streams are dropped.
 */
class GltfTriangleStreamsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Two triangles with PIE's flags (uint) and texture animation (float × 4), and a signed byte pair. */
    private static Mesh quad() {
        return Mesh.builder("quad").material("page.png")
                .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0))
                .triangles(new int[] {0, 1, 2, 0, 2, 3})
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("pie:flags", ComponentType.UINT, 1),
                        new int[] {0x4200, 0xffffffff}))
                .addTriangleStream(VertexArray.ofFloats(
                        VertexArrayDescriptor.custom("pie:texture-animation", ComponentType.FLOAT, 4),
                        new float[] {8, 100, 0.25f, 0.5f, 0, 0, 0, 0}))
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("patch", ComponentType.BYTE, 2),
                        new int[] {-128, 127, 0, -1}))
                .build();
    }

    /** Vertices without triangles, and no vertices at all: streams of no values. */
    private static Model withEmptyStreams() {
        VertexArrayDescriptor flags = VertexArrayDescriptor.custom("pie:flags", ComponentType.UINT, 1);
        VertexArrayDescriptor pair = VertexArrayDescriptor.custom("pair", ComponentType.USHORT, 2);
        Mesh points = Mesh.builder("points").addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0, 0))
                .addTriangleStream(new VertexArray.Builder(flags, 0).build())
                .addTriangleStream(new VertexArray.Builder(pair, 0).build()).build();
        Mesh nothing = Mesh.builder("nothing").addTriangleStream(new VertexArray.Builder(flags, 0).build()).build();
        return Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW).addMesh(quad()).addMesh(points)
                .addMesh(nothing).build();
    }

    @Test
    void streamsComeBackExactly() throws IOException {
        Model model = withEmptyStreams();
        for (boolean binary : List.of(true, false)) {
            Diagnostics losses = new Diagnostics();
            byte[] bytes = write(model, binary, losses);
            assertEquals(List.of(), losses.all(), "glTF holds these layouts");
            assertEquals(model, GltfReader.read(new ByteArrayInputStream(bytes), "x", null, new Diagnostics()));
        }
    }

    @Test
    void eachStreamIsAnAccessorOfAnElementPerTriangle() throws IOException {
        JsonNode json = JSON.readTree(write(withEmptyStreams(), false, new Diagnostics()));
        JsonNode entries = json.at("/meshes/0/primitives/0/extras/meshport/triangleStreams");
        assertEquals(3, entries.size());
        assertEquals("pie:flags", entries.get(0).get("name").asText());
        assertEquals("pie:texture-animation", entries.get(1).get("name").asText());
        assertEquals("patch", entries.get(2).get("name").asText());
        int[][] layouts = {{5125, 1}, {5126, 4}, {5120, 2}};
        for (int k = 0; k < 3; k++) {
            JsonNode accessor = json.get("accessors").get(entries.get(k).get("accessor").asInt());
            assertEquals(2, accessor.get("count").asInt(), "one element per triangle");
            assertEquals(layouts[k][0], accessor.get("componentType").asInt());
            assertEquals(List.of("SCALAR", "VEC2", "VEC3", "VEC4").get(layouts[k][1] - 1),
                    accessor.get("type").asText());
        }
        assertEquals(JSON.readTree("[{\"name\":\"pie:flags\",\"componentType\":5125,\"type\":\"SCALAR\"},"
                + "{\"name\":\"pair\",\"componentType\":5123,\"type\":\"VEC2\"}]"),
                json.at("/meshes/1/primitives/0/extras/meshport/triangleStreams"), "no accessor holds no values");
        assertEquals(JSON.readTree("[{\"name\":\"pie:flags\",\"componentType\":5125,\"type\":\"SCALAR\"}]"),
                json.at("/extras/meshport/emptyMeshes/0/triangleStreams"));
    }

    @Test
    void typesGltfLacksAreWrittenAsFloatsAndNonFiniteValuesAsZero() throws IOException {
        Mesh mesh = quad().toBuilder().clearTriangleStreams()
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("id", ComponentType.INT, 1),
                        new int[] {-7, 1 << 20}))
                .addTriangleStream(VertexArray.ofFloats(VertexArrayDescriptor.custom("f", ComponentType.FLOAT, 1),
                        new float[] {Float.NaN, 2}))
                .build();
        Diagnostics losses = new Diagnostics();
        byte[] bytes = write(Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW).addMesh(mesh).build(), true,
                losses);
        Model back = GltfReader.read(new ByteArrayInputStream(bytes), "x", null, new Diagnostics());
        assertEquals(VertexArray.ofFloats(VertexArrayDescriptor.custom("id", ComponentType.FLOAT, 1),
                new float[] {-7, 1 << 20}), back.meshes().get(0).triangleStream("id").orElseThrow());
        assertEquals(VertexArray.ofFloats(VertexArrayDescriptor.custom("f", ComponentType.FLOAT, 1),
                new float[] {0, 2}), back.meshes().get(0).triangleStream("f").orElseThrow());
        assertEquals(2, losses.all().size(), losses.all().toString());
        assertTrue(losses.all().get(1).message().contains("per-triangle stream 'f' has 1 values that are not finite"),
                losses.all().toString());
    }

    /**
     * One triangle (three positions, no indices) in {@code mode}, with the triangle streams
     * {@code entries}; accessor 1 holds two unsigned bytes, accessor 2 a 4×4 matrix.
     */
    private static String oneTriangle(int mode, String entries) {
        return "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"data:application/octet-stream;base64,"
                + "A".repeat(136) + "\",\"byteLength\":102}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":36},"
                + "{\"buffer\":0,\"byteOffset\":36,\"byteLength\":2},{\"buffer\":0,\"byteOffset\":38,\"byteLength\":64}],"
                + "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"},"
                + "{\"bufferView\":1,\"componentType\":5121,\"count\":2,\"type\":\"SCALAR\"},"
                + "{\"bufferView\":2,\"componentType\":5126,\"count\":1,\"type\":\"MAT4\"}],"
                + "\"meshes\":[{\"primitives\":[{\"mode\":" + mode + ",\"attributes\":{\"POSITION\":0},"
                + "\"extras\":{\"meshport\":{\"triangleStreams\":" + entries + "}}}]}],\"nodes\":[{\"mesh\":0}]}";
    }

    private static Model read(String json, Diagnostics diagnostics) throws IOException {
        return GltfReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "x.gltf", null,
                diagnostics);
    }

    private static String error(String entries) {
        return assertThrows(ModelFormatException.class, () -> read(oneTriangle(4, entries), new Diagnostics()))
                .getMessage();
    }

    /** The one warning reading the entries gives, the stream left out. */
    private static String stale(String entries) throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        Model m = read(oneTriangle(4, entries), diagnostics);
        assertEquals(List.of(), m.meshes().get(0).triangleStreams());
        assertEquals(1, diagnostics.all().size(), diagnostics.all().toString());
        return diagnostics.all().get(0).message();
    }

    @Test
    void aMalformedEntryIsAnErrorNamingIt() {
        String at = "x.gltf: meshes[0].primitives[0].extras.meshport.triangleStreams";
        assertEquals(at + "[0]: not an object with a name", error("[{\"accessor\":1}]"));
        assertEquals(at + ": not a list of triangle streams", error("{}"));
        assertEquals(at + "[0]: no accessor for the 1 triangles",
                error("[{\"name\":\"f\",\"componentType\":5121,\"type\":\"SCALAR\"}]"));
    }

    /** An accessor that does not fit: another tool renumbered the accessors and kept the extras (gltf-transform). */
    @Test
    void aStaleAccessorIsLeftOutWithAWarningNamingIt() throws IOException {
        String at = "meshes[0].primitives[0].extras.meshport.triangleStreams";
        String why = ": the file was changed after meshport wrote it, so this part of extras.meshport is left out";
        assertEquals(at + "[0].accessor: 9 is no accessor of the file" + why, stale("[{\"name\":\"f\",\"accessor\":9}]"));
        assertEquals(at + "[0].accessor: accessors[1] has 2 elements of 1 for 1 triangles" + why,
                stale("[{\"name\":\"f\",\"accessor\":1}]"));
        assertEquals(at + "[0].accessor: accessors[2] has 1 elements of 16 for 1 triangles" + why,
                stale("[{\"name\":\"f\",\"accessor\":2}]"));
        assertEquals(at + "[0].accessor: x is no accessor of the file" + why,
                stale("[{\"name\":\"f\",\"accessor\":\"x\"}]"));
    }

    @Test
    void aStreamOfEachTriangleIsRead() throws IOException {
        // a one-element accessor, written over the last two bytes of the positions' view
        String json = oneTriangle(4, "[{\"name\":\"f\",\"accessor\":3}]").replace("\"type\":\"MAT4\"}]",
                "\"type\":\"MAT4\"},{\"bufferView\":1,\"componentType\":5121,\"count\":1,\"type\":\"SCALAR\"}]");
        Mesh mesh = read(json, new Diagnostics()).meshes().get(0);
        assertEquals(new VertexArray.Builder(VertexArrayDescriptor.custom("f", ComponentType.UBYTE, 1), 1).build(),
                mesh.triangleStream("f").orElseThrow());
        String twice = oneTriangle(4, "[{\"name\":\"f\",\"accessor\":3},{\"name\":\"f\",\"accessor\":3}]").replace(
                "\"type\":\"MAT4\"}]",
                "\"type\":\"MAT4\"},{\"bufferView\":1,\"componentType\":5121,\"count\":1,\"type\":\"SCALAR\"}]");
        assertEquals("x.gltf: meshes[0].primitives[0].extras.meshport.triangleStreams[1].name: a second triangle"
                + " stream called 'f'",
                assertThrows(ModelFormatException.class, () -> read(twice, new Diagnostics())).getMessage());
    }

    @Test
    void aStripOrFanLosesItsStreams() throws IOException {
        for (int mode : List.of(5, 6)) {
            Diagnostics diagnostics = new Diagnostics();
            Mesh mesh = read(oneTriangle(mode, "[{\"name\":\"f\",\"accessor\":1}]"), diagnostics).meshes().get(0);
            assertEquals(1, mesh.triangleCount());
            assertEquals(List.of(), mesh.triangleStreams());
            assertEquals(List.of("meshes[0].primitives[0].extras.meshport.triangleStreams: per-triangle values of a"
                    + " triangle strip or fan, whose triangles do not stay one for one: dropped"),
                    GltfReaderTestFiles.messages(diagnostics));
        }
    }
}
