package io.meshport.iqm;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Static entry points for IQM, the same shape as every format's: {@code read} gives the common
 * model, {@code readDocument} the file as stored ({@link IqmFile}); {@code toModel} and
 * {@code fromModel} map between them; {@code write} and {@code writeDocument} write them. Files are
 * memory-mapped, never copied whole; every write to a path is atomic and replaces the file.
 */
public final class Iqm {
    /** The largest file the reader maps: IQM offsets are 32-bit and Java buffers stop at 2 GiB. */
    private static final long MAX_FILE_BYTES = Integer.MAX_VALUE;

    private Iqm() {
    }

    // ------------------------------------------------------------ the model

    public static Model read(Path path) throws IOException {
        return read(path, Diagnostics.discarding());
    }

    public static Model read(Path path, Diagnostics diagnostics) throws IOException {
        return toModel(readDocument(path, diagnostics), sourceName(path), diagnostics);
    }

    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return toModel(readDocument(in, sourceName, diagnostics), sourceName, diagnostics);
    }

    public static Model read(byte[] bytes, String sourceName, Diagnostics diagnostics) throws ModelFormatException {
        return toModel(readDocument(bytes, sourceName, diagnostics), sourceName, diagnostics);
    }

    /** The model of a file: what every format shares, and {@link IqmExtras} for the rest. */
    public static Model toModel(IqmFile file, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmCompiler.compile(file, sourceName, diagnostics);
    }

    /**
     * The file for a model: animations quantised, adjacency and skinned bounds derived when
     * missing; what IQM cannot hold is reported to {@code losses}.
     */
    public static IqmFile fromModel(Model model, Diagnostics losses) throws ModelFormatException {
        return IqmExporter.export(FormatConventions.convert(model, IqmFormat.CAPABILITIES.conventions(), "iqm", losses),
                losses);
    }

    public static void write(Model model, Path path) throws IOException {
        write(model, path, Diagnostics.discarding());
    }

    public static void write(Model model, Path path, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), path);
    }

    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), out);
    }

    // ------------------------------------------------------------ the file as stored

    /** Reads a file as stored (v1 upgraded to v2). */
    public static IqmFile readDocument(Path path) throws IOException {
        return readDocument(path, Diagnostics.discarding());
    }

    public static IqmFile readDocument(Path path, Diagnostics diagnostics) throws IOException {
        String source = sourceName(path);
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > MAX_FILE_BYTES) {
                throw ModelFormatException.inSource(source, "file of " + size + " bytes is larger than 2 GiB");
            }
            ByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
            try {
                return IqmReader.read(mapped, source, diagnostics);
            } catch (InternalError e) {
                // What a mapped read raises when another process truncates the file meanwhile.
                throw new IOException(source + ": the file changed while it was read", e);
            }
        }
    }

    public static IqmFile readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return IqmReader.read(in.readAllBytes(), sourceName, diagnostics);
    }

    public static IqmFile readDocument(byte[] bytes, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmReader.read(bytes, sourceName, diagnostics);
    }

    /** Errors name the file as the other formats do: by its file name. */
    private static String sourceName(Path path) {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    /**
     * The bytes of an IQM v2 file: the remembered layout when it still fits, the reference
     * compiler's otherwise.
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
        try {
            IqmWriter.write(file, out);
        } catch (IllegalArgumentException e) {
            // too large a file is a format error where the caller expects I/O errors
            throw ModelFormatException.inSource(null, e.getMessage()).withCause(e);
        }
    }

    public static void writeDocument(IqmFile file, Path path) throws IOException {
        AtomicFiles.write(path, true, out -> writeDocument(file, out));
    }
}
