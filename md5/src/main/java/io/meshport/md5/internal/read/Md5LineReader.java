package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.grammars.md5.Md5Parser;
import io.meshport.io.ModelFormatException;
import io.meshport.text.DoubleSlashComment;
import io.meshport.text.ordered.ParsingLineReader;
import io.meshport.text.parse.LineParser;

/**
 * Reads MD5 lines in file order: blank lines are skipped, {@code //} outside double quotes starts
 * a comment to the end of the line, and the rest is parsed with the rule for where the file is:
 * {@code statement} outside a block, {@code blockEnd} for a closing brace, and the block's own
 * line rule inside one.
 */
final class Md5LineReader extends ParsingLineReader<Md5Parser, Md5DocumentBuilder> {
    Md5LineReader(String source) {
        super(new LineParser<>(source, Md5Lexer::new, Md5Parser::new, Md5ExpectedWords.WORDS));
    }

    @Override
    protected boolean read(char[] text, int from, int to, int line) throws ModelFormatException {
        Md5DocumentBuilder doc = builder();
        LineParser<Md5Parser> parser = parser();
        doc.atLine(line);
        int comment = DoubleSlashComment.start(text, from, to);
        if (comment < DoubleSlashComment.NONE) {
            // the lexer has no token for a lone quote: said here, at the quote, in MD5's words
            int column = DoubleSlashComment.unclosedQuote(comment) - from + 1;
            String reason = "a double quote without its closing quote on the line";
            throw doc.order().versionSeen() ? ModelFormatException.atLine(parser.source(), line, column, reason)
                    : notMd5(line, column, reason);
        }
        int end = comment < 0 ? to : comment;
        if (comment >= 0) {
            doc.comment(new String(text, comment, to - comment));
        }
        int start = from;
        while (start < end && LineParser.isBlank(text, start, start + 1)) {
            start++;
        }
        if (start == end) {
            return false;
        }
        int length = end - from;
        Md5BlockOrder.Block block = doc.order().block();
        if (!doc.order().versionSeen()) {
            Md5Parser.StatementContext first;
            try {
                first = parser.parse(text, from, length, line, Md5Parser::statement);
            } catch (ModelFormatException e) {
                throw notMd5(line, e.column(), e.reason());
            }
            if (!(first instanceof Md5Parser.VersionLineContext)) {
                throw notMd5(line, start - from + 1, "'" + first.getStart().getText() + "' comes first");
            }
            doc.visitLine(first);
            return false;
        }
        if (block != Md5BlockOrder.Block.NONE && text[start] == '}') {
            doc.visitLine(parser.parse(text, from, length, line, Md5Parser::blockEnd));
            return false;
        }
        switch (block) {
            case NONE -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::statement));
            case JOINTS -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::jointLine));
            case MESH -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::meshLine));
            case HIERARCHY -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::hierarchyLine));
            case BOUNDS -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::boundsLine));
            case BASEFRAME -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::baseframeLine));
            case FRAME -> doc.visitLine(parser.parse(text, from, length, line, Md5Parser::frameLine));
            default -> throw new IllegalStateException(block.name());
        }
        return false;
    }

    private ModelFormatException notMd5(int line, int column, String reason) {
        return ModelFormatException.atLine(parser().source(), line, column,
                "not an MD5 file: the first line must be 'MD5Version 10' (" + reason + ")");
    }
}
