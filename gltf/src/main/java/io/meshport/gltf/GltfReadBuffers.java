package io.meshport.gltf;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.model.io.IO;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The bytes of each glTF buffer, found when first used: the GLB's BIN chunk (a buffer without a URI),
 * a {@code data:} URI (decoded by JglTF), or a file named by a relative URI beside the asset. An
 * absolute or remote URI is refused, never fetched: reading a model must not reach the network or
 * the rest of the disk.
 */
final class GltfReadBuffers {
    /** Where buffers without data in the JSON come from. */
    record Sources(ByteBuffer binChunk, Path baseDirectory) {
    }

    private final GltfReadContext context;
    private final Sources sources;
    private final Map<Integer, ByteBuffer> loaded = new HashMap<>();

    GltfReadBuffers(GltfReadContext context, Sources sources) {
        this.context = context;
        this.sources = sources;
    }

    /**
     * Buffer {@code index}'s bytes, exactly its {@code byteLength} of them (little-endian, read-only
     * for the caller's purposes), referred to from {@code path}.
     */
    ByteBuffer get(Integer index, String path) throws ModelFormatException {
        Buffer buffer = context.element(context.gltf.getBuffers(), index, "buffers", path);
        ByteBuffer data = loaded.get(index);
        if (data == null) {
            data = load(buffer, "buffers[" + index + "]", index);
            loaded.put(index, data);
        }
        return data.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    private ByteBuffer load(Buffer buffer, String path, int index) throws ModelFormatException {
        int length = GltfReadContext.required(buffer.getByteLength(), path + ".byteLength", context);
        String uri = buffer.getUri();
        ByteBuffer data;
        if (uri == null) {
            if (index != 0 || sources.binChunk() == null) {
                throw context.error(path, "no uri, and it is not the first buffer of a GLB with a BIN chunk");
            }
            data = sources.binChunk().duplicate();
        } else if (IO.isDataUriString(uri)) {
            try {
                data = ByteBuffer.wrap(IO.readDataUri(uri));
            } catch (IllegalArgumentException e) {
                throw context.error(path + ".uri", "not a base64 data URI (" + e.getMessage() + ")");
            }
        } else {
            data = readFile(uri, length, path + ".uri");
            context.input(data.remaining());
        }
        if (data.remaining() < length) {
            throw context.error(path, "byteLength " + length + " but the data has " + data.remaining() + " bytes");
        }
        data.limit(data.position() + length);
        return data.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** At most {@code length} bytes of the file {@code uri} names beside the asset. */
    private ByteBuffer readFile(String uri, int length, String path) throws ModelFormatException {
        Path file = resolve(uri, path);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(length);
            return ByteBuffer.wrap(bytes);
        } catch (NoSuchFileException e) {
            throw context.error(path, "'" + uri + "' not found (" + file + ")");
        } catch (IOException e) {
            throw context.error(path, "cannot read '" + uri + "': " + e.getMessage());
        }
    }

    private Path resolve(String uri, String path) throws ModelFormatException {
        URI parsed;
        try {
            parsed = new URI(uri.replace(" ", "%20"));
        } catch (URISyntaxException e) {
            throw context.error(path, "'" + uri + "' is not a URI (" + e.getReason() + ")");
        }
        if (parsed.isAbsolute() || parsed.getRawAuthority() != null || parsed.getPath() == null
                || parsed.getPath().startsWith("/") || parsed.getPath().isEmpty()) {
            throw context.error(path, "'" + uri + "' is not a relative file reference; meshport reads buffers only"
                    + " embedded or beside the file, never from elsewhere");
        }
        if (sources.baseDirectory() == null) {
            throw context.error(path, "external buffer '" + uri + "' cannot be found: the glTF was read from a"
                    + " stream, not a file (read the file by its path, or embed the buffer)");
        }
        try {
            return sources.baseDirectory().resolve(parsed.getPath());
        } catch (RuntimeException e) {
            throw context.error(path, "'" + uri + "' is not a file name here (" + e.getMessage() + ")");
        }
    }
}
