package io.meshport.iqm;

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
 * IQM in a line: the {@link IqmFormat}'s reader and writer objects, and shortcuts for the verbs
 * every meshport format has, each one call on them: files to models ({@code read}) and back
 * ({@code write}), files to documents ({@code readDocument}) and back ({@code writeDocument}),
 * documents to models ({@code toModel}) and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Iqm.reader().withDiagnostics(warnings).read(Path.of("mrfixit.iqm"));
 * Iqm.writer().withLosses(losses).write(model, Path.of("out.iqm"));
 * IqmFile file = Iqm.readDocument(Path.of("mrfixit.iqm"));     // the file as stored
 * Iqm.writeDocument(file, Path.of("copy.iqm"));                 // byte for byte
 * }</pre>
 *
 * Files are memory-mapped, never copied whole; arrays already in memory are read in place. Every
 * write to a path is atomic (a temporary file beside it, then a move) and replaces an existing
 * file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Iqm {
    private static final IqmFormat FORMAT = new IqmFormat();

    private Iqm() {
    }

    /** The IQM format. */
    public static IqmFormat format() {
        return FORMAT;
    }

    /** An IQM reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<IqmFile> reader() {
        return FORMAT.newReader();
    }

    /** An IQM writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<IqmFile> writer() {
        return FORMAT.newWriter();
    }

    // ------------------------------------------------------------ the model

    /** The model of the file at {@code path} (mapped), warnings dropped. */
    public static Model read(Path path) throws IOException {
        return reader().read(path);
    }

    /** The model of the file at {@code path} (mapped), warnings to {@code diagnostics}. */
    public static Model read(Path path, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(path);
    }

    /** The model of {@code in}'s bytes, named {@code sourceName} in diagnostics. */
    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(in, sourceName);
    }

    /** The model of {@code bytes} (read in place, not copied), named {@code sourceName} in diagnostics. */
    public static Model read(byte[] bytes, String sourceName, Diagnostics diagnostics) throws ModelFormatException {
        return toModel(readDocument(bytes, sourceName, diagnostics), sourceName, diagnostics);
    }

    /** The model of a file: what every format shares, and {@link IqmExtras} for the rest. */
    public static Model toModel(IqmFile file, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return reader().withDiagnostics(diagnostics).toModel(file, sourceName);
    }

    /**
     * The file for a model: animations quantised, adjacency and skinned bounds derived when
     * missing; what IQM cannot hold is reported to {@code losses}.
     */
    public static IqmFile fromModel(Model model, Diagnostics losses) throws ModelFormatException {
        return writer().withLosses(losses).fromModel(model);
    }

    /** Writes {@code model} to {@code path}, atomically, losses dropped. */
    public static void write(Model model, Path path) throws IOException {
        writer().write(model, path);
    }

    /** Writes {@code model} to {@code path}, atomically, losses to {@code losses}. */
    public static void write(Model model, Path path, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, path);
    }

    /** Writes {@code model} to {@code out} (flushed, not closed), losses to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, out);
    }

    // ------------------------------------------------------------ the file as stored

    /** Reads a file as stored (mapped; v1 upgraded to v2), warnings dropped. */
    public static IqmFile readDocument(Path path) throws IOException {
        return reader().readDocument(path);
    }

    /** Reads a file as stored (mapped; v1 upgraded to v2), warnings to {@code diagnostics}. */
    public static IqmFile readDocument(Path path, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(path);
    }

    /** The file of {@code in}'s bytes as stored, named {@code sourceName} in diagnostics. */
    public static IqmFile readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(in, sourceName);
    }

    /**
     * The file of {@code bytes} as stored, named {@code sourceName} in diagnostics. The array is
     * read in place: a reader's stream would copy it, so this goes to the parse stage directly.
     */
    public static IqmFile readDocument(byte[] bytes, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmReader.read(bytes, sourceName, diagnostics);
    }

    /**
     * The bytes of an IQM v2 file: the remembered layout when it still fits, the reference
     * compiler's otherwise. Made at their size at once, not through a writer's stream, which would
     * copy them.
     *
     * @throws IllegalArgumentException when the file would exceed 2 GiB
     */
    public static byte[] writeDocument(IqmFile file) {
        return IqmWriter.write(file);
    }

    /**
     * Streams the file to {@code out} section by section, through a small buffer: no image of the
     * file is held besides the document.
     *
     * @throws ModelFormatException when the file would exceed 2 GiB (before anything is written)
     */
    public static void writeDocument(IqmFile file, OutputStream out) throws IOException {
        writer().writeDocument(file, out);
    }

    /** Writes the file to {@code path}, atomically, byte for byte as {@link #writeDocument(IqmFile, OutputStream)}. */
    public static void writeDocument(IqmFile file, Path path) throws IOException {
        writer().writeDocument(file, path);
    }
}
