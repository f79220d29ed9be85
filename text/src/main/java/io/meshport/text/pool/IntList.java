package io.meshport.text.pool;

/**
 * A growable int array: indexes and per-triangle data without a boxed Integer per value. Held in
 * {@link IntChunks}, so growing never copies more than one chunk (a large file's compiler fills
 * several of these while it frees its document), and {@link #moveToArray} frees each chunk as it
 * copies it.
 */
public final class IntList {
    private IntChunks values;
    private int size;

    /**
     * An empty list sized for about {@code capacity} values.
     *
     * @param capacity values expected: the first chunk starts that large; more grow chunk by chunk
     */
    public IntList(int capacity) {
        values = new IntChunks(capacity);
    }

    /** Appends {@code v}. */
    public void add(int v) {
        values.add(v);
        size++;
    }

    /** The value at {@code i}, which must be below {@link #size()}. */
    public int get(int i) {
        return values.get(i);
    }

    /** Replaces the value at {@code i}, which must be below {@link #size()}. */
    public void set(int i, int v) {
        values.set(i, v);
    }

    /** How many values were appended. */
    public int size() {
        return size;
    }

    /** A copy of the values in one array, in order; the list stays usable. */
    public int[] toArray() {
        return values.toArray();
    }

    /** The values; the list is {@link #discard() discarded}, so the values exist once. */
    public int[] moveToArray() {
        int[] out = values.moveToArray();
        values = null;
        return out;
    }

    /**
     * Frees the values of a list that will not be read again; {@link #size()} still says how
     * many there were, as callers that test for presence ask.
     */
    public void discard() {
        values = null;
    }
}
