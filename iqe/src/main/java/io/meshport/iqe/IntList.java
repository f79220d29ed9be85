package io.meshport.iqe;

import java.util.Arrays;

/** A growable int array: indexes and per-triangle data without a boxed Integer per value. */
final class IntList {
    private int[] data;
    private int size;

    IntList(int capacity) {
        data = new int[Math.max(capacity, 4)];
    }

    void add(int v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, FloatList.grow(size));
        }
        data[size++] = v;
    }

    int get(int i) {
        return data[i];
    }

    void set(int i, int v) {
        data[i] = v;
    }

    int size() {
        return size;
    }

    int[] toArray() {
        return Arrays.copyOf(data, size);
    }

    /**
     * Frees the values of a list that will not be read again; {@link #size()} still says how
     * many there were, as callers that test for presence ask.
     */
    /** The values; the list is {@link #discard() discarded}, so the values exist once. */
    int[] moveToArray() {
        int[] values = data.length == size ? data : Arrays.copyOf(data, size);
        data = null;
        return values;
    }

    void discard() {
        data = null;
    }
}
