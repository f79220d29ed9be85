package io.meshport.iqe;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.grammars.iqe.IqeParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.Reader;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.atn.PredictionMode;

/**
 * Reads IQE text into an {@link IqeDocument}, one line at a time with one lexer, token stream
 * and parser reused for every line (DESIGN §2): memory holds the document and one line's
 * tree, never a tree of the whole file. Each line is parsed with SLL prediction first and,
 * only if that fails, again with full LL, so errors are reported exactly as LL sees them.
 * After a {@code comment} command the rest of the input is the verbatim comment section.
 */
final class IqeReader {
    private final String source;
    private final Diagnostics diagnostics;
    private final LineCharStream chars;
    private final IqeLexer lexer;
    private final CommonTokenStream tokens;
    private final IqeLineParser parser;
    private final IqeErrorStrategy errors;
    private int line;

    IqeReader(String source, Diagnostics diagnostics) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.chars = new LineCharStream(this.source);
        this.lexer = new IqeLexer(chars);
        lexer.setInterpreter(new LineEndCachingLexerSimulator(lexer, lexer.getInterpreter()));
        this.tokens = new CommonTokenStream(lexer);
        this.parser = new IqeLineParser(tokens);
        this.errors = new IqeErrorStrategy(this.source);
        lexer.removeErrorListeners();
        // The lexer accepts every character, but if a future rule change breaks that, fail
        // with a position instead of printing to stderr and carrying on.
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int l, int col, String msg,
                    RecognitionException e) {
                throw new IqeSyntaxError(ModelFormatException.atLine(IqeReader.this.source, line, col + 1, msg));
            }
        });
        parser.removeErrorListeners();
        parser.setErrorHandler(errors);
    }

    IqeDocument read(Reader in) throws IOException {
        IqeDocument.Builder doc = IqeDocument.builder();
        IqeDocumentBuilder visitor = new IqeDocumentBuilder(doc, diagnostics, source, chars);
        LineSplitter lines = new LineSplitter(in);
        try {
            if (!lines.next()) {
                throw ModelFormatException.atLine(source, 1, 1, "empty file; an IQE file starts with '# Inter-Quake Export'");
            }
            readHeader(lines);
            while (lines.next()) {
                line = lines.lineNumber();
                if (isBlank(lines.chars(), lines.length())) {
                    continue;
                }
                IqeParser.LineContext ctx = (IqeParser.LineContext) parseLine(lines.chars(), lines.length(), false);
                visitor.atLine(line);
                visitor.visitLine(ctx);
                if (visitor.commentSectionStarts()) {
                    doc.comment(lines.rest());
                    break;
                }
            }
        } catch (IqeSyntaxError e) {
            throw e.error();
        } catch (IllegalStateException e) {
            // The document's arrays are full (2^31 values): more than a document can hold.
            throw ModelFormatException.atLine(source, line, 0, e.getMessage()).withCause(e);
        }
        return doc.build();
    }

    private void readHeader(LineSplitter lines) throws ModelFormatException {
        line = 1;
        char[] first = lines.chars();
        int n = lines.length();
        int skip = n > 0 && first[0] == '\uFEFF' ? 1 : 0;
        if (skip == 1) {
            // A UTF-8 byte order mark is no part of the text.
            System.arraycopy(first, 1, first, 0, n - 1);
            n--;
        }
        boolean ok;
        try {
            IqeParser.HeaderContext header = (IqeParser.HeaderContext) parseLine(first, n, true);
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

    private ParserRuleContext parseLine(char[] text, int length, boolean header) {
        errors.atLine(line);
        chars.load(text, length);
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
        tokens.setTokenSource(lexer);
        parser.setTokenStream(tokens);
        parser.getInterpreter().setPredictionMode(mode);
        return header ? parser.header() : parser.line();
    }

    private static boolean isBlank(char[] text, int length) {
        for (int i = 0; i < length; i++) {
            char c = text[i];
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u000B') {
                return false;
            }
        }
        return true;
    }
}
