package io.meshport.gltf.internal.read;

import io.meshport.io.ModelFormatException;

/**
 * One animation channel's sampler, evaluated at any time as the spec defines it: STEP holds a key's
 * value until the next key, LINEAR interpolates (rotations by spherical interpolation along the
 * shorter arc), CUBICSPLINE evaluates the Hermite spline of its keys' values and tangents. At a key
 * (within {@code tolerance}: frame times in doubles do not hit float key times exactly) every
 * interpolation gives the key's value as written, so keyed frames survive bit for bit. Before the
 * first key and after the last, the nearest key's value holds.
 */
final class GltfReadChannel {
    enum Interpolation { STEP, LINEAR, CUBICSPLINE }

    private final float[] times;
    private final GltfAccessorValues output;
    private final Interpolation interpolation;
    private final int size;
    private final boolean rotation;

    private GltfReadChannel(float[] times, GltfAccessorValues output, Interpolation interpolation, boolean rotation) {
        this.times = times;
        this.output = output;
        this.interpolation = interpolation;
        this.size = rotation ? 4 : 3;
        this.rotation = rotation;
    }

    /**
     * A channel over the key times {@code input} (float scalars, not decreasing) with values
     * {@code output} (three per key for CUBICSPLINE: in-tangent, value, out-tangent).
     */
    static GltfReadChannel of(GltfAccessorValues input, GltfAccessorValues output, Interpolation interpolation,
            boolean rotation, String path, GltfReadContext context) throws ModelFormatException {
        if (input.size() != 1 || !input.isFloat()) {
            throw context.error(path + ".input", input.path() + " is " + input.layoutWord() + " × " + input.size()
                    + ", not float SCALAR");
        }
        int size = rotation ? 4 : 3;
        if (output.size() != size || !(output.isFloat() || rotation && output.normalized())) {
            throw context.error(path + ".output", output.path() + " is " + output.layoutWord() + " × " + output.size()
                    + ", not " + (rotation ? "float or normalized VEC4" : "float VEC3"));
        }
        int keys = input.count();
        long needed = interpolation == Interpolation.CUBICSPLINE ? 3L * keys : keys;
        if (output.count() < needed) {
            throw context.error(path + ".output", output.path() + " has " + output.count() + " values for " + keys
                    + " keys (" + needed + " needed)");
        }
        float[] times = context.keyTimes.get(input);
        if (times == null) {
            times = new float[keys];
            for (int k = 0; k < keys; k++) {
                times[k] = (float) input.raw(k, 0);
                if (!Float.isFinite(times[k]) || k > 0 && times[k] < times[k - 1]) {
                    throw context.error(path + ".input", "key time " + times[k] + " at " + k
                            + (Float.isFinite(times[k]) ? " comes before the one before it" : " is not a number"));
                }
            }
            context.keyTimes.put(input, times);
        }
        return new GltfReadChannel(times, output, interpolation, rotation);
    }

    float firstTime() {
        return times[0];
    }

    float lastTime() {
        return times[times.length - 1];
    }

    float[] times() {
        return times;
    }

    Interpolation interpolation() {
        return interpolation;
    }

    /** The value at time {@code t} into {@code out} (3 or 4 values). */
    void sample(double t, double tolerance, float[] out) {
        int hi = firstAfter(t + tolerance);
        int lo = hi - 1;
        if (lo < 0) {
            key(0, out);
        } else if (hi >= times.length || Math.abs(t - times[lo]) <= tolerance
                || interpolation == Interpolation.STEP) {
            key(lo, out);
        } else {
            double span = (double) times[hi] - times[lo];
            double s = (t - times[lo]) / span;
            if (interpolation == Interpolation.LINEAR) {
                linear(lo, hi, s, out);
            } else {
                cubic(lo, hi, s, span, out);
            }
        }
    }

    /** The index of the first key later than {@code t}, or the key count. */
    private int firstAfter(double t) {
        int lo = 0;
        int hi = times.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (times[mid] > t) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** Component {@code c} of key {@code k}'s value (the middle of a CUBICSPLINE triple). */
    private double value(int k, int c) {
        return output.value(interpolation == Interpolation.CUBICSPLINE ? 3 * k + 1 : k, c);
    }

    private void key(int k, float[] out) {
        for (int c = 0; c < size; c++) {
            out[c] = (float) value(k, c);
        }
    }

    private void linear(int a, int b, double s, float[] out) {
        if (!rotation) {
            for (int c = 0; c < size; c++) {
                out[c] = (float) (value(a, c) + (value(b, c) - value(a, c)) * s);
            }
            return;
        }
        double[] p = {value(a, 0), value(a, 1), value(a, 2), value(a, 3)};
        double[] q = {value(b, 0), value(b, 1), value(b, 2), value(b, 3)};
        double dot = p[0] * q[0] + p[1] * q[1] + p[2] * q[2] + p[3] * q[3];
        double sign = dot < 0 ? -1 : 1; // q and -q are one rotation: take the shorter way round
        dot = Math.abs(dot);
        double wp;
        double wq;
        if (dot > 0.9995) {
            wp = 1 - s; // nearly equal: the arc is a line, and its sine would divide by almost zero
            wq = s;
        } else {
            double angle = Math.acos(Math.min(1, dot));
            double sin = Math.sin(angle);
            wp = Math.sin((1 - s) * angle) / sin;
            wq = Math.sin(s * angle) / sin;
        }
        double[] r = new double[4];
        for (int c = 0; c < 4; c++) {
            r[c] = wp * p[c] + wq * sign * q[c];
        }
        normalizedInto(r, out);
    }

    private void cubic(int a, int b, double s, double span, float[] out) {
        double s2 = s * s;
        double s3 = s2 * s;
        double h00 = 2 * s3 - 3 * s2 + 1;
        double h10 = s3 - 2 * s2 + s;
        double h01 = -2 * s3 + 3 * s2;
        double h11 = s3 - s2;
        double[] r = new double[size];
        for (int c = 0; c < size; c++) {
            double outTangent = output.value(3 * a + 2, c);
            double inTangent = output.value(3 * b, c);
            r[c] = h00 * value(a, c) + h10 * span * outTangent + h01 * value(b, c) + h11 * span * inTangent;
        }
        if (rotation) {
            normalizedInto(r, out);
        } else {
            for (int c = 0; c < size; c++) {
                out[c] = (float) r[c];
            }
        }
    }

    private static void normalizedInto(double[] q, float[] out) {
        double len = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        if (!(len > 0)) {
            out[0] = 0;
            out[1] = 0;
            out[2] = 0;
            out[3] = 1;
            return;
        }
        for (int c = 0; c < 4; c++) {
            out[c] = (float) (q[c] / len);
        }
    }
}
