package io.meshport.iqe;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Prints a float as the shortest decimal that reads back to the same float, in plain C
 * syntax that strtod reads: {@code 1}, {@code -0.5}, {@code 3.25841393e-6}, {@code inf},
 * {@code nan}. Java's {@link Float#toString} round-trips but prints {@code 1.0} and
 * {@code 1.0E-5}, and on Java 17 it is not always the shortest, so its digits are only the
 * starting point. Deterministic output makes text → document → text a fixpoint.
 */
final class IqeFloatFormat {
    private IqeFloatFormat() {
    }

    static String format(float f) {
        StringBuilder b = new StringBuilder(16);
        append(b, f);
        return b.toString();
    }

    static void append(StringBuilder b, float f) {
        if (Float.isNaN(f)) {
            b.append("nan");
            return;
        }
        if (Float.isInfinite(f)) {
            b.append(f > 0 ? "inf" : "-inf");
            return;
        }
        if (f == 0) {
            b.append(Float.floatToRawIntBits(f) < 0 ? "-0" : "0");
            return;
        }
        if (f == (int) f && Math.abs(f) < 0x1p24f) {
            // Integers below 2^24 are the common case (weights of 1, unit scales); there every
            // integer is a float and its digits are the shortest text. Above, rounding may
            // give shorter text, which the general path finds.
            b.append((int) f);
            return;
        }
        BigDecimal d = shortest(f);
        String digits = d.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - d.scale();
        if (f < 0) {
            b.append('-');
        }
        if (exponent >= -5 && exponent < 10) {
            b.append(d.abs().toPlainString());
            return;
        }
        b.append(digits.charAt(0));
        if (digits.length() > 1) {
            b.append('.').append(digits, 1, digits.length());
        }
        b.append('e').append(exponent);
    }

    private static BigDecimal shortest(float f) {
        BigDecimal best = new BigDecimal(Float.toString(f)).stripTrailingZeros();
        BigDecimal exact = new BigDecimal((double) f);
        for (int p = best.precision() - 1; p >= 1; p--) {
            BigDecimal shorter = exact.round(new MathContext(p, RoundingMode.HALF_EVEN)).stripTrailingZeros();
            if (Float.parseFloat(shorter.toString()) != f) {
                break;
            }
            best = shorter;
        }
        return best;
    }
}
