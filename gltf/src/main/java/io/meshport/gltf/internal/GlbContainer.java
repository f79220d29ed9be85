package io.meshport.gltf.internal;

/**
 * The binary glTF container's framing (glTF 2.0, section 4.4): a 12-byte header (magic, version,
 * total length), then chunks of an 8-byte header (length, type) and their data, JSON first, the
 * binary buffer second. All little-endian; chunk data padded to 4 bytes. Public for the reader,
 * which takes the container apart, and the writer, which frames it.
 */
public final class GlbContainer {
    /** The header's magic, {@code glTF} read as a little-endian int. */
    public static final int MAGIC = 0x46546C67; // "glTF"
    /** The container version the header gives: glTF 2. */
    public static final int VERSION = 2;
    /** The type of the JSON chunk. */
    public static final int CHUNK_JSON = 0x4E4F534A; // "JSON"
    /** The type of the binary chunk. */
    public static final int CHUNK_BIN = 0x004E4942; // "BIN\0"
    /** Bytes of the file header: magic, version, total length. */
    public static final int HEADER = 12;
    /** Bytes of a chunk header: length, type. */
    public static final int CHUNK_HEADER = 8;

    private GlbContainer() {
    }
}
