package io.meshport.vif;

import io.meshport.grammars.vif.VifLexer;
import io.meshport.grammars.vif.VifParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.FloatList;
import io.meshport.text.IntList;
import io.meshport.text.LineComment;
import io.meshport.text.LineParser;
import io.meshport.text.TokenNumbers;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Function;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Builds a {@link VifDocument} from header lines and body records in file order, checking what
 * VIF says as it comes: the header's lines in their version's order, each record where its section
 * is due, the optional index after {@code p} and {@code v} against the ordinal, counts against the
 * header, indices in range, colours 0..255, numbers finite. The rules of the whole ({@link VifRules})
 * are checked once at the end, with each problem put at its record's line and column. Strict
 * reading makes rule breaches errors; lenient reading makes them, and index disagreements, warnings.
 */
final class VifDocumentBuilder {
    /** What the header expects next. */
    private enum Header {
        MAGIC, FORMAT, POSITIONS, VERTICES, TRIANGLES, PATCHES, ERRORPARAMS, ERRORSIZE, GROUPINGS, DONE
    }

    /** Body sections in their fixed order. */
    private enum Section {
        POSITIONS, VERTICES, TRIANGLES, ERRORS, MERGES, END
    }

    private final String source;
    private final Diagnostics diagnostics;
    private final LineParser<VifParser> parser;
    /** The commonest records read without the grammar; null to read every record by the grammar. */
    private final VifNumberRecords plain;
    private final boolean lenient;

    private VifVersion version;
    private Header header = Header.MAGIC;
    private boolean colors;
    private boolean normals;
    private int texcoordSets;
    private long declaredPositions;
    private long declaredVertices;
    private long declaredTriangles;
    private int patches;
    private int errorParams;
    private int errorSize;
    private boolean errorSizeJoined;
    private long declaredGroupings;
    private boolean countLine;
    private VifMerges.Kind kind = VifMerges.Kind.MERGES;

    private Section section = Section.POSITIONS;
    /** Within a position: 0 the p (or old v) record is due, 1 c, 2 n, 3 + j set j. */
    private int step;
    private final FloatList xyz = new FloatList(1024);
    private final IntList rgba = new IntList(1024);
    private final FloatList normalValues = new FloatList(1024);
    private final FloatList texcoords = new FloatList(1024);
    /** 1.0 and 2.0: which vertices had a colour or normal line (optional per vertex, but all or none). */
    private final BitSet colorGiven = new BitSet();
    private final BitSet normalGiven = new BitSet();
    private final IntList vertexPosition = new IntList(1024);
    private final IntList vertexPatch = new IntList(1024);
    private final IntList vertexCoincident = new IntList(1024);
    private final IntList corners = new IntList(3072);
    private final IntList trianglePatch = new IntList(1024);
    private final FloatList errorValues = new FloatList(64);
    private int errorsRead;
    private final IntList mergeParent = new IntList(256);
    private final IntList mergeError = new IntList(256);
    private final IntList mergeStart = new IntList(256);
    private final IntList mergeChildren = new IntList(1024);
    /** Where records are, for the rules' problems: line and column per record of each kind. */
    private final IntList positionAt = new IntList(1024);
    private final IntList vertexAt = new IntList(2048);
    private final IntList triangleAt = new IntList(2048);
    private final IntList errorAt = new IntList(64);
    private final IntList mergeAt = new IntList(512);

    private final List<LineComment> comments = new ArrayList<>();
    private int linesWritten;
    private int line;

