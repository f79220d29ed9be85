package io.meshport.gltf;

/**
 * The binary glTF container's framing (glTF 2.0, section 4.4): a 12-byte header (magic, version,
 * total length), then chunks of an 8-byte header (length, type) and their data, JSON first, the
 * binary buffer second. All little-endian; chunk data padded to 4 bytes.
 */
final class GlbContainer {
    static final int MAGIC = 0x46546C67; // "glTF"
    static final int VERSION = 2;
    static final int CHUNK_JSON = 0x4E4F534A; // "JSON"
    static final int CHUNK_BIN = 0x004E4942; // "BIN\0"
    static final int HEADER = 12;
    static final int CHUNK_HEADER = 8;

    private GlbContainer() {
    }
}
