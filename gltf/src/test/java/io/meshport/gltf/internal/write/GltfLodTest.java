package io.meshport.gltf.internal.write;

import static io.meshport.gltf.internal.write.GltfWriterTestModels.floats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.GlbContainer;
import io.meshport.gltf.internal.read.GltfReader;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.edit.ModelEdits;
import io.meshport.model.simplify.LevelsOfDetail;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Level-of-detail chains as {@code MSFT_lod}: the base's node lists its levels' nodes, which no
 * scene shows, with the screen coverage of each level; the levels come back as the meshes they were,
 * in their places and with their names, and a model without chains is written as before.
 */
class GltfLodTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ModelDiff.Tolerance TOLERANCE = new ModelDiff.Tolerance(0, 1e-6, 0, true);

    @ParameterizedTest(name = "binary {0}")
    @ValueSource(booleans = {true, false})
    void aChainIsTheBaseNodesExtension(boolean binary) throws IOException {
        Model model = ModelEdits.lod(3, 0.5).apply(twoGrids(), "t", Diagnostics.discarding());
        assertEquals(List.of("body", "", "body_lod1", "body_lod2", "mesh1_lod1", "mesh1_lod2"),
                model.meshes().stream().map(Mesh::name).toList());
        Diagnostics losses = new Diagnostics();
        byte[] bytes = GltfWriterTestModels.write(model, binary, losses);
        assertEquals(List.of(), losses.all(), "a chain is no loss");
        JsonNode json = json(bytes, binary);
        assertEquals(List.of("MSFT_lod"), strings(json.get("extensionsUsed")));
        assertNull(json.get("extensionsRequired"), "a viewer without the extension shows the bases");
        assertEquals(List.of(0, 1, 6), ints(json.at("/scenes/0/nodes")), "the bases and the skeleton's root");
        JsonNode body = json.at("/nodes/0");
        assertEquals(List.of(2, 3), ints(body.at("/extensions/MSFT_lod/ids")));
        int[] triangles = model.meshes().stream().mapToInt(Mesh::triangleCount).toArray();
        assertEquals(GltfWriteLods.coverage(new int[] {triangles[0], triangles[2], triangles[3]}),
                doubles(body.at("/extras/MSFT_screencoverage")));
        assertEquals(List.of(4, 5), ints(json.at("/nodes/1/extensions/MSFT_lod/ids")));
        for (int level = 2; level < 6; level++) {
            JsonNode node = json.at("/nodes/" + level);
            assertEquals(model.meshes().get(level).name(), node.get("name").asText());
            assertEquals(0, node.at("/skin").asInt(-1), "a skinned level has the skin");
            assertTrue(node.get("extensions") == null && node.get("extras") == null, node.toString());
        }
        Model back = GltfReader.read(new ByteArrayInputStream(bytes), "lod", null, new Diagnostics());
        ModelDiff.assertEquivalent(model, Laws.withoutAdded(model, back), TOLERANCE);
        assertEquals(2, LevelsOfDetail.chains(back.meshes()).size());
    }

    /**
     * Another tool's chain: levels named otherwise are read as {@code <base>_lod<k>}; an id that names
     * no node ends its chain with a warning.
     */
    @Test
    void aForeignChainIsReadAsLevels() throws IOException {
        Model model = ModelEdits.lod(3, 0.5).apply(twoGrids(), "t", Diagnostics.discarding());
        ObjectNode json = (ObjectNode) JSON.readTree(GltfWriterTestModels.write(model, false, new Diagnostics()));
        ((ObjectNode) json.at("/meshes/2")).put("name", "Medium");
        ((ObjectNode) json.at("/nodes/2")).put("name", "Medium");
        ((ObjectNode) json.at("/meshes/3")).remove("name");
        ((ObjectNode) json.at("/nodes/3")).remove("name");
        ((ArrayNode) json.at("/nodes/1/extensions/MSFT_lod/ids")).set(1, 99);
        Diagnostics warnings = new Diagnostics();
        Model back = GltfReader.read(new ByteArrayInputStream(JSON.writeValueAsBytes(json)), "other", null, warnings);
        assertEquals(List.of("body", "", "body_lod1", "body_lod2", "mesh1_lod1"),
                back.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of("nodes[1].extensions.MSFT_lod.ids[1]: not a node's index: the chain ends before"
                + " it"), warnings.all().stream().map(d -> d.message()).toList());
    }

    /** Shares of the base's triangles, never rising, to 4 digits; the last level down to 0. */
    @Test
    void coverageFollowsTheTriangles() {
        assertEquals(List.of(0.5, 0.25, 0.0), GltfWriteLods.coverage(new int[] {1000, 500, 250}));
        assertEquals(List.of(0.3333, 0.0), GltfWriteLods.coverage(new int[] {3, 1}));
        assertEquals(List.of(0.5, 0.5, 0.0), GltfWriteLods.coverage(new int[] {10, 5, 7}));
        assertEquals(List.of(0.0, 0.0), GltfWriteLods.coverage(new int[] {0, 0}));
    }

    @Test
    void aModelWithoutChainsHasNoExtension() throws IOException {
        byte[] bytes = GltfWriterTestModels.write(twoGrids(), false, new Diagnostics());
        assertFalse(new String(bytes, StandardCharsets.UTF_8).contains("MSFT"));
    }

    /**
     * Law 3 with chains: generated models with levels (copies of their meshes named as levels, after
     * all meshes or just after their base) come back as they were, empty levels and all.
     */
    @ParameterizedTest(name = "binary {0}")
    @ValueSource(booleans = {true, false})
    void generatedChainsComeBack(boolean binary) throws Exception {
        ModelGenerator generator = new ModelGenerator(new GltfFormat().capabilities());
        Property.forAll("gltf: chains come back (" + (binary ? "glb" : "gltf") + ")", 60, 20, (s, size) -> {
            Model model = GltfWriterRoundTripTest.legal(generator.generate(s, size));
            List<Mesh> meshes = new ArrayList<>(model.meshes());
            boolean interleaved = s.nextBoolean();
            for (int i = model.meshes().size() - 1; i >= 0; i--) {
                int levels = s.nextInt(0, 2);
                String base = LevelsOfDetail.baseName(model.meshes().get(i), i);
                for (int k = levels; k >= 1; k--) {
                    Mesh level = model.meshes().get(i).toBuilder().name(LevelsOfDetail.levelName(base, k)).build();
                    if (interleaved) {
                        meshes.add(i + 1, level);
                    } else {
                        meshes.add(model.meshes().size(), level);
                    }
                }
            }
            Model chained = model.toBuilder().meshes(meshes).build();
            if (interleaved && chained.meshes().stream().anyMatch(m -> m.name().isEmpty())) {
                return; // an unnamed base's name is its index, which moving levels in before it changes
            }
            Diagnostics losses = new Diagnostics();
            byte[] bytes = GltfWriterTestModels.write(chained, binary, losses);
            assertEquals(List.of(), losses.all(), "a model glTF holds loses nothing");
            Model back = GltfReader.read(new ByteArrayInputStream(bytes), "generated", null, new Diagnostics());
            ModelDiff.assertEquivalent(chained, Laws.withoutAddedStreams(chained, back), TOLERANCE);
        });
    }

    /** A skinned grid named body and an unnamed one, 32 triangles each, both simplifiable. */
    private static Model twoGrids() {
        List<Joint> joints = List.of(new Joint("root", -1, Transform.IDENTITY), new Joint("tip", 0,
                new Transform(0, 2, 0, 0, 0, 0, 1, 1, 1, 1)));
        return Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW).addMesh(grid("body", 0))
                .addMesh(grid("", 3)).joints(joints).build();
    }

    private static Mesh grid(String name, float z) {
        int n = 5;
        float[] xyz = new float[3 * n * n];
        int[] ix = new int[4 * n * n];
        int[] wt = new int[4 * n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int v = y * n + x;
                xyz[3 * v] = x;
                xyz[3 * v + 1] = y;
                xyz[3 * v + 2] = z + (x % 2) * (y % 2) * 0.5f;
                ix[4 * v] = y < 2 ? 0 : 1;
                wt[4 * v] = 255;
            }
        }
        int[] t = new int[6 * (n - 1) * (n - 1)];
        int at = 0;
        for (int y = 0; y < n - 1; y++) {
            for (int x = 0; x < n - 1; x++) {
                int a = y * n + x;
                for (int c : new int[] {a, a + 1, a + n + 1, a, a + n + 1, a + n}) {
                    t[at++] = c;
                }
            }
        }
        return Mesh.builder(name).material("skin").addArray(floats(AttributeKind.POSITION, 3, xyz))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE,
                        4), ix))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE,
                        4), wt))
                .triangles(t).build();
    }

    private static JsonNode json(byte[] bytes, boolean binary) throws IOException {
        if (!binary) {
            return JSON.readTree(bytes);
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int length = b.getInt(GlbContainer.HEADER);
        return JSON.readTree(Arrays.copyOfRange(bytes, GlbContainer.HEADER + GlbContainer.CHUNK_HEADER,
                GlbContainer.HEADER + GlbContainer.CHUNK_HEADER + length));
    }

    private static List<Integer> ints(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asInt).toList();
    }

    private static List<Double> doubles(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asDouble).toList();
    }

    private static List<String> strings(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }
}
