package io.meshport.text.pool;

import java.util.Arrays;

/**
 * A growable double array: numbers kept in double precision as a file writes them (MD5, SMD), in
 * the order they come, so that memory follows the file's size, never a count the file announces.
 */
public final class DoubleList {
    /** The longest array a JVM allocates. */
    private static final int MAX_SIZE = Integer.MAX_VALUE - 8;

    private double[] values = new double[64];
    private int size;

    /**
     * Appends {@code v}.
     *
     * @throws IllegalStateException when the list is as long as an array can be (the text engine
     *     reports it as a document too large, at its line)
     */
    public void add(double v) {
        if (size == values.length) {
            if (size == MAX_SIZE) {
                throw new IllegalStateException("document too large: more than " + MAX_SIZE + " values in one list");
            }
            values = Arrays.copyOf(values, (int) Math.min(MAX_SIZE, 2L * values.length));
        }
        values[size++] = v;
    }

    /** The value at {@code i}, which must be below {@link #size()}. */
    public double get(int i) {
        return values[i];
    }

    /** How many values there are. */
    public int size() {
        return size;
    }

    /** Empties the list, keeping its room. */
    public void clear() {
        size = 0;
    }

    /** A copy of the values in one array, in order. */
    public double[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
