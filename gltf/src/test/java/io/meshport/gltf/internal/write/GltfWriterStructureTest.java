package io.meshport.gltf.internal.write;

import static io.meshport.gltf.internal.write.GltfWriterTestModels.character;
import static io.meshport.gltf.internal.write.GltfWriterTestModels.floats;
import static io.meshport.gltf.internal.write.GltfWriterTestModels.readWithJglTF;
import static io.meshport.gltf.internal.write.GltfWriterTestModels.write;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.javagl.jgltf.model.AccessorFloatData;
import de.javagl.jgltf.model.AccessorModel;
import de.javagl.jgltf.model.AnimationModel;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.MeshPrimitiveModel;
import de.javagl.jgltf.model.NodeModel;
import de.javagl.jgltf.model.SkinModel;
import de.javagl.jgltf.model.v2.MaterialModelV2;
import io.meshport.gltf.internal.read.GltfReader;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.Severity;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * What the writer makes, as JglTF's own reader sees it: the structure the package documentation of
 * {@code io.meshport.gltf} promises.
 */
class GltfWriterStructureTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest(name = "binary {0}")
    @ValueSource(booleans = {true, false})
    void meshesNodesAndAttributes(boolean binary) throws IOException {
        Diagnostics losses = new Diagnostics();
        GltfModel g = readWithJglTF(write(character(), binary, losses));
        assertEquals(List.of(), losses.all(), "a model glTF holds loses nothing");
        assertEquals(2, g.getMeshModels().size());
        assertEquals(2 + 3, g.getNodeModels().size(), "a node per mesh and per joint");
        assertEquals(1, g.getSceneModels().size());
        assertEquals(List.of("body", "hat", "hips"),
                g.getSceneModels().get(0).getNodeModels().stream().map(NodeModel::getName).toList(),
                "the mesh nodes, then the skeleton's root");
        assertEquals("body", g.getMeshModels().get(0).getName());
        MeshPrimitiveModel body = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0);
        assertEquals(GltfConstants.GL_TRIANGLES, body.getMode());
        assertEquals(List.of("POSITION", "NORMAL", "TEXCOORD_0", "COLOR_0", "_wind", "JOINTS_0", "WEIGHTS_0"),
                List.copyOf(body.getAttributes().keySet()));
        AccessorModel position = body.getAttributes().get("POSITION");
        assertEquals(GltfConstants.GL_FLOAT, position.getComponentType());
        assertEquals(ElementType.VEC3, position.getElementType());
        assertArrayEquals(new Number[] {0f, 0f, 0f}, position.getMin());
        assertArrayEquals(new Number[] {1f, 2f, 0f}, position.getMax());
        AccessorModel colour = body.getAttributes().get("COLOR_0");
        assertEquals(GltfConstants.GL_UNSIGNED_BYTE, colour.getComponentType());
        assertTrue(colour.isNormalized());
        AccessorModel joints = body.getAttributes().get("JOINTS_0");
        assertEquals(GltfConstants.GL_UNSIGNED_BYTE, joints.getComponentType());
        assertFalse(joints.isNormalized());
        assertTrue(body.getAttributes().get("WEIGHTS_0").isNormalized());
        assertEquals(ElementType.SCALAR, body.getAttributes().get("_wind").getElementType());
        assertEquals(GltfConstants.GL_UNSIGNED_SHORT, body.getIndices().getComponentType());
        assertEquals(6, body.getIndices().getCount());
        NodeModel bodyNode = g.getNodeModels().get(0);
        assertEquals(g.getSkinModels().get(0), bodyNode.getSkinModel(), "the skinned mesh's node has the skin");
        assertNull(g.getNodeModels().get(1).getSkinModel(), "the hat has no blend data");
    }

    @Test
    void materialsByName() throws IOException {
        GltfModel g = readWithJglTF(write(character(), true, new Diagnostics()));
        assertEquals(2, g.getMaterialModels().size());
        MaterialModelV2 skin = (MaterialModelV2) g.getMeshModels().get(0).getMeshPrimitiveModels().get(0)
                .getMaterialModel();
        assertEquals("skin", skin.getName());
        assertNull(skin.getBaseColorTexture());
        assertEquals(0f, skin.getMetallicFactor(), "a plain surface, not metal");
        assertEquals("felt", g.getMeshModels().get(1).getMeshPrimitiveModels().get(0).getMaterialModel().getName());
    }

    /**
     * An image name is also the URI of the material's base colour texture, for a mesh with
     * texcoords; glTF needs TEXCOORD_0 beside a texture, so a mesh without them gets a material of
     * the same name without the image.
     */
    @Test
    void imageMaterialsHaveATextureWhereTexcoordsAre() throws IOException {
        Model model = character();
        model = model.toBuilder().meshes(List.of(model.meshes().get(0).toBuilder().material("skin 1.png").build(),
                model.meshes().get(1).toBuilder().material("skin 1.png").build())).build();
        JsonNode root = JSON.readTree(write(model, false, new Diagnostics()));
        JsonNode materials = root.path("materials");
        assertEquals(2, materials.size(), "one of the name each way");
        JsonNode body = materials.path(root.path("meshes").path(0).path("primitives").path(0).path("material").asInt());
        JsonNode hat = materials.path(root.path("meshes").path(1).path("primitives").path(0).path("material").asInt());
        assertEquals("skin 1.png", body.path("name").asText());
        assertEquals("skin 1.png", hat.path("name").asText());
        assertTrue(hat.path("pbrMetallicRoughness").path("baseColorTexture").isMissingNode());
        int texture = body.path("pbrMetallicRoughness").path("baseColorTexture").path("index").asInt(-1);
        int image = root.path("textures").path(texture).path("source").asInt(-1);
        assertEquals("skin%201.png", root.path("images").path(image).path("uri").asText());
    }

    @Test
    void imageUrisAreEncoded() {
        assertEquals("textures/my%20skin%2501.png", GltfMaterialBuilder.uriOf("textures\\my skin%01.png"));
        assertEquals("C%3A/x/%C3%A9.tga", GltfMaterialBuilder.uriOf("C:\\x\\é.tga"));
        assertTrue(GltfMaterialBuilder.isImageName("a.TGA"));
        assertFalse(GltfMaterialBuilder.isImageName("steel"));
        assertFalse(GltfMaterialBuilder.isImageName(".png"));
    }

    /** The inverse bind matrices undo the joints' base poses in model space, as JglTF computes those from the nodes. */
    @Test
    void inverseBindMatricesInvertTheBasePoses() throws IOException {
        GltfModel g = readWithJglTF(write(character(), true, new Diagnostics()));
        SkinModel skin = g.getSkinModels().get(0);
        assertEquals(List.of("hips", "spine", "head"), skin.getJoints().stream().map(NodeModel::getName).toList());
        assertEquals(skin.getJoints().get(0), skin.getJoints().get(1).getParent());
        assertEquals(skin.getJoints().get(1), skin.getJoints().get(2).getParent());
        for (int j = 0; j < 3; j++) {
            float[] world = skin.getJoints().get(j).computeGlobalTransform(null);
            float[] product = multiply(skin.getInverseBindMatrix(j, null), world);
            for (int k = 0; k < 16; k++) {
                assertEquals(k % 5 == 0 ? 1 : 0, product[k], 1e-5, "IBM × world of joint " + j + " [" + k + "]");
            }
        }
        NodeModel spine = skin.getJoints().get(1);
        Transform half = character().joints().get(1).basePose();
        assertArrayEquals(new float[] {half.tx(), half.ty(), half.tz()}, spine.getTranslation());
        assertArrayEquals(new float[] {half.qx(), half.qy(), half.qz(), half.qw()}, spine.getRotation());
        assertArrayEquals(new float[] {2, 2, 2}, spine.getScale());
    }

    @Test
    void animationsAreKeyedPerFrame() throws IOException {
        byte[] json = write(character(), false, new Diagnostics());
        GltfModel g = readWithJglTF(json);
        assertEquals(1, g.getAnimationModels().size());
        AnimationModel wave = g.getAnimationModels().get(0);
        assertEquals("wave", wave.getName());
        assertEquals(9, wave.getChannels().size(), "translation, rotation and scale of three joints");
        for (AnimationModel.Channel c : wave.getChannels()) {
            assertEquals(AnimationModel.Interpolation.LINEAR, c.getSampler().getInterpolation());
            AccessorFloatData times = (AccessorFloatData) c.getSampler().getInput().getAccessorData();
            for (int f = 0; f < 4; f++) {
                assertEquals((float) (f / 24.0), times.get(f), "key " + f);
            }
        }
        AnimationModel.Channel hipsMove = wave.getChannels().get(0);
        assertEquals("translation", hipsMove.getPath());
        assertEquals("hips", hipsMove.getNodeModel().getName());
        AccessorFloatData t = (AccessorFloatData) hipsMove.getSampler().getOutput().getAccessorData();
        assertEquals(0.3f, t.get(3, 0), 1e-7);
        JsonNode extras = JSON.readTree(json).path("animations").path(0).path("extras").path("meshport");
        assertEquals(24.0, extras.path("framerate").asDouble());
        assertTrue(extras.path("loop").asBoolean());
    }

    @Test
    void unknownFramerateKeysAtThirtyAndSaysZero() throws IOException {
        Model model = character();
        model = model.toBuilder().animations(List.of(model.animations().get(0).withMetadata("still", 0, false)))
                .build();
        byte[] json = write(model, false, new Diagnostics());
        GltfModel g = readWithJglTF(json);
        AccessorFloatData times = (AccessorFloatData) g.getAnimationModels().get(0).getChannels().get(0)
                .getSampler().getInput().getAccessorData();
        assertEquals(1 / 30f, times.get(1));
        assertEquals(0.0, JSON.readTree(json).path("animations").path(0).path("extras").path("meshport")
                .path("framerate").asDouble(-1));
    }

    @Test
    void commentInTheRootExtras() throws IOException {
        JsonNode root = JSON.readTree(write(character(), false, new Diagnostics()));
        assertEquals("made for the glTF writer's tests", root.path("extras").path("meshport").path("comment").asText());
        assertEquals("meshport", root.path("asset").path("generator").asText());
        assertEquals("2.0", root.path("asset").path("version").asText());
        String uri = root.path("buffers").path(0).path("uri").asText();
        assertTrue(uri.startsWith("data:") && uri.contains(";base64,"), "the buffer is embedded: " + uri);
    }

    @Test
    void manyVerticesTakeIntIndices() throws IOException {
        int n = 70_000;
        float[] xyz = new float[n * 3];
        for (int i = 0; i < n; i++) {
            xyz[i * 3] = i;
        }
        Model model = Model.builder().addMesh(Mesh.builder("strip").addArray(floats(AttributeKind.POSITION, 3, xyz))
                .triangles(new int[] {0, 1, n - 1}).build()).build();
        GltfModel g = readWithJglTF(write(model, true, new Diagnostics()));
        AccessorModel indices = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0).getIndices();
        assertEquals(GltfConstants.GL_UNSIGNED_INT, indices.getComponentType());
    }

    /**
     * The GLB container as glTF 2.0 frames it: header (magic, version 2, the file's length), the
     * JSON chunk (compact, padded with spaces to 4 bytes, the same JSON as the .gltf but for the
     * buffer's URI), then the BIN chunk (the buffer, padded with zeros to 4 bytes); a model without
     * buffer data still gets an empty BIN chunk, as JglTF's container writer gave it.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"character", "no buffer"})
    void glbContainerFraming(String which) throws IOException {
        Model model = which.equals("character") ? character()
                : Model.builder().addMesh(Mesh.builder("nothing").material("m").build()).build();
        byte[] glb = write(model, true, new Diagnostics());
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(glb).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, b.getInt(0), "magic glTF");
        assertEquals(2, b.getInt(4), "version");
        assertEquals(glb.length, b.getInt(8), "the header's length is the file's");
        int jsonLength = b.getInt(12);
        assertEquals(0x4E4F534A, b.getInt(16), "JSON chunk first");
        assertEquals(0, jsonLength % 4, "JSON chunk padded to 4");
        String text = new String(glb, 20, jsonLength, java.nio.charset.StandardCharsets.UTF_8);
        String json = text.substring(0, text.lastIndexOf('}') + 1);
        String padding = text.substring(json.length());
        assertTrue(padding.length() < 4 && padding.chars().allMatch(c -> c == ' '),
                "padded with spaces: " + padding.chars().boxed().toList());
        assertFalse(json.contains("\n"), "compact JSON");
        JsonNode fromGlb = JSON.readTree(json);
        JsonNode fromGltf = JSON.readTree(write(model, false, new Diagnostics()));
        if (fromGltf.has("buffers")) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) fromGltf.path("buffers").path(0)).remove("uri");
        }
        assertEquals(fromGltf, fromGlb, "the .gltf's JSON, the buffer without its data URI");
        int at = 20 + jsonLength;
        int binLength = b.getInt(at);
        assertEquals(0x004E4942, b.getInt(at + 4), "BIN chunk second");
        assertEquals(glb.length, at + 8 + binLength, "the BIN chunk ends the file");
        assertEquals(0, binLength % 4, "BIN chunk padded to 4");
        int declared = fromGlb.path("buffers").path(0).path("byteLength").asInt(0);
        assertTrue(binLength - declared >= 0 && binLength - declared < 4, "the buffer, then padding: " + declared
                + " in " + binLength);
        for (int i = at + 8 + declared; i < glb.length; i++) {
            assertEquals(0, glb[i], "BIN padding is zeros");
        }
        assertEquals(which.equals("character"), declared > 0);
    }

    /**
     * With per-frame bounds the loss check runs beside building the glTF model; the reports keep
     * their order all the same: the check's (bounds that skinning does not give are lost) before
     * the build's (mended values), as for the model without bounds.
     */
    @Test
    void lossesComeInTheSameOrderWhenTheCheckRunsBeside() throws IOException {
        Model plain = character().toBuilder().addMesh(Mesh.builder("bad")
                .addArray(floats(AttributeKind.POSITION, 3, Float.NaN, 0, 0, 1, 0, 0, 0, 1, 0))
                .addArray(floats(AttributeKind.NORMAL, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0))
                .triangles(new int[] {0, 1, 2}).build()).build();
        List<io.meshport.model.Bounds> wrong = new java.util.ArrayList<>();
        for (int f = 0; f < plain.frameCount(); f++) {
            wrong.add(new io.meshport.model.Bounds(-100, -100, -100, 100, 100, 100, 100, 200));
        }
        Model bounded = plain.toBuilder().frameBounds(wrong).build();
        Diagnostics withoutBounds = new Diagnostics();
        write(plain, true, withoutBounds);
        Diagnostics withBounds = new Diagnostics();
        write(bounded, true, withBounds);
        List<String> messages = withBounds.all().stream().map(Diagnostic::message).toList();
        assertTrue(plain.frameCount() > 0 && messages.get(0).contains("per-frame bounds"), messages.toString());
        assertEquals(withoutBounds.all(), withBounds.all().subList(1, withBounds.all().size()),
                "after the bounds' loss, the same reports in the same order");
        assertEquals(2, withoutBounds.all().size(), withoutBounds.all().toString());
    }

    /** A mesh of vertices only is points; a mesh without vertices is listed in the root's extras. */
    @Test
    void meshesWithoutTrianglesOrVertices() throws IOException {
        Model model = Model.builder()
                .addMesh(Mesh.builder("nothing").material("m").build())
                .addMesh(Mesh.builder("cloud").addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 1, 1)).build())
                .build();
        Diagnostics losses = new Diagnostics();
        byte[] json = write(model, false, losses);
        assertEquals(List.of(), losses.all());
        GltfModel g = readWithJglTF(json);
        assertEquals(1, g.getMeshModels().size());
        MeshPrimitiveModel points = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0);
        assertEquals(GltfConstants.GL_POINTS, points.getMode());
        assertNull(points.getIndices());
        JsonNode empty = JSON.readTree(json).path("extras").path("meshport").path("emptyMeshes");
        assertEquals(1, empty.size());
        assertEquals(0, empty.path(0).path("index").asInt(-1));
        assertEquals("nothing", empty.path(0).path("name").asText());
        assertEquals("m", empty.path(0).path("material").asText());
    }

    /** glTF sets have no gaps: colour set 2 alone is COLOR_0, and the mesh's extras say it is set 2. */
    @Test
    void setNumbersWithGapsAreRecorded() throws IOException {
        Model model = Model.builder().addMesh(Mesh.builder("m")
                .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.COLOR, 2, ComponentType.FLOAT, 3),
                        new float[9]))
                .triangles(new int[] {0, 1, 2}).build()).build();
        byte[] json = write(model, false, new Diagnostics());
        JsonNode mesh = JSON.readTree(json).path("meshes").path(0);
        assertTrue(mesh.path("primitives").path(0).path("attributes").has("COLOR_0"));
        assertEquals("[2]", mesh.path("extras").path("meshport").path("colorSets").toString());
        assertTrue(mesh.path("extras").path("meshport").path("texcoordSets").isMissingNode());
    }

    /** Joints under several roots get one plain node above them (glTF wants a skin's joints under one node). */
    @Test
    void severalRootsShareOneTopNode() throws IOException {
        Model model = Model.builder().addJoint(new Joint("a", -1, Transform.IDENTITY))
                .addJoint(new Joint("b", -1, Transform.IDENTITY)).build();
        GltfModel g = readWithJglTF(write(model, true, new Diagnostics()));
        List<NodeModel> roots = g.getSceneModels().get(0).getNodeModels();
        assertEquals(1, roots.size());
        assertEquals("skeleton", roots.get(0).getName());
        assertEquals(List.of("a", "b"), roots.get(0).getChildren().stream().map(NodeModel::getName).toList());
        assertEquals(2, g.getSkinModels().get(0).getJoints().size());
    }

    @Test
    void aZeroScaleJointLeavesTheSkinWithoutInverseBindMatrices() throws IOException {
        Model model = Model.builder().addJoint(new Joint("flat", -1, new Transform(0, 0, 0, 0, 0, 0, 1, 0, 1, 1)))
                .build();
        Diagnostics losses = new Diagnostics();
        JsonNode skin = JSON.readTree(write(model, false, losses)).path("skins").path(0);
        assertEquals(1, skin.path("joints").size());
        assertTrue(skin.path("inverseBindMatrices").isMissingNode());
        assertEquals(Severity.WARNING, losses.all().get(0).severity());
    }

    @Test
    void forbiddenValuesAreMendedForOthersAndKeptForMeshport() throws IOException {
        Model model = Model.builder().addMesh(Mesh.builder("bad")
                .addArray(floats(AttributeKind.POSITION, 3, Float.NaN, 0, 0, 1, 0, 0, 0, 1, 0))
                .addArray(floats(AttributeKind.NORMAL, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0))
                .addArray(floats(AttributeKind.COLOR, 3, 2, 0.5f, -1, 0, 0, 0, 1, 1, 1))
                .triangles(new int[] {0, 1, 2}).build()).build();
        Diagnostics losses = new Diagnostics();
        byte[] glb = write(model, true, losses);
        GltfModel g = readWithJglTF(glb);
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertEquals(3, messages.size(), messages.toString());
        assertTrue(messages.get(0).contains("position has 1 values that are not finite"), messages.get(0));
        assertTrue(messages.get(1).contains("normal has 2 vectors not of unit length"), messages.get(1));
        assertTrue(messages.get(2).contains("color has 2 values outside 0..1"), messages.get(2));
        // not lost: other readers see the mended values, meshport reads the originals back
        assertTrue(losses.all().stream().allMatch(d -> d.severity() == io.meshport.io.Severity.CONVERSION),
                losses.all().toString());
        Model back = GltfReader.read(new java.io.ByteArrayInputStream(glb), "x.glb", null, new Diagnostics());
        for (AttributeKind kind : List.of(AttributeKind.POSITION, AttributeKind.NORMAL, AttributeKind.COLOR)) {
            assertArrayEquals(model.meshes().get(0).array(kind).orElseThrow().toFloatArray(),
                    back.meshes().get(0).array(kind).orElseThrow().toFloatArray(), kind.word());
        }
        Map<String, AccessorModel> a = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0).getAttributes();
        AccessorFloatData normals = (AccessorFloatData) a.get("NORMAL").getAccessorData();
        assertEquals(1f, normals.get(0, 2));
        assertEquals(1f, normals.get(2, 2), "a zero normal becomes +Z");
        AccessorFloatData colours = (AccessorFloatData) a.get("COLOR_0").getAccessorData();
        assertEquals(1f, colours.get(0, 0));
        assertEquals(0f, colours.get(0, 2));
    }

    @Test
    void blendDataIsMendedWhereGltfForbidsIt() {
        int[] joints = {1, 1, 9, 0};
        double[] weights = {0.25, 0.25, 0.5, 0};
        assertTrue(GltfWriteSkinning.mend(joints, weights, 3, ComponentType.FLOAT, 1));
        assertArrayEquals(new int[] {1, 0, 0, 0}, joints, "joint 9 is beyond the skeleton, joint 1 twice");
        assertArrayEquals(new double[] {1, 0, 0, 0}, weights, "the rest scaled to 1");
        int[] fine = {2, 0, 0, 0};
        double[] bytes = {200 / 255.0, 55 / 255.0, 0, 0};
        assertFalse(GltfWriteSkinning.mend(fine, bytes, 3, ComponentType.UBYTE, 255));
        int[] none = {0, 0, 0, 0};
        double[] zero = {0, 0, 0, 0};
        assertTrue(GltfWriteSkinning.mend(none, zero, 3, ComponentType.USHORT, 65535));
        assertArrayEquals(new double[] {1, 0, 0, 0}, zero, "no weight at all: all on the first slot");
    }

    /** Unsigned short joints and weights stay so (the reader gives the model's layout back); other types narrow. */
    @Test
    void blendLayoutsAreKeptWhereGltfHasThem() throws IOException {
        Mesh quad = character().meshes().get(0);
        VertexArray ix = quad.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray wt = quad.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        Mesh wide = quad.toBuilder().putArray(ix.convert(ComponentType.USHORT, 4))
                .putArray(wt.convert(ComponentType.USHORT, 4)).build();
        Mesh odd = quad.toBuilder().putArray(ix.convert(ComponentType.INT, 4))
                .putArray(wt.convert(ComponentType.HALF, 4)).build();
        Model model = character().toBuilder().meshes(List.of(wide, odd)).build();
        GltfModel g = readWithJglTF(write(model, true, new Diagnostics()));
        Map<String, AccessorModel> a = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0).getAttributes();
        assertEquals(GltfConstants.GL_UNSIGNED_SHORT, a.get("JOINTS_0").getComponentType());
        assertEquals(GltfConstants.GL_UNSIGNED_SHORT, a.get("WEIGHTS_0").getComponentType());
        Map<String, AccessorModel> b = g.getMeshModels().get(1).getMeshPrimitiveModels().get(0).getAttributes();
        assertEquals(GltfConstants.GL_UNSIGNED_BYTE, b.get("JOINTS_0").getComponentType(), "three joints fit a byte");
        assertEquals(GltfConstants.GL_FLOAT, b.get("WEIGHTS_0").getComponentType());
    }

    @Test
    void blendDataWithoutSkeletonIsReportedLost() throws IOException {
        Mesh quad = character().meshes().get(0);
        Diagnostics losses = new Diagnostics();
        GltfModel g = readWithJglTF(write(Model.builder().addMesh(quad).build(), true, losses));
        assertFalse(g.getMeshModels().get(0).getMeshPrimitiveModels().get(0).getAttributes().containsKey("JOINTS_0"));
        assertEquals(1, losses.all().size());
        assertEquals(Severity.LOSS, losses.all().get(0).severity());
    }

    /** A Z-up model is turned to glTF's Y up, and the writer says so. */
    @Test
    void otherConventionsAreConverted() throws IOException {
        Model zUp = Model.builder().conventions(Conventions.Z_UP_RIGHT_CW).addMesh(Mesh.builder("m")
                .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 1, 1, 0, 0, 0, 1, 0))
                .triangles(new int[] {0, 1, 2}).build()).build();
        Diagnostics losses = new Diagnostics();
        GltfModel g = readWithJglTF(write(zUp, true, losses));
        assertEquals(Severity.CONVERSION, losses.all().get(0).severity());
        AccessorModel p = g.getMeshModels().get(0).getMeshPrimitiveModels().get(0).getAttributes().get("POSITION");
        assertEquals(1f, ((AccessorFloatData) p.getAccessorData()).get(0, 1), "Z up became Y up");
    }

    @Test
    void anEmptyModelIsAnEmptyScene() throws IOException {
        GltfModel g = readWithJglTF(write(Model.builder().build(), true, new Diagnostics()));
        assertEquals(0, g.getMeshModels().size());
        assertEquals(0, g.getBufferModels().size());
    }

    private static float[] multiply(float[] a, float[] b) {
        float[] m = new float[16];
        for (int col = 0; col < 4; col++) {
            for (int row = 0; row < 4; row++) {
                float s = 0;
                for (int k = 0; k < 4; k++) {
                    s += a[k * 4 + row] * b[col * 4 + k];
                }
                m[col * 4 + row] = s;
            }
        }
        return m;
    }
}
