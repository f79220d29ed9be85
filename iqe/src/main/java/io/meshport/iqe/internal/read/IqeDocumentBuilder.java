package io.meshport.iqe.internal.read;

import io.meshport.grammars.iqe.IqeBaseVisitor;
import io.meshport.grammars.iqe.IqeParser;
import io.meshport.io.Diagnostics;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.parse.LineParser;
import io.meshport.text.number.TokenNumbers;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Appends each parsed line to an {@link IqeDocument.Builder}. One instance serves a block of
 * lines: the reader tells it the file line before visiting that line's tree.
 */
final class IqeDocumentBuilder extends IqeBaseVisitor<Void> {
    private final IqeDocument.Builder doc;
    private final Diagnostics diagnostics;
    private final String source;
    private final LineParser<IqeParser> parser;
    private int line;
    private boolean commentSection;

    /** {@code parser} is the one the visited lines come from: numbers are read from its line buffer. */
    IqeDocumentBuilder(IqeDocument.Builder doc, Diagnostics diagnostics, LineParser<IqeParser> parser) {
        this.doc = doc;
        this.parser = parser;
        this.diagnostics = diagnostics;
        this.source = parser.source();
    }

    void atLine(int fileLine) {
        this.line = fileLine;
    }

    /** True once a {@code comment} command was seen: the rest of the file is comment text. */
    boolean commentSectionStarts() {
        return commentSection;
    }

    @Override
    public Void visitLine(IqeParser.LineContext ctx) {
        if (ctx.command() != null) {
            visit(ctx.command());
        }
        if (ctx.hashComment() != null) {
            doc.command(IqeCommand.HASH_COMMENT, line).addString(ctx.hashComment().getStart().getText());
        }
        return null;
    }

    @Override
    public Void visitVertexPosition(IqeParser.VertexPositionContext ctx) {
        return floats(IqeCommand.POSITION, ctx);
    }

    @Override
    public Void visitVertexTexcoord(IqeParser.VertexTexcoordContext ctx) {
        return floats(IqeCommand.TEXCOORD, ctx);
    }

    @Override
    public Void visitVertexNormal(IqeParser.VertexNormalContext ctx) {
        return floats(IqeCommand.NORMAL, ctx);
    }

    @Override
    public Void visitVertexTangent(IqeParser.VertexTangentContext ctx) {
        return floats(IqeCommand.TANGENT, ctx);
    }

    @Override
    public Void visitVertexBlend(IqeParser.VertexBlendContext ctx) {
        doc.command(IqeCommand.BLEND, line);
        // The grammar gives pairs: an INT joint index, then an INT or FLOAT weight.
        for (int i = 1; i + 1 < ctx.getChildCount(); i += 2) {
            doc.addInt(integer(ctx.getChild(i)));
            doc.addFloat(number(ctx.getChild(i + 1)));
        }
        return null;
    }

    @Override
    public Void visitVertexColor(IqeParser.VertexColorContext ctx) {
        return floats(IqeCommand.COLOR, ctx);
    }

    @Override
    public Void visitVertexCustom(IqeParser.VertexCustomContext ctx) {
        int n = ctx.CUSTOM_ATTRIBUTE().getText().charAt(1) - '0';
        return floats(IqeCommand.custom(n), ctx);
    }

    @Override
    public Void visitVertexSmoothIndex(IqeParser.VertexSmoothIndexContext ctx) {
        doc.command(IqeCommand.SMOOTH_INDEX, line).addInt(integer(ctx.INT()));
        return null;
    }

    @Override
    public Void visitVertexArray(IqeParser.VertexArrayContext ctx) {
        List<IqeParser.NameContext> names = ctx.name();
        doc.command(IqeCommand.VERTEX_ARRAY, line)
                .addString(name(names.get(0)))
                .addString(name(names.get(1)))
                .addInt(ctx.INT() == null ? IqeDocument.ABSENT_INT : integer(ctx.INT()))
                .addString(names.size() > 2 ? name(names.get(2)) : null);
        return null;
    }

    @Override
    public Void visitMeshCommand(IqeParser.MeshCommandContext ctx) {
        doc.command(IqeCommand.MESH, line).addString(ctx.name() == null ? null : name(ctx.name()));
        return null;
    }

    @Override
    public Void visitMaterialCommand(IqeParser.MaterialCommandContext ctx) {
        doc.command(IqeCommand.MATERIAL, line).addString(ctx.name() == null ? null : name(ctx.name()));
        return null;
    }

    @Override
    public Void visitFaceAbsolute(IqeParser.FaceAbsoluteContext ctx) {
        return ints(IqeCommand.FACE_ABSOLUTE, ctx);
    }

    @Override
    public Void visitFaceMeshRelative(IqeParser.FaceMeshRelativeContext ctx) {
        return ints(IqeCommand.FACE_MESH, ctx);
    }

