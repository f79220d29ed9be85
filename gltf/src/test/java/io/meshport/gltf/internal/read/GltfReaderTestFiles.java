package io.meshport.gltf.internal.read;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The reader's fixtures ({@code src/test/resources/read/}, written by {@code make.py} there), read as files.
 * Public for the triangle streams' test, which reads warnings as the reader's tests do.
 */
public final class GltfReaderTestFiles {
    private GltfReaderTestFiles() {
    }

    static Path path(String name) {
        try {
            return Path.of(GltfReaderTestFiles.class.getResource("/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new AssertionError("no test resource " + name, e);
        }
    }

    /** Reads {@code read/<name>} as a file (external buffers beside it found), warnings into {@code diagnostics}. */
    static Model read(String name, Diagnostics diagnostics) throws IOException {
        Path p = path("read/" + name);
        try (InputStream in = Files.newInputStream(p)) {
            return GltfReader.read(in, p.getFileName().toString(), p.getParent(), diagnostics);
        }
    }

    static Model read(String name) throws IOException {
        return read(name, new Diagnostics());
    }

    /** The messages of the warnings {@code diagnostics} holds, in order. */
    public static List<String> messages(Diagnostics diagnostics) {
        return diagnostics.all().stream().map(Diagnostic::message).toList();
    }
}
