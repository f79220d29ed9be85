package io.meshport.model.simplify;

/**
 * The simplifier's ranking sort: keys of an error's float bits (non-negative, so ordered as ints)
 * in the upper half and a candidate in the lower, sorted by the upper half in linear time,
 * candidates of equal error in their order.
 */
final class HighHalfSort {
    private HighHalfSort() {
    }

    /** The keys in order of their upper 32 bits (non-negative), stably: two passes of 16-bit counting. */
    static long[] sorted(long[] keys) {
        long[] a = keys;
        long[] b = new long[keys.length];
        for (int shift = 32; shift < 64; shift += 16) {
            int[] count = new int[(1 << 16) + 1];
            for (long k : a) {
                count[(int) (k >>> shift & 0xffff) + 1]++;
            }
            for (int i = 1; i < count.length; i++) {
                count[i] += count[i - 1];
            }
            for (long k : a) {
                b[count[(int) (k >>> shift & 0xffff)]++] = k;
            }
            long[] t = a;
            a = b;
            b = t;
        }
        return a;
    }
}
