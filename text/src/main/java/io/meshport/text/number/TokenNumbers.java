package io.meshport.text.number;

import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.LineParser;
import io.meshport.text.parse.TextSyntaxError;
import org.antlr.v4.runtime.Token;

/**
 * Converts number tokens to values the way C's strtod/strtol read them, except that an
 * integer outside the int range is an error instead of a silently clamped value. Tokens are
 * read from the line's char buffer rather than through {@link Token#getText()}, which would
 * make a String for each of the millions of numbers in a large file. A bad value is a
 * {@link TextSyntaxError} at the token.
 */
public final class TokenNumbers {
    private TokenNumbers() {
    }

    /**
     * A number token of the line {@code parser} parsed last, as a float. The token is a decimal
     * in C syntax or, as strtod reads them, inf, infinity or nan in any case: the grammar's
     * lexer admits nothing else as a number.
     */
    public static float toFloat(Token t, LineParser<?> parser) {
        return toFloat(t, parser.text(), parser.source(), parser.line());
    }

    /** An integer token (optional sign, decimal digits) of the line {@code parser} parsed last, as an int. */
    public static int toInt(Token t, LineParser<?> parser) {
        return toInt(t, parser.text(), parser.source(), parser.line());
    }

    /**
     * A number token of the line {@code parser} parsed last, as a double (formats that keep numbers
     * in double precision as the file writes them: MD5, SMD); inf, infinity and nan, which strtod
     * reads, are refused, as is any value that is not finite.
     */
    public static double toFiniteDouble(Token t, LineParser<?> parser) {
        String text = t.getText();
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            value = Double.NaN; // inf, infinity, nan: strtod's words, which Java does not read
        }
        if (!Double.isFinite(value)) {
            throw error(t, parser.source(), parser.line(), "'" + text + "' is not a finite number");
        }
        return value;
    }

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

    private static TextSyntaxError error(Token t, String source, int line, String reason) {
        return new TextSyntaxError(ModelFormatException.atLine(source,
                t.getLine() > 0 ? t.getLine() : line, t.getCharPositionInLine() + 1, reason));
    }
}
