package io.meshport.cli.files;

import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ReadOptions;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A model file's document, read where a command takes a model file: a file, or an archive's entry
 * named {@code base.wz!/structs/blderik.pie} ({@link ArchiveEntryPath}); for {@code info}'s engine line.
 */
public final class ModelDocuments {
    private ModelDocuments() {
    }

    /**
     * The document of {@code path} read by {@code codec}; the reader's warnings go to {@code diagnostics}.
     *
     * @throws IOException when the file or entry cannot be read, or is not a valid document
     */
    public static <D> D read(Path path, DocumentCodec<D> codec, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        Optional<ArchiveEntryPath> entry = ArchiveEntryPath.of(path);
        if (entry.isEmpty()) {
            return new FileEntry(path, path.toString()).readDocument(codec, options, diagnostics);
        }
        try (ArchiveInput in = ArchiveInput.open(entry.get().archive())) {
            // the first entry of the name, as ArchiveEntryPath reads it
            for (BatchEntry e : in.entries()) {
                if (e.relative().equals(entry.get().entry())) {
                    return e.readDocument(codec, options, diagnostics);
                }
            }
        }
        throw new NoSuchFileException(path.toString(), null, "no entry '" + entry.get().entry() + "' in "
                + entry.get().archive());
    }
}
