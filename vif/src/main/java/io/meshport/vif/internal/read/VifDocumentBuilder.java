package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifBaseVisitor;
import io.meshport.grammars.vif.VifParser;
import io.meshport.vif.VifVersion;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * Turns VIF's parsed header lines and body records into document parts: one visit per line or
 * record, which reads its values through {@link VifValueRules} and {@link VifRecordRules} and puts
 * them into {@link VifDocumentParts}, or tells {@link VifHeaderState} what the header announces.
 * Which rule a record is parsed with, and whether it is due where it stands, is
 * {@link VifRecordDispatcher}'s question (VIF's body is token-based: a record's rule follows from
 * its tag, the version and the section, not from the grammar); the commonest records do not come
 * here at all but through {@link VifNumberRecords}, into the same parts.
 *
 * <p>Errors are thrown as {@code TextSyntaxError}, which a visitor may throw; the reader unwraps them.
 */
final class VifDocumentBuilder extends VifBaseVisitor<Void> {
    private final VifHeaderState header;
    private final VifSections sections;
    private final VifDocumentParts parts;
    private final VifValueRules values;
    private final VifRecordRules records;
    private final VifSourceErrors errors;

    VifDocumentBuilder(VifHeaderState header, VifSections sections, VifDocumentParts parts, VifValueRules values,
            VifRecordRules records, VifSourceErrors errors) {
        this.header = header;
        this.sections = sections;
        this.parts = parts;
        this.values = values;
        this.records = records;
        this.errors = errors;
    }

    // ---------------------------------------------------------------- header lines

    @Override
    public Void visitMagicLine(VifParser.MagicLineContext ctx) {
        Token t = ctx.MAGIC().getSymbol();
        if (!header.magicDue()) {
            throw errors.at(t, "a second magic line, where " + header.due() + " is due");
        }
        String number = t.getText().substring(3);
        VifVersion version = VifVersion.of(number).orElseThrow(() -> errors.at(t, "VIF " + number
                + " is not a VIF version: meshport reads 1.0, 2.0, 2.1, 2.2 and 2.3"));
        header.magic(version);
        sections.start(version);
        return null;
    }

    @Override
    public Void visitFormatLine(VifParser.FormatLineContext ctx) {
        header.format(ctx);
        return null;
    }

    @Override
    public Void visitCountLine(VifParser.CountLineContext ctx) {
        Token number = ctx.INT().getSymbol();
        header.count(ctx.countKeyword().getStart(), number, values.count(number));
        return null;
    }

    // ---------------------------------------------------------------- positions

    @Override
    public Void visitPositionRecord(VifParser.PositionRecordContext ctx) {
        return coordinates(ctx.POSITION().getSymbol(), ctx.number(), "position");
    }

    @Override
    public Void visitVertexCoordinatesRecord(VifParser.VertexCoordinatesRecordContext ctx) {
        return coordinates(ctx.VERTEX().getSymbol(), ctx.number(), "vertex");
    }

    private Void coordinates(Token tag, List<VifParser.NumberContext> numbers, String what) {
        values.ordinal(tag, parts.positionCount(), what);
        for (VifParser.NumberContext n : numbers) {
            parts.xyz.add(values.finite(n.getStart()));
        }
        return null;
    }

    /** {@code c r g b} before 2.2: opaque. */
    @Override
    public Void visitColorRecord(VifParser.ColorRecordContext ctx) {
        int at = colorSlot();
        for (int k = 0; k < 3; k++) {
            parts.channel(at + k, values.channel(ctx.INT(k).getSymbol()));
        }
        parts.channel(at + 3, 255);
        return null;
    }

    @Override
    public Void visitColorAlphaRecord(VifParser.ColorAlphaRecordContext ctx) {
        int at = colorSlot();
        for (int k = 0; k < 4; k++) {
            parts.channel(at + k, values.channel(ctx.INT(k).getSymbol()));
        }
        return null;
    }

    /**
     * Where the colour of the position being read goes: its slot, whether 1.0 and 2.0 filled it
     * in ahead or a format line's colour is appended there.
     */
    private int colorSlot() {
        return 4 * (parts.positionCount() - 1);
    }

