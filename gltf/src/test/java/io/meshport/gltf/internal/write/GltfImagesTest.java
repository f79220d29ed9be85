package io.meshport.gltf.internal.write;

import static io.meshport.gltf.internal.write.GltfWriterTestModels.character;
import static io.meshport.gltf.internal.write.GltfWriterTestModels.readWithJglTF;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.ImageModel;
import io.meshport.gltf.internal.GlbContainer;
import io.meshport.gltf.internal.read.GltfReader;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Textures carried in the written glTF: found by the {@link TextureSource}, a PNG or JPEG goes into
 * the GLB's binary chunk through a buffer view (JglTF's reader, as Blender's importer, finds its
 * bytes there), or into a {@code .gltf}'s data URI; an image not found, or of a kind glTF does not
 * hold, stays named by URI and is reported.
 */
class GltfImagesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Not a decodable picture, only a PNG signature and bytes of an odd length (the alignment is tested). */
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 1, 2, 3};
    private static final byte[] JPEG = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, (byte) 0xe0, 9, 9, 9};
    private static final byte[] TGA = {0, 0, 2, 0, 0, 0, 0, 0};

    private static Model textured(String body, String hat) {
        Model model = character();
        return model.toBuilder().meshes(List.of(model.meshes().get(0).toBuilder().material(body).build(),
                model.meshes().get(1).toBuilder().material(hat).build())).build();
    }

    private static TextureSource source(Map<String, byte[]> files) {
        return new TextureSource() {
            @Override
            public Optional<byte[]> find(String name) {
                return Optional.ofNullable(files.get(name));
            }

            @Override
            public String searched() {
                return "looked in: test";
            }
        };
    }

    private static byte[] write(Model model, boolean binary, TextureSource textures, Diagnostics losses)
            throws IOException {
        return GltfWriterTestModels.write(model, binary, textures, losses);
    }

    @Test
    void aGlbCarriesEachImageFoundInItsBinaryChunk() throws IOException {
        Model model = textured("skin 1.png", "skin 1.png");
        Diagnostics losses = new Diagnostics();
        byte[] glb = write(model, true, source(Map.of("skin 1.png", PNG)), losses);
        assertTrue(losses.all().stream().noneMatch(d -> d.message().contains("texture")), losses.all().toString());
        GltfModel read = readWithJglTF(glb);
        assertEquals(1, read.getImageModels().size());
        ImageModel image = read.getImageModels().get(0);
        assertEquals("image/png", image.getMimeType());
        ByteBuffer data = image.getImageData();
        byte[] bytes = new byte[data.remaining()];
        data.get(bytes);
        assertArrayEquals(PNG, bytes);
        // and the model itself reads back as it did without the image
        Model back = GltfReader.read(new ByteArrayInputStream(glb), "x.glb", null, new Diagnostics());
        Model plain = GltfReader.read(new ByteArrayInputStream(GltfWriterTestModels.write(model, true,
                new Diagnostics())), "x.glb", null, new Diagnostics());
        assertEquals(plain.meshes(), back.meshes());
        assertEquals(0, glb.length % 4, "the chunk is padded");
    }

    @Test
    void aGltfCarriesEachImageFoundAsADataUri() throws IOException {
        byte[] gltf = write(textured("skin.jpg", "skin.jpg"), false, source(Map.of("skin.jpg", JPEG)),
                new Diagnostics());
        JsonNode root = JSON.readTree(gltf);
        String uri = root.path("images").path(0).path("uri").asText();
        assertEquals("data:image/jpeg;base64," + Base64.getEncoder().encodeToString(JPEG), uri);
        assertEquals("image/jpeg", root.path("images").path(0).path("mimeType").asText());
    }

    @Test
    void imagesNotFoundOrNotPngOrJpegAreNamedAndReported() throws IOException {
        // only the body has texcoords, so only its material has an image
        Diagnostics losses = new Diagnostics();
        byte[] gone = write(textured("gone.png", "felt"), true, source(Map.of("old.tga", TGA)), losses);
        byte[] old = write(textured("old.tga", "felt"), true, source(Map.of("old.tga", TGA)), losses);
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertTrue(messages.contains("texture 'gone.png' not found (looked in: test): the glTF names it, without"
                + " its image"), messages.toString());
        assertTrue(messages.contains("texture 'old.tga' is not PNG or JPEG, the images glTF holds: the glTF names"
                + " it, without its image"), messages.toString());
        assertEquals("gone.png", JSON.readTree(jsonChunk(gone)).path("images").path(0).path("uri").asText());
        assertEquals("old.tga", JSON.readTree(jsonChunk(old)).path("images").path(0).path("uri").asText());
    }

    @Test
    void withoutASourceImagesAreNamedSilently() throws IOException {
        Diagnostics losses = new Diagnostics();
        write(textured("skin.png", "skin.png"), true, TextureSource.NONE, losses);
        assertTrue(losses.all().stream().noneMatch(d -> d.message().contains("texture")), losses.all().toString());
    }

    /** The JSON chunk of a GLB: its length after the 12-byte header, its bytes after the chunk header. */
    private static byte[] jsonChunk(byte[] glb) {
        int length = ByteBuffer.wrap(glb, GlbContainer.HEADER, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
        return java.util.Arrays.copyOfRange(glb, GlbContainer.HEADER + GlbContainer.CHUNK_HEADER,
                GlbContainer.HEADER + GlbContainer.CHUNK_HEADER + length);
    }
}
