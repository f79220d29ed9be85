package io.meshport.text.number;

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
        if (!appendNearest(b, f)) {
            appendByJavaDigits(b, f);
        }
    }

    /**
     * The fast way, for a positive finite {@code f}: the fewest significant digits (1 to 9) whose
     * nearest decimal to {@code f} reads back as {@code f}, with that decimal (scaled by an exact
     * power of ten in double arithmetic, checked exactly). Off a power of two the interval that
     * reads back as {@code f} is symmetric, so a length that works makes every longer one work
     * and the length is found by bisection; at a power of two it is searched from one digit up.
     * False when a candidate cannot be checked in one double operation (magnitudes beyond
     * 10^±22, subnormals, some midpoints): then Java's digits are shortened instead. A fraction of
     * the time of {@link Float#toString}, which on Java 17 was most of writing a text model.
     */
    private static boolean appendNearest(StringBuilder b, float f) {
        double d = f;
        // The power of ten of the first digit, from the binary exponent; corrected once upwards.
        int first = (Math.getExponent(f) * 1233) >> 12; // floor(e × log10 2) for |e| < 1000
        if (first + 1 >= -22 && first + 1 <= 22 && scaled(d, -(first + 1)) >= 1) {
            first++;
        }
        boolean powerOfTwo = (Float.floatToRawIntBits(f) & 0x7F_FFFF) == 0;
        int nineDigitScale = 8 - first;
        if (!powerOfTwo && nineDigitScale >= 0 && nineDigitScale <= EXACT_SCALE) {
            appendFromInterval(b, f, nineDigitScale);
            return true;
        }
        long found = -1;
        int foundDigits = 0;
        if (!powerOfTwo) {
            int low = 1;
            int high = 9; // nine significant digits always read back
            while (low <= high) {
                int digits = (low + high) >>> 1;
                long m = readingBack(f, d, digits - 1 - first);
                if (m == CANNOT_TELL) {
                    return false;
                }
                if (m >= 0) {
                    found = m;
                    foundDigits = digits;
                    high = digits - 1;
                } else {
                    low = digits + 1;
                }
            }
        } else {
            for (int digits = 1; digits <= 9 && found < 0; digits++) {
                found = readingBack(f, d, digits - 1 - first);
                if (found == CANNOT_TELL) {
                    return false;
                }
                foundDigits = digits;
            }
        }
        if (found < 0) {
            return false;
        }
        appendDigits(b, (int) found, -(foundDigits - 1 - first));
        return true;
    }

    /**
     * The commonest case in one pass, no search: {@code f} (not a power of two) scaled to nine
     * significant digits, with the midpoints to its neighbours, all exactly; the integers between
     * the midpoints are the nine-digit decimals that read back as {@code f}. Dropping digits while
     * that range still holds a number shows the fewest digits, and the interval being symmetric,
     * the integer nearest to {@code f} at that length is in the range.
     */
    private static void appendFromInterval(StringBuilder b, float f, int scale) {
        double power = DecimalFloatParser.powerOfTen(scale);
        double x = f * power;
        double below = ((double) f + Math.nextDown(f)) / 2 * power;
        double above = ((double) f + Math.nextUp(f)) / 2 * power;
        // A decimal exactly on a midpoint rounds to the float with the even significand.
        boolean even = (Float.floatToRawIntBits(f) & 1) == 0;
        int low = (int) Math.floor(below) + (even && Math.floor(below) == below ? 0 : 1);
        int high = (int) Math.ceil(above) - (even && Math.ceil(above) == above ? 0 : 1);
        int dropped = 0;
        double unit = 1;
        while (true) {
            int nextLow = low / 10 + (low % 10 == 0 ? 0 : 1); // ceil, positive
            int nextHigh = high / 10;
            if (nextLow > nextHigh) {
                break;
            }
            low = nextLow;
            high = nextHigh;
            dropped++;
            unit *= 10;
        }
        int nearest = (int) Math.rint(x / unit);
        nearest = Math.max(low, Math.min(high, nearest));
        appendDigits(b, nearest, dropped - scale);
    }

    /** mantissa × 10^last, trailing zeros of the mantissa moved into the exponent. */
    private static void appendDigits(StringBuilder b, int mantissa, int last) {
        while (mantissa % 10 == 0) {
            mantissa /= 10;
            last++;
        }
        // Digits from the right, two per division: this runs for every number of a file.
        char[] text = new char[10];
        int at = text.length;
        while (mantissa >= 100) {
            int q = mantissa / 100;
            int pair = mantissa - 100 * q;
            text[--at] = (char) ('0' + pair % 10);
            text[--at] = (char) ('0' + pair / 10);
            mantissa = q;
        }
        if (mantissa >= 10) {
            text[--at] = (char) ('0' + mantissa % 10);
            mantissa /= 10;
        }
        text[--at] = (char) ('0' + mantissa);
        int n = text.length - at;
        System.arraycopy(text, at, text, 0, n);
        appendDecimal(b, text, n, last);
    }

    private static final long CANNOT_TELL = -2;

    /**
     * The integer nearest to {@code d} × 10^scale if it, scaled back, reads as {@code f}; -1 if it
     * does not; {@link #CANNOT_TELL} if one double operation cannot tell.
     */
    private static long readingBack(float f, double d, int scale) {
        if (scale > 22 || scale < -22) {
            return CANNOT_TELL;
        }
        long mantissa = (long) Math.rint(scaled(d, scale)); // ties to even, as the slow way rounds
        if (mantissa == 0) {
            return -1;
        }
        if (scale >= 0 && scale <= EXACT_SCALE) {
            return withinRounding(f, mantissa, scale) ? mantissa : -1;
        }
        float back = DecimalFloatParser.exact(mantissa, -scale);
        if (Float.isNaN(back)) {
            return CANNOT_TELL;
        }
        return back == f ? mantissa : -1;
    }

    /**
     * Scales up to 10^12 multiply a float, or the midpoint between two floats, exactly: 5^12 needs
     * 28 bits, a float 24 and a midpoint 25, within a double's 53.
     */
    private static final int EXACT_SCALE = 12;

    /**
     * Whether mantissa × 10^-scale reads back as {@code f}: it lies between the midpoints to the
     * neighbouring floats, or on one, which rounds to even. Everything is scaled by 10^scale
     * exactly ({@link #EXACT_SCALE}), so this is a comparison, not a division.
     */
    private static boolean withinRounding(float f, long mantissa, int scale) {
        double power = DecimalFloatParser.powerOfTen(scale);
        double below = ((double) f + Math.nextDown(f)) / 2 * power;
        double above = ((double) f + Math.nextUp(f)) / 2 * power;
        double m = mantissa;
        if (m > below && m < above) {
            return true;
        }
        return (m == below || m == above) && (Float.floatToRawIntBits(f) & 1) == 0;
    }

    /** d × 10^scale, |scale| ≤ 22, correctly rounded. */
    private static double scaled(double d, int scale) {
        return scale >= 0 ? d * DecimalFloatParser.powerOfTen(scale) : d / DecimalFloatParser.powerOfTen(-scale);
    }

    /** The slow way: Java's (sometimes over-long) digits, rounded off while they still read back as {@code f}. */
    private static void appendByJavaDigits(StringBuilder b, float f) {
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
        appendDecimal(b, digits.toString().toCharArray(), digits.length(), last);
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

    /** {@code digits[0..n)} × 10^last, plain for moderate magnitudes, else d.ddde±x. */
    private static void appendDecimal(StringBuilder b, char[] digits, int n, int last) {
        int first = last + n - 1;
        if (first >= -5 && first < 10) {
            if (last >= 0) {
                b.append(digits, 0, n);
                for (int i = 0; i < last; i++) {
                    b.append('0');
                }
            } else if (first >= 0) {
                b.append(digits, 0, first + 1).append('.').append(digits, first + 1, n - first - 1);
            } else {
                b.append("0.");
                for (int i = 0; i < -first - 1; i++) {
                    b.append('0');
                }
                b.append(digits, 0, n);
            }
            return;
        }
        b.append(digits[0]);
        if (n > 1) {
            b.append('.').append(digits, 1, n - 1);
        }
        b.append('e').append(first);
    }
}
