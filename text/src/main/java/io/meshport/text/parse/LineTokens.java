package io.meshport.text.parse;

import io.meshport.io.ModelFormatException;
import org.antlr.v4.runtime.Token;

/**
 * What a format's visitor says of a token of the line it visits: its 1-based column, a quoted
 * token's text without its quotes, and an error at the token, carried out of the visitor as a
 * {@link TextSyntaxError}.
 */
public final class LineTokens {
    private LineTokens() {
    }

    /** The 1-based column {@code t} starts at on its line. */
    public static int column(Token t) {
        return t.getCharPositionInLine() + 1;
    }

    /** The text of {@code t}, a token in quotes ({@code "pelvis"}), without its first and last character. */
    public static String unquoted(Token t) {
        String s = t.getText();
        return s.substring(1, s.length() - 1);
    }

    /**
     * An error at {@code t} on file line {@code line} of {@code source}, saying {@code message}.
     *
     * @return the error to throw from the visitor
     */
    public static TextSyntaxError error(String source, int line, Token t, String message) {
        return new TextSyntaxError(ModelFormatException.atLine(source, line, column(t), message));
    }
}
