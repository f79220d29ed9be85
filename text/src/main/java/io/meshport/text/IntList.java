package io.meshport.text;

import java.util.Arrays;

/** A growable int array: indexes and per-triangle data without a boxed Integer per value. */
public final class IntList {
    private int[] data;
    private int size;

    public IntList(int capacity) {
        data = new int[Math.max(capacity, 4)];
    }

    public void add(int v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, FloatList.grow(size));
        }
        data[size++] = v;
    }

    public int get(int i) {
        return data[i];
    }

    public void set(int i, int v) {
        data[i] = v;
    }

    public int size() {
        return size;
    }

    public int[] toArray() {
        return Arrays.copyOf(data, size);
    }

    /** The values; the list is {@link #discard() discarded}, so the values exist once. */
    public int[] moveToArray() {
        int[] values = data.length == size ? data : Arrays.copyOf(data, size);
        data = null;
        return values;
    }

    /**
     * Frees the values of a list that will not be read again; {@link #size()} still says how
     * many there were, as callers that test for presence ask.
     */
    public void discard() {
        data = null;
    }
}
