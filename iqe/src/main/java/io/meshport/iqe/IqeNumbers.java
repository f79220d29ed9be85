package io.meshport.iqe;

import io.meshport.io.ModelFormatException;
import org.antlr.v4.runtime.Token;

/**
 * Converts number tokens to values the way C's strtod/strtol read them, except that an
 * integer outside the int range is an error instead of a silently clamped value. Tokens are
 * read from the line's char buffer rather than through {@link Token#getText()}, which would
 * make a String for each of the millions of numbers in a large file.
 */
final class IqeNumbers {
    private IqeNumbers() {
    }

    /** A FLOAT or INT token of {@code line} as a float; inf, infinity and nan in any case are accepted. */
    static float toFloat(Token t, char[] text, String source, int line) {
        int from = t.getStartIndex();
        int to = t.getStopIndex() + 1;
        char last = text[to - 1];
        if (last == 'f' || last == 'F' || last == 'y' || last == 'Y' || last == 'n' || last == 'N') {
            boolean negative = text[from] == '-';
            return Character.toLowerCase(last) == 'n' ? Float.NaN
                    : negative ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
        }
        try {
            // The lexer admits only decimal syntax that Float.parseFloat reads exactly, rounding
            // once (strtod would round to double first; the results agree for written floats).
            return DecimalFloatParser.parse(text, from, to);
        } catch (NumberFormatException e) {
            throw error(t, source, line, "bad number '" + t.getText() + "'");
        }
    }

    /** An INT token of {@code line} as an int. */
    static int toInt(Token t, char[] text, String source, int line) {
        int i = t.getStartIndex();
        int to = t.getStopIndex() + 1;
        boolean negative = false;
        if (text[i] == '-' || text[i] == '+') {
            negative = text[i] == '-';
            i++;
        }
        long value = 0;
        for (; i < to; i++) {
            value = value * 10 + (text[i] - '0');
            if (value > 1L + Integer.MAX_VALUE) {
                throw error(t, source, line, "integer " + t.getText() + " out of range");
            }
        }
        value = negative ? -value : value;
        if (value > Integer.MAX_VALUE) {
            throw error(t, source, line, "integer " + t.getText() + " out of range");
        }
        return (int) value;
    }

    private static IqeSyntaxError error(Token t, String source, int line, String reason) {
        return new IqeSyntaxError(ModelFormatException.atLine(source, line, t.getCharPositionInLine() + 1, reason));
    }
}
