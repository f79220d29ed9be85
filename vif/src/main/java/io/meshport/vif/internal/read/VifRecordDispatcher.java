package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.LineParser;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifVersion;
import java.util.function.Function;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Reads a VIF file's header lines and body records in file order into a {@link VifDocument}: the
 * header line by line, through {@link VifHeaderState}; each body record in the section
 * {@link VifSections} says it belongs to, checked to be the record due there, then read by the
 * plain-number path ({@link VifNumberRecords}) when its values need no check, or else parsed with
 * the grammar rule its tag, version and place call for and visited by {@link VifDocumentBuilder}.
 * At the end it checks that the file gave what the header announces and the rules of the whole
 * ({@link VifWholeFileRules}). Strict reading makes rule breaches errors; lenient reading makes
 * them, and index disagreements, warnings.
 *
 * <p>The grammar describes one record; which record is due is state the grammar cannot see (VIF's
 * body is token-based, and a {@code v} record means coordinates or a vertex by version), hence the
 * choice of rule here rather than one rule for the body.
 */
final class VifRecordDispatcher {
    private final LineParser<VifParser> parser;
    /** The commonest records read without the grammar; null to read every record by the grammar. */
    private final VifNumberRecords plain;
    private final VifSourceErrors errors;
    private final VifHeaderState header;
    private final VifSections sections;
    private final VifDocumentParts parts = new VifDocumentParts();
    private final VifWholeFileRules wholeFile;
    private final VifDocumentBuilder builder;

    VifRecordDispatcher(String source, Diagnostics diagnostics, LineParser<VifParser> parser,
            VifNumberRecords plain, boolean lenient) {
        this.parser = parser;
        this.plain = plain;
        this.errors = new VifSourceErrors(source, diagnostics, lenient);
        VifValueRules values = new VifValueRules(errors, parser);
        this.header = new VifHeaderState(errors, values);
        this.sections = new VifSections(header, parts, errors);
        this.wholeFile = new VifWholeFileRules(errors, parts);
        this.builder = new VifDocumentBuilder(header, sections, parts, values, new VifRecordRules(errors), errors);
    }

    boolean inHeader() {
        return header.inHeader();
    }

    /** A comment: of its own line, before the next line written, or ending the last one written. */
    void comment(String text, boolean trailing) {
        parts.comment(text, trailing);
    }

    // ---------------------------------------------------------------- header

    /**
     * A header line without its comment, not blank. Returns false if the header is over and the
     * line is the body's first: the optional count line of 2.0 and 2.1 may be missing.
     */
    boolean headerLine(char[] text, int from, int end, int line) throws ModelFormatException {
        errors.atLine(line);
        if (header.endsBefore(text, from, end)) {
            return false;
        }
        VifParser.HeaderLineContext ctx;
        if (header.magicDue()) {
            try {
                ctx = parser.parse(text, from, end - from, line, VifParser::headerLine);
            } catch (ModelFormatException e) {
                throw ModelFormatException.atLine(errors.source(), line, e.column(),
                        "not a VIF file: the first line must be 'VIF<version>', e.g. VIF2.3 (" + e.reason() + ")");
            }
            if (!(ctx instanceof VifParser.MagicLineContext)) {
                throw ModelFormatException.atLine(errors.source(), line, ctx.getStart().getCharPositionInLine() + 1,
                        "not a VIF file: the first line must be 'VIF<version>', e.g. VIF2.3");
            }
        } else {
            try {
                ctx = parser.parse(text, from, end - from, line, VifParser::headerLine);
            } catch (ModelFormatException e) {
                // Every header line is one of a few: say which one is due rather than list them all.
                String reason = e.reason();
                int cut = reason.indexOf(", expected ");
                throw ModelFormatException.atLine(errors.source(), e.line(), e.column(),
                        (cut < 0 ? reason : reason.substring(0, cut)) + " where " + header.due() + " is due");
            }
        }
        builder.visit(ctx);
        parts.lineWritten();
        return true;
    }

    // ---------------------------------------------------------------- body

