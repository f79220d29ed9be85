package io.meshport.cli.files;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A model inside an archive named as {@code validate} and {@code convert} name it in their
 * messages: {@code base.wz!/structs/blderik.pie} (as {@code jar:} URLs and most archive tools do).
 * Every command that reads one model takes it where it takes a file: the name is what the user
 * copies from a batch's output.
 *
 * @param archive the archive file
 * @param entry the entry's name inside it, as stored ({@code structs/blderik.pie})
 */
record ArchiveEntryPath(Path archive, String entry) {
    private static final String SEPARATOR = "!/";

    /**
     * {@code path} as an archive's entry: when no file has that name and a part of it before a
     * {@code !/} is an archive ({@link ArchiveInput#isArchive}).
     */
    static Optional<ArchiveEntryPath> of(Path path) {
        String s = path.toString();
        if (!s.contains(SEPARATOR) || Files.exists(path)) {
            return Optional.empty();
        }
        for (int at = s.indexOf(SEPARATOR); at >= 0; at = s.indexOf(SEPARATOR, at + 1)) {
            Path archive = Path.of(s.substring(0, at));
            if (ArchiveInput.isArchive(archive)) {
                return Optional.of(new ArchiveEntryPath(archive, s.substring(at + SEPARATOR.length())));
            }
        }
        return Optional.empty();
    }

    /** The entry's format: {@code from} when given, else detected as a batch detects it. */
    ModelFormat format(String from) throws IOException {
        try (ArchiveInput in = ArchiveInput.open(archive)) {
            return find(in).format(from);
        }
    }

    /** The entry's model, read as {@code from} (null: detected); the reader's warnings go to {@code diagnostics}. */
    Model read(String from, ReadOptions options, Diagnostics diagnostics) throws IOException {
        try (ArchiveInput in = ArchiveInput.open(archive)) {
            BatchEntry e = find(in);
            return e.read(e.format(from), options, diagnostics);
        }
    }

    /** Copies the entry to {@code out} through {@code format}'s document, as {@code ModelIO.copy} copies a file. */
    void copy(ModelFormat format, ReadOptions reading, Path out, WriteOptions options, Diagnostics diagnostics)
            throws IOException {
        DocumentCodec<?> codec = format.documents()
                .orElseThrow(() -> new IOException(format.name() + " has no document round trip"));
        try (ArchiveInput in = ArchiveInput.open(archive)) {
            copy(find(in), codec, reading, out, options.overwrite(), diagnostics);
        }
    }

    private static <D> void copy(BatchEntry e, DocumentCodec<D> codec, ReadOptions reading, Path out,
            boolean overwrite, Diagnostics diagnostics) throws IOException {
        D document = e.readDocument(codec, reading, diagnostics);
        AtomicFiles.write(out, overwrite, stream -> codec.write(document, stream));
    }

    /** The first entry of the name (in the archive's order), or an error naming the archive. */
    private BatchEntry find(ArchiveInput in) throws IOException {
        for (BatchEntry e : in.entries()) {
            if (e.relative().equals(entry)) {
                return e;
            }
        }
        throw new NoSuchFileException(archive + SEPARATOR + entry, null, "no entry '" + entry + "' in " + archive);
    }
}
