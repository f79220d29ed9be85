package io.meshport.iqm.internal.compile;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Builds the payload of a meshport extension: little-endian 32-bit numbers, length-prefixed UTF-8
 * strings and byte blocks, nothing padded (the payload is copied out of the file whole, so
 * alignment buys nothing).
 *
 * <p>Public for the exporter's extensions' encoders and for the test generators that write such
 * payloads by hand.
 */
public final class IqmPayloadWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    /** An empty payload. */
    public IqmPayloadWriter() {
    }

    /**
     * Appends a little-endian 32-bit number.
     *
     * @param value the number
     * @return this writer
     */
    public IqmPayloadWriter u32(int value) {
        out.write(value);
        out.write(value >>> 8);
        out.write(value >>> 16);
        out.write(value >>> 24);
        return this;
    }

    /**
     * Appends a length-prefixed UTF-8 string.
     *
     * @param value the string
     * @return this writer
     */
    public IqmPayloadWriter string(String value) {
        return block(value.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The length, then the bytes.
     *
     * @param bytes the block
     * @return this writer
     */
    public IqmPayloadWriter block(byte[] bytes) {
        u32(bytes.length);
        return raw(bytes);
    }

    /**
     * Appends bytes as they are, without a length.
     *
     * @param bytes the bytes
     * @return this writer
     */
    public IqmPayloadWriter raw(byte[] bytes) {
        out.write(bytes, 0, bytes.length);
        return this;
    }

    /**
     * The payload so far.
     *
     * @return a new array
     */
    public byte[] toBytes() {
        return out.toByteArray();
    }
}
