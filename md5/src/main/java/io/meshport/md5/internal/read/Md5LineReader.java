package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.grammars.md5.Md5Parser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.parse.LineParser;

/**
 * Reads MD5 lines in file order: blank lines are skipped, {@code //} outside double quotes starts
 * a comment to the end of the line, and the rest is parsed with the rule for where the file is:
 * {@code statement} outside a block, {@code blockEnd} for a closing brace, and the block's own
 * line rule inside one.
 */
final class Md5LineReader implements LineReader<Md5DocumentBuilder> {
    private final LineParser<Md5Parser> parser;
    private Md5DocumentBuilder doc;
    private int lastLine;

    Md5LineReader(String source) {
        this.parser = new LineParser<>(source, Md5Lexer::new, Md5Parser::new, new Md5ExpectedWords());
    }

    LineParser<Md5Parser> parser() {
        return parser;
    }

    int lastLine() {
        return lastLine;
    }

    @Override
    public void startBlock(Md5DocumentBuilder into, Diagnostics diagnostics) {
        doc = into;
    }

    @Override
    public boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
        lastLine = line;
        doc.atLine(line);
        int comment = commentStart(text, from, to);
        if (comment < -1) {
            // the lexer has no token for a lone quote: said here, at the quote, in MD5's words
            int column = -comment - 1 - from;
            String reason = "a double quote without its closing quote on the line";
            throw doc.versionSeen() ? ModelFormatException.atLine(parser.source(), line, column, reason)
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
        Md5DocumentBuilder.Block block = doc.block();
        if (!doc.versionSeen()) {
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
        if (block != Md5DocumentBuilder.Block.NONE && text[start] == '}') {
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
        return ModelFormatException.atLine(parser.source(), line, column,
                "not an MD5 file: the first line must be 'MD5Version 10' (" + reason + ")");
    }

    /**
     * Where {@code //} starts a comment in {@code text[from..to)}, outside double quotes; -1 if it
     * does not; {@code -2 - i} if the quote at {@code i} is not closed on the line.
     */
    private static int commentStart(char[] text, int from, int to) {
        int open = -1;
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c == '"') {
                open = open < 0 ? i : -1;
            } else if (open < 0 && c == '/' && i + 1 < to && text[i + 1] == '/') {
                return i;
            }
        }
        return open < 0 ? -1 : -2 - open;
    }
}
