package io.meshport.harness;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A text of {@code head} and then one line of {@code unit} repeated up to {@code length} bytes,
 * made as it is read, that counts how much of it was taken: a hostile long line without holding
 * it in the test. With {@link Linearity#allocatedBytes()} a test checks that a reader refuses the
 * line in bounded memory.
 */
public final class EndlessLine extends InputStream {
    private final byte[] head;
    private final byte[] unit;
    private final long length;
    private long taken;

    /** The text {@code head}, then {@code unit} repeated, {@code length} bytes in all (ISO-8859-1). */
    public EndlessLine(String head, String unit, long length) {
        this.head = head.getBytes(StandardCharsets.ISO_8859_1);
        this.unit = unit.getBytes(StandardCharsets.ISO_8859_1);
        this.length = length;
    }

    /** Bytes read so far. */
    public long taken() {
        return taken;
    }

    @Override
    public int read() {
        if (taken >= length) {
            return -1;
        }
        long i = taken++;
        return i < head.length ? head[(int) i] & 0xFF : unit[(int) ((i - head.length) % unit.length)] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        int n = 0;
        for (int c; n < len && (c = read()) >= 0; n++) {
            b[off + n] = (byte) c;
        }
        return n == 0 && len > 0 ? -1 : n;
    }
}
