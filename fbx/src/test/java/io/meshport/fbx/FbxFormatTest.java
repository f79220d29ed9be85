package io.meshport.fbx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The service: found by name and by the bytes, read only, probing what FBX files start with and nothing else. */
class FbxFormatTest {
    private static boolean probe(String head) {
        return new FbxFormat().probe(head.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void probesBothEncodingsAndNothingElse() {
        assertTrue(new FbxFormat().probe("Kaydara FBX Binary  \0\u001a\0".getBytes(StandardCharsets.ISO_8859_1)));
        assertTrue(probe("; FBX 7.4.0 project file\n"));
        assertTrue(probe("\uFEFF  \r\n; FBX 6.1.0 project file"));
        assertTrue(probe("; made by hand\n;\nFBXHeaderExtension:  {\n"));
        assertFalse(probe("; made by hand\nObjects:  {\n"));
        assertFalse(probe("version 1\nnodes\n"));
        assertFalse(probe(""));
        assertFalse(new FbxFormat().probe(null));
    }

    @Test
    void theServiceReadsAndDoesNotWrite(@TempDir Path dir) throws Exception {
        ModelFormat format = ServiceLoader.load(ModelFormat.class).stream().map(ServiceLoader.Provider::get)
                .filter(f -> f.name().equals("fbx")).findFirst().orElseThrow();
        assertEquals(java.util.List.of("fbx"), format.extensions());
        assertTrue(format.writer().isEmpty());
        assertTrue(format.documents().isEmpty());
        Path file = dir.resolve("character.fbx");
        try (GZIPInputStream in = new GZIPInputStream(FbxFormatTest.class.getResourceAsStream(
                "/fixtures/character-blender.fbx.gz"))) {
            Files.write(file, in.readAllBytes());
        }
        Model model = ModelIO.read(file);
        assertEquals(4, model.joints().size());
        assertEquals(Fbx.reader().read(file), model);
    }
}
