package io.meshport.obj.internal.read;

/**
 * The syntax of an OBJ number, as meshport has always taken it: what {@link Float#parseFloat} takes
 * (Java's decimal float syntax, {@code NaN} and {@code Infinity}, after trimming control characters
 * and spaces), but not a token that ends in a type suffix or holds a hex form. A scan, not a parse:
 * the token is parsed once, after it ({@code DecimalFloatParser}, which gives what
 * {@code Float.parseFloat} gives). {@code ObjNumberSyntaxTest} holds it to {@code Float.parseFloat}.
 */
final class ObjNumbers {
    private ObjNumbers() {
    }

    /** Whether {@code token[from..to)} is an OBJ number. */
    static boolean isNumber(char[] token, int from, int to) {
        int end = to;
        while (from < to && token[from] <= ' ') {
            from++;
        }
        while (to > from && token[to - 1] <= ' ') {
            to--;
        }
        int i = from;
        if (i < to && (token[i] == '+' || token[i] == '-')) {
            i++;
        }
        if (startsWith(token, i, to, "NaN") && i + 3 == to || startsWith(token, i, to, "Infinity") && i + 8 == to) {
            return true;
        }
        int digits = 0;
        for (; i < to && isDigit(token[i]); i++) {
            digits++;
        }
        if (i < to && token[i] == '.') {
            for (i++; i < to && isDigit(token[i]); i++) {
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < to && (token[i] == 'e' || token[i] == 'E')) {
            i++;
            if (i < to && (token[i] == '+' || token[i] == '-')) {
                i++;
            }
            int exponent = 0;
            for (; i < to && isDigit(token[i]); i++) {
                exponent++;
            }
            if (exponent == 0) {
                return false;
            }
        }
        // a suffix is refused where it ends the token; trimmed characters after it hide it, and
        // Float.parseFloat takes it then
        if (i < to && to < end && "fFdD".indexOf(token[i]) >= 0) {
            i++;
        }
        return i == to;
    }

    private static boolean startsWith(char[] token, int at, int to, String word) {
        if (to - at < word.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (token[at + k] != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
