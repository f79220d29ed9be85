package io.meshport.vif.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.TextSyntaxError;
import org.antlr.v4.runtime.Token;

/**
 * Where a VIF read says what is wrong: errors at a token or a record's line and column, and what
 * lenient reading turns into warnings. The errors are {@link TextSyntaxError}s so that the visitor,
 * which cannot throw checked exceptions, and the rest of the reader throw the same way; the reader
 * unwraps them (as {@code BlockParser} does), so the caller sees the {@link ModelFormatException}.
 */
final class VifSourceErrors {
    private final String source;
    private final Diagnostics diagnostics;
    private final boolean lenient;
    /** The line of the header line or record being read: where a token without a line is. */
    private int line;

    VifSourceErrors(String source, Diagnostics diagnostics, boolean lenient) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.lenient = lenient;
    }

    String source() {
        return source;
    }

    Diagnostics diagnostics() {
        return diagnostics;
    }

    boolean lenient() {
        return lenient;
    }

    void atLine(int line) {
        this.line = line;
    }

    int line() {
        return line;
    }

    /** An error at token {@code t}. */
    TextSyntaxError at(Token t, String reason) {
        return at(t.getLine() > 0 ? t.getLine() : line, t.getCharPositionInLine() + 1, reason);
    }

    /** An error at {@code line}:{@code column} (1 first). */
    TextSyntaxError at(int line, int column, String reason) {
        return wrap(ModelFormatException.atLine(source, line, column, reason));
    }

    static TextSyntaxError wrap(ModelFormatException e) {
        return new TextSyntaxError(e);
    }

    /** Something VDSlib tolerates and the spec does not: an error when strict, a warning when lenient. */
    void breach(Token t, String message) {
        if (!lenient) {
            throw at(t, message);
        }
        diagnostics.warn(source, t.getLine(), t.getCharPositionInLine() + 1, message);
    }

    /** The record at {@code line}:{@code column} (0 first) is not the one due: {@code wanted} is. */
    TextSyntaxError unexpected(char[] text, int from, int length, int line, int column, String wanted) {
        return at(line, column + 1, "'" + word(text, from, length) + "' where " + wanted + " is due");
    }

    /** The record's first word, at most 40 chars of it: what the file has where something else is due. */
    static String word(char[] text, int from, int length) {
        int end = from;
        while (end < from + length && !Character.isWhitespace(text[end])) {
            end++;
        }
        return new String(text, from, Math.min(end - from, 40));
    }
}
