package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.io.ModelFormatException;

/**
 * An {@code AnimationCurve}: keys at {@code KeyTime} (FBX ticks, strictly increasing) with values
 * {@code KeyValueFloat}, each key's interpolation to the next from {@code KeyAttrFlags} (one flag
 * word per run of {@code KeyAttrRefCount} keys; linear when the curve has none): constant
 * ({@code 0x2}; with {@code 0x100} the next key's value), linear ({@code 0x4}), cubic ({@code 0x8}:
 * the key's right slope and the next key's left slope from {@code KeyAttrDataFloat}, in value per
 * second, make a Hermite segment; where the key marks its right tangent ({@code 0x1000000}) or the
 * next key's left one ({@code 0x2000000}) weighted, the segment is the Bézier curve in time and value
 * whose handles reach that weight of the segment's length (the third attribute word packs the
 * right and next-left weights as two 16-bit numbers of 1/9999, ASCII files writing the word as an
 * integer and binary ones as the float of those bits), which with the default weight of 1/3 is the
 * Hermite segment again). Tangent velocities ({@code 0x10000000}, {@code 0x20000000}) are not
 * applied. Before the first key the curve holds the first value, after the last the last. Sampling
 * at increasing times moves a cursor, so sampling all frames costs the keys plus the frames.
 */
final class FbxCurve {
    private static final int CONSTANT = 0x2;
    private static final int CUBIC = 0x8;
    private static final int CONSTANT_NEXT = 0x100;
    private static final int WEIGHTED_RIGHT = 0x1000000;
    private static final int WEIGHTED_NEXT_LEFT = 0x2000000;
    /** The weight of an unweighted tangent: the Bézier handle that makes the Hermite segment. */
    private static final double DEFAULT_WEIGHT = 1.0 / 3;
    /** The weights FBX keeps a tangent within. */
    private static final double MIN_WEIGHT = 1e-4;
    private static final double MAX_WEIGHT = 0.99;
    /** Bisection steps to find a weighted segment's parameter at a time: well past float precision. */
    private static final int BISECTIONS = 48;

    final long[] times;
    private final double[] values;
    /** Per key, the index of its attribute (flags and slopes), or null: all linear. */
    private final int[] attributeOf;
    private final int[] flags;
    private final double[] data;
    private final double ticksPerSecond;
    private int cursor;

    private FbxCurve(long[] times, double[] values, int[] attributeOf, int[] flags, double[] data,
            double ticksPerSecond) {
        this.times = times;
        this.values = values;
        this.attributeOf = attributeOf;
        this.flags = flags;
        this.data = data;
        this.ticksPerSecond = ticksPerSecond;
    }

    static FbxCurve read(FbxObject curve, FbxArrays arrays, long ticksPerSecond) throws ModelFormatException {
        String path = curve.path();
        FbxNode timeNode = FbxArrays.child(curve.node(), "KeyTime");
        FbxNode valueNode = FbxArrays.child(curve.node(), "KeyValueFloat");
        if (valueNode == null) {
            valueNode = FbxArrays.child(curve.node(), "KeyValueDouble");
        }
        long[] times = timeNode == null ? new long[0] : arrays.longs(timeNode, path + "/KeyTime");
        double[] values = valueNode == null ? new double[0] : arrays.doubles(valueNode, path + "/" + valueNode.name());
        if (times.length != values.length) {
            throw arrays.tree().error(valueNode == null ? curve.node() : valueNode, path + "/KeyValueFloat",
                    values.length + " values for " + times.length + " key times");
        }
        for (int k = 1; k < times.length; k++) {
            if (times[k] <= times[k - 1]) {
                throw arrays.tree().error(timeNode, path + "/KeyTime", "key " + k + " at " + times[k]
                        + " does not come after key " + (k - 1) + " at " + times[k - 1]);
            }
        }
        FbxNode flagNode = FbxArrays.child(curve.node(), "KeyAttrFlags");
        if (flagNode == null || times.length == 0) {
            return new FbxCurve(times, values, null, null, null, ticksPerSecond);
        }
        int[] flags = arrays.ints(flagNode, path + "/KeyAttrFlags");
        FbxNode countNode = arrays.required(curve.node(), path, "KeyAttrRefCount");
        int[] counts = arrays.ints(countNode, path + "/KeyAttrRefCount");
        if (counts.length != flags.length) {
            throw arrays.tree().error(countNode, path + "/KeyAttrRefCount", counts.length + " reference counts for "
                    + flags.length + " attribute flags");
        }
        FbxNode dataNode = FbxArrays.child(curve.node(), "KeyAttrDataFloat");
        double[] data = dataNode == null ? new double[flags.length * 4L > Integer.MAX_VALUE ? 0 : flags.length * 4]
                : arrays.doubles(dataNode, path + "/KeyAttrDataFloat");
        if (data.length != flags.length * 4L) {
            throw arrays.tree().error(dataNode == null ? curve.node() : dataNode, path + "/KeyAttrDataFloat", data.length + " values for "
                    + flags.length + " attributes of 4");
        }
        int[] attributeOf = new int[times.length];
        long at = 0;
        for (int a = 0; a < counts.length; a++) {
            if (counts[a] < 0 || at + counts[a] > times.length) {
                throw arrays.tree().error(countNode, path + "/KeyAttrRefCount", "attribute " + a + " is for "
                        + counts[a] + " keys, beyond the curve's " + times.length);
            }
            for (int k = 0; k < counts[a]; k++) {
                attributeOf[(int) at++] = a;
            }
        }
        if (at != times.length) {
            throw arrays.tree().error(countNode, path + "/KeyAttrRefCount", "the attributes are for " + at
                    + " keys, the curve has " + times.length);
        }
        return new FbxCurve(times, values, attributeOf, flags, data, ticksPerSecond);
    }

