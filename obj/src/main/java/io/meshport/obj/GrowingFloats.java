package io.meshport.obj;

import java.util.Arrays;

/** A float list on a primitive array, for the file's {@code v}, {@code vt} and {@code vn} tables. */
final class GrowingFloats {
    private float[] data;
    private int size;

    GrowingFloats(int capacity) {
        data = new float[Math.max(4, capacity)];
    }

    void add(float value) {
        if (size == data.length) {
            long capacity = Math.max(size + 1L, Math.min((long) data.length * 2, Integer.MAX_VALUE - 8));
            data = Arrays.copyOf(data, (int) capacity);
        }
        data[size++] = value;
    }

    float get(int i) {
        return data[i];
    }

    int size() {
        return size;
    }
}
