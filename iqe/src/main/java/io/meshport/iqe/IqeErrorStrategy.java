package io.meshport.iqe;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.io.ModelFormatException;
import java.util.LinkedHashSet;
import java.util.Set;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Stops at the first syntax error, like graphql-java's strategy, and turns it into a
 * {@link ModelFormatException} at the offending token's {@code file:line:col}. The reader
 * parses one line at a time, so it tells this strategy which file line is being parsed.
 */
final class IqeErrorStrategy extends BailErrorStrategy {
    private final String source;
    private int line;

    IqeErrorStrategy(String source) {
        this.source = source;
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

    private static IntervalSet expected(Parser recognizer, RecognitionException e) {
        IntervalSet set = e.getExpectedTokens();
        set = set != null ? set : recognizer.getExpectedTokens();
        if (recognizer instanceof IqeLineParser) {
            // A finished command could have taken more (vp 1 2 x: another number).
            set = new IntervalSet(set);
            set.addAll(((IqeLineParser) recognizer).stillAccepted());
        }
        return set;
    }

    private IqeSyntaxError error(Parser recognizer, Token offending, IntervalSet expected) {
        if (offending == null) {
            offending = recognizer.getCurrentToken();
        }
        String found = offending.getType() == Token.EOF ? "end of line" : "'" + offending.getText() + "'";
        String wanted = describe(expected);
        String reason = "unexpected " + found + (wanted.isEmpty() ? "" : ", expected " + wanted);
        return new IqeSyntaxError(ModelFormatException.atLine(source, line,
                offending.getCharPositionInLine() + 1, reason));
    }

    /** Says what was expected in IQE's terms, not as a list of token names. */
    static String describe(IntervalSet expected) {
        Set<String> words = new LinkedHashSet<>();
        if (expected.contains(IqeLexer.QUOTED)) {
            // A name may be any bare word, keywords and numbers included: just say "a name".
            words.add("a name");
            if (expected.contains(Token.EOF)) {
                words.add("end of line");
            }
            return String.join(" or ", words);
        }
        boolean number = expected.contains(IqeLexer.FLOAT);
        for (int type : expected.toArray()) {
            switch (type) {
                case Token.EOF:
                    break;
                case IqeLexer.INT:
                    words.add(number ? "a number" : "an integer");
                    break;
                case IqeLexer.FLOAT:
                    words.add("a number");
                    break;
                case IqeLexer.WORD:
                case IqeLexer.QUOTED:
                    words.add("a name");
                    break;
                case IqeLexer.HEADER:
                case IqeLexer.HASH_COMMENT:
                    break;
                default:
                    words.add("a command");
                    break;
            }
        }
        if (expected.contains(Token.EOF)) {
            words.add("end of line");
        }
        return String.join(" or ", words);
    }
}