    boolean isEmpty() {
        return times.length == 0;
    }

    /** The value at {@code time} (ticks); for increasing times the cursor only moves forward. */
    double sample(double time) {
        int n = times.length;
        if (time <= times[0]) {
            cursor = 0;
            return values[0];
        }
        if (time >= times[n - 1]) {
            return values[n - 1];
        }
        if (cursor >= n - 1 || times[cursor] > time) {
            cursor = 0;
        }
        while (times[cursor + 1] <= time) {
            cursor++;
        }
        int k = cursor;
        double t0 = times[k];
        double t1 = times[k + 1];
        double v0 = values[k];
        double v1 = values[k + 1];
        int f = attributeOf == null ? 0x4 : flags[attributeOf[k]];
        if ((f & CONSTANT) != 0) {
            return (f & CONSTANT_NEXT) != 0 ? v1 : v0;
        }
        double s = (time - t0) / (t1 - t0);
        if ((f & CUBIC) != 0) {
            int at = attributeOf[k] * 4;
            double dt = (t1 - t0) / ticksPerSecond;
            double m0 = data[at] * dt;
            double m1 = data[at + 1] * dt;
            if ((f & (WEIGHTED_RIGHT | WEIGHTED_NEXT_LEFT)) == 0) {
                double s2 = s * s;
                double s3 = s2 * s;
                return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * m1;
            }
            int weights = packedWeights(data[at + 2]);
            double w0 = (f & WEIGHTED_RIGHT) != 0 ? weight(weights & 0xffff) : DEFAULT_WEIGHT;
            double w1 = (f & WEIGHTED_NEXT_LEFT) != 0 ? weight(weights >>> 16) : DEFAULT_WEIGHT;
            return bezier(s, w0, 1 - w1, v0, v0 + m0 * w0, v1 - m1 * w1, v1);
        }
        return v0 + (v1 - v0) * s;
    }

    /** The weights word: an integer as ASCII files write it, or the bits of the float a binary file holds. */
    private static int packedWeights(double word) {
        return Math.abs(word) >= 1 ? (int) (long) word : Float.floatToRawIntBits((float) word);
    }

    private static double weight(int raw) {
        return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, raw / 9999.0));
    }

    /**
     * The value at normalised time {@code s} of the Bézier segment with handles at times {@code x1},
     * {@code x2} (in 0..1, so time rises with the parameter) and values {@code y0..y3}.
     */
    private static double bezier(double s, double x1, double x2, double y0, double y1, double y2, double y3) {
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < BISECTIONS; i++) {
            double u = (lo + hi) / 2;
            double v = 1 - u;
            if (3 * v * v * u * x1 + 3 * v * u * u * x2 + u * u * u < s) {
                lo = u;
            } else {
                hi = u;
            }
        }
        double u = (lo + hi) / 2;
        double v = 1 - u;
        return v * v * v * y0 + 3 * v * v * u * y1 + 3 * v * u * u * y2 + u * u * u * y3;
    }
}
