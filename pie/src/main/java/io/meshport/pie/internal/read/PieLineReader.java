package io.meshport.pie.internal.read;

import io.meshport.grammars.pie.PieLexer;
import io.meshport.grammars.pie.PieParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.parse.LineParser;
import io.meshport.text.ordered.LineReader;
import java.util.Arrays;

/**
 * Reads PIE lines in file order, as the game's line reader ({@code _imd_get_next_line}) sees
 * them: empty lines are skipped, {@code #} starts a comment to the end of the line (a line that
 * is only a comment is skipped, in every version), and the rest is parsed with the rule for where
 * the file is: {@code header}, {@code directive}, or the data rule of the block being read.
 */
final class PieLineReader implements LineReader<PieDocumentBuilder> {
    private static final String[] KEYWORDS = {"PIE", "TYPE", "INTERPOLATE", "TEXTURE", "NORMALMAP", "SPECULARMAP",
        "TCMASK", "EVENT", "LEVELS", "LEVEL", "MATERIALS", "SHADERS", "POINTS", "NORMALS", "POLYGONS", "CONNECTORS",
        "ANIMOBJECT", "SHADOWPOINTS", "SHADOWPOLYGONS"};

    private final LineParser<PieParser> parser;
    /** Plain-number lines read without the grammar; null: every line through the grammar. */
    private final PieNumberLines numbers;
    private PieDocumentBuilder doc;
    /** The builder's: where the reading is. */
    private PieDirectiveOrder order;
    private int lastLine;
    /** A long polygon line's words up to a double quote, blanked: see {@link #polygon}. */
    private char[] scratch = new char[0];

    /**
     * A reader of the file named {@code source}; {@code grammarOnly} reads every line through the
     * grammar, the reading {@link PieNumberLines} must give the same document and reports as.
     */
    PieLineReader(String source, boolean grammarOnly) {
        this.parser = new LineParser<>(source, PieLexer::new, PieParser::new, new PieExpectedWords());
        this.numbers = grammarOnly ? null : new PieNumberLines();
    }

    LineParser<PieParser> parser() {
        return parser;
    }

    int lastLine() {
        return lastLine;
    }

    @Override
    public void startBlock(PieDocumentBuilder into, Diagnostics diagnostics) {
        doc = into;
        order = into.order();
    }

    @Override
    public boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
        lastLine = line;
        if (from == to) {
            return false;
        }
        doc.atLine(line);
        int hash = indexOf(text, from, to, '#');
        int end = hash < 0 ? to : hash;
        boolean blank = LineParser.isBlank(text, from, end);
        if (blank && hash >= 0) {
            doc.comment(new String(text, hash, to - hash), false);
            return false;
        }
        if (blank) {
            order.blankLine();
            return order.stopped();
        }
        content(text, from, end, line);
        if (order.stopped()) {
            return true;
        }
        if (hash >= 0) {
            doc.comment(new String(text, hash, to - hash), true);
        }
        return false;
    }

    private void content(char[] text, int from, int end, int line) throws ModelFormatException {
        if (!order.started()) {
            header(text, from, end, line);
            return;
        }
        PieBlock block = order.dataBlock();
        if (block == null) {
            PieParser.DirectiveContext ctx = parser.parse(text, from, end - from, line, PieParser::directive);
            if (order.admits(ctx)) {
                doc.visit(ctx);
            }
            return;
        }
        boolean points = block == PieBlock.POINTS || block == PieBlock.SHADOWPOINTS;
        if (numbers != null && (points ? numbers.point(text, from, end, doc)
                : block == PieBlock.POLYGONS && numbers.polygon(text, from, end, doc))) {
            return; // plain numbers with nothing to report: read without the grammar
        }
        String keyword = keywordAt(text, from, end);
        if (keyword != null) {
            throw ModelFormatException.atLine(parser.source(), line, column(text, from, end), keyword
                    + " where another " + block.line + " line of the " + block + " block is due: the block's count"
                    + " is larger than its lines");
        }
        switch (block) {
            case POINTS, SHADOWPOINTS -> doc.visit(parser.parse(text, from, end - from, line, PieParser::point));
            case NORMALS -> doc.visit(parser.parse(text, from, end - from, line, PieParser::normal));
            case POLYGONS, SHADOWPOLYGONS -> polygon(text, from, end, line);
            case CONNECTORS -> doc.visit(parser.parse(text, from, end - from, line, PieParser::connector));
            case ANIMOBJECT -> doc.visit(parser.parse(text, from, end - from, line, PieParser::animFrame));
            default -> throw new IllegalStateException(block.name());
        }
    }

    /**
     * Parses a polygon line up to one word past the most its values can take, which is enough for
     * every error and for the warning about extra values. Why not the whole line: the grammar's
     * {@code number* trailing} lets either take a number, so ANTLR looks ahead to the line's end
     * at every value, and a 1 MB line of numbers took ten minutes. What the game never reads is
     * not parsed; only a double quote in it, an error anywhere in a PIE line, is kept, at its
     * column, with the words before it blanked.
     */
    private void polygon(char[] text, int from, int end, int line) throws ModelFormatException {
        int cut = afterWords(text, from, end, PieRules.MAX_POLYGON_WORDS + 1);
        if (cut == end) {
            doc.visit(parser.parse(text, from, end - from, line, PieParser::polygon));
            return;
        }
        int quote = indexOf(text, cut, end, '"');
        if (quote < 0) {
            doc.visit(parser.parse(text, from, cut - from, line, PieParser::polygon));
            return;
        }
        int length = quote + 1 - from;
        if (scratch.length < length) {
            scratch = new char[Math.max(length, 2 * scratch.length)];
        }
        System.arraycopy(text, from, scratch, 0, cut - from);
        Arrays.fill(scratch, cut - from, quote - from, ' ');
        scratch[quote - from] = '"';
        doc.visit(parser.parse(scratch, 0, length, line, PieParser::polygon));
    }

    /** Just after the {@code words}th run of non-blanks in {@code text[from..end)}, or {@code end} if there are fewer. */
    private static int afterWords(char[] text, int from, int end, int words) {
        int i = from;
        for (int w = 0; w < words; w++) {
            while (i < end && LineParser.isBlank(text, i, i + 1)) {
                i++;
            }
            if (i == end) {
                return end;
            }
            while (i < end && !LineParser.isBlank(text, i, i + 1)) {
                i++;
            }
        }
        return i;
    }

    private void header(char[] text, int from, int end, int line) throws ModelFormatException {
        PieParser.HeaderContext ctx;
        try {
            ctx = parser.parse(text, from, end - from, line, PieParser::header);
        } catch (ModelFormatException e) {
            throw ModelFormatException.atLine(parser.source(), line, e.column(),
                    "not a PIE file: the first line must be 'PIE <version>' (" + e.reason() + ")");
        }
        doc.visit(ctx);
    }

    /** The directive keyword the line starts with, if it does. */
    private static String keywordAt(char[] text, int from, int end) {
        int start = from;
        while (start < end && (text[start] == ' ' || text[start] == '\t')) {
            start++;
        }
        int stop = start;
        while (stop < end && text[stop] != ' ' && text[stop] != '\t') {
            stop++;
        }
        String word = new String(text, start, stop - start);
        for (String k : KEYWORDS) {
            if (k.equals(word)) {
                return k;
            }
        }
        return null;
    }

    private static int column(char[] text, int from, int end) {
        int start = from;
        while (start < end && LineParser.isBlank(text, start, start + 1)) {
            start++;
        }
        return start - from + 1;
    }

    private static int indexOf(char[] text, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (text[i] == c) {
                return i;
            }
        }
        return -1;
    }
}
