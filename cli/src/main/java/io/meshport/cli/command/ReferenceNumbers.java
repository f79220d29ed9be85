package io.meshport.cli.command;

import java.util.Locale;

/**
 * Numbers read from the command line as the reference IQM compiler's C library reads them:
 * {@code atof}, {@code atoi} and {@code sscanf(s, "%lf , %lf , %lf")} take the longest number at the
 * start of a word and ignore the rest, read a word with none as 0, and never fail. {@code meshport iqm}
 * reads its options with them so that a build script gets the reference's result, and reports what
 * the reference reads differently from what was typed ({@link #clean}).
 */
final class ReferenceNumbers {
    private ReferenceNumbers() {
    }

    /**
     * The number {@code strtod} reads at {@code from}, after blanks, and the index just past it
     * ({@code end == from} when there is none: the value is then 0).
     */
    record Scan(double value, int end) {
    }

    /**
     * What {@code sscanf(s, "%lf , %lf , %lf")} returns and stores: {@code count} numbers read (-1,
     * C's EOF, for a blank word), the values (0 where none was read), and the index where reading
     * stopped.
     */
    record Triple(int count, double[] values, int end) {
    }

    /** C's {@code atof}: the leading number of {@code s}, or 0. */
    static double atof(String s) {
        return strtod(s, 0).value();
    }

    /**
     * C's {@code atoi} as glibc has it on a 64-bit system ({@code (int) strtol(s, NULL, 10)}): the
     * leading integer, saturated to a long, then cut to its low 32 bits.
     */
    static int atoi(String s) {
        return (int) strtol(s).value();
    }

    /** Whether {@code s} is one number and nothing else but blanks: what atof or atoi read is what was typed. */
    static boolean clean(String s, boolean integer) {
        Scan scan = integer ? strtol(s) : strtod(s, 0);
        return scan.end() > 0 && blank(s, scan.end());
    }

    /** Whether {@code s} is 1 to 3 numbers separated by commas and nothing else: what {@link #triple} read is what was typed. */
    static boolean cleanTriple(String s) {
        Triple t = triple(s);
        return t.count() >= 1 && blank(s, t.end());
    }

    /** C's {@code sscanf(s, "%lf , %lf , %lf", &x, &y, &z)}. */
    static Triple triple(String s) {
        double[] values = new double[3];
        int count = 0;
        int at = 0;
        for (int k = 0; k < 3; k++) {
            if (k > 0) {
                at = skipBlanks(s, at);
                if (at >= s.length() || s.charAt(at) != ',') {
                    return new Triple(count, values, at);
                }
                at++;
            }
            at = skipBlanks(s, at);
            if (at >= s.length()) {
                return new Triple(count == 0 ? -1 : count, values, at);
            }
            Scan scan = strtod(s, at);
            if (scan.end() == at) {
                return new Triple(count, values, at);
            }
            values[k] = scan.value();
            count++;
            at = scan.end();
        }
        return new Triple(count, values, at);
    }

    /**
     * C's {@code strtod} from {@code from}: blanks, a sign, then a decimal number with an optional
     * exponent, a hexadecimal one ({@code 0x1.8p3}), {@code inf}, {@code infinity} or {@code nan}.
     */
    static Scan strtod(String s, int from) {
        int i = skipBlanks(s, from);
        boolean negative = false;
        if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        String rest = s.substring(i).toLowerCase(Locale.ROOT);
        if (rest.startsWith("infinity")) {
            return new Scan(negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY, i + 8);
        }
        if (rest.startsWith("inf")) {
            return new Scan(negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY, i + 3);
        }
        if (rest.startsWith("nan")) {
            int end = i + 3;
            int close = s.indexOf(')', end);
            if (end < s.length() && s.charAt(end) == '(' && close > 0
                    && s.substring(end + 1, close).chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_')) {
                end = close + 1;
            }
            return new Scan(Double.NaN, end);
        }
        if (rest.startsWith("0x") && hexDigitAt(s, i + 2, true)) {
            return hex(s, i + 2, negative);
        }
        int digits = i;
        while (digits < s.length() && isDigit(s.charAt(digits))) {
            digits++;
        }
        int end = digits;
        boolean any = digits > i;
        if (end < s.length() && s.charAt(end) == '.') {
            int fraction = end + 1;
            while (fraction < s.length() && isDigit(s.charAt(fraction))) {
                fraction++;
            }
            any |= fraction > end + 1;
            end = fraction;
        }
        if (!any) {
            return new Scan(0, from);
        }
        end = exponent(s, end, 'e');
        double value = Double.parseDouble(s.substring(i, end));
        return new Scan(negative ? -value : value, end);
    }

