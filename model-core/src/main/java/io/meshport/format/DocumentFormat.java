package io.meshport.format;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Beside;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.LossCheck;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.model.derive.RecordedBounds;
import io.meshport.model.edit.FormatConventions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The template every meshport format is written on. A format supplies four stages and what it can
 * hold:
 * <ul>
 * <li>{@link #parse parse}: bytes to the format's document, faithful to the file;
 * <li>{@link #compile compile}: the document to the common {@link Model};
 * <li>{@link #export export}: a model, already in the format's conventions and checked for what the
 * format cannot hold, to a document;
 * <li>{@link #print print}: the document to bytes;
 * </ul>
 * with its name, extensions, {@link Capabilities} and {@link #probe probe}, and one line in
 * {@code META-INF/services/io.meshport.io.ModelFormat}. The template does the rest, once and the
 * same for every format: reading files and streams, writing them atomically without destroying an
 * existing file when anything fails, same-format copies through the document, bringing a model into
 * the format's conventions ({@link FormatConventions}), the loss check ({@link LossCheck}, beside
 * the export on a thread of its own when it may skin every frame), source names in diagnostics,
 * and the {@link ModelFormat} service that {@link ModelIO}, the command line and the conformance
 * harness use.
 *
 * <p>A user reads and writes through {@link #newReader()} and {@link #newWriter()}, objects
 * configured once and used for many files:
 *
 * <pre>{@code
 * FormatReader<PieDocument> reader = new PieFormat().newReader().withDiagnostics(warnings);
 * Model model = reader.read(Path.of("blderik.pie"));
 * new IqmFormat().newWriter().withLosses(losses).write(model, Path.of("blderik.iqm"));
 * }</pre>
 *
 * @param <D> the format's document: the file's meaning, typed and faithful ({@code PieDocument},
 *     {@code IqmFile}...), or the {@link Model} itself for a format read and written through it
 */
public abstract class DocumentFormat<D> implements ModelFormat {
    private final String name;
    private final List<String> extensions;
    private final Capabilities capabilities;
    private final boolean faithfulDocuments;

    /**
     * A format called {@code name} (lower case, as on the command line), of files with
     * {@code extensions} (without the dot, preferred first), that holds what {@code capabilities}
     * says.
     *
     * @param faithfulDocuments whether {@code print(parse(file))} keeps everything the file says, so
     *     that a same-format copy goes through the document ({@link #documents()}); false for a
     *     format whose document is the model
     */
    protected DocumentFormat(String name, List<String> extensions, Capabilities capabilities,
            boolean faithfulDocuments) {
        this.name = Objects.requireNonNull(name, "name");
        this.extensions = List.copyOf(extensions);
        this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
        this.faithfulDocuments = faithfulDocuments;
    }

    // ------------------------------------------------------------ the stages a format supplies

    /**
     * Reads a whole document from {@code in}. Tolerated oddities go to {@code diagnostics} as
     * warnings, named by {@code sourceName}.
     *
     * @throws ModelFormatException when the bytes are not a valid file of this format, and for
     *     nothing else that the bytes can cause
     * @throws IOException when reading {@code in} fails
     */
    protected abstract D parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException;

    /**
     * Reads a whole document from {@code file}: by default its bytes as a stream, named by the
     * file's name. A format overrides this to map the file, or to find side files in its folder.
     *
     * @throws ModelFormatException as {@link #parse(InputStream, String, ReadOptions, Diagnostics)}
     * @throws IOException when reading the file fails
     */
    protected D parse(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(in, ModelIO.sourceName(file), options, diagnostics);
        }
    }

    /**
     * The document's meaning as a model, as the format's consumers build it.
     *
     * @throws ModelFormatException when the document has no valid model
     */
    protected abstract Model compile(D document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException;

    /**
     * {@link #compile}, for a document no one else holds (the template's own, just parsed): a
     * format may free the document's parts as the model grows, to read a large file in less
     * memory. By default the same as {@link #compile}.
     *
     * @throws ModelFormatException when the document has no valid model
     */
    protected Model compileOwned(D document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return compile(document, sourceName, diagnostics);
    }

    /**
     * A document of {@code model}, which the template has brought into the format's conventions,
     * {@link #prepare prepared} and checked against its capabilities already: the format reports
     * only what that check cannot know to {@code losses}.
     *
     * @throws ModelFormatException when the model cannot be written in this format at all
     * @throws IllegalArgumentException when a setting of this format in {@code options} has a value
     *     it does not take
     */
    protected abstract D export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException;

    /**
     * {@link #export(Model, WriteOptions, Diagnostics)} for a file called {@code fileName}: a format whose
     * files of one model differ by extension in what they hold (MD5's {@code .md5mesh} and
     * {@code .md5anim}) exports what that file holds; by default the name does not matter.
     *
     * @param fileName the name of the file the document is for (a name only), or null when there is
     *     none (a stream, or a document asked for by itself)
     * @throws ModelFormatException when the model cannot be written in this format
     */
    protected D export(Model model, String fileName, WriteOptions options, Diagnostics losses)
            throws ModelFormatException {
        return export(model, options, losses);
    }

    /**
     * Writes {@code document} to {@code out}, flushed and not closed.
     *
     * @param fileName the name of the file written (a name only, for a format with variants told
     *     apart by extension), or null for a stream without one
     * @throws IOException when writing fails
     */
    protected abstract void print(D document, OutputStream out, String fileName, WriteOptions options)
            throws IOException;

    /**
     * Checks, before anything is written, that {@code document} can be printed (a document built by
     * hand may break the format's rules); by default every document can.
     *
     * @param targetName the name of the file or stream written, for the error
     * @throws ModelFormatException when it cannot
     */
    protected void checkPrintable(D document, String targetName) throws ModelFormatException {
    }

    /**
     * Checks the format's own settings in {@code options} before anything is done or reported; by
     * default there are none to check.
     *
     * @throws IllegalArgumentException when a setting of this format has a value it does not take
     */
    protected void checkSettings(WriteOptions options) {
    }

    /**
     * {@code model}, in the format's conventions, changed where the format's rules ask and the
     * settings allow before it is checked and exported (meshes over a limit split, say; each change
     * reported to {@code losses}); by default the model itself.
     *
     * @throws ModelFormatException when the model cannot be written in this format at all
     * @throws IllegalArgumentException when a setting of this format in {@code options} has a value
     *     it does not take
     */
    protected Model prepare(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return model;
    }

    /**
     * The part of {@code model} the loss check compares with {@link #lossCapabilities(WriteOptions)}: by default
     * all of it; a format whose exporter reports some parts itself (say, with file places) leaves
     * those out.
     */
    protected Model lossChecked(Model model) {
        return model;
    }

    /**
     * What the loss check compares a model with when writing with {@code options}: by default
     * {@link #capabilities()}; a format whose settings let it hold more (IQM's blend data in any
     * layout), or whose files hold more together than one alone, says so here.
     */
    protected Capabilities lossCapabilities(WriteOptions options) {
        return capabilities;
    }

    /**
     * Writes the files that belong beside {@code file} ({@code document}'s material library, say),
     * atomically, before {@code file} itself and once the template has found that {@code file} may
     * be written; by default none.
     *
     * @throws IOException when writing one fails
     */
    protected void printBeside(D document, Path file, WriteOptions options) throws IOException {
    }

    // ------------------------------------------------------------ the service, written once

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> extensions() {
        return extensions;
    }

    @Override
    public final Capabilities capabilities() {
        return capabilities;
    }

    /** The format's reader into the common model, for {@link ModelIO}: {@link #parse} then {@link #compile}. */
    @Override
    public final Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return read(in, sourceName, diagnostics, ReadOptions.STRICT);
            }

            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
                    throws IOException {
                return readModel(in, sourceName, options, diagnostics);
            }

            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                return read(path, diagnostics, ReadOptions.STRICT);
            }

            @Override
            public Model read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
                return readModel(path, options, diagnostics);
            }
        });
    }

    /** The format's writer from the common model, for {@link ModelIO}: conventions, loss check, export, print. */
    @Override
    public final Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                write(model, out, WriteOptions.DEFAULTS, losses);
            }

            @Override
            public void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses)
                    throws IOException {
                writeModel(model, out, null, options, losses);
            }

            @Override
            public void write(Model model, OutputStream out, String fileName, WriteOptions options,
                    Diagnostics losses) throws IOException {
                writeModel(model, out, fileName, options, losses);
            }

            @Override
            public void write(Model model, Path path, WriteOptions options, Diagnostics losses) throws IOException {
                writeModel(model, path, options, losses);
            }
        });
    }

    /** The format's document, read and written faithfully, when it has one ({@code faithfulDocuments}). */
    @Override
    public final Optional<DocumentCodec<?>> documents() {
        if (!faithfulDocuments) {
            return Optional.empty();
        }
        return Optional.of(new DocumentCodec<D>() {
            @Override
            public D read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return read(in, sourceName, diagnostics, ReadOptions.STRICT);
            }

            @Override
            public D read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
                    throws IOException {
                return parse(in, sourceName, options, diagnostics);
            }

            @Override
            public D read(Path path, Diagnostics diagnostics) throws IOException {
                return read(path, diagnostics, ReadOptions.STRICT);
            }

            @Override
            public D read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
                return parse(path, options, diagnostics);
            }

            @Override
            public void write(D document, OutputStream out) throws IOException {
                writeDocument(document, out, null, WriteOptions.DEFAULTS);
            }

            @Override
            public Model toModel(D document, String sourceName, Diagnostics diagnostics)
                    throws ModelFormatException {
                return DocumentFormat.this.toModel(document, sourceName, diagnostics);
            }
        });
    }

    /** A reader of this format that drops warnings and reads strictly; {@code with...} configures another. */
    public final FormatReader<D> newReader() {
        return new FormatReader<>(this, Diagnostics.discarding(), ReadOptions.STRICT);
    }

    /**
     * A writer of this format that drops the loss report and replaces an existing file (atomically);
     * {@code with...} configures another.
     */
    public final FormatWriter<D> newWriter() {
        return new FormatWriter<>(this, Diagnostics.discarding(), WriteOptions.DEFAULTS.withFormat(name));
    }

    // ------------------------------------------------------------ the work, for the reader and writer

    final Model readModel(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        String source = named(sourceName);
        return compileOwned(parse(in, source, options, diagnostics), source, diagnostics);
    }

    final Model readModel(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        return compileOwned(parse(file, options, diagnostics), ModelIO.sourceName(file), diagnostics);
    }

    final D readDocument(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return parse(in, named(sourceName), options, diagnostics);
    }

    final D readDocument(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        return parse(file, options, diagnostics);
    }

    final Model toModel(D document, String sourceName, Diagnostics diagnostics) throws ModelFormatException {
        return compile(document, named(sourceName), diagnostics);
    }

    /** What a stream or document without a name goes by in diagnostics. */
    private static String named(String sourceName) {
        return sourceName == null ? "<input>" : sourceName;
    }

    /**
     * The model in this format's conventions (a conversion is noted) and prepared as the format asks,
     * checked for what the format cannot hold (reported first), then exported (the exporter's own
     * reports after).
     */
    final D fromModel(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return fromModel(model, null, options, losses);
    }

    /** {@link #fromModel(Model, WriteOptions, Diagnostics)} for the file called {@code fileName} (or none: null). */
    final D fromModel(Model model, String fileName, WriteOptions options, Diagnostics losses)
            throws ModelFormatException {
        checkSettings(options);
        Capabilities caps = lossCapabilities(options);
        // Whether per-frame bounds the format cannot hold are what skinning gives is the loss
        // check's one long question (RecordedBounds may skin every frame). It is asked of the model
        // as given, on a thread beside the conversion of axes and the export: a conversion moves
        // positions, poses and bounds alike (signed permutations of their floats) and keeps the
        // radius around the up axis, so the answer is the converted model's, and asked after the
        // conversion it left the writer waiting for it (up to 80 ms of the 1M-vertex benchmark's
        // .glb on a busy machine).
        Beside<Boolean> early = model.frameBounds().isEmpty() || caps.bounds() ? null
                : Beside.start(name + "-loss-check", () -> RecordedBounds.derived(model));
        Model conventional = FormatConventions.convert(model, capabilities.conventions(), name, losses);
        Model converted = prepare(conventional, options, losses);
        Model checked = lossChecked(converted);
        if (early == null) {
            LossCheck.report(checked, name, caps, losses);
            return export(converted, fileName, options, losses);
        }
        // a preparation that changed what skinning reads (split meshes, say) has it asked again,
        // and the first asking withdrawn: it would take a core until its answer, read by no one
        Beside<Boolean> derived = early;
        if (!RecordedBounds.sameAnswer(conventional, checked)) {
            early.cancel();
            derived = Beside.start(name + "-loss-check", () -> RecordedBounds.derived(checked));
        }
        Diagnostics exported = new Diagnostics();
        try {
            return export(converted, fileName, options, exported);
        } finally {
            LossCheck.scoped(checked, name, caps, derived::join)
                    .forEach((message, scope) -> losses.lost(name, message, scope));
            exported.all().forEach(losses::report);
        }
    }

    final void writeModel(Model model, Path file, WriteOptions options, Diagnostics losses) throws IOException {
        // the document is made before the file is opened: a model that cannot be written leaves
        // an existing file as it was
        writeDocument(fromModel(model, ModelIO.sourceName(file), options, losses), file, options);
    }

    final void writeModel(Model model, OutputStream out, String fileName, WriteOptions options, Diagnostics losses)
            throws IOException {
        writeDocument(fromModel(model, fileName, options, losses), out, fileName, options);
    }

    final void writeDocument(D document, Path file, WriteOptions options) throws IOException {
        String fileName = ModelIO.sourceName(file);
        checkPrintable(document, fileName);
        // a write that will be refused leaves nothing beside the target either
        AtomicFiles.checkWritable(file, options.overwrite());
        printBeside(document, file, options);
        AtomicFiles.write(file, options.overwrite(), out -> print(document, out, fileName, options));
    }

    final void writeDocument(D document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        checkPrintable(document, fileName == null ? name : fileName);
        print(document, out, fileName, options);
    }
}
