package io.meshport.cli.command;

import io.meshport.cli.files.FileEntry;
import io.meshport.engines.CheckedFile;
import io.meshport.engines.Engines;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code info}'s engine line: {@code loads in: tesseract, daemon, fte; not darkplaces (joint 12
 * 'hand': ...)} for a file of a format that engine profiles check.
 */
final class EngineLoads {
    private EngineLoads() {
    }

    /**
     * The line for {@code file}, read as {@code format}; empty when no engine profile reads that
     * format or the file is no regular file (an archive's entry is shown without it).
     */
    static Optional<String> line(Path file, String format, ReadOptions options) throws IOException {
        if (Engines.forFormat(format).isEmpty() || !Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Optional<ModelFormat> found = ModelIO.formats().stream().filter(f -> f.name().equals(format)).findFirst();
        if (found.isEmpty() || found.get().documents().isEmpty()) {
            return Optional.empty();
        }
        // the reader's warnings were printed when the model was read for the summary above
        CheckedFile checked = new FileEntry(file, file.toString()).readDocument(CheckedFile.codec(found.get()), options,
                Diagnostics.discarding());
        return Engines.summary(Engines.check(checked));
    }
}
