package io.meshport.fbx.internal.compile;

import java.util.Arrays;

/**
 * Merges polygon corners whose every attribute is bit for bit the same into one vertex: corners are
 * rows of {@code stride} floats, hashed into an open-addressing table of row numbers, so welding
 * costs a constant per corner and allocates nothing per corner. The first corner of each group
 * keeps its place, in order.
 */
final class FbxCornerWelder {
    private FbxCornerWelder() {
    }

    /**
     * The welded vertices.
     *
     * @param rows the unique rows, in order of first use
     * @param vertexOf per corner, its vertex (its row in {@code rows})
     */
    record Welded(float[] rows, int[] vertexOf) {
    }

    static Welded weld(float[] rows, int stride, int count) {
        int capacity = Integer.highestOneBit(Math.max(4, count * 2 - 1)) << 1;
        int[] table = new int[capacity];
        Arrays.fill(table, -1);
        int[] vertexOf = new int[count];
        float[] unique = new float[rows.length];
        int kept = 0;
        for (int c = 0; c < count; c++) {
            int h = hash(rows, c * stride, stride) & (capacity - 1);
            while (true) {
                int v = table[h];
                if (v < 0) {
                    table[h] = kept;
                    System.arraycopy(rows, c * stride, unique, kept * stride, stride);
                    vertexOf[c] = kept++;
                    break;
                }
                if (same(unique, v * stride, rows, c * stride, stride)) {
                    vertexOf[c] = v;
                    break;
                }
                h = (h + 1) & (capacity - 1);
            }
        }
        return new Welded(Arrays.copyOf(unique, kept * stride), vertexOf);
    }

    private static int hash(float[] rows, int at, int stride) {
        int h = 1;
        for (int i = 0; i < stride; i++) {
            h = 31 * h + Float.floatToRawIntBits(rows[at + i]);
        }
        return h ^ (h >>> 16);
    }

    private static boolean same(float[] a, int at, float[] b, int bt, int stride) {
        for (int i = 0; i < stride; i++) {
            if (Float.floatToRawIntBits(a[at + i]) != Float.floatToRawIntBits(b[bt + i])) {
                return false;
            }
        }
        return true;
    }
}
