package io.meshport.cli.files;

import io.meshport.cli.textures.SurfaceFinder;
import io.meshport.cli.textures.TextureFolders;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A game archive read in place: Warzone 2100's {@code .wz}, Quake-engine {@code .pk3} and
 * {@code .dpk} files are zip files. Entries are streamed from the archive one at a time, never
 * extracted to disk and never the whole archive in memory; an entry may hold at most
 * {@link #ENTRY_LIMIT} bytes, whatever its header says. Each entry is read from its own place in
 * the archive ({@link ZipIndex}), so two entries of one name are two files: each is read, both
 * are named with their place ({@code base.wz!/a.pie (entry 3)}), and a warning says so.
 */
final class ArchiveInput implements BatchInput {
    /** Far above any real model, far below what a compressed entry can claim to inflate to. */
    static final long ENTRY_LIMIT = 128L << 20;
    private static final Set<String> EXTENSIONS = Set.of("zip", "wz", "pk3", "dpk");

    private final ZipIndex zip;
    private final String shown;
    private final List<Diagnostic> warnings = new ArrayList<>();
    /** Entries by name, the first of each name: made when a texture is first looked for. */
    private Map<String, ZipIndex.Entry> byName;

    private ArchiveInput(ZipIndex zip, String shown) {
        this.zip = zip;
        this.shown = shown;
    }

    /** Whether {@code path} is a file with an archive's extension ({@code .zip}, {@code .wz}, {@code .pk3}, {@code .dpk}). */
    static boolean isArchive(Path path) {
        return EXTENSIONS.contains(ModelIO.extension(path)) && Files.isRegularFile(path);
    }

    static ArchiveInput open(Path path) throws IOException {
        return new ArchiveInput(ZipIndex.open(path), path.toString());
    }

    @Override
    public List<BatchEntry> entries() {
        warnings.clear();
        Map<String, Integer> count = new HashMap<>();
        for (ZipIndex.Entry e : zip.entries()) {
            if (!e.isDirectory()) {
                count.merge(e.name(), 1, Integer::sum);
            }
        }
        Map<String, Entry> first = new HashMap<>();
        List<BatchEntry> out = new ArrayList<>();
        for (ZipIndex.Entry e : zip.entries()) {
            if (e.isDirectory()) {
                continue;
            }
            Entry entry = new Entry(e, count.get(e.name()) > 1);
            Entry earlier = first.putIfAbsent(e.name(), entry);
            if (earlier != null) {
                warnings.add(Diagnostic.warning(entry.shown(), "has the name of " + earlier.shown()
                        + ": each is read from its own place in the archive"));
            }
            out.add(entry);
        }
        // a stable sort: entries of one name stay in the archive's order
        out.sort(Comparator.comparing(BatchEntry::relative));
        return out;
    }

    private synchronized Map<String, ZipIndex.Entry> byName() {
        if (byName == null) {
            byName = new HashMap<>();
            for (ZipIndex.Entry e : zip.entries()) {
                if (!e.isDirectory()) {
                    byName.putIfAbsent(e.name(), e);
                }
            }
        }
        return byName;
    }

    @Override
    public List<Diagnostic> warnings() {
        return List.copyOf(warnings);
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }

    /** One entry, named {@code archive!/name} in messages as {@code jar:} URLs and most archive tools do. */
    private final class Entry implements BatchEntry {
        private final ZipIndex.Entry entry;
        private final String fileName;
        private final String named;

        /** {@code shared}: another entry has its name, so that its place tells them apart in messages. */
        Entry(ZipIndex.Entry entry, boolean shared) {
            this.entry = entry;
            String name = entry.name();
            this.fileName = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
            this.named = shown + "!/" + name + (shared ? " (entry " + (entry.position() + 1) + ")" : "");
        }

        @Override
        public String relative() {
            return entry.name();
        }

        @Override
        public String shown() {
            return named;
        }

        @Override
        public ModelFormat format(String from) throws IOException {
            if (from != null) {
                return ModelIO.require(from);
            }
            return InputFile.named(fileName, shown(), Diagnostics.discarding(), raw -> {
                // only the first bytes: a texture over the size limit is still no model, not a failure
                try (InputStream in = zip.open(entry, shown())) {
                    return ModelIO.detect(in.readNBytes(ModelIO.PROBE_BYTES), fileName);
                }
            });
        }

        @Override
        public Model read(ModelFormat format, ReadOptions options, Diagnostics diagnostics) throws IOException {
            Model model = InputFile.named(fileName, shown(), diagnostics, raw -> {
                try (InputStream in = open()) {
                    return ModelIO.read(in, fileName, format, options, raw);
                }
            });
            return framegroups(model, diagnostics);
        }

        /** The model with the groups of a DarkPlaces {@code .framegroups} entry beside it, as the engine finds it. */
        private Model framegroups(Model model, Diagnostics diagnostics) throws IOException {
            ZipIndex.Entry side = byName().get(entry.name() + FramegroupsBeside.SUFFIX);
            if (side == null) {
                return model;
            }
            String named = shown + "!/" + side.name();
            try (InputStream in = new CappedInputStream(zip.open(side, named), FramegroupsBeside.MAX_BYTES,
                    () -> new FileSystemException(named, null, "over " + (FramegroupsBeside.MAX_BYTES >> 20)
                            + " MiB, far more than a .framegroups file holds"))) {
                return FramegroupsBeside.applied(model, in.readAllBytes(), named, diagnostics);
            }
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

        @Override
        public TextureSource textures(List<Path> extra) {
            TextureFolders folders = TextureFolders.of(null, extra);
            String name = entry.name().replace('\\', '/');
            String dir = name.contains("/") ? name.substring(0, name.lastIndexOf('/') + 1) : "";
            // the folders of the archive as the game mounts it: beside the entry, its texpages, and
            // the texpages one or two folders up (structs/blderik.pie finds texpages/page-13.png)
            List<String> places = new ArrayList<>(List.of(dir, dir + "texpages/"));
            String up = dir;
            for (int i = 0; i < 2 && !up.isEmpty(); i++) {
                up = up.substring(0, up.lastIndexOf('/', up.length() - 2) + 1);
                places.add(up + "texpages/");
            }
            return new TextureSource() {
                @Override
                public Optional<byte[]> find(String texture) throws IOException {
                    Optional<byte[]> given = folders.find(texture);
                    if (given.isPresent()) {
                        return given;
                    }
                    for (String place : places) {
                        for (String candidate : SurfaceFinder.candidates(texture)) {
                            ZipIndex.Entry e = byName().get(place + candidate);
                            if (e != null && e.size() <= SurfaceFinder.MAX_FILE_BYTES) {
                                try (InputStream in = new CappedInputStream(zip.open(e, shown + "!/" + e.name()),
                                        SurfaceFinder.MAX_FILE_BYTES, Entry.this::tooLarge)) {
                                    return Optional.of(in.readAllBytes());
                                }
                            }
                        }
                    }
                    return Optional.empty();
                }

                @Override
                public String searched() {
                    String inside = places.stream().distinct().map(p -> p.isEmpty() ? "/" : p)
                            .collect(Collectors.joining(", "));
                    return folders.folders().isEmpty() ? "looked in " + shown + ": " + inside
                            : folders.searched() + "; in " + shown + ": " + inside;
                }
            };
        }

        private InputStream open() throws IOException {
            if (entry.size() > ENTRY_LIMIT) {
                throw tooLarge();
            }
            return new CappedInputStream(zip.open(entry, shown()), ENTRY_LIMIT, this::tooLarge);
        }

        private FileSystemException tooLarge() {
            return new FileSystemException(shown(), null, "over " + (ENTRY_LIMIT >> 20)
                    + " MiB, the most one model of an archive may hold");
        }
    }
}