    /** {@code strtol(s, NULL, 10)}: blanks, a sign, digits; saturated at the long range. */
    private static Scan strtol(String s) {
        int i = skipBlanks(s, 0);
        boolean negative = false;
        if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        long value = 0;
        int end = i;
        boolean saturated = false;
        while (end < s.length() && isDigit(s.charAt(end))) {
            int d = s.charAt(end) - '0';
            if (!saturated && value > (Long.MAX_VALUE - d) / 10) {
                saturated = true;
            }
            if (!saturated) {
                value = value * 10 + d;
            }
            end++;
        }
        if (end == i) {
            return new Scan(0, 0);
        }
        long result = saturated ? (negative ? Long.MIN_VALUE : Long.MAX_VALUE) : negative ? -value : value;
        return new Scan(result, end);
    }

    private static Scan hex(String s, int start, boolean negative) {
        double mantissa = 0;
        int i = start;
        while (hexDigitAt(s, i, false)) {
            mantissa = mantissa * 16 + Character.digit(s.charAt(i), 16);
            i++;
        }
        int scale = 0;
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
            while (hexDigitAt(s, i, false)) {
                mantissa = mantissa * 16 + Character.digit(s.charAt(i), 16);
                scale -= 4;
                i++;
            }
        }
        int end = exponent(s, i, 'p');
        if (end > i) {
            String power = s.substring(i + 1, end);
            boolean down = power.startsWith("-");
            long p = 0;
            for (char c : power.replaceFirst("^[+-]", "").toCharArray()) {
                p = Math.min(p * 10 + (c - '0'), 100_000); // past 2^±100000 a double is 0 or infinite anyway
            }
            scale += (int) (down ? -p : p);
        }
        double value = mantissa * Math.pow(2, scale);
        return new Scan(negative ? -value : value, end);
    }

    /** Whether a hexadecimal digit is at {@code i} (or, when {@code orPoint}, a point followed by one). */
    private static boolean hexDigitAt(String s, int i, boolean orPoint) {
        if (i < s.length() && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 128) {
            return true;
        }
        return orPoint && i + 1 < s.length() && s.charAt(i) == '.' && hexDigitAt(s, i + 1, false);
    }

    /** The end of an exponent ({@code e-5}, {@code p+3}) at {@code i}, or {@code i} when there is no whole one. */
    private static int exponent(String s, int i, char letter) {
        if (i >= s.length() || Character.toLowerCase(s.charAt(i)) != letter) {
            return i;
        }
        int j = i + 1;
        if (j < s.length() && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
            j++;
        }
        int digits = j;
        while (j < s.length() && isDigit(s.charAt(j))) {
            j++;
        }
        return j > digits ? j : i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** C's {@code isspace} in the C locale. */
    private static int skipBlanks(String s, int i) {
        while (i < s.length() && " \t\n\u000b\f\r".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        return i;
    }

    private static boolean blank(String s, int from) {
        return skipBlanks(s, from) == s.length();
    }

    /** {@code printf("%f", x)}: six decimals, and C's words for what is not finite. */
    static String printf(double x) {
        if (Double.isNaN(x)) {
            return (Double.doubleToRawLongBits(x) < 0 ? "-" : "") + "nan";
        }
        if (Double.isInfinite(x)) {
            return x < 0 ? "-inf" : "inf";
        }
        return String.format(Locale.ROOT, "%f", x);
    }
}
