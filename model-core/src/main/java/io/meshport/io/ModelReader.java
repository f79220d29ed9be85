package io.meshport.io;

import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads one format into the common model. */
public interface ModelReader {
    /**
     * Reads a whole model from {@code in}. Tolerated oddities go to {@code diagnostics} as warnings.
     *
     * @param sourceName the name used in error positions (usually the file name)
     * @throws ModelFormatException when the bytes are not a valid file of this format, and for
     *     nothing else that the bytes can cause
     * @throws IOException when reading {@code in} fails
     */
    Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException;

    /**
     * Reads a whole model from {@code in} as {@code options} say; a format with nothing to relax
     * reads it as {@link #read(InputStream, String, Diagnostics)}.
     */
    default Model read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
            throws IOException {
        return read(in, sourceName, diagnostics);
    }

    /** Reads a file; a format may override this to map the file rather than stream it. */
    default Model read(Path path, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, path.getFileName().toString(), diagnostics);
        }
    }

    /** Reads a file as {@code options} say; a format with nothing to relax reads it as {@link #read(Path, Diagnostics)}. */
    default Model read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
        return read(path, diagnostics);
    }
}