    /** One body record: {@code text[from..from+length)} from its tag, starting at {@code line}:{@code column}. */
    void record(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        errors.atLine(line);
        if (header.inHeader()) {
            throw errors.at(line, column + 1, "the header ends early: " + header.due() + " is due");
        }
        char tag = text[from];
        switch (sections.advance(tag, line, column)) {
            case POSITIONS -> positionPart(tag, text, from, length, line, column);
            case VERTICES -> {
                if (header.version().hasPositions()) {
                    vertex(text, from, length, line, column);
                } else {
                    positionPart(tag, text, from, length, line, column);
                }
            }
            case TRIANGLES -> triangle(text, from, length, line, column);
            case ERRORS -> error(text, from, length, line, column);
            case MERGES -> merge(tag, text, from, length, line, column);
            case END -> throw errors.at(line, column + 1, "'" + VifSourceErrors.word(text, from, length)
                    + "' after the last record the header announces");
            default -> throw new IllegalStateException();
        }
        parts.lineWritten();
    }

    /** A record of a position: its {@code p} (or, before 2.2, {@code v}) or one of its attributes. */
    private void positionPart(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        VifVersion version = header.version();
        boolean old = !version.hasPositions();
        char open = old ? 'v' : 'p';
        if (sections.step() != 0 && tag == open && sections.stepComplete(tag)) {
            sections.step(0);
        }
        if (sections.step() == 0) {
            if (tag != open) {
                throw errors.unexpected(text, from, length, line, column, "a '" + open + "' record (" + (old
                        ? "vertex " : "position ") + parts.positionCount() + ")");
            }
            if (plain != null && plain.floats(text, from, from + length, open, 3)
                    && (plain.index() == VifNumberRecords.BARE || plain.index() == parts.positionCount())) {
                for (int k = 0; k < 3; k++) {
                    parts.xyz.add(plain.floatAt(k));
                }
            } else {
                builder.visit(old ? parse(text, from, length, line, column, VifParser::vertexCoordinatesRecord)
                        : parse(text, from, length, line, column, VifParser::positionRecord));
            }
            VifDocumentParts.place(old ? parts.vertexAt : parts.positionAt, line, column);
            if (version.hasFormatLine()) {
                sections.step(sections.nextStep(1));
            } else {
                // 1.0, 2.0: room for the optional colour and normal; what comes fills it.
                sections.step(1);
                for (int k = 0; k < 4; k++) {
                    parts.rgba.add(255);
                }
                for (int k = 0; k < 3; k++) {
                    parts.normalValues.add(0);
                }
            }
            return;
        }
        if (version.hasFormatLine()) {
            if (sections.stepComplete(tag)) {
                // everything the format line declares came: only the next position may follow
                int sets = header.format().texcoordSets();
                throw errors.unexpected(text, from, length, line, column, "a '" + open + "' record (the format "
                        + "line declares " + sets + " texture coordinate set" + (sets == 1 ? "" : "s") + ", which "
                        + (old ? "vertex " : "position ") + (parts.positionCount() - 1) + " has)");
            }
            attributeInOrder(tag, text, from, length, line, column);
        } else {
            optionalAttribute(tag, text, from, length, line, column);
        }
    }

    /** 2.1 on: the attributes the format line declares, in its fixed order. */
    private void attributeInOrder(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        int step = sections.step();
        if (step == 1) {
            requireTag(tag, 'c', text, from, length, line, column, "its colour ('c')");
            color(text, from, length, line, column);
        } else if (step == 2) {
            requireTag(tag, 'n', text, from, length, line, column, "its normal ('n')");
            normal(text, from, length, line, column);
        } else {
            int set = step - 3;
            if (tag != 'x') {
                // the message only when it is needed: this runs for every texture coordinate record
                requireTag(tag, 'x', text, from, length, line, column, "its texture coordinates of set " + set
                        + " ('x" + set + "')");
            }
            if (plain != null && plain.floats(text, from, from + length, 'x', 2) && plain.index() == set) {
                parts.texcoords.add(plain.floatAt(0));
                parts.texcoords.add(plain.floatAt(1));
            } else {
                builder.visit(parse(text, from, length, line, column, VifParser::texcoordRecord));
            }
        }
        sections.step(sections.nextStep(step + 1));
    }

