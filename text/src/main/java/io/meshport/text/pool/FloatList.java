package io.meshport.text.pool;

/**
 * A growable float array: bulk vertex data without a boxed Float per value. The values are kept
 * as their bits in {@link IntChunks}, so growing never copies more than one chunk: a reader of a
 * file of hundreds of MB fills several of these while it frees its document, and lists that
 * doubled by copying would need old and new arrays at once (that was the peak of reading a
 * large IQE file).
 */
public final class FloatList {
    private IntChunks values;
    private int size;

    /**
     * An empty list sized for about {@code capacity} values.
     *
     * @param capacity values expected: the first chunk starts that large; more grow chunk by chunk
     */
    public FloatList(int capacity) {
        values = new IntChunks(capacity);
    }

    /** Appends {@code v}, its bits kept exactly (NaN payloads and -0 included). */
    public void add(float v) {
        values.add(Float.floatToRawIntBits(v));
        size++;
    }

    /**
     * Appends every value of {@code other}, a chunk at a time: a reader that reads blocks of a file
     * apart (OBJ) joins their tables in file order.
     */
    public void addAll(FloatList other) {
        values.addAll(other.values, 0);
        size += other.size;
    }

    /** The value at {@code i}, which must be below {@link #size()}. */
    public float get(int i) {
        return Float.intBitsToFloat(values.get(i));
    }

    /** Replaces the value at {@code i}, which must be below {@link #size()}. */
    public void set(int i, float v) {
        values.set(i, Float.floatToRawIntBits(v));
    }

    /** How many values were appended; still that after {@link #discard()}. */
    public int size() {
        return size;
    }

    /** A copy of the values in one array, in order. */
    public float[] toArray() {
        float[] out = new float[size];
        for (int i = 0; i < size; i++) {
            out[i] = get(i);
        }
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
