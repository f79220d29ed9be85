package io.meshport.md5.internal.read;

import java.util.Arrays;

/** A growing list of ints, for a block's lines in the order they come (see {@link Md5Numbers}). */
final class Md5Ints {
    /** The longest array a JVM allocates. */
    private static final int MAX_SIZE = Integer.MAX_VALUE - 8;

    private int[] values = new int[64];
    private int size;

    /**
     * Appends {@code v}.
     *
     * @throws IllegalStateException when the list is as long as an array can be (the text engine
     *     reports it as a document too large, at its line)
     */
    void add(int v) {
        if (size == values.length) {
            if (size == MAX_SIZE) {
                throw new IllegalStateException("document too large: more than " + MAX_SIZE + " values in one list");
            }
            values = Arrays.copyOf(values, (int) Math.min(MAX_SIZE, 2L * values.length));
        }
        values[size++] = v;
    }

    int get(int i) {
        return values[i];
    }

    int size() {
        return size;
    }
}