    @Override
    public Void visitNormalRecord(VifParser.NormalRecordContext ctx) {
        int at = 3 * (parts.positionCount() - 1);
        for (int k = 0; k < 3; k++) {
            parts.normalComponent(at + k, values.finite(ctx.number(k).getStart()));
        }
        return null;
    }

    /** {@code x<j> u v}: set {@code j} is the one the position is at. */
    @Override
    public Void visitTexcoordRecord(VifParser.TexcoordRecordContext ctx) {
        records.texcoordSet(ctx.TEXCOORD().getSymbol(), sections.step() - 3);
        for (VifParser.NumberContext n : ctx.number()) {
            parts.texcoords.add(values.finite(n.getStart()));
        }
        return null;
    }

    // ---------------------------------------------------------------- vertices, triangles

    @Override
    public Void visitVertexRecord(VifParser.VertexRecordContext ctx) {
        int links = (int) Math.min(Integer.MAX_VALUE, header.declaredVertices());
        values.ordinal(ctx.VERTEX().getSymbol(), parts.vertexPosition.size(), "vertex");
        int position = values.index(ctx.position, parts.positionCount(), "position");
        int patch = values.unsigned(ctx.patch, "patch");
        int coincident = ctx.coincident == null ? -1 : values.index(ctx.coincident, links, "vertex");
        parts.vertexPosition.add(position);
        parts.vertexPatch.add(patch);
        parts.vertexCoincident.add(coincident);
        return null;
    }

    @Override
    public Void visitTriangleRecord(VifParser.TriangleRecordContext ctx) {
        corners(ctx.INT(0).getSymbol(), ctx.INT(1).getSymbol(), ctx.INT(2).getSymbol());
        parts.trianglePatch.add(0);
        return null;
    }

    @Override
    public Void visitPatchTriangleRecord(VifParser.PatchTriangleRecordContext ctx) {
        corners(ctx.INT(0).getSymbol(), ctx.INT(1).getSymbol(), ctx.INT(2).getSymbol());
        parts.trianglePatch.add(values.unsigned(ctx.patch, "patch"));
        return null;
    }

    private void corners(Token a, Token b, Token c) {
        int vertices = parts.vertexCount(header.version());
        parts.corners.add(values.index(a, vertices, "vertex"));
        parts.corners.add(values.index(b, vertices, "vertex"));
        parts.corners.add(values.index(c, vertices, "vertex"));
    }

    // ---------------------------------------------------------------- error parameters, hierarchy

    @Override
    public Void visitErrorRecord(VifParser.ErrorRecordContext ctx) {
        records.errorEntry(ctx, parts.errorsRead, header.errorSize());
        for (VifParser.NumberContext n : ctx.values) {
            parts.errorValues.add(values.finite(n.getStart()));
        }
        return null;
    }

    @Override
    public Void visitMergeRecord(VifParser.MergeRecordContext ctx) {
        Token parent = ctx.MERGE_AT() != null ? ctx.MERGE_AT().getSymbol() : ctx.parent;
        Token error = records.mergeError(ctx, header.version().hasErrors() && header.errorParams() > 0);
        int entry = error == null ? -1 : values.index(error, header.errorParams(), "error entry");
        return grouping(parent, entry, ctx.children);
    }

    @Override
    public Void visitClusterRecord(VifParser.ClusterRecordContext ctx) {
        return grouping(ctx.CLUSTER_AT() != null ? ctx.CLUSTER_AT().getSymbol() : ctx.parent, -1, ctx.children);
    }

    /** A merge or cluster: its parent, error entry (-1: none) and children. */
    private Void grouping(Token parent, int error, List<Token> children) {
        int vertices = parts.vertexCount(header.version());
        parts.mergeStart.add(parts.mergeChildren.size());
        parts.mergeParent.add(values.index(parent, vertices, "vertex"));
        parts.mergeError.add(error);
        for (Token child : children) {
            parts.mergeChildren.add(values.index(child, vertices, "vertex"));
        }
        return null;
    }
}
