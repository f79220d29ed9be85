package io.meshport.bench.jmh;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * A reusable in-memory output: {@link #reset} keeps the buffer, so a write benchmark measures the
 * writer and not the growth of a fresh array. Unsynchronised, unlike {@code ByteArrayOutputStream}.
 */
public final class ByteSink extends OutputStream {
    private byte[] buffer = new byte[1 << 16];
    private int size;

    public ByteSink reset() {
        size = 0;
        return this;
    }

    public int size() {
        return size;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buffer, size);
    }

    @Override
    public void write(int b) {
        ensure(1);
        buffer[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buffer, size, len);
        size += len;
    }

    private void ensure(int more) {
        if (buffer.length - size < more) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + more));
        }
    }
}
