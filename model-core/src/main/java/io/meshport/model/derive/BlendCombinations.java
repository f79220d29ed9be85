package io.meshport.model.derive;

import java.util.Arrays;

/**
 * Numbers the distinct blend combinations (joints and exact float weights) of a mesh's vertices in
 * the order they are first met. An open-addressing table over primitive arrays: a million
 * vertices with scattered combinations were a million boxed keys and map entries before.
 */
final class BlendCombinations {
    /** Joints (and weights) per combination. */
    private final int width;
    private int[] bones;
    private long[] weightBits;
    /** Per combination, its hash: compared before its values, and where it goes when the table grows. */
    private int[] hashes;
    private int count;
    /** Combination number + 1 per slot, 0 for free; a power of two, at most half full. */
    private int[] table = new int[64];

    BlendCombinations(int width) {
        this.width = width;
        this.bones = new int[16 * width];
        this.weightBits = new long[16 * width];
        this.hashes = new int[16];
    }

    /** The number of the combination of joints {@code b} and weights {@code w}, a new one if not met before. */
    int id(int[] b, double[] w) {
        int h = hash(b, w);
        int mask = table.length - 1;
        for (int at = h & mask;; at = (at + 1) & mask) {
            int held = table[at] - 1;
            if (held < 0) {
                return add(b, w, h, at);
            }
            if (hashes[held] == h && same(held, b, w)) {
                return held;
            }
        }
    }

    int count() {
        return count;
    }

    /** The joints of combination {@code c} at {@code [c * width, (c + 1) * width)}. */
    int[] bones() {
        return Arrays.copyOf(bones, count * width);
    }

    /** The weights of combination {@code c} at {@code [c * width, (c + 1) * width)}. */
    double[] weights() {
        double[] out = new double[count * width];
        for (int i = 0; i < out.length; i++) {
            out[i] = Double.longBitsToDouble(weightBits[i]);
        }
        return out;
    }

    private boolean same(int c, int[] b, double[] w) {
        for (int i = 0; i < width; i++) {
            if (bones[c * width + i] != b[i] || weightBits[c * width + i] != Double.doubleToRawLongBits(w[i])) {
                return false;
            }
        }
        return true;
    }

    private int add(int[] b, double[] w, int h, int at) {
        if (count == hashes.length) {
            bones = Arrays.copyOf(bones, bones.length * 2);
            weightBits = Arrays.copyOf(weightBits, weightBits.length * 2);
            hashes = Arrays.copyOf(hashes, hashes.length * 2);
        }
        hashes[count] = h;
        for (int i = 0; i < width; i++) {
            bones[count * width + i] = b[i];
            weightBits[count * width + i] = Double.doubleToRawLongBits(w[i]);
        }
        table[at] = count + 1;
        int id = count++;
        if (2 * count > table.length) {
            grow();
        }
        return id;
    }

    private void grow() {
        int[] larger = new int[table.length * 2];
        int mask = larger.length - 1;
        for (int c = 0; c < count; c++) {
            int at = hashes[c] & mask;
            while (larger[at] != 0) {
                at = (at + 1) & mask;
            }
            larger[at] = c + 1;
        }
        table = larger;
    }

    private static int hash(int[] b, double[] w) {
        int h = 1;
        for (int i = 0; i < b.length; i++) {
            h = 31 * h + b[i];
            h = 31 * h + Long.hashCode(Double.doubleToRawLongBits(w[i]));
        }
        // murmur3's finaliser: float weights leave the low bits of their double bits zero
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }
}
