package io.meshport.gltf.internal.read;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * DESIGN §6 law 6 for glTF: any bytes give a model or a {@link ModelFormatException}, never another
 * exception, a hang or an exhausted heap. A normal build replays the seeds under
 * {@code GltfReaderFuzzTestInputs/} (the reader's fixtures, JSON and GLB); run with
 * {@code JAZZER_FUZZ=1} to fuzz. Read as a stream, so no external file is ever opened.
 */
class GltfReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        try {
            Model model = GltfReader.read(new ByteArrayInputStream(input), "fuzz.glb", null, new Diagnostics(16));
            model.meshes().forEach(m -> m.arrays().forEach(a -> a.vertexCount()));
        } catch (ModelFormatException expected) {
            // a clean refusal
        }
    }
}
