package io.meshport.vif;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * VDSlib's VIF in a line: the {@link VifFormat}'s reader and writer objects, and shortcuts for the
 * verbs every meshport format has, each one call on them: files to models ({@code read}) and back
 * ({@code write}), files to documents ({@code readDocument}) and back ({@code writeDocument}),
 * documents to models ({@code toModel}) and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Vif.reader().withDiagnostics(warnings).read(Path.of("bunny.vif")); // one mesh, a VifExtra
 * Vif.writer().withSetting(VifFormat.VERSION_SETTING, "2.2").write(model, Path.of("out.vif"));
 * VifDocument doc = Vif.readDocument(Path.of("bunny.vif"));  // everything the file says
 * Vif.writeDocument(doc, Path.of("copy.vif"));               // lossless, comments kept
 * }</pre>
 *
 * Reading is strict by default; the reader's {@code withOptions(ReadOptions.LENIENT)} (or
 * {@code lenient = true} here) reports breaches of VIF's rules as warnings. Every write to a path is
 * atomic (a temporary file beside it, then a move) and replaces an existing file; the writer's
 * {@code withOverwrite(false)} keeps it. A document that breaks the rules is never written.
 */
public final class Vif {
    private static final VifFormat FORMAT = new VifFormat();

    private Vif() {
    }

    /** The version meshport writes unless asked for another. */
    public static final VifVersion DEFAULT_VERSION = VifVersion.V2_3;

    /** The VIF format. */
    public static VifFormat format() {
        return FORMAT;
    }

    /** A VIF reader, strict: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<VifDocument> reader() {
        return FORMAT.newReader();
    }

    /** A VIF writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<VifDocument> writer() {
        return FORMAT.newWriter();
    }

    /** The version a model read from VIF came in, or {@link #DEFAULT_VERSION}. */
    static VifVersion versionFor(Model model) {
        if (model.meshes().size() == 1) {
            return model.meshes().get(0).extra(VifExtra.class).map(VifExtra::version).orElse(DEFAULT_VERSION);
        }
        return DEFAULT_VERSION;
    }

    // ------------------------------------------------------------ shortcuts

    /** The model of {@code file}, read strictly, warnings dropped. */
    public static Model read(Path file) throws IOException {
        return reader().read(file);
    }

    /** The model of {@code file}, read strictly, warnings to {@code diagnostics}. */
    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(file);
    }

    /** The model of {@code in}'s bytes, read strictly, named {@code sourceName} in diagnostics. */
    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(in, sourceName);
    }

    /** Writes {@code model} as VIF (its own version if read from VIF, else 2.3), losses dropped. */
    public static void write(Model model, Path file) throws IOException {
        writer().write(model, file);
    }

    /** Writes {@code model} as VIF (its own version if read from VIF, else 2.3), losses to {@code losses}. */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, file);
    }

    /** Writes {@code model} as VIF (its own version if read from VIF, else 2.3), losses to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, out);
    }

    /** The document's meaning as a model: one mesh, Y up, right-handed, counter-clockwise ({@link VifCompiler}). */
    public static Model toModel(VifDocument doc, String sourceName, Diagnostics diagnostics) {
        try {
            return reader().withDiagnostics(diagnostics).toModel(doc, sourceName);
        } catch (ModelFormatException e) {
            throw neverThrown(e);
        }
    }

    /**
     * A document of {@code model} in the version it was read in, if it was read from VIF, else in
     * 2.3; losses to {@code losses}.
     */
    public static VifDocument fromModel(Model model, Diagnostics losses) {
        try {
            return writer().withLosses(losses).fromModel(model);
        } catch (ModelFormatException e) {
            throw neverThrown(e);
        }
    }

    /**
     * A document of {@code model} in {@code version}, losses to {@code losses}. A mesh read from VIF
     * keeps its hierarchy; any other model gets one built (2.0 on).
     */
    public static VifDocument fromModel(Model model, VifVersion version, Diagnostics losses) {
        try {
            return writer().withSetting(VifFormat.VERSION_SETTING, version.text()).withLosses(losses)
                    .fromModel(model);
        } catch (ModelFormatException e) {
            throw neverThrown(e);
        }
    }

    /** The document of {@code file}, read strictly, warnings dropped. */
    public static VifDocument readDocument(Path file) throws IOException {
        return reader().readDocument(file);
    }

    /** The document of {@code file}, read strictly, warnings to {@code diagnostics}. */
    public static VifDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(file);
    }

    /** The document of {@code file}, read strictly, or with {@code lenient} the rule breaches as warnings. */
    public static VifDocument readDocument(Path file, Diagnostics diagnostics, boolean lenient) throws IOException {
        return reader().withDiagnostics(diagnostics).withOptions(options(lenient)).readDocument(file);
    }

    /** The document of {@code in}'s bytes, read strictly, named {@code sourceName} in diagnostics. */
    public static VifDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(in, sourceName);
    }

    /**
     * The document of {@code in}'s bytes, named {@code sourceName} in diagnostics, read strictly, or
     * with {@code lenient} the rule breaches as warnings.
     */
    public static VifDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics,
            boolean lenient) throws IOException {
        return reader().withDiagnostics(diagnostics).withOptions(options(lenient)).readDocument(in, sourceName);
    }

    /**
     * Writes the document; the stream is flushed, not closed.
     *
     * @throws ModelFormatException if the document breaks VIF's rules ({@link VifRules}): such a file
     *     crashes or hangs VDSlib, and nothing is written
     */
    public static void writeDocument(VifDocument doc, OutputStream out) throws IOException {
        writer().writeDocument(doc, out);
    }

    /**
     * Writes the document to {@code file}, atomically.
     *
     * @throws ModelFormatException if the document breaks VIF's rules ({@link VifRules}), naming the
     *     file: nothing is written
     */
    public static void writeDocument(VifDocument doc, Path file) throws IOException {
        writer().writeDocument(doc, file);
    }

    private static ReadOptions options(boolean lenient) {
        return lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
    }

    /**
     * VIF's compile and export throw no {@link ModelFormatException}: the reader's and writer's
     * {@code toModel} and {@code fromModel} declare one for other formats, and these shortcuts never
     * threw one.
     */
    private static IllegalStateException neverThrown(ModelFormatException e) {
        return new IllegalStateException("VIF's compile and export throw no ModelFormatException", e);
    }
}
