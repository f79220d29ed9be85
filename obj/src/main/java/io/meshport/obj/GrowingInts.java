package io.meshport.obj;

import java.util.Arrays;

/** An int list on a primitive array, for corners and triangles: no object per index. */
final class GrowingInts {
    private int[] data;
    private int size;

    GrowingInts(int capacity) {
        data = new int[Math.max(4, capacity)];
    }

    void add(int value) {
        if (size == data.length) {
            grow(size + 1);
        }
        data[size++] = value;
    }

    int get(int i) {
        return data[i];
    }

    void set(int i, int value) {
        data[i] = value;
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    int[] toArray() {
        return Arrays.copyOf(data, size);
    }

    private void grow(int needed) {
        // the callers bound their counts (ObjFileReader.MAX_ITEMS), so doubling cannot overflow past this
        long capacity = Math.max(needed, Math.min((long) data.length * 2, Integer.MAX_VALUE - 8));
        data = Arrays.copyOf(data, (int) capacity);
    }
}
