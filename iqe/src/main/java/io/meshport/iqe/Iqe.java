package io.meshport.iqe;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Inter-Quake Export in a line: the {@link IqeFormat}'s reader and writer objects, and shortcuts
 * for the verbs every meshport format has, each one call on them: files to models ({@code read})
 * and back ({@code write}), files to documents ({@code readDocument}) and back
 * ({@code writeDocument}), documents to models ({@code toModel}) and back ({@code fromModel}).
 * Documents ({@link IqeDocument}) keep everything the file says; models are what all formats share.
 *
 * <pre>{@code
 * Model model = Iqe.reader().withDiagnostics(warnings).read(Path.of("drill.iqe"));
 * Iqe.writer().withLosses(losses).write(model, Path.of("out.iqe"));
 * IqeDocument doc = Iqe.readDocument(Path.of("drill.iqe")); // everything the file says
 * Iqe.writeDocument(doc, Path.of("copy.iqe"));              // lossless
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Iqe {
    private static final IqeFormat FORMAT = new IqeFormat();

    private Iqe() {
    }

    /** The IQE format. */
    public static IqeFormat format() {
        return FORMAT;
    }

    /** An IQE reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<IqeDocument> reader() {
        return FORMAT.newReader();
    }

    /** An IQE writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<IqeDocument> writer() {
        return FORMAT.newWriter();
    }

    // ------------------------------------------------------------ shortcuts

    /** The model of {@code file}, warnings dropped. */
    public static Model read(Path file) throws IOException {
        return reader().read(file);
    }

    /** The model of {@code file}, warnings to {@code diagnostics}. */
    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(file);
    }

    /** The model of {@code in}'s bytes, named {@code sourceName} in diagnostics. */
    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(in, sourceName);
    }

    /** Writes {@code model} to {@code file}, losses dropped. */
    public static void write(Model model, Path file) throws IOException {
        writer().write(model, file);
    }

    /** Writes {@code model} to {@code file}; what IQE cannot hold is reported to {@code losses}. */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, file);
    }

    /** Writes {@code model} to {@code out}; what IQE cannot hold is reported to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, out);
    }

    /**
     * The document's meaning as a model (iqe.txt's semantics: defaults, faces, generated normals
     * and tangents, poses, animations). Errors name the document's source lines.
     */
    public static Model toModel(IqeDocument doc, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return reader().withDiagnostics(diagnostics).toModel(doc, sourceName);
    }

    /** A document that says what the model holds; what IQE cannot hold is reported to {@code losses}. */
    public static IqeDocument fromModel(Model model, Diagnostics losses) {
        try {
            return writer().withLosses(losses).fromModel(model);
        } catch (ModelFormatException e) {
            // IQE writes every model (its stages throw none): what it cannot hold is reported,
            // so this shortcut keeps the signature it has always had, without a checked exception
            throw new AssertionError("IQE writes every model", e);
        }
    }

    /** The document of {@code file}, warnings dropped. */
    public static IqeDocument readDocument(Path file) throws IOException {
        return reader().readDocument(file);
    }

    /** The document of {@code file}, warnings to {@code diagnostics}. */
    public static IqeDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(file);
    }

    /** The document of {@code in}'s UTF-8 bytes, named {@code sourceName} in diagnostics. */
    public static IqeDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(in, sourceName);
    }

    /** Writes the document; the stream is flushed, not closed. */
    public static void writeDocument(IqeDocument doc, OutputStream out) throws IOException {
        writer().writeDocument(doc, out);
    }

    /** Writes the document to {@code file}, atomically. */
    public static void writeDocument(IqeDocument doc, Path file) throws IOException {
        writer().writeDocument(doc, file);
    }
}
