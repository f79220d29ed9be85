package io.meshport.gltf.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The JSON the writer makes of {@link GltfWriterTestModels#character()}, byte for byte, so that a
 * change to what is written shows in review. After a deliberate change, regenerate with
 * {@code -Dmeshport.updateGolden=true} and review the diff in git.
 */
class GltfWriterGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/character.gltf");

    @Test
    void characterAsJson() throws IOException {
        String actual = new String(GltfWriterTestModels.write(GltfWriterTestModels.character(), false,
                new Diagnostics()), StandardCharsets.UTF_8);
        if (Boolean.getBoolean("meshport.updateGolden")) {
            Files.createDirectories(GOLDEN.getParent());
            Files.writeString(GOLDEN, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(GOLDEN), "no golden file " + GOLDEN + " (create it with -Dmeshport.updateGolden=true)");
        assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), actual, "differs from " + GOLDEN);
    }
}
