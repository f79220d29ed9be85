package io.meshport.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Static entry points for IQM files: {@code Iqm.readFile(path)} gives the file as stored,
 * {@code Iqm.write(iqmFile, path)} writes one back.
 */
public final class Iqm {
    /** The largest file the reader maps: IQM offsets are 32-bit and Java buffers stop at 2 GiB. */
    private static final long MAX_FILE_BYTES = Integer.MAX_VALUE;

    private Iqm() {
    }

    /** Reads a file as stored (v1 upgraded to v2), memory-mapped: the file is never copied whole. */
    public static IqmFile readFile(Path path) throws IOException {
        return readFile(path, Diagnostics.discarding());
    }

    public static IqmFile readFile(Path path, Diagnostics diagnostics) throws IOException {
        String source = path.toString();
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > MAX_FILE_BYTES) {
                throw ModelFormatException.inSource(source, "file of " + size + " bytes is larger than 2 GiB");
            }
            ByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
            return IqmReader.read(mapped, source, diagnostics);
        }
    }

    public static IqmFile readFile(byte[] bytes, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmReader.read(bytes, sourceName, diagnostics);
    }

    public static IqmFile readFile(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return IqmReader.read(in.readAllBytes(), sourceName, diagnostics);
    }

    /** The bytes of an IQM v2 file. */
    public static byte[] toBytes(IqmFile file) {
        return IqmWriter.write(file);
    }

    public static void write(IqmFile file, OutputStream out) throws IOException {
        out.write(IqmWriter.write(file));
    }

    public static void write(IqmFile file, Path path) throws IOException {
        Files.write(path, IqmWriter.write(file));
    }
}
