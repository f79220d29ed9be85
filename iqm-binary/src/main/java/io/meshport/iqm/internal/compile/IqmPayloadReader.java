package io.meshport.iqm.internal.compile;

import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads the payload of a meshport extension written by {@link IqmPayloadWriter}. The payload is
 * untrusted: every read checks what remains first, and every error is a
 * {@link ModelFormatException} at the byte offset in the file (when the file's layout says where the
 * payload was; otherwise the offset within the payload) naming the field, e.g.
 * {@code extensions[2](meshport.triangle-streams).streams[1].name}.
 */
final class IqmPayloadReader {
    private final byte[] data;
    private final ByteBuffer buf;
    private final String source;
    private final long base;
    private final String extensionField;
    private int pos;

    /**
     * @param base the file offset of the payload's first byte, or 0 when it is not known
     * @param extensionField the extension as error messages name it
     */
    IqmPayloadReader(byte[] data, String source, long base, String extensionField) {
        this.data = data;
        this.buf = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        this.source = source;
        this.base = base;
        this.extensionField = extensionField;
    }

    ModelFormatException fail(String field, String reason) {
        return failAt(pos, field, reason);
    }

    ModelFormatException failAt(int payloadOffset, String field, String reason) {
        return ModelFormatException.atOffset(source, base + payloadOffset, extensionField + "." + field, reason);
    }

    String source() {
        return source;
    }

    int position() {
        return pos;
    }

    int remaining() {
        return data.length - pos;
    }

    /** An unsigned 32-bit number that must not exceed {@code max}. */
    int u32(String field, long max) throws ModelFormatException {
        need(4, field);
        long v = Integer.toUnsignedLong(buf.getInt(pos));
        if (v > max) {
            throw fail(field, field + " is " + v + ", more than " + max);
        }
        pos += 4;
        return (int) v;
    }

    /** The layout version, 1 up to the newest this reader knows. */
    void version(int newest) throws ModelFormatException {
        int v = u32("version", Integer.MAX_VALUE);
        if (v < 1 || v > newest) {
            throw failAt(pos - 4, "version", "layout version " + v + " is not one this reader knows (1.." + newest + ")");
        }
    }

    /** A length-prefixed block of bytes. */
    byte[] block(String field) throws ModelFormatException {
        int length = u32(field + "_length", remaining() - 4L);
        return raw(length, field);
    }

    byte[] raw(long length, String field) throws ModelFormatException {
        need(length, field);
        byte[] out = new byte[(int) length];
        buf.get(pos, out);
        pos += (int) length;
        return out;
    }

    /** A length-prefixed UTF-8 string; bytes that are not UTF-8 are an error (they would not write back). */
    String string(String field) throws ModelFormatException {
        int start = pos;
        byte[] bytes = block(field);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw failAt(start, field, field + " is not UTF-8");
        }
    }

    /** The payload must end here: trailing bytes mean a layout this reader does not know. */
    void end() throws ModelFormatException {
        if (remaining() != 0) {
            throw fail("end", remaining() + " bytes after the last entry");
        }
    }

    private void need(long length, String field) throws ModelFormatException {
        if (length > remaining()) {
            throw fail(field, field + " needs " + length + " bytes but the payload has " + remaining() + " left");
        }
    }
}
