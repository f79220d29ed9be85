package io.meshport.text.pool;

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

    /** An empty list whose first chunk starts small, so that a small document stays small. */
    public ByteChunks() {
        current = chunks[0] = new byte[16];
    }

    /**
     * Appends {@code value}.
     *
     * @throws IllegalStateException when the list would hold more values than an int can number
     */
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

    /** The value at {@code index}, which must be below {@link #size()} and not discarded. */
    public byte get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    /** How many values were appended, discarded ones included. */
    public int size() {
        return (last << SHIFT) + at;
    }

    /**
     * Drops the chunks wholly before {@code index} (never the chunk being filled); reading them afterwards
     * fails. For a reader that is done with a prefix of the values.
     */
    public void discardBefore(int index) {
        for (int c = 0; c < (index >>> SHIFT) && c < last; c++) {
            chunks[c] = null;
        }
    }

    /** Whether {@code o} holds the same values in the same order; neither may have discarded chunks. */
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

    /** A hash of the values in order, consistent with {@link #contentEquals}. */
    public int contentHash() {
        int h = 1;
        int size = size();
        for (int i = 0; i < size; i++) {
            h = 31 * h + get(i);
        }
        return h;
    }
}
