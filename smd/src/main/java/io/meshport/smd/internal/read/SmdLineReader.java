package io.meshport.smd.internal.read;

import io.meshport.grammars.smd.SmdLexer;
import io.meshport.grammars.smd.SmdParser;
import io.meshport.io.ModelFormatException;
import io.meshport.text.DoubleSlashComment;
import io.meshport.text.ordered.ParsingLineReader;
import io.meshport.text.parse.LineParser;

/**
 * Reads SMD lines in file order. Blank lines, and lines whose first non-blank is {@code #}, {@code ;}
 * or {@code //}, are skipped (the reference compiler's {@code skipcomment}); a {@code //} outside
 * double quotes starts a comment to the end of any other line. The rest is parsed with the rule for
 * where the file is: {@code statement} outside a block, {@code blockEnd} for {@code end}, and the
 * block's own line rule inside one. A triangle's material line is one word taken as it is, and a
 * {@code vertexanimation} block's lines are skipped up to its {@code end}.
 */
final class SmdLineReader extends ParsingLineReader<SmdParser, SmdDocumentBuilder> {
    SmdLineReader(String source) {
        super(new LineParser<>(source, SmdLexer::new, SmdParser::new, SmdExpectedWords.WORDS));
    }

    @Override
    protected boolean read(char[] text, int from, int to, int line) throws ModelFormatException {
        SmdDocumentBuilder doc = builder();
        LineParser<SmdParser> parser = parser();
        doc.atLine(line);
        int start = from;
        while (start < to && LineParser.isBlank(text, start, start + 1)) {
            start++;
        }
        if (start == to) {
            return false;
        }
        char first = text[start];
        if (first == '#' || first == ';' || (first == '/' && start + 1 < to && text[start + 1] == '/')) {
            doc.commentLine(new String(text, start, to - start));
            return false;
        }
        SmdDocumentBuilder.Block block = doc.block();
        int wordEnd = wordEnd(text, start, to);
        boolean endWord = wordEnd - start == 3 && text[start] == 'e' && text[start + 1] == 'n' && text[start + 2] == 'd';
        if (doc.versionSeen() && block == SmdDocumentBuilder.Block.TRIANGLES && doc.expectsMaterial() && !endWord) {
            doc.material(new String(text, start, wordEnd - start), start - from + 1, rest(text, wordEnd, to));
            return false;
        }
        if (block == SmdDocumentBuilder.Block.VERTEXANIMATION && !endWord) {
            return false; // flex animation: skipped, as the reference skips the section
        }
        int comment = DoubleSlashComment.start(text, from, to);
        if (comment < DoubleSlashComment.NONE) {
            // the lexer has no token for a lone quote: said here, at the quote, in SMD's words
            int column = DoubleSlashComment.unclosedQuote(comment) - from + 1;
            String reason = "a double quote without its closing quote on the line";
            throw doc.versionSeen() ? ModelFormatException.atLine(parser.source(), line, column, reason)
                    : notSmd(line, column, reason);
        }
        int length = (comment < 0 ? to : comment) - from;
        if (!doc.versionSeen()) {
            SmdParser.StatementContext statement;
            try {
                statement = parser.parse(text, from, length, line, SmdParser::statement);
            } catch (ModelFormatException e) {
                throw notSmd(line, e.column(), e.reason());
            }
            if (!(statement instanceof SmdParser.VersionLineContext)) {
                throw notSmd(line, start - from + 1, "'" + statement.getStart().getText() + "' comes first");
            }
            doc.visitLine(statement);
            return false;
        }
        if (block != SmdDocumentBuilder.Block.NONE && endWord) {
            doc.visitLine(parser.parse(text, from, length, line, SmdParser::blockEnd));
            return false;
        }
        switch (block) {
            case NONE -> doc.visitLine(parser.parse(text, from, length, line, SmdParser::statement));
            case NODES -> doc.visitLine(parser.parse(text, from, length, line, SmdParser::nodeLine));
            case SKELETON -> doc.visitLine(parser.parse(text, from, length, line, SmdParser::skeletonLine));
            case TRIANGLES -> doc.visitLine(parser.parse(text, from, length, line, SmdParser::vertexLine));
            default -> throw new IllegalStateException(block.name());
        }
        return false;
    }

    private ModelFormatException notSmd(int line, int column, String reason) {
        return ModelFormatException.atLine(parser().source(), line, column,
                "not an SMD file: the first line must be 'version 1' (" + reason + ")");
    }

    /** Where the word at {@code start} ends: at the first blank (C's isspace) or the line's end. */
    private static int wordEnd(char[] text, int start, int to) {
        int i = start;
        while (i < to && !LineParser.isBlank(text, i, i + 1)) {
            i++;
        }
        return i;
    }

    /** Whether anything but blanks and a {@code //} comment follows {@code at} on the line. */
    private static boolean rest(char[] text, int at, int to) {
        int i = at;
        while (i < to && LineParser.isBlank(text, i, i + 1)) {
            i++;
        }
        return i < to && !(text[i] == '/' && i + 1 < to && text[i + 1] == '/');
    }
}
