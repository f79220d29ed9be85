package io.meshport.text.number;

/**
 * Reads a decimal number straight from a char buffer as a float, exactly as
 * {@link Float#parseFloat} would, without making a {@code String} for each of the millions of
 * numbers in a large file.
 *
 * <p>The fast path is Clinger's: a decimal with at most 15 significant digits and a power of
 * ten within 10^±22 has a mantissa and a scale that are both exact doubles, so one double
 * multiplication or division gives the correctly rounded double of the decimal. Rounding that
 * double to float is then also the correctly rounded float of the decimal, unless the double
 * landed exactly on the midpoint between two floats: every float midpoint is a double, so
 * rounding to double never moves a value across one, it can only land on one. Those midpoints,
 * and everything outside the fast path, go to {@link Float#parseFloat}.
 */
public final class DecimalFloatParser {
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };
    private static final long MAX_EXACT_MANTISSA = 999_999_999_999_999L;

    private DecimalFloatParser() {
    }

    /**
     * The float of {@code text[from..to)}, a decimal as C and Java write it (sign, digits,
     * point, exponent; no inf/nan, which {@link TokenNumbers} handles); throws
     * {@link NumberFormatException} like {@link Float#parseFloat} for anything else.
     *
     * <p>One method of one straight pass (scan, fast path, fallback) on purpose: it runs for every
     * number of a file, and keeping the scan state in locals is what makes it faster than
     * FastDoubleParser ({@code TextPrimitivesBenchmark}, BENCHMARKS.md).
     */
    public static float parse(char[] text, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (text[i] == '-' || text[i] == '+')) {
            negative = text[i] == '-';
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int scale = 0;
        boolean anyDigit = false;
        for (; i < to && isDigit(text[i]); i++) {
            anyDigit = true;
            if (mantissa != 0 || text[i] != '0') {
                if (++digits > 15) {
                    return slow(text, from, to);
                }
                mantissa = mantissa * 10 + (text[i] - '0');
            }
        }
        if (i < to && text[i] == '.') {
            for (i++; i < to && isDigit(text[i]); i++) {
                anyDigit = true;
                scale--;
                if (mantissa != 0 || text[i] != '0') {
                    if (++digits > 15) {
                        return slow(text, from, to);
                    }
                    mantissa = mantissa * 10 + (text[i] - '0');
                }
            }
        }
        if (!anyDigit) {
            return slow(text, from, to);
        }
        if (i < to && (text[i] == 'e' || text[i] == 'E')) {
            i++;
            boolean negativeExponent = false;
            if (i < to && (text[i] == '-' || text[i] == '+')) {
                negativeExponent = text[i] == '-';
                i++;
            }
            if (i == to) {
                return slow(text, from, to);
            }
            int exponent = 0;
            for (; i < to && isDigit(text[i]); i++) {
                if (exponent > 1000) {
                    return slow(text, from, to);
                }
                exponent = exponent * 10 + (text[i] - '0');
            }
            scale += negativeExponent ? -exponent : exponent;
        }
        if (i != to || mantissa > MAX_EXACT_MANTISSA) {
            return slow(text, from, to);
        }
        if (mantissa == 0) {
            return negative ? -0.0f : 0.0f;
        }
        float f = exact(mantissa, scale);
        if (Float.isNaN(f)) {
            return slow(text, from, to);
        }
        return negative ? -f : f;
    }

    /**
     * {@code mantissa} × 10^{@code scale} (mantissa positive, at most 15 digits) rounded once to the
     * nearest float when one double operation is exact enough to tell (Clinger), else NaN: the
     * caller then takes the slow path. {@link ShortestFloat} checks its candidates with it.
     */
    static float exact(long mantissa, int scale) {
        double value;
        if (scale >= 0 && scale <= 22) {
            value = mantissa * POWERS_OF_TEN[scale];
            if (value <= 0x1p53) {
                // An integer below 2^53: the product is the decimal exactly, so even a midpoint
                // between two floats rounds right (to even) in the cast.
                return (float) value;
            }
        } else if (scale < 0 && scale >= -22) {
            value = mantissa / POWERS_OF_TEN[-scale];
        } else {
            return Float.NaN;
        }
        return isFloatMidpoint(value) ? Float.NaN : (float) value;
    }

    /** 10^{@code n} for 0 ≤ n ≤ 22, exact. */
    static double powerOfTen(int n) {
        return POWERS_OF_TEN[n];
    }

    /**
     * True if the double is exactly halfway between two floats, or too small or large for the
     * float's normal range, where the midpoint test below does not hold.
     */
    private static boolean isFloatMidpoint(double value) {
        if (!(value >= Float.MIN_NORMAL && value <= Float.MAX_VALUE)) {
            return true;
        }
        // A normal float keeps the top 23 of the double's 52 fraction bits; the value is a
        // midpoint when the 29 bits dropped are exactly one half: 1 followed by zeros.
        return (Double.doubleToRawLongBits(value) & 0x1FFF_FFFFL) == 0x1000_0000L;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static float slow(char[] text, int from, int to) {
        return Float.parseFloat(new String(text, from, to - from));
    }
}
