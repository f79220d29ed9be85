/**
 * Parsing text one line (or one record over several lines) at a time with a format's ANTLR
 * grammar: {@link io.meshport.text.parse.LineParser} reuses one lexer, token stream and parser for
 * every line, SLL first and LL on failure, and turns the first syntax error into a
 * {@code ModelFormatException} at {@code file:line:col} that says what was expected in the
 * format's {@link io.meshport.text.parse.ExpectedTokenWords}; a visitor reports a bad value in a
 * line that parsed with a {@link io.meshport.text.parse.TextSyntaxError}. The char stream, token
 * stream, lexer simulator and error strategy behind it are this package's own.
 *
 * <p>Internal to meshport: exported only to the text format modules (iqe, pie, vif, obj), not to
 * users, and may change without notice.
 */
package io.meshport.text.parse;