    /** 1.0 and 2.0: after the v, a c, then an n, each optional (all vertices or none: see {@link #build}). */
    private void optionalAttribute(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        int vertex = parts.positionCount() - 1;
        int step = sections.step();
        if (tag == 'c' && step == 1) {
            color(text, from, length, line, column);
            parts.colorGiven.set(vertex);
            sections.step(2);
        } else if (tag == 'n' && step <= 2) {
            normal(text, from, length, line, column);
            parts.normalGiven.set(vertex);
            sections.step(3);
        } else {
            throw errors.unexpected(text, from, length, line, column, step == 1 ? "'c', 'n', the next 'v' or 't'"
                    : step == 2 ? "'n', the next 'v' or 't'" : "the next 'v' or 't'");
        }
    }

    /** The colour of the position being read, into its slot (1.0 and 2.0 filled it in ahead) or appended. */
    private void color(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        boolean alpha = header.version().hasPositions();
        int n = alpha ? 4 : 3;
        if (plain != null && plain.ints(text, from, from + length, 'c', false, n, n)
                && plain.index() == VifNumberRecords.BARE && plain.below(0, n, 256)) {
            int at = 4 * (parts.positionCount() - 1);
            for (int k = 0; k < n; k++) {
                parts.channel(at + k, plain.intAt(k));
            }
            if (n == 3) {
                parts.channel(at + 3, 255);
            }
        } else {
            builder.visit(alpha ? parse(text, from, length, line, column, VifParser::colorAlphaRecord)
                    : parse(text, from, length, line, column, VifParser::colorRecord));
        }
    }

    private void normal(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        if (plain != null && plain.floats(text, from, from + length, 'n', 3)
                && plain.index() == VifNumberRecords.BARE) {
            int at = 3 * (parts.positionCount() - 1);
            for (int k = 0; k < 3; k++) {
                parts.normalComponent(at + k, plain.floatAt(k));
            }
            return;
        }
        builder.visit(parse(text, from, length, line, column, VifParser::normalRecord));
    }

    private void vertex(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        long declared = header.declaredVertices();
        if (text[from] != 'v') {
            throw errors.unexpected(text, from, length, line, column, "a 'v' record (vertex "
                    + parts.vertexPosition.size() + ")");
        }
        if (parts.vertexPosition.size() >= declared) {
            throw errors.at(line, column + 1, "more vertices than the header's " + declared);
        }
        int links = (int) Math.min(Integer.MAX_VALUE, declared);
        if (plain != null && plain.ints(text, from, from + length, 'v', false, 2, 3)
                && (plain.index() == VifNumberRecords.BARE || plain.index() == parts.vertexPosition.size())
                && plain.below(0, 1, parts.positionCount()) && plain.below(2, plain.count(), links)) {
            parts.vertexPosition.add(plain.intAt(0));
            parts.vertexPatch.add(plain.intAt(1));
            parts.vertexCoincident.add(plain.count() == 3 ? plain.intAt(2) : -1);
        } else {
            builder.visit(parse(text, from, length, line, column, VifParser::vertexRecord));
        }
        VifDocumentParts.place(parts.vertexAt, line, column);
    }

    private void triangle(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        if (text[from] != 't') {
            throw errors.unexpected(text, from, length, line, column, "a 't' record (triangle "
                    + parts.triangleCount() + ")");
        }
        boolean patched = header.version().hasPositions();
        int n = patched ? 4 : 3;
        if (plain != null && plain.ints(text, from, from + length, 't', false, n, n)
                && plain.index() == VifNumberRecords.BARE && plain.below(0, 3, parts.vertexCount(header.version()))) {
            parts.corners.add(plain.intAt(0));
            parts.corners.add(plain.intAt(1));
            parts.corners.add(plain.intAt(2));
            parts.trianglePatch.add(n == 4 ? plain.intAt(3) : 0);
        } else {
            builder.visit(patched ? parse(text, from, length, line, column, VifParser::patchTriangleRecord)
                    : parse(text, from, length, line, column, VifParser::triangleRecord));
        }
        VifDocumentParts.place(parts.triangleAt, line, column);
    }

