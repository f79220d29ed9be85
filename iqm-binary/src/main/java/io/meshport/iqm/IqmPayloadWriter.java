package io.meshport.iqm;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Builds the payload of a meshport extension: little-endian 32-bit numbers, length-prefixed UTF-8
 * strings and byte blocks, nothing padded (the payload is copied out of the file whole, so
 * alignment buys nothing).
 */
final class IqmPayloadWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    IqmPayloadWriter u32(int value) {
        out.write(value);
        out.write(value >>> 8);
        out.write(value >>> 16);
        out.write(value >>> 24);
        return this;
    }

    IqmPayloadWriter string(String value) {
        return block(value.getBytes(StandardCharsets.UTF_8));
    }

    /** The length, then the bytes. */
    IqmPayloadWriter block(byte[] bytes) {
        u32(bytes.length);
        return raw(bytes);
    }

    IqmPayloadWriter raw(byte[] bytes) {
        out.write(bytes, 0, bytes.length);
        return this;
    }

    byte[] toBytes() {
        return out.toByteArray();
    }
}
