package io.meshport.gltf.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * The bytes of a written model's one glTF buffer, laid out but left in the accessors' own arrays:
 * each accessor's packed elements at its view's offset, the gaps (four-byte alignment, a vertex
 * attribute's padded stride) zeros. A {@code .glb}'s binary chunk is written from them as they are;
 * copying them into one array first took as much memory again as the file (80 MB for the
 * 1M-vertex benchmark model) and a pass over it. Only a {@code .gltf}, whose buffer becomes a
 * base64 data URI, gets them as one array ({@link #toByteBuffer}).
 */
public final class GltfBufferChunks {
    /**
     * One accessor's bytes in the buffer.
     *
     * @param data its packed elements, or null when they are {@code ints}
     * @param ints its elements as the ints themselves (little-endian in the buffer, four bytes
     *     each, {@code packed} 4), or null: a mesh's triangle indices, written from the mesh's own
     *     array instead of a copy as bytes
     * @param at where its view starts
     * @param packed bytes an element has in {@code data}
     * @param stride bytes from one element to the next in the buffer ({@code packed} or more)
     * @param count its elements
     */
    record Chunk(byte[] data, int[] ints, int at, int packed, int stride, int count) {
        /** A chunk of packed bytes. */
        Chunk(byte[] data, int at, int packed, int stride, int count) {
            this(data, null, at, packed, stride, count);
        }
    }

    private final List<Chunk> chunks;
    private final int length;

    GltfBufferChunks(List<Chunk> chunks, int length) {
        this.chunks = List.copyOf(chunks);
        this.length = length;
    }

    /** The buffer's length in bytes (its JSON {@code byteLength}). */
    public int length() {
        return length;
    }

    /** Writes the buffer's {@link #length} bytes to {@code out}. */
    public void writeTo(OutputStream out) throws IOException {
        byte[] zeros = new byte[64];
        long written = 0;
        for (Chunk c : chunks) {
            zeros(out, zeros, c.at() - written);
            written = c.at();
            if (c.ints() != null) {
                writeInts(out, c.ints(), c.count());
                written += 4L * c.count();
                continue;
            }
            if (c.stride() == c.packed()) {
                out.write(c.data(), 0, c.count() * c.packed());
                written += (long) c.count() * c.packed();
                continue;
            }
            // a vertex attribute whose elements are padded to a four-byte stride: a block of them at a
            // time, whose padding stays zero (each element's bytes land on the same places)
            byte[] block = new byte[Math.min(c.count(), 4096) * c.stride()];
            for (int first = 0; first < c.count(); first += 4096) {
                int n = Math.min(4096, c.count() - first);
                for (int e = 0; e < n; e++) {
                    System.arraycopy(c.data(), (first + e) * c.packed(), block, e * c.stride(), c.packed());
                }
                out.write(block, 0, n * c.stride());
            }
            written += (long) c.count() * c.stride();
        }
        zeros(out, zeros, length - written);
    }

    /** The buffer as one array, for a {@code .gltf}'s data URI: what {@link #writeTo} writes. */
    public ByteBuffer toByteBuffer() {
        byte[] buffer = new byte[length];
        OutputStream into = new OutputStream() {
            private int at;

            @Override
            public void write(int b) {
                buffer[at++] = (byte) b;
            }

            @Override
            public void write(byte[] b, int off, int len) {
                System.arraycopy(b, off, buffer, at, len);
                at += len;
            }
        };
        try {
            writeTo(into);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // an array's stream does not throw it
        }
        return ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The first {@code count} of {@code ints} as little-endian bytes, a block at a time (one bulk copy each). */
    private static void writeInts(OutputStream out, int[] ints, int count) throws IOException {
        ByteBuffer block = ByteBuffer.allocate(4 * Math.min(count, 16384)).order(ByteOrder.LITTLE_ENDIAN);
        for (int first = 0; first < count; first += 16384) {
            int n = Math.min(16384, count - first);
            block.clear();
            block.asIntBuffer().put(ints, first, n);
            out.write(block.array(), 0, 4 * n);
        }
    }

    /** Writes {@code n} zeros. */
    private static void zeros(OutputStream out, byte[] zeros, long n) throws IOException {
        for (long left = n; left > 0; left -= zeros.length) {
            out.write(zeros, 0, (int) Math.min(left, zeros.length));
        }
    }
}
