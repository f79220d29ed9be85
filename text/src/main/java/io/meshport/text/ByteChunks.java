package io.meshport.text;

import java.util.Arrays;

/** {@link IntChunks} for bytes: one command kind per line of a file of millions of lines. */
public final class ByteChunks {
    private static final int SHIFT = IntChunks.SHIFT;
    private static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private byte[][] chunks = new byte[1][];
    private byte[] current;
    private int last;
    private int at;

    public ByteChunks() {
        current = chunks[0] = new byte[16];
    }

    public void add(byte value) {
        if (at == current.length) {
            grow();
        }
        current[at++] = value;
    }

    /** Appends every value of {@code other}, a chunk at a time. */
    public void addAll(ByteChunks other) {
        for (int c = 0; c <= other.last; c++) {
            byte[] from = other.chunks[c];
            int n = c == other.last ? other.at : CHUNK;
            for (int i = 0; i < n; ) {
                if (at == current.length) {
                    grow();
                }
                int k = Math.min(n - i, current.length - at);
                System.arraycopy(from, i, current, at, k);
                at += k;
                i += k;
            }
        }
    }

    private void grow() {
        if (current.length < CHUNK) {
            current = chunks[last] = Arrays.copyOf(current, Math.min(CHUNK, current.length * 2));
            return;
        }
        if (last + 1 == IntChunks.MAX_CHUNKS) {
            throw new IllegalStateException("document too large");
        }
        last++;
        if (last == chunks.length) {
            chunks = Arrays.copyOf(chunks, last * 2);
        }
        current = chunks[last] = new byte[CHUNK];
        at = 0;
    }

    public byte get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    public int size() {
        return (last << SHIFT) + at;
    }

    public void discardBefore(int index) {
        for (int c = 0; c < (index >>> SHIFT) && c < last; c++) {
            chunks[c] = null;
        }
    }

    public boolean contentEquals(ByteChunks o) {
        int size = size();
        if (size != o.size()) {
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
        int size = size();
        for (int i = 0; i < size; i++) {
            h = 31 * h + get(i);
        }
        return h;
    }
}
