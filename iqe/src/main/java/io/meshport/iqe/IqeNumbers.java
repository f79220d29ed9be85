package io.meshport.iqe;

import io.meshport.io.ModelFormatException;
import org.antlr.v4.runtime.Token;

/**
 * Converts number tokens to values the way C's strtod/strtol read them, except that an
 * integer outside the int range is an error instead of a silently clamped value.
 */
final class IqeNumbers {
    private IqeNumbers() {
    }

    /** A FLOAT or INT token as a float; inf, infinity and nan in any case are accepted. */
    static float toFloat(Token t, String source, int line) {
        String s = t.getText();
        char last = s.charAt(s.length() - 1);
        if (last == 'f' || last == 'F' || last == 'y' || last == 'Y' || last == 'n' || last == 'N') {
            boolean negative = s.charAt(0) == '-';
            return Character.toLowerCase(last) == 'n' ? Float.NaN
                    : negative ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
        }
        try {
            // The lexer admits only decimal syntax that Float.parseFloat reads exactly, rounding
            // once (strtod would round to double first; the results agree for written floats).
            return Float.parseFloat(s);
        } catch (NumberFormatException e) {
            throw error(t, source, line, "bad number '" + s + "'");
        }
    }

    /** An INT token as an int. */
    static int toInt(Token t, String source, int line) {
        String s = t.getText();
        int i = 0;
        boolean negative = false;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        long value = 0;
        for (; i < s.length(); i++) {
            value = value * 10 + (s.charAt(i) - '0');
            if (value > 1L + Integer.MAX_VALUE) {
                throw error(t, source, line, "integer " + s + " out of range");
            }
        }
        value = negative ? -value : value;
        if (value > Integer.MAX_VALUE) {
            throw error(t, source, line, "integer " + s + " out of range");
        }
        return (int) value;
    }

    private static IqeSyntaxError error(Token t, String source, int line, String reason) {
        return new IqeSyntaxError(ModelFormatException.atLine(source, line, t.getCharPositionInLine() + 1, reason));
    }
}
