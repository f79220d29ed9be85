package io.meshport.io;


import io.meshport.model.Model;
import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The facade over every format on the classpath: find a format by name, by content or by file
 * extension, read a file into a {@link Model}, write a model atomically.
 */
public final class ModelIO {
    /** How many leading bytes {@link ModelFormat#probe} is given. */
    public static final int PROBE_BYTES = 64;

    private ModelIO() {
    }

    /** The formats found through {@link ServiceLoader}, sorted by name. */
    public static List<ModelFormat> formats() {
        return Installed.FORMATS;
    }

    /** Loaded once, on first use: the classpath's formats do not change while the program runs. */
    private static final class Installed {
        static final List<ModelFormat> FORMATS = load();

        private static List<ModelFormat> load() {
            List<ModelFormat> found = new ArrayList<>();
            ServiceLoader.load(ModelFormat.class, ModelIO.class.getClassLoader()).forEach(found::add);
            found.sort(Comparator.comparing(ModelFormat::name));
            return List.copyOf(found);
        }
    }

    /** The format called {@code name} (case-insensitive). */
    public static Optional<ModelFormat> format(String name) {
        return formats().stream().filter(f -> f.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The format whose extensions include {@code path}'s, if any. */
    public static Optional<ModelFormat> formatForExtension(Path path) {
        return formatOfExtension(extension(path));
    }

    private static Optional<ModelFormat> formatOfExtension(String ext) {
        return formats().stream().filter(f -> f.extensions().contains(ext)).findFirst();
    }

    /**
     * The format of an existing file: by content first (magic line or bytes), by extension
     * second.
     *
     * @throws ModelFormatException when neither says
     */
    public static ModelFormat detect(Path path) throws IOException {
        if (isStream(path)) {
            // a pipe gives its bytes once: the read that follows must have them, so only the name is looked at
            return detect(new byte[0], sourceName(path));
        }
        return detect(head(path), sourceName(path));
    }

    /**
     * The format of a file that is not on the file system (an archive's entry, say), from its first
     * bytes ({@link #PROBE_BYTES} of them, or all when fewer) and its file name, as
     * {@link #detect(Path)} finds it.
     *
     * @throws ModelFormatException in source {@code fileName} when neither says
     */
    public static ModelFormat detect(byte[] head, String fileName) throws ModelFormatException {
        for (ModelFormat f : formats()) {
            if (probeSafely(f, head)) {
                return f;
            }
        }
        // the name as a string, not a Path: an archive's entry may be called anything (a NUL in
        // it made Path.of throw, and a whole batch ended on one hostile entry)
        String ext = extensionOf(fileName);
        return formatOfExtension(ext).orElseThrow(() -> ModelFormatException.inSource(fileName,
                "unknown model format (formats on the classpath: " + known() + ")"
                        + FormatModules.forExtension(ext).map(a -> "; '." + ext + "' files are read by " + a).orElse("")));
    }

    private static boolean probeSafely(ModelFormat f, byte[] head) {
        try {
            return f.probe(head);
        } catch (RuntimeException e) {
            return false; // a probe must not throw; one that does cannot claim the file
        }
    }

    /** Reads {@code path}, detecting its format; warnings are dropped. */
    public static Model read(Path path) throws IOException {
        return read(path, null, Diagnostics.discarding());
    }

    /** Reads {@code path}, detecting its format; warnings go to {@code diagnostics}. */
    public static Model read(Path path, Diagnostics diagnostics) throws IOException {
        return read(path, null, diagnostics);
    }

    /** Reads {@code path} as {@code formatName} (null = detect). */
    public static Model read(Path path, String formatName, Diagnostics diagnostics) throws IOException {
        return read(path, formatName, ReadOptions.STRICT, diagnostics);
    }

    /** Reads {@code path} as {@code formatName} (null = detect), as {@code options} say. */
    public static Model read(Path path, String formatName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        if (isStream(path)) {
            // FileInputStream, not Files.newInputStream: a channel's stream asks a pipe its position ("Illegal seek")
            try (InputStream in = new BufferedInputStream(new FileInputStream(path.toFile()))) {
                ModelFormat format = formatName != null ? require(formatName) : detect(peek(in), sourceName(path));
                return read(in, sourceName(path), format, options, diagnostics);
            }
        }
        ModelFormat format = formatName == null ? detect(path) : require(formatName);
        ModelReader reader = format.reader().orElseThrow(() -> new IOException(format.name() + " cannot be read"));
        return reader.read(path, diagnostics, options);
    }

    /**
     * Whether {@code path} is a stream rather than a file: a pipe ({@code <(gunzip -c x.iqe.gz)}) or
     * a device, whose bytes can be read once, from the start, and have no size. Such a model is
     * opened once and read as a stream (its format told by {@link #PROBE_BYTES} bytes looked at
     * without consuming them), under the format's own limits: a stream that never ends is refused by
     * them, and a format that finds side files finds none beside a stream.
     */
    private static boolean isStream(Path path) {
        return Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path);
    }

    private static byte[] peek(InputStream in) throws IOException {
        in.mark(PROBE_BYTES);
        byte[] head = in.readNBytes(PROBE_BYTES);
        in.reset();
        return head;
    }

    /**
     * Reads a model of {@code format} from {@code in} (an archive's entry, say), as {@code options}
     * say; {@code sourceName} names it in messages.
     */
    public static Model read(InputStream in, String sourceName, ModelFormat format, ReadOptions options,
            Diagnostics diagnostics) throws IOException {
        ModelReader reader = format.reader().orElseThrow(() -> new IOException(format.name() + " cannot be read"));
        return reader.read(in, sourceName, diagnostics, options);
    }

    /** Writes {@code model} to {@code path} atomically in the format the extension names, replacing a file there. */
    public static void write(Model model, Path path) throws IOException {
        write(model, path, WriteOptions.DEFAULTS, Diagnostics.discarding());
    }

    /**
     * Writes {@code model} to {@code path} atomically (see {@link AtomicFiles}): in
     * {@code options.format()}, or the format named by the extension. A model in other
     * conventions than the format's is converted by the writer ({@link io.meshport.model.edit.FormatConventions}), which
     * reports it to {@code losses}.
     */
    public static void write(Model model, Path path, WriteOptions options, Diagnostics losses) throws IOException {
        ModelFormat format = options.format() != null ? require(options.format())
                : formatForExtension(path).orElseThrow(() -> new IOException(noWriter(path)));
        ModelWriter writer = format.writer().orElseThrow(() -> new IOException(format.name() + " cannot be written"));
        writer.write(model, path, options, losses);
    }


    /**
     * Copies {@code in}, a file of {@code format}, to {@code out} through the format's document,
     * not the model: same-format conversion keeps all the format can say (comments, order, pose
     * forms, every byte of a binary file). Written atomically, by {@code options.overwrite()}.
     *
     * @throws IOException when the format has no document round trip
     */
    public static void copy(Path in, ModelFormat format, Path out, WriteOptions options, Diagnostics diagnostics)
            throws IOException {
        copy(in, format, ReadOptions.STRICT, out, options, diagnostics);
    }

    /** {@link #copy(Path, ModelFormat, Path, WriteOptions, Diagnostics)}, reading as {@code reading} says. */
    public static void copy(Path in, ModelFormat format, ReadOptions reading, Path out, WriteOptions options,
            Diagnostics diagnostics) throws IOException {
        DocumentCodec<?> codec = format.documents()
                .orElseThrow(() -> new IOException(format.name() + " has no document round trip"));
        copy(codec, in, reading, out, options.overwrite(), diagnostics);
    }

    private static <D> void copy(DocumentCodec<D> codec, Path in, ReadOptions reading, Path out, boolean overwrite,
            Diagnostics diagnostics) throws IOException {
        D document = codec.read(in, diagnostics, reading);
        AtomicFiles.write(out, overwrite, stream -> codec.write(document, stream));
    }

    /** The format called {@code name}, or an exception listing the known ones. */
    public static ModelFormat require(String name) throws IOException {
        return format(name).orElseThrow(() -> new IOException("no format '" + name + "' on the classpath (formats there: "
                + known() + ")" + FormatModules.forName(name.toLowerCase(Locale.ROOT)).map(a -> "; add " + a).orElse("")));
    }

    /** The names of the formats on the classpath, for messages. */
    private static String known() {
        String all = formats().stream().map(ModelFormat::name).collect(Collectors.joining(", "));
        return all.isEmpty() ? "none" : all;
    }

    /** Why no format writes {@code path}, in a library user's words: what to add, or how to name the format. */
    private static String noWriter(Path path) {
        String ext = extension(path);
        if (ext.isEmpty()) {
            return "'" + sourceName(path) + "' has no extension to tell the format by: name the format in WriteOptions";
        }
        return "no format on the classpath writes '." + ext + "'" + FormatModules.forWriting(ext)
                .map(a -> " (add " + a + ")").orElse(" (formats there: " + known() + "; or name the format in"
                        + " WriteOptions)");
    }

    private static byte[] head(Path path) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return in.readNBytes(PROBE_BYTES);
        }
    }

    /** Lower-case extension of {@code path} without the dot, or "". */
    public static String extension(Path path) {
        return extensionOf(sourceName(path));
    }

    /** Lower-case extension of the file name {@code name} (its last part, after '/' or '\\') without the dot, or "". */
    private static String extensionOf(String name) {
        String n = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * The name a file goes by in diagnostics and error positions: its file name, or the whole path
     * when it has none (a root).
     */
    public static String sourceName(Path path) {
        Path f = path.getFileName();
        return f == null ? path.toString() : f.toString();
    }
}
