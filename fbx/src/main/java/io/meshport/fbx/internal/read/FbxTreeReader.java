package io.meshport.fbx.internal.read;

import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads an FBX file, binary or ASCII (told apart by the binary magic), into its
 * {@link FbxTree}. The whole file is read into memory first: a binary file's records point at
 * byte offsets anywhere after them, and both readers want one array to index.
 *
 * <p>Public for the scene slice; the package is internal, not exported.
 */
public final class FbxTreeReader {
    private final FbxLimits limits;

    /** A reader with the {@linkplain FbxLimits#DEFAULTS default limits}. */
    public FbxTreeReader() {
        this(FbxLimits.DEFAULTS);
    }

    /** A reader with the given limits. */
    public FbxTreeReader(FbxLimits limits) {
        this.limits = limits;
    }

    /**
     * The tree of the file at {@code file}, named by its file name in messages.
     *
     * @throws ModelFormatException if the file is not FBX as the readers know it, or too large
     * @throws IOException if the file cannot be read
     */
    public FbxTree read(Path file) throws IOException {
        String source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        long size = Files.size(file);
        if (size > limits.maxFileBytes()) {
            throw ModelFormatException.inSource(source, "the file's " + size + " bytes are more than the "
                    + limits.maxFileBytes() + " an FBX read holds");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, source);
        }
    }

    /**
     * The tree of the bytes {@code in} gives, named {@code source} in messages (null:
     * {@code <input>}); the stream is read to its end, not closed.
     *
     * @throws ModelFormatException if the bytes are not FBX as the readers know it, or too many
     * @throws IOException if {@code in} fails
     */
    public FbxTree read(InputStream in, String source) throws IOException {
        return read(bytes(in, source), source);
    }

    /**
     * All the bytes {@code in} gives, at most the limits' file size, for a caller that wants the
     * file's size too; the stream is read to its end, not closed.
     *
     * @throws ModelFormatException if there are more bytes than the limits allow
     * @throws IOException if {@code in} fails
     */
    public byte[] bytes(InputStream in, String source) throws IOException {
        String name = source == null ? "<input>" : source;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] chunk = new byte[1 << 16];
        long total = 0;
        for (int n; (n = in.read(chunk)) > 0; ) {
            total += n;
            if (total > limits.maxFileBytes()) {
                throw ModelFormatException.inSource(name, "the input is more than the " + limits.maxFileBytes()
                        + " bytes an FBX read holds");
            }
            bytes.write(chunk, 0, n);
        }
        return bytes.toByteArray();
    }

    /**
     * The tree of {@code data}, named {@code source} in messages (null: {@code <input>}). The array
     * is only read; the tree shares none of it.
     *
     * @throws ModelFormatException where the bytes break the format, at their byte offset and node
     *     path (binary) or line and column (ASCII)
     */
    public FbxTree read(byte[] data, String source) throws ModelFormatException {
        String name = source == null ? "<input>" : source;
        if (data.length > limits.maxFileBytes()) {
            throw ModelFormatException.inSource(name, "the input's " + data.length + " bytes are more than the "
                    + limits.maxFileBytes() + " an FBX read holds");
        }
        if (data.length == 0) {
            throw ModelFormatException.inSource(name, "the file is empty");
        }
        if (isBinary(data)) {
            return new FbxBinaryTreeReader(name, data, limits).read();
        }
        return new FbxAsciiTreeReader(name, data, limits).read();
    }

    /** True if {@code head} (a file's first bytes) starts like binary FBX ({@code Kaydara FBX Binary}). */
    public static boolean isBinary(byte[] head) {
        return FbxBinaryTreeReader.looksBinary(head);
    }
}
