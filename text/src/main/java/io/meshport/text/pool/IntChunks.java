package io.meshport.text.pool;

import java.util.Arrays;

/**
 * A growable int array held in fixed-size chunks. Growing never copies more than one chunk,
 * so a document of hundreds of MB never needs twice its size while it is read (one flat
 * array would, on every growth step and once more to trim it), and a reader that is done with
 * a prefix can drop it. Appending runs once per value of a file, so the chunk being filled is
 * kept at hand and {@link #add} is a bounds check and a store.
 */
public final class IntChunks {
    /**
     * 2^16 values a chunk (256 KB of ints, 64 KB of bytes in {@link ByteChunks}): under the size at
     * which the G1 collector (the JVM's default) makes an array a humongous object, which takes
     * whole regions: a chunk of 4 MB plus its header took five regions of 1 MB, a fifth of a
     * document's heap lost in the small heaps where it matters (BENCHMARKS.md).
     */
    static final int SHIFT = 16;
    /** Values per chunk: 2^16. */
    public static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;
    /** Chunks at most: one more would number values beyond the int range. */
    static final int MAX_CHUNKS = Integer.MAX_VALUE >>> SHIFT;

    private int[][] chunks = new int[1][];
    /** {@code chunks[last]}, the chunk being filled. */
    private int[] current;
    private int last;
    /** Values in {@code current}. */
    private int at;

    /** An empty list whose first chunk starts small, so that a small document stays small. */
    public IntChunks() {
        this(16);
    }

    /**
     * An empty list sized for about {@code expected} values.
     *
     * @param expected values expected: the first chunk starts that large (up to a whole chunk)
     */
    public IntChunks(int expected) {
        // Only the first chunk starts small, so small documents stay small.
        current = chunks[0] = new int[Math.max(4, Math.min(CHUNK, expected))];
    }

    /**
     * Appends {@code value}.
     *
     * @throws IllegalStateException when the list would hold more values than an int can number
     */
    public void add(int value) {
        if (at == current.length) {
            grow();
        }
        current[at++] = value;
    }

    /** Appends every value of {@code other} plus {@code delta}, a chunk at a time. */
    public void addAll(IntChunks other, int delta) {
        for (int c = 0; c <= other.last; c++) {
            int[] from = other.chunks[c];
            int n = c == other.last ? other.at : CHUNK;
            for (int i = 0; i < n; ) {
                if (at == current.length) {
                    grow();
                }
                int k = Math.min(n - i, current.length - at);
                if (delta == 0) {
                    System.arraycopy(from, i, current, at, k);
                } else {
                    for (int j = 0; j < k; j++) {
                        current[at + j] = from[i + j] + delta;
                    }
                }
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
        if (last + 1 == MAX_CHUNKS) {
            throw new IllegalStateException("document too large");
        }
        last++;
        if (last == chunks.length) {
            chunks = Arrays.copyOf(chunks, last * 2);
        }
        current = chunks[last] = new int[CHUNK];
        at = 0;
    }

    /** Every value in one array, in order. */
    public int[] toArray() {
        int[] out = new int[size()];
        for (int c = 0; c <= last; c++) {
            System.arraycopy(chunks[c], 0, out, c << SHIFT, c == last ? at : CHUNK);
        }
        return out;
    }

    /**
     * Every value in one array; each chunk is freed as soon as it is copied, so the values exist
     * about once, not twice. The pool cannot be used afterwards.
     */
    public int[] moveToArray() {
        int[] out = new int[size()];
        for (int c = 0; c <= last; c++) {
            System.arraycopy(chunks[c], 0, out, c << SHIFT, c == last ? at : CHUNK);
            chunks[c] = null;
        }
        current = null;
        return out;
    }

    /** The value at {@code index}, which must be below {@link #size()} and not discarded. */
    public int get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    /** Replaces the value at {@code index}, which must be below {@link #size()} and not discarded. */
    public void set(int index, int value) {
        chunks[index >>> SHIFT][index & MASK] = value;
    }

    /** How many values were appended, discarded ones included. */
    public int size() {
        return (last << SHIFT) + at;
    }

    /** Drops the chunks wholly before {@code index}; reading them afterwards fails. */
    public void discardBefore(int index) {
        for (int c = 0; c < (index >>> SHIFT) && c < last; c++) {
            chunks[c] = null;
        }
    }

    /** Whether {@code o} holds the same values in the same order; neither may have discarded chunks. */
    public boolean contentEquals(IntChunks o) {
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
