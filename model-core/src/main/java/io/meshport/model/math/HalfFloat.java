package io.meshport.model.math;

/**
 * IEEE 754 binary16 conversion (Java 17 has no {@code Float.float16ToFloat}). Conversion to
 * half rounds to nearest-even, keeps signed zero, infinities and NaN, and produces subnormals.
 */
public final class HalfFloat {
    private HalfFloat() {
    }

    /** The float value of the 16 bits {@code half} (low 16 bits of the argument). */
    public static float toFloat(int half) {
        int h = half & 0xffff;
        int sign = (h & 0x8000) << 16;
        int exp = (h >>> 10) & 0x1f;
        int mant = h & 0x3ff;
        if (exp == 0x1f) {
            return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
        }
        if (exp == 0) {
            if (mant == 0) {
                return Float.intBitsToFloat(sign);
            }
            // subnormal half: mant * 2^-24, exact in float
            float v = mant * 0x1p-24f;
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exp + 112) << 23) | (mant << 13));
    }

    /** The nearest half to {@code value}, as 16 bits in the low half of the result. */
    public static short fromFloat(float value) {
        int f = Float.floatToRawIntBits(value);
        int sign = (f >>> 16) & 0x8000;
        int exp = (f >>> 23) & 0xff;
        int mant = f & 0x7fffff;
        if (exp == 0xff) {
            // Inf stays Inf; NaN keeps a quiet payload bit so it stays NaN
            return (short) (sign | 0x7c00 | (mant != 0 ? 0x200 | (mant >>> 13) : 0));
        }
        int e = exp - 127 + 15;
        if (e >= 0x1f) {
            return (short) (sign | 0x7c00);
        }
        if (e <= 0) {
            if (e < -10) {
                return (short) sign;
            }
            // subnormal: shift the mantissa (with its implicit bit) into place, rounding to nearest-even
            int m = mant | 0x800000;
            int shift = 14 - e;
            int half = m >>> shift;
            int rem = m & ((1 << shift) - 1);
            int mid = 1 << (shift - 1);
            if (rem > mid || (rem == mid && (half & 1) != 0)) {
                half++;
            }
            return (short) (sign | half);
        }
        int half = (e << 10) | (mant >>> 13);
        int rem = mant & 0x1fff;
        if (rem > 0x1000 || (rem == 0x1000 && (half & 1) != 0)) {
            half++; // may carry into the exponent, which is the correct rounding up to the next binade/Inf
        }
        return (short) (sign | half);
    }
}