    VifDocumentBuilder(String source, Diagnostics diagnostics, LineParser<VifParser> parser,
            VifNumberRecords plain, boolean lenient) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.parser = parser;
        this.plain = plain;
        this.lenient = lenient;
    }

    boolean inHeader() {
        return header != Header.DONE;
    }

    /** A comment: of its own line, before the next line written, or ending the last one written. */
    void comment(String text, boolean trailing) {
        comments.add(new LineComment(trailing ? Math.max(0, linesWritten - 1) : linesWritten, text, trailing));
    }

    // ---------------------------------------------------------------- header

    /**
     * A header line without its comment, not blank. Returns false if the header is over and the
     * line is the body's first: the optional count line of 2.0 and 2.1 may be missing.
     */
    boolean headerLine(char[] text, int from, int end, int line) throws ModelFormatException {
        this.line = line;
        if (header == Header.GROUPINGS && version.hasClusters() && !startsWith(text, from, end, "merges:")
                && !startsWith(text, from, end, "clusters:")) {
            header = Header.DONE;
            return false;
        }
        if (header == Header.MAGIC) {
            magic(text, from, end, line);
            return true;
        }
        VifParser.HeaderLineContext ctx;
        try {
            ctx = parser.parse(text, from, end - from, line, VifParser::headerLine);
        } catch (ModelFormatException e) {
            // Every header line is one of a few: say which one is due rather than list them all.
            String reason = e.reason();
            int cut = reason.indexOf(", expected ");
            throw ModelFormatException.atLine(source, e.line(), e.column(),
                    (cut < 0 ? reason : reason.substring(0, cut)) + " where " + due() + " is due");
        }
        if (ctx instanceof VifParser.FormatLineContext f) {
            if (header != Header.FORMAT) {
                throw at(f.FORMAT().getSymbol(), "'format:' where " + due() + " is due");
            }
            format(f, text);
            header = version.hasPositions() ? Header.POSITIONS : Header.VERTICES;
        } else if (ctx instanceof VifParser.CountLineContext c) {
            count(c);
        } else {
            throw at(((VifParser.MagicLineContext) ctx).MAGIC().getSymbol(), "a second magic line, where " + due()
                    + " is due");
        }
        linesWritten++;
        return true;
    }

    private void magic(char[] text, int from, int end, int line) throws ModelFormatException {
        VifParser.HeaderLineContext ctx;
        try {
            ctx = parser.parse(text, from, end - from, line, VifParser::headerLine);
        } catch (ModelFormatException e) {
            throw ModelFormatException.atLine(source, line, e.column(),
                    "not a VIF file: the first line must be 'VIF<version>', e.g. VIF2.3 (" + e.reason() + ")");
        }
        if (!(ctx instanceof VifParser.MagicLineContext m)) {
            throw ModelFormatException.atLine(source, line, ctx.getStart().getCharPositionInLine() + 1,
                    "not a VIF file: the first line must be 'VIF<version>', e.g. VIF2.3");
        }
        Token t = m.MAGIC().getSymbol();
        String number = t.getText().substring(3);
        version = VifVersion.of(number).orElseThrow(() -> at(t, "VIF " + number
                + " is not a VIF version: meshport reads 1.0, 2.0, 2.1, 2.2 and 2.3"));
        header = version.hasFormatLine() ? Header.FORMAT : Header.VERTICES;
        section = version.hasPositions() ? Section.POSITIONS : Section.VERTICES;
        linesWritten++;
    }

    /** {@code p}, {@code c}, {@code n} and {@code x<k>} in any order and spacing, as VDSlib reads them. */
    private void format(VifParser.FormatLineContext f, char[] text) throws ModelFormatException {
        if (f.formatFlag().isEmpty()) {
            throw at(f.EOF().getSymbol(), "the format line names no attributes: 'p' at least");
        }
        StringBuilder flags = new StringBuilder();
        for (VifParser.FormatFlagContext flag : f.formatFlag()) {
            flags.append(flag.getText());
        }
        Token first = f.formatFlag(0).getStart();
        boolean position = false;
        String s = flags.toString();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case 'p' -> position = true;
                case 'c' -> colors = true;
                case 'n' -> normals = true;
                case 'x' -> {
                    int j = i + 1;
                    while (j < s.length() && Character.isDigit(s.charAt(j))) {
                        j++;
                    }
                    if (j == i + 1 || j - i > 4) {
                        throw at(first, "format '" + s + "': 'x' takes the count of texture sets (1 to 999)");
                    }
                    texcoordSets = Integer.parseInt(s.substring(i + 1, j));
                    i = j - 1;
                }
                default -> throw at(first, "format '" + s + "': '" + c + "' is not p, c, n or x<sets>");
            }
        }
        if (!position) {
            throw at(first, "format '" + s + "' lacks 'p': VIF vertices always have positions");
        }
    }

    private void count(VifParser.CountLineContext c) throws ModelFormatException {
        Token keyword = c.countKeyword().getStart();
        Token number = c.INT().getSymbol();
        long value = TokenNumbers.toInt(number, parser);
        if (value < 0) {
            throw at(number, "a count is not negative");
        }
        switch (keyword.getType()) {
            case VifLexer.VERTEX_POSITIONS -> {
                expect(Header.POSITIONS, keyword);
                declaredPositions = value;
                header = Header.VERTICES;
            }
            case VifLexer.VERTICES -> {
                expect(Header.VERTICES, keyword);
                declaredVertices = value;
                header = Header.TRIANGLES;
            }
            case VifLexer.TRIANGLES -> {
                expect(Header.TRIANGLES, keyword);
                declaredTriangles = value;
                header = version.hasPositions() ? Header.PATCHES : version.hasHierarchy() ? Header.GROUPINGS
                        : Header.DONE;
            }
            case VifLexer.PATCHES -> {
                expect(Header.PATCHES, keyword);
                if (value > VifRules.MAX_PATCHES) {
                    throw at(number, "patches: " + value + " (VDSlib's patch IDs go to " + VifRules.MAX_PATCHES + ")");
                }
                patches = (int) value;
                header = version.hasErrors() ? Header.ERRORPARAMS : Header.GROUPINGS;
            }
            case VifLexer.ERRORPARAMS -> {
                expect(Header.ERRORPARAMS, keyword);
                errorParams = (int) value;
                header = value > 0 ? Header.ERRORSIZE : Header.GROUPINGS;
            }
            case VifLexer.ERRORPARAM_SIZE -> {
                if (header == Header.GROUPINGS && errorParams == 0 && version.hasErrors()) {
                    throw at(keyword, "an error size line with 'errorparams: 0' (the line goes only with errors)");
                }
                expect(Header.ERRORSIZE, keyword);
                if (value < 1) {
                    throw at(number, "errorparam size: " + value + " with " + errorParams + " errors (at least 1)");
                }
                errorSize = (int) value;
                errorSizeJoined = !keyword.getText().contains(" ") && !keyword.getText().contains("\t");
                header = Header.GROUPINGS;
            }
            case VifLexer.MERGES, VifLexer.CLUSTERS -> {
                boolean clusters = keyword.getType() == VifLexer.CLUSTERS;
                if (clusters && !version.hasClusters()) {
                    throw at(keyword, "'clusters:' is VIF 2.0 and 2.1 only; from 2.2 on clusters are merges");
                }
                expect(Header.GROUPINGS, keyword);
                declaredGroupings = value;
                countLine = true;
                kind = clusters ? VifMerges.Kind.CLUSTERS : VifMerges.Kind.MERGES;
                header = Header.DONE;
            }
            default -> throw new IllegalStateException(keyword.getText());
        }
    }

    private void expect(Header wanted, Token keyword) throws ModelFormatException {
        if (header != wanted) {
            throw at(keyword, "'" + keyword.getText() + "' where " + due() + " is due");
        }
    }

    /** What the header expects next, in the file's words. */
    private String due() {
        return switch (header) {
            case MAGIC -> "the magic line";
            case FORMAT -> "'format:'";
            case POSITIONS -> "'vertex positions:'";
            case VERTICES -> "'vertices:'";
            case TRIANGLES -> "'triangles:'";
            case PATCHES -> "'patches:'";
            case ERRORPARAMS -> "'errorparams:'";
            case ERRORSIZE -> "'errorparam size:'";
            case GROUPINGS -> version.hasClusters() ? "'merges:', 'clusters:' or the first vertex" : "'merges:'";
            case DONE -> "the body";
        };
    }

    // ---------------------------------------------------------------- body

    /** One body record: {@code text[from..from+length)} from its tag, starting at {@code line}:{@code column}. */
    void record(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        this.line = line;
        if (header != Header.DONE) {
            throw ModelFormatException.atLine(source, line, column + 1, "the header ends early: " + due()
                    + " is due");
        }
        char tag = text[from];
        advanceSection(tag, line, column);
        switch (section) {
            case POSITIONS -> positionPart(tag, text, from, length, line, column);
            case VERTICES -> {
                if (version.hasPositions()) {
                    vertex(text, from, length, line, column);
                } else {
                    positionPart(tag, text, from, length, line, column);
                }
            }
            case TRIANGLES -> triangle(text, from, length, line, column);
            case ERRORS -> error(text, from, length, line, column);
            case MERGES -> merge(tag, text, from, length, line, column);
            case END -> throw ModelFormatException.atLine(source, line, column + 1, "'" + word(text, from, length)
                    + "' after the last record the header announces");
            default -> throw new IllegalStateException();
        }
        linesWritten++;
    }

    /** Moves past sections that are complete when a record with {@code tag} comes, checking counts. */
    private void advanceSection(char tag, int line, int column) throws ModelFormatException {
        while (true) {
            switch (section) {
                case POSITIONS -> {
                    if (positionCount() == declaredPositions && stepComplete(tag)) {
                        if (tag == 'p') {
                            throw more(line, column, "positions", "vertex positions", declaredPositions);
                        }
                        section = Section.VERTICES;
                        step = 0;
                        continue;
                    }
                    if (tag == 'v' && stepComplete(tag)) {
                        throw fewer(line, column, positionCount(), "positions", "vertex positions", declaredPositions);
                    }
                    return;
                }
                case VERTICES -> {
                    boolean old = !version.hasPositions();
                    if (vertexCount() == declaredVertices && (!old || stepComplete(tag))) {
                        if (tag == 'v') {
                            throw more(line, column, "vertices", "vertices", declaredVertices);
                        }
                        section = Section.TRIANGLES;
                        step = 0;
                        continue;
                    }
                    if (tag == 't' && (!old || stepComplete(tag))) {
                        throw fewer(line, column, vertexCount(), "vertices", "vertices", declaredVertices);
                    }
                    return;
                }
                case TRIANGLES -> {
                    if (trianglePatch.size() == declaredTriangles) {
                        if (tag == 't') {
                            throw more(line, column, "triangles", "triangles", declaredTriangles);
                        }
                        section = version.hasErrors() && errorParams > 0 ? Section.ERRORS : Section.MERGES;
                        continue;
                    }
                    if (tag == 'e' || tag == 'm' || tag == 'u') {
                        throw fewer(line, column, trianglePatch.size(), "triangles", "triangles", declaredTriangles);
                    }
                    return;
                }
                case ERRORS -> {
                    if (errorsRead == errorParams) {
                        if (tag == 'e') {
                            throw more(line, column, "error parameters", "errorparams", errorParams);
                        }
                        section = Section.MERGES;
                        continue;
                    }
                    if (tag == 'm') {
                        throw fewer(line, column, errorsRead, "error parameters", "errorparams", errorParams);
                    }
                    return;
                }
                case MERGES -> {
                    if (mergeParent.size() == declaredGroupings) {
                        if (tag == 'm' || tag == 'u') {
                            throw more(line, column, tag == 'u' ? "clusters" : "merges", kind == VifMerges.Kind.CLUSTERS
                                    ? "clusters" : "merges", declaredGroupings);
                        }
                        section = Section.END;
                    }
                    return;
                }
                default -> {
                    return;
                }
            }
        }
    }

    private ModelFormatException more(int line, int column, String what, String keyword, long declared) {
        return ModelFormatException.atLine(source, line, column + 1, "more " + what + " than the header announces ('"
                + keyword + ": " + declared + "')" + (keyword.equals("merges") && !countLine && version.hasClusters()
                        ? "; without the line there are none" : ""));
    }

    private ModelFormatException fewer(int line, int column, long read, String what, String keyword, long declared) {
        return ModelFormatException.atLine(source, line, column + 1, read + " " + what
                + " where the header announces " + declared + " ('" + keyword + ": " + declared + "')");
    }

    private int positionCount() {
        return xyz.size() / 3;
    }

    /**
     * Whether the position being read is complete when a record with {@code tag} comes (0: the
     * end): with a format line, once every attribute it declares came; in 1.0 and 2.0, unless the
     * record is a colour or normal that may still follow.
     */
    private boolean stepComplete(char tag) {
        if (step == 0) {
            return true;
        }
        if (version.hasFormatLine()) {
            return step >= 3 + texcoordSets;
        }
        return !(tag == 'c' && step == 1 || tag == 'n' && step <= 2);
    }

    /** The step after {@code s} in a position, skipping what the format leaves out. */
    private int nextStep(int s) {
        int next = s;
        if (next == 1 && !colors) {
            next = 2;
        }
        if (next == 2 && !normals) {
            next = 3;
        }
        return next;
    }

    private void positionPart(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        boolean old = !version.hasPositions();
        char open = old ? 'v' : 'p';
        if (step != 0 && tag == open && stepComplete(tag)) {
            step = 0;
        }
        if (step == 0) {
            if (tag != open) {
                throw unexpected(text, from, length, line, column, "a '" + open + "' record (" + (old ? "vertex "
                        : "position ") + positionCount() + ")");
            }
            if (plain != null && plain.floats(text, from, from + length, open, 3)
                    && (plain.index() == VifNumberRecords.BARE || plain.index() == positionCount())) {
                for (int k = 0; k < 3; k++) {
                    xyz.add(plain.floatAt(k));
                }
            } else {
                coordinates(old, text, from, length, line, column);
            }
            IntList at = old ? vertexAt : positionAt;
            at.add(line);
            at.add(column);
            if (version.hasFormatLine()) {
                step = nextStep(1);
            } else {
                // 1.0, 2.0: room for the optional colour and normal; what comes fills it.
                step = 1;
                for (int k = 0; k < 4; k++) {
                    rgba.add(255);
                }
                for (int k = 0; k < 3; k++) {
                    normalValues.add(0);
                }
            }
            return;
        }
        if (version.hasFormatLine()) {
            if (stepComplete(tag)) {
                // everything the format line declares came: only the next position may follow
                throw unexpected(text, from, length, line, column, "a '" + open + "' record (the format line declares "
                        + texcoordSets + " texture coordinate set" + (texcoordSets == 1 ? "" : "s") + ", which "
                        + (old ? "vertex " : "position ") + (positionCount() - 1) + " has)");
            }
            attributeInOrder(tag, text, from, length, line, column);
        } else {
            optionalAttribute(tag, text, from, length, line, column);
        }
    }

    /** The coordinates of a {@code p} record (or a {@code v} before 2.2) by the grammar. */
    private void coordinates(boolean old, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        Token[] values;
        Token tagToken;
        if (old) {
            VifParser.VertexCoordinatesRecordContext c = parse(text, from, length, line, column,
                    VifParser::vertexCoordinatesRecord);
            tagToken = c.VERTEX().getSymbol();
            values = tokens(c.number());
        } else {
            VifParser.PositionRecordContext c = parse(text, from, length, line, column, VifParser::positionRecord);
            tagToken = c.POSITION().getSymbol();
            values = tokens(c.number());
        }
        ordinal(tagToken, positionCount(), old ? "vertex" : "position");
        for (Token v : values) {
            xyz.add(finite(v));
        }
    }

    private void attributeInOrder(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        if (step == 1) {
            requireTag(tag, 'c', text, from, length, line, column, "its colour ('c')");
            color(text, from, length, line, column, rgba.size());
        } else if (step == 2) {
            requireTag(tag, 'n', text, from, length, line, column, "its normal ('n')");
            normal(text, from, length, line, column, normalValues.size());
        } else {
            int set = step - 3;
            if (tag != 'x') {
                // the message only when it is needed: this runs for every texture coordinate record
                requireTag(tag, 'x', text, from, length, line, column, "its texture coordinates of set " + set
                        + " ('x" + set + "')");
            }
            if (plain != null && plain.floats(text, from, from + length, 'x', 2) && plain.index() == set) {
                texcoords.add(plain.floatAt(0));
                texcoords.add(plain.floatAt(1));
            } else {
                texcoord(set, text, from, length, line, column);
            }
        }
        step = nextStep(step + 1);
    }

    private void texcoord(int set, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        VifParser.TexcoordRecordContext c = parse(text, from, length, line, column, VifParser::texcoordRecord);
        Token x = c.TEXCOORD().getSymbol();
        if (!x.getText().substring(1).equals(Integer.toString(set))) {
            throw at(x, "'" + x.getText() + "' where 'x" + set + "' is due (texture sets in order)");
        }
        for (VifParser.NumberContext n : c.number()) {
            texcoords.add(finite(n.getStart()));
        }
    }

    /** 1.0 and 2.0: after the v, a c, then an n, each optional (all vertices or none: see {@link #build}). */
    private void optionalAttribute(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        int vertex = positionCount() - 1;
        if (tag == 'c' && step == 1) {
            color(text, from, length, line, column, 4 * vertex);
            colorGiven.set(vertex);
            step = 2;
        } else if (tag == 'n' && step <= 2) {
            normal(text, from, length, line, column, 3 * vertex);
            normalGiven.set(vertex);
            step = 3;
        } else {
            throw unexpected(text, from, length, line, column, step == 1 ? "'c', 'n', the next 'v' or 't'"
                    : step == 2 ? "'n', the next 'v' or 't'" : "the next 'v' or 't'");
        }
    }

    /** Reads a colour into {@code rgba} from {@code at} (its end: appended). */
    private void color(char[] text, int from, int length, int line, int column, int at) throws ModelFormatException {
        int n = version.hasPositions() ? 4 : 3;
        if (plain != null && plain.ints(text, from, from + length, 'c', false, n, n)
                && plain.index() == VifNumberRecords.BARE && plain.below(0, n, 256)) {
            for (int k = 0; k < n; k++) {
                channel(at + k, plain.intAt(k));
            }
        } else {
            List<TerminalNode> values = version.hasPositions()
                    ? parse(text, from, length, line, column, VifParser::colorAlphaRecord).INT()
                    : parse(text, from, length, line, column, VifParser::colorRecord).INT();
            for (int k = 0; k < n; k++) {
                Token t = values.get(k).getSymbol();
                int v = TokenNumbers.toInt(t, parser);
                if (v < 0 || v > 255) {
                    throw at(t, "colour value " + t.getText() + " outside 0..255");
                }
                channel(at + k, v);
            }
        }
        if (n == 3) {
            channel(at + 3, 255);
        }
    }

    /** Sets or (at the end) appends colour channel {@code i}. */
    private void channel(int i, int value) {
        if (i < rgba.size()) {
            rgba.set(i, value);
        } else {
            rgba.add(value);
        }
    }

    private void normal(char[] text, int from, int length, int line, int column, int at) throws ModelFormatException {
        if (plain != null && plain.floats(text, from, from + length, 'n', 3)
                && plain.index() == VifNumberRecords.BARE) {
            for (int k = 0; k < 3; k++) {
                normalComponent(at + k, plain.floatAt(k));
            }
            return;
        }
        VifParser.NormalRecordContext c = parse(text, from, length, line, column, VifParser::normalRecord);
        for (int k = 0; k < 3; k++) {
            normalComponent(at + k, finite(c.number(k).getStart()));
        }
    }

    /** Sets or (at the end) appends normal component {@code i}. */
    private void normalComponent(int i, float value) {
        if (i < normalValues.size()) {
            normalValues.set(i, value);
        } else {
            normalValues.add(value);
        }
    }

    private void vertex(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        if (text[from] != 'v') {
            throw unexpected(text, from, length, line, column, "a 'v' record (vertex " + vertexPosition.size() + ")");
        }
        if (vertexPosition.size() >= declaredVertices) {
            throw ModelFormatException.atLine(source, line, column + 1, "more vertices than the header's "
                    + declaredVertices);
        }
        int links = (int) Math.min(Integer.MAX_VALUE, declaredVertices);
        if (plain != null && plain.ints(text, from, from + length, 'v', false, 2, 3)
                && (plain.index() == VifNumberRecords.BARE || plain.index() == vertexPosition.size())
                && plain.below(0, 1, positionCount()) && plain.below(2, plain.count(), links)) {
            vertexPosition.add(plain.intAt(0));
            vertexPatch.add(plain.intAt(1));
            vertexCoincident.add(plain.count() == 3 ? plain.intAt(2) : -1);
        } else {
            VifParser.VertexRecordContext c = parse(text, from, length, line, column, VifParser::vertexRecord);
            ordinal(c.VERTEX().getSymbol(), vertexPosition.size(), "vertex");
            int position = index(c.position, positionCount(), "position");
            int patch = unsigned(c.patch, "patch");
            int coincident = c.coincident == null ? -1 : index(c.coincident, links, "vertex");
            vertexPosition.add(position);
            vertexPatch.add(patch);
            vertexCoincident.add(coincident);
        }
        vertexAt.add(line);
        vertexAt.add(column);
    }

    private void triangle(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        if (text[from] != 't') {
            throw unexpected(text, from, length, line, column, "a 't' record (triangle " + trianglePatch.size() + ")");
        }
        int vertices = vertexCount();
        int n = version.hasPositions() ? 4 : 3;
        if (plain != null && plain.ints(text, from, from + length, 't', false, n, n)
                && plain.index() == VifNumberRecords.BARE && plain.below(0, 3, vertices)) {
            corners.add(plain.intAt(0));
            corners.add(plain.intAt(1));
            corners.add(plain.intAt(2));
            trianglePatch.add(n == 4 ? plain.intAt(3) : 0);
        } else if (version.hasPositions()) {
            VifParser.PatchTriangleRecordContext c = parse(text, from, length, line, column,
                    VifParser::patchTriangleRecord);
            for (int k = 0; k < 3; k++) {
                corners.add(index(c.INT(k).getSymbol(), vertices, "vertex"));
            }
            trianglePatch.add(unsigned(c.patch, "patch"));
        } else {
            VifParser.TriangleRecordContext c = parse(text, from, length, line, column, VifParser::triangleRecord);
            for (int k = 0; k < 3; k++) {
                corners.add(index(c.INT(k).getSymbol(), vertices, "vertex"));
            }
            trianglePatch.add(0);
        }
        triangleAt.add(line);
        triangleAt.add(column);
    }

    private int vertexCount() {
        return version.hasPositions() ? vertexPosition.size() : positionCount();
    }

    private void error(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        if (plain != null && plain.floats(text, from, from + length, 'e', errorSize)
                && plain.index() == errorsRead) {
            for (int k = 0; k < errorSize; k++) {
                errorValues.add(plain.floatAt(k));
            }
        } else {
            errorByGrammar(text, from, length, line, column);
        }
        errorsRead++;
        errorAt.add(line);
        errorAt.add(column);
    }

    private void errorByGrammar(char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        VifParser.ErrorRecordContext c = parse(text, from, length, line, column, VifParser::errorRecord);
        Token tag = c.ERROR_AT() != null ? c.ERROR_AT().getSymbol() : c.index;
        String index = c.ERROR_AT() != null ? tag.getText().substring(1) : tag.getText();
        if (!index.equals(Integer.toString(errorsRead))) {
            throw at(tag, "error entry " + index + " where e" + errorsRead + " is due (entries in order)");
        }
        if (c.values.size() != errorSize) {
            Token where = c.values.size() > errorSize ? c.values.get(errorSize).getStart() : c.EOF().getSymbol();
            throw at(where, "e" + errorsRead + " has " + c.values.size() + " values; 'errorparam size: " + errorSize
                    + "' says " + errorSize);
        }
        for (VifParser.NumberContext n : c.values) {
            errorValues.add(finite(n.getStart()));
        }
    }

    private void merge(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        if (!version.hasHierarchy() || tag != 'm' && tag != 'u') {
            throw unexpected(text, from, length, line, column, version.hasHierarchy()
                    ? "a merge ('m') record" : "nothing after the triangles (VIF 1.0 has no hierarchy)");
        }
        if (mergeParent.size() >= declaredGroupings) {
            throw ModelFormatException.atLine(source, line, column + 1, "more " + (tag == 'u' ? "clusters" : "merges")
                    + " than the header's " + declaredGroupings + (countLine ? "" : " (no 'merges:' line: none)"));
        }
        boolean cluster = tag == 'u';
        if (cluster != (kind == VifMerges.Kind.CLUSTERS)) {
            throw ModelFormatException.atLine(source, line, column + 1, cluster
                    ? (version.hasClusters() ? "a cluster ('u') where the header announces merges: one file holds "
                            + "merges or clusters, not both" : "clusters ('u') are VIF 2.0 and 2.1 only")
                    : "a merge ('m') where the header announces clusters: one file holds merges or clusters, not both");
        }
        int vertices = vertexCount();
        boolean errors = !cluster && version.hasErrors() && errorParams > 0;
        if (plain != null && plain.ints(text, from, from + length, tag, errors, 0, Integer.MAX_VALUE)
                && plain.index() != VifNumberRecords.BARE && plain.index() < vertices
                && (!errors || plain.errorIndex() < errorParams) && plain.below(0, plain.count(), vertices)) {
            mergeStart.add(mergeChildren.size());
            mergeParent.add(plain.index());
            mergeError.add(errors ? plain.errorIndex() : -1);
            for (int k = 0; k < plain.count(); k++) {
                mergeChildren.add(plain.intAt(k));
            }
        } else {
            mergeByGrammar(cluster, errors, vertices, text, from, length, line, column);
        }
        mergeAt.add(line);
        mergeAt.add(column);
    }

    private void mergeByGrammar(boolean cluster, boolean errors, int vertices, char[] text, int from, int length,
            int line, int column) throws ModelFormatException {
        Token parentToken;
        List<Token> children;
        int error = -1;
        if (cluster) {
            VifParser.ClusterRecordContext c = parse(text, from, length, line, column, VifParser::clusterRecord);
            parentToken = c.CLUSTER_AT() != null ? c.CLUSTER_AT().getSymbol() : c.parent;
            children = c.children;
        } else {
            VifParser.MergeRecordContext c = parse(text, from, length, line, column, VifParser::mergeRecord);
            parentToken = c.MERGE_AT() != null ? c.MERGE_AT().getSymbol() : c.parent;
            children = c.children;
            if (errors && c.errorRef() == null) {
                throw at(children.isEmpty() ? c.EOF().getSymbol() : children.get(0),
                        "a merge names its error entry ('e<k>') after its parent in a file with error parameters");
            }
            if (!errors && c.errorRef() != null) {
                throw at(c.errorRef().getStart(), "an error entry in a merge of a file without error parameters");
            }
            if (errors) {
                VifParser.ErrorRefContext e = c.errorRef();
                Token t = e.ERROR_AT() != null ? e.ERROR_AT().getSymbol() : e.index;
                error = index(t, errorParams, "error entry");
            }
        }
        mergeStart.add(mergeChildren.size());
        mergeParent.add(index(parentToken, vertices, "vertex"));
        mergeError.add(error);
        for (Token child : children) {
            mergeChildren.add(index(child, vertices, "vertex"));
        }
    }

    // ---------------------------------------------------------------- end

    VifDocument build(int lastLine) throws ModelFormatException {
        if (version == null) {
            throw ModelFormatException.atLine(source, Math.max(1, lastLine), 1,
                    "not a VIF file: no 'VIF<version>' line");
        }
        if (header == Header.GROUPINGS && version.hasClusters()) {
            header = Header.DONE;
        }
        if (header != Header.DONE) {
            throw ModelFormatException.atLine(source, Math.max(1, lastLine), 1, "the file ends in the header: "
                    + due() + " is due");
        }
        String missing = missing();
        if (missing != null) {
            throw ModelFormatException.atLine(source, Math.max(1, lastLine), 1, "the file ends early: " + missing);
        }
        if (!version.hasFormatLine()) {
            colors = allOrNone(colorGiven, "colour");
            normals = allOrNone(normalGiven, "normal");
        }
        VifDocument doc = document();
        rules(doc);
        return doc;
    }

    /** Whether 1.0/2.0 vertices have the attribute: all of them, or (lenient) some, filled in. */
    private boolean allOrNone(BitSet given, String what) throws ModelFormatException {
        int n = positionCount();
        int count = given.cardinality();
        if (count == 0 || count == n) {
            return count > 0;
        }
        int v = given.nextClearBit(0);
        String message = "vertex " + v + " has no " + what + " line where " + count + " of the " + n
                + " vertices have one: all or none";
        if (!lenient) {
            throw ModelFormatException.atLine(source, vertexAt.get(2 * v), vertexAt.get(2 * v + 1) + 1, message);
        }
        diagnostics.warn(source, vertexAt.get(2 * v), vertexAt.get(2 * v + 1) + 1, message + (what.equals("colour")
                ? "; white filled in" : "; (0, 0, 0) filled in"));
        return true;
    }

    /** What the header announces that the body has not given, or null. */
    private String missing() {
        boolean old = !version.hasPositions();
        if (!old && positionCount() < declaredPositions) {
            return positionCount() + " positions of " + declaredPositions;
        }
        if (!stepComplete('\0')) {
            return "position " + (positionCount() - 1) + " lacks attributes its format declares";
        }
        if (old && positionCount() < declaredVertices || !old && vertexPosition.size() < declaredVertices) {
            return vertexCount() + " vertices of " + declaredVertices;
        }
        if (trianglePatch.size() < declaredTriangles) {
            return trianglePatch.size() + " triangles of " + declaredTriangles;
        }
        if (errorsRead < errorParams) {
            return errorsRead + " error parameters of " + errorParams;
        }
        if (mergeParent.size() < declaredGroupings) {
            return mergeParent.size() + " " + (kind == VifMerges.Kind.CLUSTERS ? "clusters" : "merges") + " of "
                    + declaredGroupings;
        }
        return null;
    }

    /**
     * The document, its arrays taken from the lists, each list freed as soon as its values are
     * in the document: the values exist once, not twice, while the rules are checked.
     */
    private VifDocument document() {
        int count = positionCount();
        VifPositions positions = new VifPositions(values(xyz), colors ? rgba.moveToArray() : new int[0],
                normals ? values(normalValues) : new float[0], texcoordSets, values(texcoords), true);
        rgba.discard();
        normalValues.discard();
        VifVertices vertices = version.hasPositions()
                ? new VifVertices(vertexPosition.moveToArray(), vertexPatch.moveToArray(),
                        vertexCoincident.moveToArray(), true)
                : VifVertices.identity(count);
        VifTriangles triangles = new VifTriangles(corners.moveToArray(), trianglePatch.moveToArray(), true);
        VifErrors errors = errorParams > 0 ? new VifErrors(errorSize, values(errorValues), true) : VifErrors.NONE;
        mergeStart.add(mergeChildren.size());
        VifMerges merges = new VifMerges(kind, mergeParent.moveToArray(), mergeError.moveToArray(),
                mergeStart.moveToArray(), mergeChildren.moveToArray(), true);
        try {
            return new VifDocument(version, errorSizeJoined, countLine, positions, vertices, triangles, patches,
                    errors, merges, comments);
        } catch (IllegalArgumentException e) {
            // The reader checks everything the document does as it reads; this is a reader bug.
            throw new IllegalStateException("the reader let through what a document refuses: " + e.getMessage(), e);
        }
    }

    /** The values of {@code list}, which is freed. */
    private static float[] values(FloatList list) {
        float[] values = list.toArray();
        list.discard();
        return values;
    }

    private void rules(VifDocument doc) throws ModelFormatException {
        for (VifProblem p : VifRules.check(doc)) {
            IntList at = switch (p.place()) {
                case POSITION -> version.hasPositions() ? positionAt : vertexAt;
                case VERTEX -> vertexAt;
                case TRIANGLE -> triangleAt;
                case ERROR -> errorAt;
                case MERGE -> mergeAt;
                case FILE -> null;
            };
            int l = at == null || 2 * p.index() + 1 >= at.size() ? Math.max(1, line) : at.get(2 * p.index());
            int c = at == null || 2 * p.index() + 1 >= at.size() ? 1 : at.get(2 * p.index() + 1) + 1;
            if (at == null && p.place() == VifProblem.Place.FILE) {
                diagnostics.warn(source, p.message());
                if (p.breaksRule() && !lenient) {
                    throw ModelFormatException.inSource(source, p.message());
                }
                continue;
            }
            if (p.breaksRule() && !lenient) {
                throw ModelFormatException.atLine(source, l, c, p.message());
            }
            diagnostics.warn(source, l, c, p.message());
        }
    }

    // ---------------------------------------------------------------- helpers

    private <C extends org.antlr.v4.runtime.ParserRuleContext> C parse(char[] text, int from, int length, int line,
            int column, Function<? super VifParser, C> rule) throws ModelFormatException {
        return parser.parse(text, from, length, line, column, rule);
    }

    private static Token[] tokens(List<VifParser.NumberContext> numbers) {
        Token[] t = new Token[numbers.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = numbers.get(i).getStart();
        }
        return t;
    }

    /** The index glued to a {@code p} or {@code v} tag, if any, checked against the ordinal. */
    private void ordinal(Token tag, int ordinal, String what) throws ModelFormatException {
        String text = tag.getText();
        if (text.length() == 1) {
            return;
        }
        String expected = Integer.toString(ordinal);
        if (!text.substring(1).equals(expected)) {
            String message = "'" + text + "' where " + what + " " + ordinal + " is due (the index after '"
                    + text.charAt(0) + "' must be the record's ordinal)";
            if (!lenient) {
                throw at(tag, message);
            }
            diagnostics.warn(source, tag.getLine(), tag.getCharPositionInLine() + 1, message);
        }
    }

    private int index(Token t, int count, String what) throws ModelFormatException {
        String text = t.getText();
        int start = Character.isLetter(text.charAt(0)) ? 1 : 0;
        if (text.length() - start > 10 || text.charAt(start) == '-' || text.charAt(start) == '+') {
            if (text.charAt(start) == '-') {
                throw at(t, what + " index " + text.substring(start) + ": indices are not negative");
            }
            if (text.charAt(start) == '+') {
                throw at(t, what + " index " + text.substring(start) + ": indices are plain digits");
            }
            throw at(t, what + " " + text.substring(start) + " outside 0.." + (count - 1));
        }
        long value = Long.parseLong(text.substring(start));
        if (value >= count) {
            throw at(t, what + " " + value + " outside 0.." + (count - 1) + (count == 0 ? " (there are none)" : ""));
        }
        return (int) value;
    }

    private int unsigned(Token t, String what) throws ModelFormatException {
        String text = t.getText();
        if (text.charAt(0) == '-' || text.charAt(0) == '+') {
            throw at(t, what + " " + text + ": plain digits, not negative");
        }
        if (text.length() > 9) {
            throw at(t, what + " " + text + " out of range");
        }
        return Integer.parseInt(text);
    }

    private float finite(Token t) throws ModelFormatException {
        float f = TokenNumbers.toFloat(t, parser);
        if (!Float.isFinite(f)) {
            throw at(t, "'" + t.getText() + "': VIF numbers are finite (" + (Float.isNaN(f) ? "NaN" : "infinite")
                    + " in float)");
        }
        return f;
    }

    private void requireTag(char tag, char wanted, char[] text, int from, int length, int line, int column,
            String what) throws ModelFormatException {
        if (tag != wanted) {
            throw unexpected(text, from, length, line, column, what + " (the format line declares it)");
        }
    }

    private ModelFormatException unexpected(char[] text, int from, int length, int line, int column, String wanted) {
        return ModelFormatException.atLine(source, line, column + 1, "'" + word(text, from, length) + "' where "
                + wanted + " is due");
    }

    private static String word(char[] text, int from, int length) {
        int end = from;
        while (end < from + length && !Character.isWhitespace(text[end])) {
            end++;
        }
        return new String(text, from, Math.min(end - from, 40));
    }


    private ModelFormatException at(Token t, String reason) {
        return ModelFormatException.atLine(source, t.getLine() > 0 ? t.getLine() : line,
                t.getCharPositionInLine() + 1, reason);
    }

    private static boolean startsWith(char[] text, int from, int end, String word) {
        int i = from;
        while (i < end && (text[i] == ' ' || text[i] == '\t')) {
            i++;
        }
        if (end - i < word.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (text[i + k] != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
