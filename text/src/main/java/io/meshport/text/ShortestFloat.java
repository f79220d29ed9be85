package io.meshport.text;

/**
 * Prints a float as the shortest decimal that reads back to the same float, in plain C
 * syntax that strtod reads: {@code 1}, {@code -0.5}, {@code 3.258414e-6}, {@code inf},
 * {@code nan}. Java's {@link Float#toString} round-trips but prints {@code 1.0} and
 * {@code 1.0E-5}, and on Java 17 it sometimes gives a digit more than needed, so its digits
 * are only the starting point: shorter roundings of them are tried while they still read back
 * exactly. Deterministic output makes text → document → text a fixpoint.
 */
public final class ShortestFloat {
    private ShortestFloat() {
    }

    /** The shortest text of {@code f}. */
    public static String format(float f) {
        StringBuilder b = new StringBuilder(16);
        append(b, f);
        return b.toString();
    }

    /** Appends the shortest text of {@code f} to {@code b}. */
    public static void append(StringBuilder b, float f) {
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
            // integer is a float and its digits are the shortest text.
            b.append((int) f);
            return;
        }
        if (f < 0) {
            b.append('-');
            f = -f;
        }
        // Decompose Java's text into significant digits and the power of ten of the last one.
        String java = Float.toString(f);
        int e = java.indexOf('E');
        int exponent = e < 0 ? 0 : Integer.parseInt(java.substring(e + 1));
        String mantissa = e < 0 ? java : java.substring(0, e);
        int dot = mantissa.indexOf('.');
        StringBuilder digits = new StringBuilder(12).append(mantissa, 0, dot).append(mantissa, dot + 1, mantissa.length());
        int last = exponent - (mantissa.length() - dot - 1);
        int lead = 0;
        while (lead < digits.length() - 1 && digits.charAt(lead) == '0') {
            lead++;
        }
        digits.delete(0, lead);
        while (digits.length() > 1 && digits.charAt(digits.length() - 1) == '0') {
            digits.setLength(digits.length() - 1);
            last++;
        }
        // Shorten while a rounding still reads back as f.
        while (digits.length() > 1) {
            StringBuilder shorter = new StringBuilder(digits);
            int shorterLast = roundOff(shorter, last);
            if (Float.parseFloat(shorter + "e" + shorterLast) != f) {
                break;
            }
            digits = shorter;
            last = shorterLast;
        }
        appendDecimal(b, digits, last);
    }

    /** Rounds the last digit away (half to even), strips trailing zeros; returns the new last power. */
    private static int roundOff(StringBuilder digits, int last) {
        int n = digits.length();
        char dropped = digits.charAt(n - 1);
        digits.setLength(n - 1);
        last++;
        boolean up = dropped > '5' || dropped == '5' && (digits.charAt(n - 2) - '0') % 2 == 1;
        if (up) {
            int i = digits.length() - 1;
            while (i >= 0 && digits.charAt(i) == '9') {
                digits.setCharAt(i, '0');
                i--;
            }
            if (i < 0) {
                digits.insert(0, '1');
            } else {
                digits.setCharAt(i, (char) (digits.charAt(i) + 1));
            }
        }
        while (digits.length() > 1 && digits.charAt(digits.length() - 1) == '0') {
            digits.setLength(digits.length() - 1);
            last++;
        }
        return last;
    }

    /** digits × 10^last, plain for moderate magnitudes, else d.ddde±x. */
    private static void appendDecimal(StringBuilder b, CharSequence digits, int last) {
        int n = digits.length();
        int first = last + n - 1;
        if (first >= -5 && first < 10) {
            if (last >= 0) {
                b.append(digits);
                for (int i = 0; i < last; i++) {
                    b.append('0');
                }
            } else if (first >= 0) {
                b.append(digits, 0, first + 1).append('.').append(digits, first + 1, n);
            } else {
                b.append("0.");
                for (int i = 0; i < -first - 1; i++) {
                    b.append('0');
                }
                b.append(digits);
            }
            return;
        }
        b.append(digits.charAt(0));
        if (n > 1) {
            b.append('.').append(digits, 1, n);
        }
        b.append('e').append(first);
    }
}
