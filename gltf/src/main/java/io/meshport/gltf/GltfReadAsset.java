package io.meshport.gltf;

import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.io.GltfAsset;
import de.javagl.jgltf.model.io.GltfAssetReader;
import de.javagl.jgltf.model.io.JsonError;
import de.javagl.jgltf.model.io.v2.GltfAssetV2;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes of a {@code .glb} or {@code .gltf} as JglTF's typed JSON ({@link GlTF}) and the GLB's
 * BIN chunk. JglTF parses; this checks first what JglTF would trust (a GLB chunk of negative length
 * loops JglTF's chunk walk forever) and afterwards what it only logs (a property its setter
 * rejected is left null and logged: here it is an error, with its JSON path).
 *
 * @param gltf the asset's JSON
 * @param binChunk the GLB's BIN chunk (little-endian), or null
 */
record GltfReadAsset(GlTF gltf, ByteBuffer binChunk) {
    /**
     * JglTF logs every JSON problem it also hands to the error consumer; this reader decides what
     * each one means (an error, or another tool's key), so JglTF's own log lines would only be
     * noise on a user's console. Held here so the setting is not collected with the logger.
     */
    private static final java.util.logging.Logger JGLTF_JSON_LOG = quiet("de.javagl.jgltf.model.io.JacksonUtils");

    static {
        // A .gltf embeds its buffer as one base64 string, which Jackson refuses beyond 20 million
        // characters (a 15 MB buffer) by default; JglTF makes its own parser, so only Jackson's
        // default can be raised. The whole file is in memory already: no string can outgrow it.
        com.fasterxml.jackson.core.StreamReadConstraints.overrideDefaultStreamReadConstraints(
                com.fasterxml.jackson.core.StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build());
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger log = java.util.logging.Logger.getLogger(name);
        log.setLevel(java.util.logging.Level.OFF);
        return log;
    }

    static GltfReadAsset read(byte[] bytes, String source) throws ModelFormatException {
        if (bytes.length == 0) {
            throw ModelFormatException.inSource(source, "empty file");
        }
        boolean binary = bytes.length >= 4 && le(bytes, 0) == GlbContainer.MAGIC;
        if (binary) {
            checkGlb(bytes, source);
        }
        List<JsonError> jsonErrors = new ArrayList<>();
        GltfAssetReader reader = new GltfAssetReader();
        reader.setJsonErrorConsumer(jsonErrors::add);
        GltfAsset asset;
        try {
            asset = reader.readWithoutReferences(new ByteArrayInputStream(bytes));
        } catch (IOException | RuntimeException e) {
            throw ModelFormatException.inSource(source, (binary ? "bad GLB: " : "not glTF JSON: ")
                    + firstLine(e)).withCause(e);
        }
        if (!(asset instanceof GltfAssetV2 v2)) {
            throw ModelFormatException.inSource(source, "asset.version: glTF 1.0 (or no version), meshport reads 2.x");
        }
        GlTF gltf = v2.getGltf();
        for (JsonError e : jsonErrors) {
            if (e.getMessage() != null && e.getMessage().startsWith("Unknown property")) {
                continue; // other tools' keys are allowed everywhere
            }
            throw ModelFormatException.inSource(source, jsonPath(e) + ": " + e.getMessage());
        }
        if (gltf.getAsset() == null || gltf.getAsset().getVersion() == null) {
            throw ModelFormatException.inSource(source, "asset.version: missing");
        }
        ByteBuffer bin = binary ? v2.getBinaryData() : null;
        return new GltfReadAsset(gltf, bin == null ? null : bin.order(ByteOrder.LITTLE_ENDIAN));
    }

    /** The GLB header and chunk table: version 2, lengths within the file, JSON first, then BIN. */
    private static void checkGlb(byte[] bytes, String source) throws ModelFormatException {
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
            at += GlbContainer.CHUNK_HEADER + chunkLength;
            chunk++;
        }
        if (chunk == 0) {
            throw ModelFormatException.atOffset(source, GlbContainer.HEADER, "chunk 0", "GLB without a JSON chunk");
        }
    }

    private static int le(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }

    /** JglTF's path names ({@code accessors..count}: array elements have no name) in glTF's spelling. */
    private static String jsonPath(JsonError e) {
        StringBuilder b = new StringBuilder();
        for (String name : e.getJsonPath()) {
            if (name.isEmpty()) {
                if (b.length() > 0) {
                    b.append("[]");
                }
            } else {
                b.append(b.length() == 0 ? "" : ".").append(name);
            }
        }
        return b.length() == 0 ? "(root)" : b.toString();
    }

    private static String firstLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
