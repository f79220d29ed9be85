package io.meshport.md5.internal.read;

import java.util.Arrays;

/**
 * A growing list of doubles, or of ints kept as doubles' neighbours: MD5 numbers are kept in
 * double precision as the file writes them, and a block's lines are kept in the order they come
 * until the block ends, so memory follows the file's size, never a count the file announces.
 */
final class Md5Numbers {
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
    void add(double v) {
        if (size == values.length) {
            if (size == MAX_SIZE) {
                throw new IllegalStateException("document too large: more than " + MAX_SIZE + " values in one list");
            }
            values = Arrays.copyOf(values, (int) Math.min(MAX_SIZE, 2L * values.length));
        }
        values[size++] = v;
    }

    double get(int i) {
        return values[i];
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    double[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
