package io.meshport.gltf;

import static io.meshport.gltf.internal.write.GltfWriterTestModels.character;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.gltf.internal.write.GltfWriterTestModels;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * glTF on the format template: the container by file name or setting, the facade's shortcuts, a
 * document printed in either container as the model written directly, and a texture source's
 * failure thrown before anything is written.
 */
class GltfFacadeTest {
    @TempDir
    Path dir;

    @Test
    void theContainerFollowsTheFileNameUnlessTheSettingSays() throws IOException {
        Model model = character();
        Path glb = dir.resolve("a.glb");
        Path gltf = dir.resolve("a.gltf");
        Gltf.writer().write(model, glb);
        Gltf.writer().withLosses(new Diagnostics()).write(model, gltf);
        assertArrayEquals(GltfWriterTestModels.write(model, true, new Diagnostics()), Files.readAllBytes(glb));
        assertArrayEquals(GltfWriterTestModels.write(model, false, new Diagnostics()), Files.readAllBytes(gltf));
        Path forced = dir.resolve("b.gltf");
        Gltf.writer().withSetting(GltfFormat.CONTAINER_SETTING, "glb").write(model, forced);
        assertArrayEquals(Files.readAllBytes(glb), Files.readAllBytes(forced));
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        Gltf.writer().withLosses(new Diagnostics()).write(model, stream);
        assertArrayEquals(Files.readAllBytes(glb), stream.toByteArray(), "a stream is a GLB");
        Path viaModelIO = dir.resolve("c.gltf");
        ModelIO.write(model, viaModelIO);
        assertArrayEquals(Files.readAllBytes(gltf), Files.readAllBytes(viaModelIO));
        assertEquals(Gltf.reader().read(gltf), ModelIO.read(viaModelIO));
        assertEquals(Gltf.reader().read(glb).meshes(), Gltf.reader().withDiagnostics(new Diagnostics()).read(gltf).meshes());
        try (var in = Files.newInputStream(glb)) {
            assertEquals(Gltf.reader().read(glb), Gltf.reader().withDiagnostics(new Diagnostics()).read(in, "a.glb"));
        }
    }

    @Test
    void aContainerSettingOfNoKnownValueIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Gltf.writer()
                .withSetting(GltfFormat.CONTAINER_SETTING, "zip").write(character(), new ByteArrayOutputStream()));
        assertEquals("glTF container 'zip': glb or gltf", e.getMessage());
    }

    @Test
    void aDocumentPrintsInEitherContainerAsTheModelWrittenDirectly() throws IOException {
        Model model = character();
        Diagnostics losses = new Diagnostics();
        GltfDocument doc = Gltf.writer().withLosses(losses).fromModel(model);
        assertEquals(List.of(), losses.all());
        for (boolean binary : new boolean[] {true, false, true}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Gltf.writer().withSetting(GltfFormat.CONTAINER_SETTING, binary ? "glb" : "gltf").writeDocument(doc, out);
            assertArrayEquals(GltfWriterTestModels.write(model, binary, new Diagnostics()), out.toByteArray());
        }
        assertSame(doc.model(), Gltf.reader().toModel(doc, "doc"));
        // a document read prints as its model written
        Path glb = dir.resolve("a.glb");
        Gltf.writer().write(model, glb);
        GltfDocument read = Gltf.reader().readDocument(glb);
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        Gltf.writer().writeDocument(read, again);
        assertArrayEquals(GltfWriterTestModels.write(read.model(), true, new Diagnostics()), again.toByteArray());
    }

    @Test
    void aTextureSourceThatFailsFailsTheWriteBeforeAnyByte() throws IOException {
        Model c = character();
        Model textured = c.toBuilder().meshes(List.of(c.meshes().get(0).toBuilder().material("skin.png").build(),
                c.meshes().get(1))).build();
        IOException broken = new IOException("the archive is damaged");
        TextureSource failing = new TextureSource() {
            @Override
            public Optional<byte[]> find(String name) throws IOException {
                throw broken;
            }

            @Override
            public String searched() {
                return "nowhere";
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertSame(broken, assertThrows(IOException.class,
                () -> Gltf.writer().withTextures(failing).write(textured, out)));
        assertEquals(0, out.size());
        Path file = dir.resolve("t.glb");
        Files.write(file, "old".getBytes(StandardCharsets.US_ASCII));
        assertSame(broken, assertThrows(IOException.class,
                () -> Gltf.writer().withTextures(failing).write(textured, file)));
        assertEquals("old", Files.readString(file), "the existing file is kept");
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> !p.equals(file)), "no temporary file left");
        }
        assertTrue(Gltf.format().documents().isEmpty());
    }
}
