package io.meshport.iqm;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.read.IqmReader;
import io.meshport.iqm.internal.write.IqmWriter;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * IQM in a line: the {@link IqmFormat}'s reader and writer objects, with the verbs every
 * meshport format has: files to models ({@code read}) and back ({@code write}), files to documents
 * ({@code readDocument}) and back ({@code writeDocument}), documents to models ({@code toModel})
 * and back ({@code fromModel}); and, as a binary format, byte arrays read in place and written
 * whole.
 *
 * <pre>{@code
 * Model model = Iqm.reader().withDiagnostics(warnings).read(Path.of("mrfixit.iqm"));
 * Iqm.writer().withLosses(losses).write(model, Path.of("out.iqm"));
 * IqmFile file = Iqm.reader().readDocument(Path.of("mrfixit.iqm"));  // the file as stored
 * Iqm.writer().writeDocument(file, Path.of("copy.iqm"));              // byte for byte
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

    // ------------------------------------------------------------ byte arrays

    /**
     * The model of {@code bytes} (read in place, not copied), named {@code sourceName} in diagnostics.
     *
     * @param bytes a whole IQM file, version 1 or 2; not modified
     * @param sourceName the name diagnostics and errors give the input
     * @param diagnostics where warnings about suspect but readable content go
     * @return the model, with {@link IqmExtras} for what only IQM holds
     * @throws ModelFormatException when the bytes are not an IQM file the reader accepts, or hold
     *     something the model cannot
     */
    public static Model read(byte[] bytes, String sourceName, Diagnostics diagnostics) throws ModelFormatException {
        return reader().withDiagnostics(diagnostics).toModel(readDocument(bytes, sourceName, diagnostics), sourceName);
    }

    /**
     * The file of {@code bytes} as stored, named {@code sourceName} in diagnostics. The array is
     * read in place: a reader's stream would copy it, so this goes to the parse stage directly.
     *
     * @param bytes a whole IQM file, version 1 or 2; not modified
     * @param sourceName the name diagnostics and errors give the input
     * @param diagnostics where warnings about suspect but readable content go
     * @return the file as stored (version 1 upgraded to 2), remembering its layout
     * @throws ModelFormatException when the bytes are not an IQM file the reader accepts; the
     *     message names the field and byte offset
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
     * @param file the file to write
     * @return the file's bytes, a new array
     * @throws IllegalArgumentException when the file would exceed 2 GiB
     */
    public static byte[] writeDocument(IqmFile file) {
        return IqmWriter.write(file);
    }
}
