package io.meshport.iqm;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Static entry points for IQM: {@code Iqm.read(path)} gives the common model,
 * {@code Iqm.readFile(path)} the file as stored; {@code Iqm.write(model, path)} and
 * {@code Iqm.write(iqmFile, path)} write them. Files are memory-mapped, never copied whole;
 * writes are atomic and replace an existing file.
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
        return toModel(readFile(path, diagnostics), sourceName(path), diagnostics);
    }

    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return toModel(readFile(in, sourceName, diagnostics), sourceName, diagnostics);
    }

    public static Model read(byte[] bytes, String sourceName, Diagnostics diagnostics) throws ModelFormatException {
        return toModel(readFile(bytes, sourceName, diagnostics), sourceName, diagnostics);
    }

    /** The model of a file: what every format shares, and {@link IqmExtras} for the rest. */
    public static Model toModel(IqmFile file, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmModelMapper.toModel(file, sourceName, diagnostics);
    }

    /** The file for a model: animations quantised, adjacency and skinned bounds derived when missing. */
    public static IqmFile toFile(Model model, Diagnostics losses) throws ModelFormatException {
        return IqmModelMapper.toFile(model, losses);
    }

    public static void write(Model model, Path path) throws IOException {
        write(model, path, Diagnostics.discarding());
    }

    public static void write(Model model, Path path, Diagnostics losses) throws IOException {
        write(toFile(model, losses), path);
    }

    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        write(toFile(model, losses), out);
    }

    // ------------------------------------------------------------ the file as stored

    /** Reads a file as stored (v1 upgraded to v2). */
    public static IqmFile readFile(Path path) throws IOException {
        return readFile(path, Diagnostics.discarding());
    }

    public static IqmFile readFile(Path path, Diagnostics diagnostics) throws IOException {
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

    /** Errors name the file as the other formats do: by its file name. */
    private static String sourceName(Path path) {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    public static IqmFile readFile(byte[] bytes, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmReader.read(bytes, sourceName, diagnostics);
    }

    public static IqmFile readFile(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return IqmReader.read(in.readAllBytes(), sourceName, diagnostics);
    }

    /**
     * The bytes of an IQM v2 file: the remembered layout when it still fits, the reference
     * compiler's otherwise.
     *
     * @throws IllegalArgumentException when the file would exceed 2 GiB
     */
    public static byte[] toBytes(IqmFile file) {
        return IqmWriter.write(file);
    }

    public static void write(IqmFile file, OutputStream out) throws IOException {
        out.write(checkedBytes(file));
    }

    public static void write(IqmFile file, Path path) throws IOException {
        byte[] bytes = checkedBytes(file);
        AtomicFiles.write(path, true, out -> out.write(bytes));
    }

    private static byte[] checkedBytes(IqmFile file) throws ModelFormatException {
        try {
            return IqmWriter.write(file);
        } catch (IllegalArgumentException e) {
            throw ModelFormatException.inSource(null, e.getMessage()).withCause(e);
        }
    }
}
