package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.model.io.IO;
import io.meshport.io.ModelFormatException;
import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The bytes of each glTF buffer, found when first used: the GLB's BIN chunk (a buffer without a URI),
 * a {@code data:} URI (decoded by JglTF), or a file named by a relative URI beside the asset. An
 * absolute or remote URI is refused, never fetched: reading a model must not reach the network. A
 * file is opened only through {@link SideFiles} (docs/security.md): its percent-decoded path must
 * stay inside the asset's folder, links resolved, and name a regular file at least
 * {@code byteLength} long, so {@code ../../etc/passwd}, {@code %2e%2e/}, a link out of the folder,
 * {@code /dev/zero} and a FIFO are errors at {@code buffers[i].uri}, which never quote a file.
 */
final class GltfReadBuffers {
    /** Where buffers without data in the JSON come from. */
    record Sources(ByteBuffer binChunk, Path baseDirectory) {
    }

    private final GltfReadContext context;
    private final Sources sources;
    private final SideFiles sideFiles;
    private final Map<Integer, ByteBuffer> loaded = new HashMap<>();
    /**
     * The bytes read so far of each side file, by its real path: buffers naming one file share one
     * read of it, so a thousand buffers on one large file do not hold it a thousand times.
     */
    private final Map<Path, ByteBuffer> files = new HashMap<>();

    GltfReadBuffers(GltfReadContext context, Sources sources) {
        this.context = context;
        this.sources = sources;
        this.sideFiles = sources.baseDirectory() == null ? null : SideFiles.in(sources.baseDirectory());
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
        }
        if (data.remaining() < length) {
            throw context.error(path, "byteLength " + length + " but the data has " + data.remaining() + " bytes");
        }
        data.limit(data.position() + length);
        return data.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** At least the first {@code length} bytes of the file {@code uri} names beside the asset. */
    private ByteBuffer readFile(String uri, int length, String path) throws ModelFormatException {
        String name = fileName(uri, path);
        try {
            Path real = sideFiles.find(name);
            ByteBuffer read = files.get(real);
            if (read == null || read.capacity() < length) {
                int had = read == null ? 0 : read.capacity();
                // doubling what is read of a file that several buffers share keeps rereads linear
                long more = Math.min(Math.min(2L * had, size(real, uri, path)), Integer.MAX_VALUE - 16);
                read = ByteBuffer.wrap(sideFiles.readFirst(name, (int) Math.max(length, more)));
                files.put(real, read);
                context.input(read.capacity() - had);
            }
            return read.duplicate();
        } catch (SideFileException e) {
            throw context.error(path, "'" + GltfReadContext.shown(uri) + "' " + e.reason());
        }
    }

    private long size(Path real, String uri, String path) throws ModelFormatException {
        try {
            return Files.size(real);
        } catch (IOException e) {
            throw context.error(path, "'" + GltfReadContext.shown(uri) + "' cannot be looked up ("
                    + e.getClass().getSimpleName() + ")");
        }
    }

    /**
     * The percent-decoded path of a relative URI, as {@link SideFiles} takes it; an error for an
     * absolute or remote URI, or when the asset has no folder to look in.
     */
    private String fileName(String uri, String path) throws ModelFormatException {
        String shown = GltfReadContext.shown(uri);
        URI parsed;
        try {
            parsed = new URI(uri.replace(" ", "%20"));
        } catch (URISyntaxException e) {
            throw context.error(path, "'" + shown + "' is not a URI (" + e.getReason() + ")");
        }
        if (parsed.isAbsolute() || parsed.getRawAuthority() != null || parsed.getPath() == null
                || parsed.getPath().startsWith("/") || parsed.getPath().isEmpty()) {
            throw context.error(path, "'" + shown + "' is not a relative file reference; meshport reads buffers only"
                    + " embedded or beside the file, never from elsewhere");
        }
        if (sideFiles == null) {
            throw context.error(path, "external buffer '" + shown + "' cannot be found: the glTF was read from a"
                    + " stream, not a file (read the file by its path, or embed the buffer)");
        }
        return parsed.getPath();
    }
}
