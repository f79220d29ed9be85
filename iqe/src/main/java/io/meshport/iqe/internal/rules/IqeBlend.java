package io.meshport.iqe.internal.rules;

import io.meshport.iqe.IqeDocument;

/**
 * One vertex's {@code vb} pairs reduced to what IQM holds: the four largest weights, largest
 * first, renormalised to sum to 1 unless they already do (iqe.txt allows more pairs and lets the
 * implementation keep the biggest four). Weights of zero or less carry nothing and are dropped; ties keep the
 * earlier pair.
 *
 * <p>Public because two stages share it: the compiler reduces and quantizes weights this way, and the
 * exporter asks it what a reader will make of the weights it writes.
 */
public final class IqeBlend {
    /** How many joint and weight pairs a vertex keeps, as IQM holds them. */
    public static final int SLOTS = 4;

    private IqeBlend() {
    }

    /**
     * Reduces pairs {@code doc.intArgument(i, 2k)}, {@code doc.floatArgument(i, 2k+1)} into
     * {@code indexes[at..at+4)} and {@code weights[at..at+4)} (unused slots: 0 and 0).
     */
    public static void reduce(IqeDocument doc, int i, int[] indexes, float[] weights) {
        double[] w = new double[SLOTS];
        int[] j = new int[SLOTS];
        int used = 0;
        for (int k = 0; k + 1 < doc.argumentCount(i); k += 2) {
            double weight = doc.floatArgument(i, k + 1);
            if (!(weight > 0)) {
                continue;
            }
            int joint = doc.intArgument(i, k);
            int at = used;
            while (at > 0 && w[at - 1] < weight) {
                at--;
            }
            if (at >= SLOTS) {
                continue;
            }
            int last = Math.min(used, SLOTS - 1);
            for (int s = last; s > at; s--) {
                w[s] = w[s - 1];
                j[s] = j[s - 1];
            }
            w[at] = weight;
            j[at] = joint;
            used = Math.min(used + 1, SLOTS);
        }
        double total = 0;
        for (int s = 0; s < used; s++) {
            total += w[s];
        }
        // Weights that already sum to one as floats do (to within a few float roundings) are kept
        // as written: dividing by such a total moves them by an ulp each time, so a file written
        // from what was read would never be a fixpoint.
        boolean summed = Math.abs(total - 1) <= 1e-6;
        for (int s = 0; s < SLOTS; s++) {
            indexes[s] = s < used ? j[s] : 0;
            weights[s] = s < used && Double.isFinite(total) ? (float) (summed ? w[s] : w[s] / total) : 0;
        }
        if (used > 0 && !Double.isFinite(total)) {
            // Infinite weights: the infinite ones share everything.
            int inf = 0;
            for (int s = 0; s < used; s++) {
                inf += Double.isInfinite(w[s]) ? 1 : 0;
            }
            for (int s = 0; s < used; s++) {
                weights[s] = Double.isInfinite(w[s]) ? 1f / inf : 0;
            }
        }
    }

    /**
     * Weights as integers of {@code max} (255 for ubyte) that still sum to exactly {@code max}
     * when any weight is used, so a skinned vertex is not scaled by rounding.
     */
    public static long[] quantize(float[] weights, int from, int size, double max) {
        long[] q = new long[size];
        long total = 0;
        int used = 0;
        for (int s = 0; s < size; s++) {
            q[s] = Math.round(Math.max(0, Math.min(1, weights[from + s])) * max);
            total += q[s];
            used += weights[from + s] > 0 ? 1 : 0;
        }
        long target = (long) max;
        while (used > 0 && total != target) {
            boolean changed = false;
            // weights come largest first: take from the smallest and give to the largest, so the
            // order survives rounding and text -> model -> text stays a fixpoint
            for (int k = 0; k < size && total != target; k++) {
                int down = size - 1 - k;
                if (total > target && q[down] > 0) {
                    q[down]--;
                    total--;
                    changed = true;
                } else if (total < target && q[k] < target && weights[from + k] > 0) {
                    q[k]++;
                    total++;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        return q;
    }
}
