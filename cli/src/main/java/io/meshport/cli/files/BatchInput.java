package io.meshport.cli.files;

import io.meshport.io.Diagnostic;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A directory or a game archive whose model files {@code convert} and {@code validate} go through. */
public interface BatchInput extends Closeable {
    /** Whether {@code path} is a directory or an archive ({@link ArchiveInput#isArchive}) rather than one file. */
    static boolean isBatch(Path path) {
        return Files.isDirectory(path) || ArchiveInput.isArchive(path);
    }

    /**
     * The files of {@code path}, a directory or an archive.
     *
     * @param skipped a directory not to go into (the output of a conversion, which a link followed
     *     with {@code followLinks} may lead into), or null
     * @param followLinks whether a directory's symbolic links are followed wherever they lead
     *     (--follow-links); without it, only those that stay inside the directory are
     */
    static BatchInput open(Path path, Path skipped, boolean followLinks) throws IOException {
        return Files.isDirectory(path) ? new DirectoryInput(path, skipped, followLinks) : ArchiveInput.open(path);
    }

    /** Every file, models or not, sorted by {@link BatchEntry#relative()}. */
    List<BatchEntry> entries() throws IOException;

    /**
     * What {@link #entries()} left out or found amiss, a warning each, naming the file and never
     * its content nor where a link points: a link not followed, two entries of one name.
     */
    default List<Diagnostic> warnings() {
        return List.of();
    }

    /** How many files {@link #entries()} left out with a warning (links not followed). */
    default int leftOut() {
        return 0;
    }

    @Override
    default void close() throws IOException {
    }
}
