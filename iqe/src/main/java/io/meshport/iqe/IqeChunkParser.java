package io.meshport.iqe;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.grammars.iqe.IqeParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.util.Arrays;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.atn.PredictionMode;

/**
 * Parses a block of whole IQE lines into a document builder, one line at a time with one
 * lexer, token stream and parser reused for every line (DESIGN §2). Each line is parsed with SLL
 * prediction first and, only if that fails, again with full LL, so errors are reported exactly
 * as LL sees them. One instance serves one thread; blocks of a file may be parsed by several
 * instances at once, each into its own builder.
 */
final class IqeChunkParser {
    private final String source;
    private final LineCharStream chars;
    private final IqeLexer lexer;
    private final LineTokenStream tokens;
    private final IqeLineParser parser;
    private final IqeErrorStrategy errors;
    private char[] lineBuffer = new char[256];
    private int line;

    IqeChunkParser(String source) {
        this.source = source;
        this.chars = new LineCharStream(source);
        this.lexer = new IqeLexer(chars);
        lexer.setInterpreter(new LineEndCachingLexerSimulator(lexer, lexer.getInterpreter()));
        this.tokens = new LineTokenStream();
        this.parser = new IqeLineParser(tokens);
        this.errors = new IqeErrorStrategy(source);
        lexer.removeErrorListeners();
        // The lexer accepts every character, but if a future rule change breaks that, fail
        // with a position instead of printing to stderr and carrying on.
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int l, int col, String msg,
                    RecognitionException e) {
                throw new IqeSyntaxError(ModelFormatException.atLine(IqeChunkParser.this.source, line, col + 1, msg));
            }
        });
        parser.removeErrorListeners();
        parser.setErrorHandler(errors);
    }

    /**
     * Parses {@code block} into {@code doc}, reporting warnings to {@code diagnostics}.
     *
     * @param header true if the block starts the file: its first line must be the IQE header
     * @return the index in the block's text where the comment section starts (after the line
     *     of the {@code comment} command), or -1 if the block has no {@code comment} command
     * @throws IqeSyntaxError at the first bad line
     */
    int parse(IqeTextChunker.Block block, boolean header, IqeDocument.Builder doc, Diagnostics diagnostics)
            throws ModelFormatException {
        IqeDocumentBuilder visitor = new IqeDocumentBuilder(doc, diagnostics, source, chars);
        char[] text = block.text;
        int end = block.length;
        int at = 0;
        line = block.firstLine - 1;
        while (at < end) {
            int stop = at;
            while (stop < end && text[stop] != '\n' && text[stop] != '\r') {
                stop++;
            }
            int next = stop;
            if (next < end) {
                next += text[next] == '\r' && next + 1 < end && text[next + 1] == '\n' ? 2 : 1;
            }
            line++;
            if (header && line == block.firstLine) {
                readHeader(text, at, stop - at);
            } else if (!isBlank(text, at, stop)) {
                IqeParser.LineContext ctx = (IqeParser.LineContext) parseLine(text, at, stop - at, false);
                visitor.atLine(line);
                visitor.visitLine(ctx);
                if (visitor.commentSectionStarts()) {
                    return next;
                }
            }
            at = next;
        }
        return -1;
    }

    /** The file line being parsed (for errors raised while storing it). */
    int line() {
        return line;
    }

    private void readHeader(char[] text, int from, int n) throws ModelFormatException {
        if (n > 0 && text[from] == '\uFEFF') {
            // A UTF-8 byte order mark is no part of the text.
            from++;
            n--;
        }
        boolean ok;
        try {
            IqeParser.HeaderContext header = (IqeParser.HeaderContext) parseLine(text, from, n, true);
            // iqe.txt: no spaces precede the #. The lexer skips blanks, so check the column here.
            ok = header.HEADER().getSymbol().getCharPositionInLine() == 0;
        } catch (IqeSyntaxError e) {
            ok = false;
        }
        if (!ok) {
            throw ModelFormatException.atLine(source, 1, 1,
                    "not an IQE file: the first line must start with '# Inter-Quake Export'");
        }
    }

    private ParserRuleContext parseLine(char[] text, int from, int length, boolean header) {
        // The line is copied so that token indexes are line-relative, as the visitor and the
        // number reader expect; a copy of a few dozen chars costs nothing next to parsing them.
        if (length > lineBuffer.length) {
            lineBuffer = Arrays.copyOf(lineBuffer, Math.max(length, 2 * lineBuffer.length));
        }
        System.arraycopy(text, from, lineBuffer, 0, length);
        errors.atLine(line);
        chars.load(lineBuffer, length);
        try {
            return parse(PredictionMode.SLL, header);
        } catch (IqeSyntaxError sllFailed) {
            // SLL can reject input that full LL accepts; only an LL failure is a real error.
            chars.seek(0);
            return parse(PredictionMode.LL, header);
        }
    }

    private ParserRuleContext parse(PredictionMode mode, boolean header) {
        lexer.setInputStream(chars);
        tokens.load(lexer);
        parser.setTokenStream(tokens);
        parser.getInterpreter().setPredictionMode(mode);
        return header ? parser.header() : parser.line();
    }

    private static boolean isBlank(char[] text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u000B') {
                return false;
            }
        }
        return true;
    }
}
