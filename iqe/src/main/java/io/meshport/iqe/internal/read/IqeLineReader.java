package io.meshport.iqe.internal.read;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.grammars.iqe.IqeParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.parse.LineParser;
import io.meshport.text.ordered.LineReader;

/**
 * Reads IQE lines on one thread: the first line of the file with {@code Iqe.g4}'s
 * {@code header} rule, every other line that is not blank with {@code line}, and each tree into
 * the block's document through {@link IqeDocumentBuilder}; lines of plain numbers, most of a
 * large file, are read without the grammar by {@link IqeNumberCommands}. A {@code comment} command stops the
 * parse: what follows it is the comment section.
 */
final class IqeLineReader implements LineReader<IqeDocument.Builder> {
    private final LineParser<IqeParser> parser;
    private final IqeNumberCommands numberCommands = new IqeNumberCommands();
    private IqeDocumentBuilder visitor;
    private IqeDocument.Builder document;

    IqeLineReader(String source) {
        this.parser = new LineParser<>(source, IqeLexer::new, IqeParser::new, new IqeExpectedWords());
    }

    @Override
    public void startBlock(IqeDocument.Builder into, Diagnostics diagnostics) {
        visitor = new IqeDocumentBuilder(into, diagnostics, parser);
        document = into;
    }

    @Override
    public boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
        if (line == 1) {
            readHeader(text, from, to);
            return false;
        }
        if (numberCommands.read(text, from, to, line, document)) {
            return false;
        }
        if (LineParser.isBlank(text, from, to)) {
            return false;
        }
        IqeParser.LineContext ctx = parser.parse(text, from, to - from, line, IqeParser::line);
        visitor.atLine(line);
        visitor.visitLine(ctx);
        return visitor.commentSectionStarts();
    }

    private void readHeader(char[] text, int from, int to) throws ModelFormatException {
        boolean ok;
        try {
            IqeParser.HeaderContext header = parser.parse(text, from, to - from, 1, IqeParser::header);
            // iqe.txt: no spaces precede the #. The lexer skips blanks, so check the column here.
            ok = header.HEADER().getSymbol().getCharPositionInLine() == 0;
        } catch (ModelFormatException e) {
            ok = false;
        }
        if (!ok) {
            throw ModelFormatException.atLine(parser.source(), 1, 1,
                    "not an IQE file: the first line must start with '# Inter-Quake Export'");
        }
    }
}
