package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.GlTF;
import io.meshport.gltf.internal.GlbContainer;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The bytes of a {@code .glb} or {@code .gltf} as JglTF's typed JSON ({@link GlTF}) and the GLB's
 * BIN chunk. The GLB container is checked and split here (JglTF's chunk walk trusts a chunk's
 * length, and loops forever on a negative one); the JSON is parsed by {@link GltfReadJson} under
 * {@link GltfJsonLimits}.
 *
 * @param gltf the asset's JSON
 * @param binChunk the GLB's BIN chunk (little-endian), or null
 */
record GltfReadAsset(GlTF gltf, ByteBuffer binChunk) {
    /** The asset in {@code bytes}, read from {@code source}; tolerated JSON problems go to {@code diagnostics}. */
    static GltfReadAsset read(byte[] bytes, String source, Diagnostics diagnostics) throws ModelFormatException {
        return read(bytes, source, diagnostics, GltfJsonLimits.DEFAULT);
    }

    /** As {@link #read(byte[], String, Diagnostics)}, under {@code limits} (a test's smaller ones). */
    static GltfReadAsset read(byte[] bytes, String source, Diagnostics diagnostics, GltfJsonLimits limits)
            throws ModelFormatException {
        if (bytes.length == 0) {
            throw ModelFormatException.inSource(source, "empty file");
        }
        if (bytes.length >= 4 && le(bytes, 0) == GlbContainer.MAGIC) {
            Chunks chunks = checkGlb(bytes, source);
            GlTF gltf = GltfReadJson.read(bytes, chunks.jsonStart(), chunks.jsonLength(), source, limits, diagnostics);
            ByteBuffer bin = chunks.binLength() <= 0 ? null : ByteBuffer.wrap(bytes, chunks.binStart(),
                    chunks.binLength()).slice().order(ByteOrder.LITTLE_ENDIAN);
            return new GltfReadAsset(gltf, bin);
        }
        return new GltfReadAsset(GltfReadJson.read(bytes, 0, bytes.length, source, limits, diagnostics), null);
    }

    /**
     * The GLB header and chunk table: version 2, lengths within the file, JSON first, then BIN.
     *
     * @return where the JSON and BIN chunks lie
     */
    private static Chunks checkGlb(byte[] bytes, String source) throws ModelFormatException {
        if (bytes.length < GlbContainer.HEADER) {
            throw ModelFormatException.atOffset(source, 0, "header", "truncated GLB: " + bytes.length
                    + " bytes, a header has 12");
        }
        int version = le(bytes, 4);
        if (version != 2) {
            throw ModelFormatException.atOffset(source, 4, "version", "GLB version " + version + ", meshport reads 2");
        }
        long length = Integer.toUnsignedLong(le(bytes, 8));
        if (length > bytes.length) {
            throw ModelFormatException.atOffset(source, 8, "length", "truncated GLB: header says " + length
                    + " bytes, file has " + bytes.length);
        }
        long at = GlbContainer.HEADER;
        int chunk = 0;
        int[] ranges = {0, 0, 0, -1};
        while (at < length) {
            if (length - at < GlbContainer.CHUNK_HEADER) {
                throw ModelFormatException.atOffset(source, at, "chunk " + chunk, "truncated GLB: chunk header cut off");
            }
            long chunkLength = Integer.toUnsignedLong(le(bytes, (int) at));
            int type = le(bytes, (int) at + 4);
            if (chunkLength > length - at - GlbContainer.CHUNK_HEADER) {
                throw ModelFormatException.atOffset(source, at, "chunk " + chunk, "truncated GLB: chunk of "
                        + chunkLength + " bytes, " + (length - at - GlbContainer.CHUNK_HEADER) + " remain");
            }
            if (chunk == 0 && (type != GlbContainer.CHUNK_JSON || chunkLength == 0)) {
                throw ModelFormatException.atOffset(source, at, "chunk 0", "GLB's first chunk must be JSON");
            }
            if (chunk == 1 && type != GlbContainer.CHUNK_BIN) {
                throw ModelFormatException.atOffset(source, at, "chunk 1", "GLB's second chunk must be BIN");
            }
            if (chunk < 2) {
                ranges[2 * chunk] = (int) at + GlbContainer.CHUNK_HEADER;
                ranges[2 * chunk + 1] = (int) chunkLength;
            }
            at += GlbContainer.CHUNK_HEADER + chunkLength;
            chunk++;
        }
        if (chunk == 0) {
            throw ModelFormatException.atOffset(source, GlbContainer.HEADER, "chunk 0", "GLB without a JSON chunk");
        }
        return new Chunks(ranges[0], ranges[1], ranges[2], ranges[3]);
    }

    /** Where a GLB's JSON and BIN chunks lie in the file ({@code binLength} -1: no BIN chunk). */
    private record Chunks(int jsonStart, int jsonLength, int binStart, int binLength) {
    }

    static int le(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }
}
