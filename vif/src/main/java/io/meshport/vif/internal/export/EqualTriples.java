package io.meshport.vif.internal.export;

import java.util.Arrays;

/**
 * Which of a list of int triples are equal: for each, the first with its three values, found
 * through an open-addressing table of indexes twice the list in size (no boxed keys: the
 * hierarchy builder welds a million positions and triangles with it).
 */
final class EqualTriples {
    private EqualTriples() {
    }

    /** For each triple of {@code values} (three ints each), the index of the first triple equal to it. */
    static int[] firstOf(int[] values) {
        int n = values.length / 3;
        int capacity = Integer.highestOneBit(Math.max(2, 2 * n - 1)) << 1;
        int[] table = new int[capacity];
        Arrays.fill(table, -1);
        int[] first = new int[n];
        for (int i = 0; i < n; i++) {
            int a = values[3 * i];
            int b = values[3 * i + 1];
            int c = values[3 * i + 2];
            int h = hash(a, b, c) & (capacity - 1);
            while (table[h] >= 0) {
                int j = table[h];
                if (values[3 * j] == a && values[3 * j + 1] == b && values[3 * j + 2] == c) {
                    break;
                }
                h = (h + 1) & (capacity - 1);
            }
            if (table[h] < 0) {
                table[h] = i;
            }
            first[i] = table[h];
        }
        return first;
    }

    private static int hash(int a, int b, int c) {
        int h = a * 0x9E3779B1;
        h = (h ^ (h >>> 15) ^ b) * 0x85EBCA77;
        h = (h ^ (h >>> 13) ^ c) * 0xC2B2AE3D;
        return h ^ (h >>> 16);
    }
}
