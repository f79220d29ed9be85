package io.meshport.iqe;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads and writes Inter-Quake Export text, with the verbs every meshport format has: files to
 * models ({@code read}) and back ({@code write}), files to documents ({@code readDocument}) and
 * back ({@code writeDocument}), documents to models ({@code toModel}) and back ({@code fromModel}).
 * Documents ({@link IqeDocument}) keep everything the file says; models are what all formats share.
 *
 * <pre>{@code
 * Model model = Iqe.read(Path.of("drill.iqe"));             // meaning, shared with other formats
 * Iqe.write(model, Path.of("out.iqe"));
 * IqeDocument doc = Iqe.readDocument(Path.of("drill.iqe")); // everything the file says
 * Iqe.writeDocument(doc, Path.of("copy.iqe"));              // lossless
 * }</pre>
 *
 * Text is UTF-8 (IQE's syntax is ASCII; names pass through). Bad input throws
 * {@link ModelFormatException} with {@code file:line:col}; tolerated oddities (unknown
 * commands, an unclosed quote) are reported to the {@link Diagnostics} given. Every write to a
 * path is atomic (a temporary file beside it, then a move) and replaces an existing file.
 */
public final class Iqe {
    private Iqe() {
    }

    // ------------------------------------------------------------ file ⇄ model

    public static Model read(Path file) throws IOException {
        return read(file, Diagnostics.discarding());
    }

    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        // The document is ours alone: the compiler may free it while the model grows.
        return IqeCompiler.compileOwned(readDocument(file, diagnostics), sourceName(file), diagnostics);
    }

    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return IqeCompiler.compileOwned(readDocument(in, sourceName, diagnostics), sourceName, diagnostics);
    }

    public static void write(Model model, Path file) throws IOException {
        write(model, file, Diagnostics.discarding());
    }

    /** Writes the model; what IQE cannot hold is reported to {@code losses}. */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), file);
    }

    /** Writes the model; what IQE cannot hold is reported to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), out);
    }

    // ------------------------------------------------------------ document ⇄ model

    /**
     * The document's meaning as a model (iqe.txt's semantics: defaults, faces, generated
     * normals and tangents, poses, animations). Errors name the document's source lines.
     */
    public static Model toModel(IqeDocument doc, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqeCompiler.compile(doc, sourceName, diagnostics);
    }

    /** A document that says what the model holds; what IQE cannot hold is reported to {@code losses}. */
    public static IqeDocument fromModel(Model model, Diagnostics losses) {
        return IqeExporter.export(FormatConventions.convert(model, IqeFormat.CAPABILITIES.conventions(), "iqe", losses),
                losses);
    }

    // ------------------------------------------------------------ file ⇄ document

    public static IqeDocument readDocument(Path file) throws IOException {
        return readDocument(file, Diagnostics.discarding());
    }

    public static IqeDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        // Decoded as a stream is (malformed bytes become U+FFFD); the size lets the last blocks be
        // cut small. A pipe or device has no size to go by (it says 0).
        long size = Files.isRegularFile(file) ? Files.size(file) : -1;
        try (InputStream in = Files.newInputStream(file)) {
            return new IqeReader(sourceName(file), diagnostics).read(in, size);
        }
    }

    /** Reads UTF-8 bytes; malformed sequences become U+FFFD rather than errors, as names are opaque. */
    public static IqeDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return new IqeReader(sourceName, diagnostics).read(in, -1);
    }

    /** Writes the document; the stream is flushed, not closed. */
    public static void writeDocument(IqeDocument doc, OutputStream out) throws IOException {
        IqeDocumentWriter.write(doc, out);
    }

    public static void writeDocument(IqeDocument doc, Path file) throws IOException {
        AtomicFiles.write(file, true, out -> writeDocument(doc, out));
    }

    // ------------------------------------------------------------ internals

    /** Errors name the file as the other formats do: by its file name. */
    private static String sourceName(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }
}
