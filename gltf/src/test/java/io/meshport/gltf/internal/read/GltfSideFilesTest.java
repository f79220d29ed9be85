package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import io.meshport.harness.FileReads;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every entry of {@link GltfSideFilesFuzzTest}'s dictionary, and escapes put together from them, as
 * a glTF buffer's (and image's) reference beside {@link GltfSideFileLayout}: each keeps the law,
 * each that does not name the good buffer from inside the model's folder is refused at
 * {@code buffers[0]}, and the flight recorder ({@link FileReads}) sees no file read outside the
 * model's folder — not the secret, not {@code /etc}, {@code /dev} or {@code /proc}.
 */
class GltfSideFilesTest {
    /** Escapes the dictionary's pieces make together. */
    private static final List<String> COMBINED = List.of("../" + GltfSideFileLayout.SECRET,
            "sub/../../" + GltfSideFileLayout.SECRET, "%2e%2e/" + GltfSideFileLayout.SECRET,
            "%2E%2E%2f" + GltfSideFileLayout.SECRET, "..%5c" + GltfSideFileLayout.SECRET,
            "..\\" + GltfSideFileLayout.SECRET, "sub%2f..%2f..%2f" + GltfSideFileLayout.SECRET,
            GltfSideFileLayout.UP + "/" + GltfSideFileLayout.SECRET, "../../../../../../../../etc/passwd",
            "%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "file:../" + GltfSideFileLayout.SECRET,
            "file:///etc/passwd", "/proc/self/environ", "sub/" + GltfSideFileLayout.FIFO,
            GltfSideFileLayout.SUB, GltfSideFileLayout.MODEL + "/../" + GltfSideFileLayout.SECRET,
            "good.bin%00", "C:\\Windows\\win.ini", "C:/Windows/win.ini", "\\\\server\\share\\x.bin");

    @TempDir
    Path root;

    @Test
    void noReferenceReadsOutsideTheModelsFolder() throws Exception {
        GltfSideFileLayout layout = GltfSideFileLayout.create(root);
        Set<String> references = new LinkedHashSet<>(dictionary());
        references.addAll(COMBINED);
        references.addAll(GltfSideFileLayout.INSIDE);
        List<GltfSideFileLayout.Outcome> outcomes = new ArrayList<>();
        Set<Path> read = FileReads.under(Path.of("/"), () -> {
            for (String uri : references) {
                for (int byteLength : new int[] {36, Integer.MAX_VALUE}) {
                    // a read that opened the FIFO would block for ever: fail instead
                    outcomes.add(assertTimeoutPreemptively(Duration.ofSeconds(20), () -> layout.read(uri, byteLength),
                            uri));
                }
            }
        });
        assertEquals(2 * references.size(), outcomes.size(), "a read failed otherwise than with ModelFormatException");
        Path folder = layout.folder.toRealPath();
        Path realRoot = root.toRealPath();
        Set<Path> outside = read.stream().filter(p -> !p.startsWith(folder))
                .filter(p -> p.startsWith(realRoot) || p.startsWith("/etc") || p.startsWith("/dev")
                        || p.startsWith("/proc"))
                .collect(Collectors.toSet());
        assertEquals(Set.of(), outside, "read outside the model's folder");
        assertTrue(read.contains(folder.resolve(GltfSideFileLayout.GOOD)), "the recorder saw no read at all: " + read);
        for (GltfSideFileLayout.Outcome o : outcomes) {
            GltfSideFileLayout.check(o);
            boolean inside = GltfSideFileLayout.INSIDE.contains(o.uri()) && o.byteLength() == 36;
            if (inside) {
                assertNull(o.refusal(), o.uri());
            } else {
                assertNotNull(o.refusal(), o.uri() + " with byteLength " + o.byteLength() + " was read");
                assertTrue(o.refusal().getMessage().startsWith("model.gltf: buffers[0]"), o.refusal().getMessage());
            }
        }
    }

    @Test
    void refusalsNameTheReferenceAndWhy() throws IOException {
        GltfSideFileLayout layout = GltfSideFileLayout.create(root);
        assertEquals("model.gltf: buffers[0].uri: '%2e%2e/secret.bin' leads outside the model's folder: not read",
                layout.read("%2e%2e/secret.bin", 36).refusal().getMessage());
        assertEquals("model.gltf: buffers[0].uri: 'out.bin' is a link that leads outside the model's folder:"
                + " not followed", layout.read("out.bin", 36).refusal().getMessage());
        assertEquals("model.gltf: buffers[0].uri: 'zero.bin' is a link that leads outside the model's folder:"
                + " not followed", layout.read("zero.bin", Integer.MAX_VALUE).refusal().getMessage());
        assertEquals("model.gltf: buffers[0].uri: 'good.bin' has 36 bytes, fewer than the 2147483647 needed",
                layout.read("good.bin", Integer.MAX_VALUE).refusal().getMessage());
        if (layout.hasFifo) {
            assertEquals("model.gltf: buffers[0].uri: 'fifo.bin' is not a regular file (a device, a pipe or a"
                    + " socket): not read", layout.read("fifo.bin", 36).refusal().getMessage());
        }
    }

    @Test
    void buffersNamingOneFileShareOneRead() throws IOException {
        int buffers = 100;
        int bytes = 1 << 20;
        Path folder = Files.createDirectories(root.resolve("shared"));
        Files.write(folder.resolve("big.bin"), new byte[bytes]);
        StringBuilder json = new StringBuilder("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[");
        StringBuilder views = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        StringBuilder primitives = new StringBuilder();
        for (int i = 0; i < buffers; i++) {
            String comma = i > 0 ? "," : "";
            json.append(comma).append("{\"uri\":\"big.bin\",\"byteLength\":").append(bytes - buffers + 1 + i)
                    .append('}');
            views.append(comma).append("{\"buffer\":").append(i).append(",\"byteLength\":36}");
            accessors.append(comma).append("{\"bufferView\":").append(i)
                    .append(",\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}");
            primitives.append(comma).append("{\"attributes\":{\"POSITION\":").append(i).append("}}");
        }
        json.append("],\"bufferViews\":[").append(views).append("],\"accessors\":[").append(accessors)
                .append("],\"meshes\":[{\"primitives\":[").append(primitives).append("]}],\"nodes\":[{\"mesh\":0}]}");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        io.meshport.model.Model model = GltfReader.read(new java.io.ByteArrayInputStream(json.toString()
                .getBytes(StandardCharsets.UTF_8)), "shared.gltf", folder, new Diagnostics());
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(buffers, model.meshes().size());
        // each buffer a byte longer than the last: the first read, then one of the whole file; not one per buffer
        assertTrue(allocated < 8L * bytes, "allocated " + allocated + " bytes for " + buffers + " buffers naming one "
                + bytes + "-byte file");
    }

    /** The fuzz target's dictionary, as its annotation lists it. */
    private static List<String> dictionary() throws NoSuchMethodException {
        DictionaryEntries[] entries = GltfSideFilesFuzzTest.class
                .getDeclaredMethod("bufferReferencesStayInTheModelsFolder", FuzzedDataProvider.class)
                .getAnnotationsByType(DictionaryEntries.class);
        List<String> out = new ArrayList<>();
        for (DictionaryEntries e : entries) {
            out.addAll(List.of(e.value()));
        }
        assertTrue(out.size() > 20, "the dictionary was not found: " + out);
        return out;
    }
}
