package io.meshport.iqm.internal.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Little-endian values written to a stream through one small buffer, counting the bytes: how
 * {@link IqmWriter} streams a file section by section. Bulk arrays go through in buffer-sized
 * runs, so writing a large file needs no more memory than the buffer.
 */
final class IqmSink {
    private static final int BUFFER = 1 << 16;

    private final OutputStream out;
    private final ByteBuffer buffer;
    private long flushed;

    /**
     * A sink for a file of {@code length} bytes: its buffer no larger than the file, as a batch
     * writes hundreds of files of a few kilobytes each (base.wz: 753), each of which allocated and
     * zeroed a 64 KB buffer.
     */
    IqmSink(OutputStream out, long length) {
        this.out = out;
        this.buffer = ByteBuffer.allocate((int) Math.min(BUFFER, Math.max(16, length))).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Bytes written so far, buffered ones included. */
    long position() {
        return flushed + buffer.position();
    }

    IqmSink putInt(int value) throws IOException {
        room(4);
        buffer.putInt(value);
        return this;
    }

    IqmSink putFloat(float value) throws IOException {
        room(4);
        buffer.putFloat(value);
        return this;
    }

    void put(byte[] values) throws IOException {
        if (values.length > buffer.remaining()) {
            flush();
            out.write(values);
            flushed += values.length;
        } else {
            buffer.put(values);
        }
    }

    void putInts(int[] values) throws IOException {
        for (int at = 0; at < values.length; ) {
            room(4);
            int n = Math.min(values.length - at, buffer.remaining() / 4);
            buffer.asIntBuffer().put(values, at, n);
            buffer.position(buffer.position() + 4 * n);
            at += n;
        }
    }

    void putShorts(short[] values) throws IOException {
        for (int at = 0; at < values.length; ) {
            room(2);
            int n = Math.min(values.length - at, buffer.remaining() / 2);
            buffer.asShortBuffer().put(values, at, n);
            buffer.position(buffer.position() + 2 * n);
            at += n;
        }
    }

    void putFloats(float[] values) throws IOException {
        for (int at = 0; at < values.length; ) {
            room(4);
            int n = Math.min(values.length - at, buffer.remaining() / 4);
            buffer.asFloatBuffer().put(values, at, n);
            buffer.position(buffer.position() + 4 * n);
            at += n;
        }
    }

    /** {@code count} zero bytes: the padding between sections. */
    void zeros(long count) throws IOException {
        for (long left = count; left > 0; ) {
            room(1);
            int n = (int) Math.min(left, buffer.remaining());
            for (int i = 0; i < n; i++) {
                buffer.put((byte) 0);
            }
            left -= n;
        }
    }

    void flush() throws IOException {
        out.write(buffer.array(), 0, buffer.position());
        flushed += buffer.position();
        buffer.clear();
    }

    private void room(int bytes) throws IOException {
        if (buffer.remaining() < bytes) {
            flush();
        }
    }
}