    @Override
    public Void visitFaceSmoothing(IqeParser.FaceSmoothingContext ctx) {
        return ints(IqeCommand.FACE_SMOOTHING, ctx);
    }

    @Override
    public Void visitSmoothUv(IqeParser.SmoothUvContext ctx) {
        doc.command(IqeCommand.SMOOTH_UV, line);
        if (ctx.INT() != null) {
            doc.addInt(integer(ctx.INT()));
        }
        return null;
    }

    @Override
    public Void visitSmoothGroup(IqeParser.SmoothGroupContext ctx) {
        doc.command(IqeCommand.SMOOTH_GROUP, line).addInt(integer(ctx.INT()));
        return null;
    }

    @Override
    public Void visitSmoothAngle(IqeParser.SmoothAngleContext ctx) {
        doc.command(IqeCommand.SMOOTH_ANGLE, line).addFloat(number(ctx.getChild(1)));
        return null;
    }

    @Override
    public Void visitPoseQuaternion(IqeParser.PoseQuaternionContext ctx) {
        return floats(IqeCommand.POSE_QUATERNION, ctx);
    }

    @Override
    public Void visitPoseMatrix(IqeParser.PoseMatrixContext ctx) {
        return floats(IqeCommand.POSE_MATRIX, ctx);
    }

    @Override
    public Void visitPoseAngles(IqeParser.PoseAnglesContext ctx) {
        return floats(IqeCommand.POSE_ANGLES, ctx);
    }

    @Override
    public Void visitJointCommand(IqeParser.JointCommandContext ctx) {
        doc.command(IqeCommand.JOINT, line)
                .addString(name(ctx.name()))
                .addInt(ctx.INT() == null ? IqeDocument.ABSENT_INT : integer(ctx.INT()));
        return null;
    }

    @Override
    public Void visitAnimationCommand(IqeParser.AnimationCommandContext ctx) {
        doc.command(IqeCommand.ANIMATION, line).addString(ctx.name() == null ? null : name(ctx.name()));
        return null;
    }

    @Override
    public Void visitLoopCommand(IqeParser.LoopCommandContext ctx) {
        doc.command(IqeCommand.LOOP, line);
        return null;
    }

    @Override
    public Void visitFramerateCommand(IqeParser.FramerateCommandContext ctx) {
        doc.command(IqeCommand.FRAMERATE, line).addFloat(number(ctx.getChild(1)));
        return null;
    }

    @Override
    public Void visitFrameCommand(IqeParser.FrameCommandContext ctx) {
        doc.command(IqeCommand.FRAME, line);
        if (ctx.INT() != null) {
            doc.addInt(integer(ctx.INT()));
        }
        return null;
    }

    @Override
    public Void visitCommentCommand(IqeParser.CommentCommandContext ctx) {
        commentSection = true;
        return null;
    }

    @Override
    public Void visitUnknownCommand(IqeParser.UnknownCommandContext ctx) {
        Token start = ctx.getStart();
        Token stop = ctx.getStop();
        String text = start.getInputStream().getText(Interval.of(start.getStartIndex(), stop.getStopIndex()));
        diagnostics.warn(source, line, start.getCharPositionInLine() + 1,
                "unknown command '" + start.getText() + "' ignored");
        doc.command(IqeCommand.UNKNOWN, line).addString(text);
        return null;
    }

    /** A command whose children after the keyword are all numbers (INT or FLOAT tokens). */
    private Void floats(IqeCommand kind, ParserRuleContext command) {
        doc.command(kind, line);
        // Walk the children instead of ctx.INT()/FLOAT(), which build lists for every line.
        for (int i = 1; i < command.getChildCount(); i++) {
            doc.addFloat(number(command.getChild(i)));
        }
        return null;
    }

    /** A command whose children after the keyword are all INT tokens. */
    private Void ints(IqeCommand kind, ParserRuleContext command) {
        doc.command(kind, line);
        for (int i = 1; i < command.getChildCount(); i++) {
            doc.addInt(integer(command.getChild(i)));
        }
        return null;
    }

    /** An INT or FLOAT token's value. */
    private float number(ParseTree token) {
        return TokenNumbers.toFloat(((TerminalNode) token).getSymbol(), parser);
    }

    /** An INT token's value. */
    private int integer(ParseTree token) {
        return TokenNumbers.toInt(((TerminalNode) token).getSymbol(), parser);
    }

    private String name(IqeParser.NameContext n) {
        Token t = n.getStart();
        String text = t.getText();
        if (n.QUOTED() == null) {
            return text;
        }
        if (text.length() >= 2 && text.endsWith("\"")) {
            return text.substring(1, text.length() - 1);
        }
        diagnostics.warn(source, line, t.getCharPositionInLine() + 1, "name has no closing quote; it runs to the end of the line");
        return text.substring(1);
    }
}
