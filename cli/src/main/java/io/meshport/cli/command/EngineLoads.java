package io.meshport.cli.command;

import io.meshport.cli.files.InputFile;
import io.meshport.cli.files.ModelDocuments;
import io.meshport.engines.CheckedFile;
import io.meshport.engines.Engines;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code info}'s engine line: {@code loads in: tesseract, daemon, fte; not darkplaces (joint 12
 * 'hand': ...)} for a file of a format that engine profiles check. Such a file is read once, as the
 * engines check it, and its model is the one {@code info} shows (a pipe gives its bytes once).
 */
final class EngineLoads {
    private EngineLoads() {
    }

    /**
     * {@code file} (or an archive's entry) read for the engines of {@code format}, the reader's
     * warnings printed to {@code err}; empty when no engine profile reads that format.
     */
    static Optional<CheckedFile> read(Path file, String format, ReadingOptions reading, PrintWriter err)
            throws IOException {
        if (Engines.forFormat(format).isEmpty()) {
            return Optional.empty();
        }
        Optional<ModelFormat> found = ModelIO.formats().stream().filter(f -> f.name().equals(format)).findFirst();
        if (found.isEmpty() || found.get().documents().isEmpty()) {
            return Optional.empty();
        }
        Diagnostics diagnostics = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        try {
            return Optional.of(ModelDocuments.read(file, CheckedFile.codec(found.get()), reading.options(),
                    diagnostics));
        } finally {
            // as ReadingOptions.read prints them, also when reading fails
            for (Diagnostic d : diagnostics.all()) {
                err.println(d);
            }
            err.flush();
        }
    }

    /** The line for a file read by {@link #read}. */
    static Optional<String> line(CheckedFile file) {
        return Engines.summary(Engines.check(file));
    }
}
