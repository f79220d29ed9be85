package io.meshport.gltf.internal.read;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.HostileFolders;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * docs/security.md's side-file law for glTF buffers under a fuzzer: whatever reference and
 * {@code byteLength} a {@code .gltf} gives its buffer, reading it beside the fixed
 * {@link GltfSideFileLayout} gives a model built from bytes the model may reach, or a
 * {@code ModelFormatException}; never the secret beside the model's folder, in positions or in any
 * message; never a hang on the FIFO or a heap filled from {@code /dev/zero}. The dictionary holds
 * the pieces of an escape; the input's last byte picks whether the byte length comes from a short
 * list or is any int, the bytes before it pick the length, and the rest, as UTF-8, is the reference. A normal build replays the seeds under
 * {@code GltfSideFilesFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes. {@link GltfSideFilesTest}
 * runs every dictionary entry on its own, with the flight recorder watching what is read.
 */
class GltfSideFilesFuzzTest {
    /** Byte lengths worth trying: the good buffer's exactly, one either side, none, and the largest. */
    private static final int[] LENGTHS = {36, 35, 37, 1, 0, -1, 4096, Integer.MAX_VALUE};

    /** Built once for every input: a layout per input would cost more than the read. */
    private static final GltfSideFileLayout LAYOUT = layout();

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"..", "../", "..\\", "%2e%2e", "%2E%2E", "%2e", "%2f", "%2F", "%5c", "%5C", "%00", "/", "\\",
            "/etc/passwd", "file:", "file:///", "file:///etc/passwd", "file://localhost/", "/dev/zero", "/dev/stdin",
            "/proc/self/environ", "C:\\", "C:/", "\\\\server\\share\\", "//server/",
            "data:application/octet-stream;base64,",
            GltfSideFileLayout.SECRET, GltfSideFileLayout.GOOD, GltfSideFileLayout.OUT, GltfSideFileLayout.ZERO,
            GltfSideFileLayout.UP + "/", GltfSideFileLayout.FIFO, GltfSideFileLayout.SUB + "/",
            GltfSideFileLayout.MODEL + "/"})
    void bufferReferencesStayInTheModelsFolder(FuzzedDataProvider data) throws IOException {
        int byteLength = data.consumeBoolean() ? data.consumeInt() : data.pickValue(LENGTHS);
        String uri = new String(data.consumeRemainingAsBytes(), StandardCharsets.UTF_8);
        GltfSideFileLayout.check(LAYOUT.read(uri, byteLength));
    }

    private static GltfSideFileLayout layout() {
        try {
            return GltfSideFileLayout.create(HostileFolders.temporary("meshport-gltf-side-files"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
