package io.meshport.cli.textures;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.HostileFolders;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * docs/security.md's side-file law for {@code render}'s textures under a fuzzer: whatever a
 * material is named, the search in the fixed {@link TextureLayout} finds a texture within the caps
 * that is not the secret, or none; it throws nothing, and never hangs on the FIFO or fills the heap
 * from {@code /dev/zero} or a declared bomb. The input, as UTF-8, is the material's name; the
 * dictionary holds the pieces of an escape. A normal build replays the seeds under
 * {@code SurfaceFinderFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes. {@link TextureReadsTest}
 * runs the hostile names with the flight recorder watching what is read.
 */
class SurfaceFinderFuzzTest {
    /** Built once for every input: a layout per input would cost more than the search. */
    private static final TextureLayout LAYOUT = layout();

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"..", "../", "..\\", "%2e%2e", "%2E%2E", "%2e", "%2f", "%5c", "%00", "/", "\\", ".png",
            ".PNG", "_tcmask", "/etc/passwd", "file:", "file:///", "file:///etc/passwd", "/dev/zero", "/dev/stdin",
            "/dev/random", "/proc/self/environ", "C:\\", "C:/", "\\\\server\\share\\", "//server/", "con", "NUL",
            "texpages/", TextureLayout.SECRET, TextureLayout.GOOD, TextureLayout.PAGE, TextureLayout.INNER,
            TextureLayout.OUT, TextureLayout.FAR, TextureLayout.ZERO, TextureLayout.FIFO, TextureLayout.WIDE,
            TextureLayout.BOMB, TextureLayout.UP + "/", TextureLayout.GAME + "/", TextureLayout.MODELS + "/"})
    void materialNamesStayInTheirFolders(byte[] input) {
        String material = new String(input, StandardCharsets.UTF_8);
        TextureLayout.check(LAYOUT.find(material, List.of()), material);
    }

    private static TextureLayout layout() {
        try {
            return TextureLayout.create(HostileFolders.temporary("meshport-texture-names"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
