package io.meshport.text;

import java.util.Arrays;

/** A growable float array: bulk vertex data without a boxed Float per value. */
public final class FloatList {
    private float[] data;
    private int size;

    public FloatList(int capacity) {
        data = new float[Math.max(capacity, 4)];
    }

    public void add(float v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, grow(size));
        }
        data[size++] = v;
    }

    public float get(int i) {
        return data[i];
    }

    public void set(int i, float v) {
        data[i] = v;
    }

    public int size() {
        return size;
    }

    public float[] toArray() {
        return Arrays.copyOf(data, size);
    }

    /**
     * Frees the values of a list that will not be read again; {@link #size()} still says how
     * many there were, as callers that test for presence ask.
     */
    public void discard() {
        data = null;
    }

    static int grow(int n) {
        if (n >= Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("too many values");
        }
        return (int) Math.min(Integer.MAX_VALUE - 8, n + (n >> 1) + 16L);
    }
}
