package io.meshport.text.parse;

import io.meshport.io.ModelFormatException;
import java.util.Arrays;
import java.util.function.Function;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;

/**
 * Parses text one line at a time with one lexer, token stream and parser reused for every line
 * (DESIGN §2): grammars describe one line, and the caller picks the rule for each line from
 * where it is in the file, since lines that look alike out of context (PIE's points, connectors
 * and polygons) mean different things. Each line is parsed with SLL prediction first and, only
 * if that fails, again with full LL, so errors are reported exactly as LL sees them. A syntax
 * error is a {@link ModelFormatException} at the offending token's {@code file:line:col}. One
 * instance serves one thread.
 *
 * @param <P> the grammar's generated parser
 */
public final class LineParser<P extends Parser> {
    private final String source;
    private final LineCharStream chars;
    private final Lexer lexer;
    private final LineTokenStream tokens;
    private final P parser;
    private final LineErrorStrategy errors;
    private final RuleExitTracker exits;
    private char[] lineBuffer = new char[256];
    private int line;
    private int column;

    /**
     * A parser of the lines of {@code source}: the grammar's lexer and parser are made once, here,
     * and reused for every line.
     *
     * @param source the file's name, for error positions
     * @param lexer makes the grammar's lexer, e.g. {@code IqeLexer::new}
     * @param parser makes the grammar's parser, e.g. {@code IqeParser::new}
     * @param words how syntax errors name the tokens that were expected
     */
    public LineParser(String source, Function<CharStream, ? extends Lexer> lexer, Function<TokenStream, P> parser,
            ExpectedTokenWords words) {
        this.source = source;
        this.chars = new LineCharStream(source);
        this.lexer = lexer.apply(chars);
        this.lexer.setInterpreter(new LineEndCachingLexerSimulator(this.lexer, this.lexer.getInterpreter()));
        this.tokens = new LineTokenStream();
        this.parser = parser.apply(tokens);
        this.exits = new RuleExitTracker(this.parser);
        this.errors = new LineErrorStrategy(source, words, exits);
        this.lexer.removeErrorListeners();
        // A lexer that accepts every character never calls this; if a grammar change breaks
        // that, fail with a position instead of printing to stderr and carrying on.
        this.lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int l, int col, String msg,
                    RecognitionException e) {
                throw new TextSyntaxError(ModelFormatException.atLine(LineParser.this.source, l, col + 1, msg));
            }
        });
        this.parser.removeErrorListeners();
        this.parser.setErrorHandler(errors);
    }

    /**
     * Parses {@code text[from..from+length)}, file line {@code fileLine} without its line end,
     * with {@code rule} (e.g. {@code IqeParser::line}). The tree is valid until the next call;
     * its tokens' indexes point into {@link #text()}.
     *
     * @throws ModelFormatException at the first token the rule cannot take
     */
    public <C extends ParserRuleContext> C parse(char[] text, int from, int length, int fileLine,
            Function<? super P, C> rule) throws ModelFormatException {
        return parse(text, from, length, fileLine, 0, rule);
    }

    /**
     * Parses a record that starts at column {@code column} (0 first) of file line {@code fileLine}
     * and may run over several lines: {@code text[from..from+length)} holds it with its line ends,
     * each later line from its first column, so that every token's line and column are the file's
     * (VIF's body is token-based, and a merge's children may continue on the next line).
     */
    public <C extends ParserRuleContext> C parse(char[] text, int from, int length, int fileLine, int column,
            Function<? super P, C> rule) throws ModelFormatException {
        // The line is copied so that token indexes are line-relative, as number reading and
        // columns expect; a copy of a few dozen chars costs nothing next to parsing them.
        if (length > lineBuffer.length) {
            lineBuffer = Arrays.copyOf(lineBuffer, Math.max(length, 2 * lineBuffer.length));
        }
        System.arraycopy(text, from, lineBuffer, 0, length);
        line = fileLine;
        this.column = column;
        errors.atLine(fileLine);
        chars.load(lineBuffer, length);
        try {
            return parse(PredictionMode.SLL, rule);
        } catch (TextSyntaxError sllFailed) {
            // SLL can reject input that full LL accepts; only an LL failure is a real error.
            try {
                return parse(PredictionMode.LL, rule);
            } catch (TextSyntaxError llFailed) {
                throw explain(rule);
            }
        }
    }

    private <C extends ParserRuleContext> C parse(PredictionMode mode, Function<? super P, C> rule) {
        chars.seek(0);
        lexer.setInputStream(chars);
        lexer.setLine(line);
        lexer.setCharPositionInLine(column);
        tokens.load(lexer);
        parser.setTokenStream(tokens);
        parser.getInterpreter().setPredictionMode(mode);
        return rule.apply(parser);
    }

    /**
     * The error of a line LL rejected, parsed once more with the rules' exits tracked so that the
     * error can name what finished rules would still have taken. Tracking costs a callback per
     * token and rule, so only a bad line, once, pays for it.
     */
    private ModelFormatException explain(Function<? super P, ? extends ParserRuleContext> rule) {
        exits.reset();
        parser.addParseListener(exits);
        try {
            parse(PredictionMode.LL, rule);
            throw new IllegalStateException("a line LL rejected parsed when parsed again");
        } catch (TextSyntaxError e) {
            return e.error();
        } finally {
            parser.removeParseListener(exits);
            exits.reset();
        }
    }

    /** The chars of the line parsed last, from index 0: token start and stop indexes point here. */
    public char[] text() {
        return chars.data();
    }

    /** The file line parsed last. */
    public int line() {
        return line;
    }

    /** The file's name, as errors give it. */
    public String source() {
        return source;
    }

    /** True if {@code text[from..to)} holds nothing but blanks (space, tab, form feed, vertical tab). */
    public static boolean isBlank(char[] text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u000B') {
                return false;
            }
        }
        return true;
    }
}
