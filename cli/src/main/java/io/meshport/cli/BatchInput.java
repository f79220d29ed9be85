package io.meshport.cli;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A directory or a game archive whose model files {@code convert} and {@code validate} go through. */
interface BatchInput extends Closeable {
    /** Whether {@code path} is a directory or an archive ({@link ArchiveInput#isArchive}) rather than one file. */
    static boolean isBatch(Path path) {
        return Files.isDirectory(path) || ArchiveInput.isArchive(path);
    }

    /**
     * The files of {@code path}, a directory or an archive.
     *
     * @param skipped a directory inside {@code path} not to go into (the output of a conversion into
     *     its own input), or null
     */
    static BatchInput open(Path path, Path skipped) throws IOException {
        return Files.isDirectory(path) ? new DirectoryInput(path, skipped) : ArchiveInput.open(path);
    }

    /** Every file, models or not, sorted by {@link BatchEntry#relative()}. */
    List<BatchEntry> entries() throws IOException;

    @Override
    default void close() throws IOException {
    }
}
