package io.meshport.model.simplify;

/**
 * The simplifier's ranking sort, meshoptimizer's: keys of an error's float bits (non-negative, so
 * ordered as ints) in the upper half and a candidate in the lower, sorted by the top 12 bits of
 * the error (8 of its exponent, 4 of its mantissa) in one counting pass, candidates of one bin in
 * their order. The order need not be exact (a pass takes collapses near its goal, not the
 * cheapest first to the last bit), and one pass over 2,560 bins is what makes ranking cheap.
 */
final class ErrorBins {
    /** Exponents up to 2^32: errors past that are no use, and share the last bin. */
    private static final int BINS = 2048 + 512;

    private ErrorBins() {
    }

    /** The keys in order of their errors' top bits, stably. */
    static long[] sorted(long[] keys) {
        int[] start = new int[BINS + 1];
        for (long k : keys) {
            start[bin(k) + 1]++;
        }
        for (int i = 1; i <= BINS; i++) {
            start[i] += start[i - 1];
        }
        long[] out = new long[keys.length];
        for (long k : keys) {
            out[start[bin(k)]++] = k;
        }
        return out;
    }

    private static int bin(long key) {
        int bits = (int) (key >>> 32);
        return Math.min((bits << 1) >>> 20, BINS - 1);
    }
}
