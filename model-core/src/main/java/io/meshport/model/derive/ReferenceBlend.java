package io.meshport.model.derive;

/**
 * A vertex's weights as the reference IQM compiler keeps them ({@code blendcombo} in
 * {@code iqm.cpp}), whatever its input (MD5's weights, SMD's links): weights of 1e-3 or less
 * dropped, the four largest kept, largest first (ties in the order they come), renormalised, and
 * stored as bytes that sum to 255.
 *
 * <p>A format's compiler reduces the weights it reads this way, and its exporter writes weights
 * already reduced and quantised, so that what it writes reads back as it was and writes the same
 * again. One object serves vertex after vertex ({@link #clear}).
 */
public final class ReferenceBlend {
    /** The weights a vertex keeps. */
    public static final int SLOTS = 4;
    /** Weights this small are dropped. */
    public static final double SMALLEST_WEIGHT = 1e-3;

    private final double[] weights = new double[SLOTS];
    private final int[] joints = new int[SLOTS];
    private int used;
    private int dropped;

    /** Starts a new vertex: no weight yet. */
    public void clear() {
        used = 0;
    }

    /** {@code blendcombo::addweight}: keeps {@code weight} of {@code joint} if it is among the four largest over 1e-3. */
    public void add(double weight, int joint) {
        if (!(weight > SMALLEST_WEIGHT)) {
            dropped += weight > 0 ? 1 : 0; // a weight of nothing loses nothing
            return;
        }
        for (int k = 0; k < used; k++) {
            if (weight > weights[k]) {
                if (used == SLOTS) {
                    dropped++;
                }
                for (int l = Math.min(used - 1, SLOTS - 2); l >= k; l--) {
                    weights[l + 1] = weights[l];
                    joints[l + 1] = joints[l];
                }
                weights[k] = weight;
                joints[k] = joint;
                used = Math.min(used + 1, SLOTS);
                return;
            }
        }
        if (used >= SLOTS) {
            dropped++;
            return;
        }
        weights[used] = weight;
        joints[used] = joint;
        used++;
    }

    /** How many weights this vertex keeps. */
    public int used() {
        return used;
    }

    /** The joint of kept weight {@code slot}, largest weight first. */
    public int joint(int slot) {
        return joints[slot];
    }

    /** How many weights were left out since this object was made (small but not zero ones, or past the fourth). */
    public int dropped() {
        return dropped;
    }

    /**
     * {@code blendcombo::finalize} and {@code serialize}: the kept weights renormalised and rounded
     * to bytes that sum to 255 (rounding taken from and given to the first slots); zeros when none is
     * kept.
     */
    public int[] bytes() {
        int[] bytes = new int[SLOTS];
        if (used == 0) {
            return bytes;
        }
        double total = 0;
        for (int s = 0; s < used; s++) {
            total += weights[s];
        }
        double inverse = 1.0 / total;
        int sum = 0;
        for (int s = 0; s < SLOTS; s++) {
            bytes[s] = s < used ? (int) (0.5 + weights[s] * inverse * 255) : 0;
            sum += bytes[s];
        }
        while (sum > 255) {
            for (int k = 0; k < SLOTS && sum > 255; k++) {
                if (bytes[k] > 0) {
                    bytes[k]--;
                    sum--;
                }
            }
        }
        while (sum < 255) {
            for (int k = 0; k < SLOTS && sum < 255; k++) {
                if (bytes[k] < 255) {
                    bytes[k]++;
                    sum++;
                }
            }
        }
        return bytes;
    }
}
