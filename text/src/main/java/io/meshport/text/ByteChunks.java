package io.meshport.text;

import java.util.Arrays;

/** {@link IntChunks} for bytes: one command kind per line of a file of millions of lines. */
public final class ByteChunks {
    private static final int SHIFT = IntChunks.SHIFT;
    private static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private byte[][] chunks = new byte[1][];
    private long size;

    public ByteChunks() {
        chunks[0] = new byte[16];
    }

    public void add(byte value) {
        if (size == Integer.MAX_VALUE) {
            throw new IllegalStateException("document too large");
        }
        int c = (int) (size >>> SHIFT);
        int at = (int) size & MASK;
        if (c == chunks.length) {
            chunks = Arrays.copyOf(chunks, c * 2);
        }
        byte[] chunk = chunks[c];
        if (chunk == null) {
            chunk = chunks[c] = new byte[CHUNK];
        } else if (at == chunk.length) {
            chunk = chunks[c] = Arrays.copyOf(chunk, Math.min(CHUNK, chunk.length * 2));
        }
        chunk[at] = value;
        size++;
    }

    public byte get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    public int size() {
        return (int) size;
    }

    public void discardBefore(int index) {
        for (int c = 0; c < (index >>> SHIFT); c++) {
            chunks[c] = null;
        }
    }

    public boolean contentEquals(ByteChunks o) {
        if (size != o.size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (get(i) != o.get(i)) {
                return false;
            }
        }
        return true;
    }

    public int contentHash() {
        int h = 1;
        for (int i = 0; i < size; i++) {
            h = 31 * h + get(i);
        }
        return h;
    }
}
