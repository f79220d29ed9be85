package io.meshport.text.parse;

import io.meshport.io.ModelFormatException;
import java.util.LinkedHashSet;
import java.util.Set;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Stops at the first syntax error, like graphql-java's strategy, and turns it into a
 * {@link ModelFormatException} at the offending token's {@code file:line:col}, saying what was
 * expected in the format's words ({@link ExpectedTokenWords}). Lines are parsed one at a time,
 * so {@link LineParser} tells this strategy which file line is being parsed.
 */
final class LineErrorStrategy extends BailErrorStrategy {
    private final String source;
    private final ExpectedTokenWords words;
    private final RuleExitTracker exits;
    private int line;

    LineErrorStrategy(String source, ExpectedTokenWords words, RuleExitTracker exits) {
        this.source = source;
        this.words = words;
        this.exits = exits;
    }

    void atLine(int fileLine) {
        this.line = fileLine;
    }

    @Override
    public void recover(Parser recognizer, RecognitionException e) {
        throw error(recognizer, e.getOffendingToken(), expected(recognizer, e));
    }

    @Override
    public Token recoverInline(Parser recognizer) {
        InputMismatchException e = new InputMismatchException(recognizer);
        throw error(recognizer, e.getOffendingToken(), expected(recognizer, e));
    }

    private IntervalSet expected(Parser recognizer, RecognitionException e) {
        IntervalSet set = e.getExpectedTokens();
        set = new IntervalSet(set != null ? set : recognizer.getExpectedTokens());
        // A finished rule could have taken more (vp 1 2 x: another number).
        set.addAll(exits.stillAccepted());
        return set;
    }

    private TextSyntaxError error(Parser recognizer, Token offending, IntervalSet expected) {
        if (offending == null) {
            offending = recognizer.getCurrentToken();
        }
        String found = offending.getType() == Token.EOF ? "end of line" : "'" + offending.getText() + "'";
        String wanted = describe(expected, recognizer.getVocabulary());
        String reason = "unexpected " + found + (wanted.isEmpty() ? "" : ", expected " + wanted);
        // The lexer numbers lines from the file line it was given: a record over several lines
        // has its error where the offending token is.
        int at = offending.getLine() > 0 ? offending.getLine() : line;
        return new TextSyntaxError(ModelFormatException.atLine(source, at,
                offending.getCharPositionInLine() + 1, reason));
    }

    /** The expected tokens in the format's words, in token type order, "end of line" last. */
    String describe(IntervalSet expected, Vocabulary vocabulary) {
        Set<String> said = new LinkedHashSet<>();
        for (int type : expected.toArray()) {
            if (type != Token.EOF) {
                String word = words.describe(type, expected, vocabulary);
                if (word != null) {
                    said.add(word);
                }
            }
        }
        if (expected.contains(Token.EOF)) {
            said.add("end of line");
        }
        return String.join(" or ", said);
    }
}