    private void error(char[] text, int from, int length, int line, int column) throws ModelFormatException {
        int size = header.errorSize();
        if (plain != null && plain.floats(text, from, from + length, 'e', size) && plain.index() == parts.errorsRead) {
            for (int k = 0; k < size; k++) {
                parts.errorValues.add(plain.floatAt(k));
            }
        } else {
            builder.visit(parse(text, from, length, line, column, VifParser::errorRecord));
        }
        parts.errorsRead++;
        VifDocumentParts.place(parts.errorAt, line, column);
    }

    private void merge(char tag, char[] text, int from, int length, int line, int column)
            throws ModelFormatException {
        VifVersion version = header.version();
        if (!version.hasHierarchy() || tag != 'm' && tag != 'u') {
            throw errors.unexpected(text, from, length, line, column, version.hasHierarchy()
                    ? "a merge ('m') record" : "nothing after the triangles (VIF 1.0 has no hierarchy)");
        }
        long declared = header.declaredGroupings();
        if (parts.mergeCount() >= declared) {
            throw errors.at(line, column + 1, "more " + (tag == 'u' ? "clusters" : "merges") + " than the header's "
                    + declared + (header.countLine() ? "" : " (no 'merges:' line: none)"));
        }
        boolean cluster = tag == 'u';
        if (cluster != (header.kind() == VifMerges.Kind.CLUSTERS)) {
            throw errors.at(line, column + 1, cluster
                    ? (version.hasClusters() ? "a cluster ('u') where the header announces merges: one file holds "
                            + "merges or clusters, not both" : "clusters ('u') are VIF 2.0 and 2.1 only")
                    : "a merge ('m') where the header announces clusters: one file holds merges or clusters, not both");
        }
        int vertices = parts.vertexCount(version);
        int errorParams = header.errorParams();
        boolean errorsDeclared = !cluster && version.hasErrors() && errorParams > 0;
        if (plain != null && plain.ints(text, from, from + length, tag, errorsDeclared, 0, Integer.MAX_VALUE)
                && plain.index() != VifNumberRecords.BARE && plain.index() < vertices
                && (!errorsDeclared || plain.errorIndex() < errorParams) && plain.below(0, plain.count(), vertices)) {
            parts.mergeStart.add(parts.mergeChildren.size());
            parts.mergeParent.add(plain.index());
            parts.mergeError.add(errorsDeclared ? plain.errorIndex() : -1);
            for (int k = 0; k < plain.count(); k++) {
                parts.mergeChildren.add(plain.intAt(k));
            }
        } else {
            builder.visit(cluster ? parse(text, from, length, line, column, VifParser::clusterRecord)
                    : parse(text, from, length, line, column, VifParser::mergeRecord));
        }
        VifDocumentParts.place(parts.mergeAt, line, column);
    }

    // ---------------------------------------------------------------- end

    VifDocument build(int lastLine) throws ModelFormatException {
        header.end(lastLine);
        String missing = sections.missing();
        if (missing != null) {
            throw errors.at(Math.max(1, lastLine), 1, "the file ends early: " + missing);
        }
        boolean colors = header.format().colors();
        boolean normals = header.format().normals();
        if (!header.version().hasFormatLine()) {
            colors = wholeFile.allOrNone(parts.colorGiven, "colour");
            normals = wholeFile.allOrNone(parts.normalGiven, "normal");
        }
        VifDocument doc = parts.document(header, colors, normals);
        wholeFile.check(doc);
        return doc;
    }

    // ---------------------------------------------------------------- helpers

    private <C extends ParserRuleContext> C parse(char[] text, int from, int length, int line, int column,
            Function<? super VifParser, C> rule) throws ModelFormatException {
        return parser.parse(text, from, length, line, column, rule);
    }

    private void requireTag(char tag, char wanted, char[] text, int from, int length, int line, int column,
            String what) {
        if (tag != wanted) {
            throw errors.unexpected(text, from, length, line, column, what + " (the format line declares it)");
        }
    }
}
