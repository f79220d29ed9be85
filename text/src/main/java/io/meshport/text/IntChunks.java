package io.meshport.text;

import java.util.Arrays;

/**
 * A growable int array held in fixed-size chunks. Growing never copies more than one chunk,
 * so a document of hundreds of MB never needs twice its size while it is read (one flat
 * array would, on every growth step and once more to trim it), and a reader that is done with
 * a prefix can drop it.
 */
public final class IntChunks {
    static final int SHIFT = 20;
    public static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private int[][] chunks = new int[1][];
    private long size;

    public IntChunks() {
        chunks[0] = new int[16];
    }

    public void add(int value) {
        if (size == Integer.MAX_VALUE) {
            throw new IllegalStateException("document too large");
        }
        int c = (int) (size >>> SHIFT);
        int at = (int) size & MASK;
        if (c == chunks.length) {
            chunks = Arrays.copyOf(chunks, c * 2);
        }
        int[] chunk = chunks[c];
        if (chunk == null) {
            chunk = chunks[c] = new int[CHUNK];
        } else if (at == chunk.length) {
            // Only the first chunk starts small, so small documents stay small.
            chunk = chunks[c] = Arrays.copyOf(chunk, Math.min(CHUNK, chunk.length * 2));
        }
        chunk[at] = value;
        size++;
    }

    public int get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    public void set(int index, int value) {
        chunks[index >>> SHIFT][index & MASK] = value;
    }

    public int size() {
        return (int) size;
    }

    /** Drops the chunks wholly before {@code index}; reading them afterwards fails. */
    public void discardBefore(int index) {
        for (int c = 0; c < (index >>> SHIFT); c++) {
            chunks[c] = null;
        }
    }

    public boolean contentEquals(IntChunks o) {
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
