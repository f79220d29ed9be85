package io.meshport.cli;

import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * A game archive read in place: Warzone 2100's {@code .wz}, Quake-engine {@code .pk3} and
 * {@code .dpk} files are zip files. Entries are streamed from the archive one at a time, never
 * extracted to disk and never the whole archive in memory; an entry may hold at most
 * {@link #ENTRY_LIMIT} bytes, whatever its header says.
 */
final class ArchiveInput implements BatchInput {
    /** Far above any real model, far below what a compressed entry can claim to inflate to. */
    static final long ENTRY_LIMIT = 128L << 20;
    private static final Set<String> EXTENSIONS = Set.of("zip", "wz", "pk3", "dpk");

    private final ZipFile zip;
    private final String shown;

    private ArchiveInput(ZipFile zip, String shown) {
        this.zip = zip;
        this.shown = shown;
    }

    /** Whether {@code path} is a file with an archive's extension ({@code .zip}, {@code .wz}, {@code .pk3}, {@code .dpk}). */
    static boolean isArchive(Path path) {
        return EXTENSIONS.contains(ModelIO.extension(path)) && Files.isRegularFile(path);
    }

    static ArchiveInput open(Path path) throws IOException {
        try {
            return new ArchiveInput(new ZipFile(path.toFile(), ZipFile.OPEN_READ, StandardCharsets.UTF_8),
                    path.toString());
        } catch (ZipException e) {
            throw new FileSystemException(path.toString(), null, "not a readable zip archive (" + e.getMessage() + ")");
        }
    }

    @Override
    public List<BatchEntry> entries() throws IOException {
        try {
            return zip.stream().filter(e -> !e.isDirectory()).<BatchEntry>map(Entry::new)
                    .sorted(Comparator.comparing(BatchEntry::relative)).toList();
        } catch (IllegalArgumentException e) {
            // the JDK's decoder refuses an entry name that is not UTF-8 only when it is read
            throw new FileSystemException(shown, null, "an entry's name is not UTF-8");
        }
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }

    /** One entry, named {@code archive!/name} in messages as {@code jar:} URLs and most archive tools do. */
    private final class Entry implements BatchEntry {
        private final ZipEntry entry;
        private final String fileName;

        Entry(ZipEntry entry) {
            this.entry = entry;
            String name = entry.getName();
            this.fileName = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        }

        @Override
        public String relative() {
            return entry.getName();
        }

        @Override
        public String shown() {
            return shown + "!/" + entry.getName();
        }

        @Override
        public ModelFormat format(String from) throws IOException {
            if (from != null) {
                return ModelIO.require(from);
            }
            return InputFile.named(fileName, shown(), Diagnostics.discarding(), raw -> {
                // only the first bytes: a texture over the size limit is still no model, not a failure
                try (InputStream in = zip.getInputStream(entry)) {
                    return ModelIO.detect(in.readNBytes(ModelIO.PROBE_BYTES), fileName);
                }
            });
        }

        @Override
        public Model read(ModelFormat format, ReadOptions options, Diagnostics diagnostics) throws IOException {
            return InputFile.named(fileName, shown(), diagnostics, raw -> {
                try (InputStream in = open()) {
                    return ModelIO.read(in, fileName, format, options, raw);
                }
            });
        }

        @Override
        public <D> D readDocument(DocumentCodec<D> codec, ReadOptions options, Diagnostics diagnostics)
                throws IOException {
            return InputFile.named(fileName, shown(), diagnostics, raw -> {
                try (InputStream in = open()) {
                    return codec.read(in, fileName, raw, options);
                }
            });
        }

        private InputStream open() throws IOException {
            if (entry.getSize() > ENTRY_LIMIT) {
                throw tooLarge();
            }
            return new CappedInputStream(zip.getInputStream(entry), ENTRY_LIMIT, this::tooLarge);
        }

        private FileSystemException tooLarge() {
            return new FileSystemException(shown(), null, "over " + (ENTRY_LIMIT >> 20)
                    + " MiB, the most one model of an archive may hold");
        }
    }
}
