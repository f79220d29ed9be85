package io.meshport.md5.internal.read;

import static io.meshport.text.parse.LineTokens.column;
import static io.meshport.text.parse.LineTokens.unquoted;

import io.meshport.grammars.md5.Md5BaseVisitor;
import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.grammars.md5.Md5Parser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5AnimatedJoint;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Joint;
import io.meshport.text.number.TokenNumbers;
import io.meshport.text.parse.LineParser;
import io.meshport.text.parse.LineTokens;
import io.meshport.text.parse.TextSyntaxError;
import io.meshport.text.pool.DoubleList;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/**
 * The typed visitor: turns each parsed MD5 line into the document. Where in the file the reading
 * is (which block, which counts were announced, which blocks came) is {@link Md5BlockOrder}'s,
 * which it asks before it builds; a mesh block's lines are gathered by {@link Md5MeshBlock}, the
 * frame blocks by {@link Md5FrameBlocks}. The counts a file announces are checked against the
 * lines that come, at the block's end; nothing is allocated by a count, so a file that announces
 * a billion vertices costs what its lines cost.
 */
final class Md5DocumentBuilder extends Md5BaseVisitor<Void> {
    private final String source;
    private final Diagnostics diagnostics;
    private final LineParser<Md5Parser> parser;
    private final Md5BlockOrder order = new Md5BlockOrder(this);
    private int line;

    private String commandLine = "";
    private double frameRate = Double.NaN;
    private boolean extraBoundsWarned;

    private final List<Md5Joint> joints = new ArrayList<>();
    private final List<io.meshport.md5.Md5Mesh> meshes = new ArrayList<>();
    private Md5MeshBlock mesh;
    private final List<Md5AnimatedJoint> hierarchy = new ArrayList<>();
    private final DoubleList bounds = new DoubleList();
    private final DoubleList baseFrame = new DoubleList();
    private final Md5FrameBlocks frames = new Md5FrameBlocks();

    Md5DocumentBuilder(String source, Diagnostics diagnostics, LineParser<Md5Parser> parser) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.parser = parser;
    }

    void atLine(int line) {
        this.line = line;
    }

    /** The line being read. */
    int line() {
        return line;
    }

    /** Where in the file the reading is. */
    Md5BlockOrder order() {
        return order;
    }

    /**
     * A {@code // meshes: NAME} comment: inside a mesh block, the mesh's name, as the reference
     * compiler reads it: one space after the colon and the blanks C's {@code isspace} sees at the end
     * are not part of it.
     */
    void comment(String comment) {
        String prefix = "// meshes:";
        if (order.block() == Md5BlockOrder.Block.MESH && comment.startsWith(prefix)) {
            int from = prefix.length();
            if (from < comment.length() && comment.charAt(from) == ' ') {
                from++;
            }
            int to = comment.length();
            while (to > from && isCSpace(comment.charAt(to - 1))) {
                to--;
            }
            mesh.name = comment.substring(from, to);
        }
    }

    /** C's {@code isspace} in the C locale: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isCSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    // ------------------------------------------------------------ outside blocks

    @Override
    public Void visitVersionLine(Md5Parser.VersionLineContext ctx) {
        int version = integer(ctx.INT().getSymbol());
        order.version(ctx.getStart());
        if (version != Md5Document.VERSION) {
            throw fail(ctx.INT().getSymbol(), "MD5Version " + version + ": meshport reads version "
                    + Md5Document.VERSION + ", idTech 4's");
        }
        return null;
    }

    @Override
    public Void visitCommandLineLine(Md5Parser.CommandLineLineContext ctx) {
        commandLine = unquoted(ctx.STRING().getSymbol());
        return null;
    }

    @Override
    public Void visitCountLine(Md5Parser.CountLineContext ctx) {
        order.count(ctx.countKeyword().getStart(), ctx.INT().getSymbol());
        return null;
    }

    @Override
    public Void visitFrameRateLine(Md5Parser.FrameRateLineContext ctx) {
        order.kind(Md5Document.Kind.ANIMATION, ctx.getStart());
        if (!Double.isNaN(frameRate)) {
            throw fail(ctx.getStart(), "a second frameRate line");
        }
        frameRate = number(ctx.number());
        if (!(frameRate >= 0)) {
            throw fail(ctx.number().getStart(), "frameRate " + ctx.number().getText() + " is negative");
        }
        return null;
    }

    @Override
    public Void visitBlockStart(Md5Parser.BlockStartContext ctx) {
        if (order.open(ctx.blockKeyword().getStart(), meshes.size()) == Md5BlockOrder.Block.MESH) {
            mesh = new Md5MeshBlock(line);
        }
        return null;
    }

    @Override
    public Void visitFrameStart(Md5Parser.FrameStartContext ctx) {
        Token number = ctx.INT().getSymbol();
        frames.start(order.openFrame(ctx.getStart(), number), line, column(number));
        return null;
    }

    // ------------------------------------------------------------ inside blocks

    @Override
    public Void visitBlockEnd(Md5Parser.BlockEndContext ctx) {
        Token end = ctx.getStart();
        int numJoints = order.numJoints();
        switch (order.block()) {
            case JOINTS -> order.lines(joints.size(), numJoints, "joints", "numJoints", end);
            case MESH -> meshes.add(mesh.build(this, end, numJoints));
            case HIERARCHY -> order.lines(hierarchy.size(), numJoints, "joints", "numJoints", end);
            case BOUNDS -> {
                int numFrames = order.numFrames();
                if (bounds.size() / 6 < numFrames) {
                    diagnostics.warn(source, line, 1, "the bounds block has " + bounds.size() / 6 + " lines where"
                            + " numFrames says " + numFrames + ": the bounds are left out, to be computed");
                    bounds.clear();
                }
            }
            case BASEFRAME -> order.lines(baseFrame.size() / 6, numJoints, "base frame joints", "numJoints", end);
            case FRAME -> {
                int values = frames.valuesInFrame();
                if (values != order.numAnimatedComponents()) {
                    throw fail(end, "frame " + frames.lastIndex() + " has " + values
                            + " values where numAnimatedComponents says " + order.numAnimatedComponents());
                }
            }
            default -> throw new IllegalStateException(order.block().name());
        }
        order.close();
        mesh = null;
        return null;
    }

    @Override
    public Void visitJointLine(Md5Parser.JointLineContext ctx) {
        Token name = ctx.STRING().getSymbol();
        if (joints.size() == order.numJoints()) {
            throw fail(name, "joint " + (order.numJoints() + 1) + " where numJoints said " + order.numJoints());
        }
        int parent = parent(ctx.INT().getSymbol(), joints.size());
        double[] v = vectors(ctx.vector(0), ctx.vector(1));
        joints.add(new Md5Joint(unquoted(name), parent, v[0], v[1], v[2], v[3], v[4], v[5]));
        return null;
    }

    @Override
    public Void visitShaderLine(Md5Parser.ShaderLineContext ctx) {
        if (mesh.shader != null) {
            throw fail(ctx.getStart(), "a second shader line in this mesh block");
        }
        mesh.shader = unquoted(ctx.STRING().getSymbol());
        return null;
    }

    @Override
    public Void visitMeshCountLine(Md5Parser.MeshCountLineContext ctx) {
        Token keyword = ctx.meshCountKeyword().getStart();
        Token number = ctx.INT().getSymbol();
        switch (keyword.getType()) {
            case Md5Lexer.NUMVERTS -> mesh.vertexCount = order.meshCount(mesh.vertexCount, keyword, number);
            case Md5Lexer.NUMTRIS -> mesh.triangleCount = order.meshCount(mesh.triangleCount, keyword, number);
            default -> mesh.weightCount = order.meshCount(mesh.weightCount, keyword, number);
        }
        return null;
    }

    @Override
    public Void visitVertLine(Md5Parser.VertLineContext ctx) {
        order.announced(mesh.vertexCount, "numverts", ctx.getStart());
        int index = index(ctx.INT(0).getSymbol(), mesh.vertexCount, "vert", "numverts");
        int start = integer(ctx.INT(1).getSymbol());
        int count = integer(ctx.INT(2).getSymbol());
        if (start < 0) {
            throw fail(ctx.INT(1).getSymbol(), "weight index " + start + " is negative");
        }
        if (count < 0) {
            throw fail(ctx.INT(2).getSymbol(), "weight count " + count + " is negative");
        }
        mesh.vertex(index, number(ctx.number(0)), number(ctx.number(1)), start, count, line,
                new int[] {column(ctx.INT(0).getSymbol()), column(ctx.INT(1).getSymbol())});
        return null;
    }

    @Override
    public Void visitTriLine(Md5Parser.TriLineContext ctx) {
        order.announced(mesh.triangleCount, "numtris", ctx.getStart());
        int index = index(ctx.INT(0).getSymbol(), mesh.triangleCount, "tri", "numtris");
        int[] corners = new int[3];
        for (int k = 0; k < 3; k++) {
            corners[k] = integer(ctx.INT(k + 1).getSymbol());
            if (corners[k] < 0) {
                throw fail(ctx.INT(k + 1).getSymbol(), "vertex index " + corners[k] + " is negative");
            }
        }
        int[] columns = new int[4];
        for (int k = 0; k < 4; k++) {
            columns[k] = column(ctx.INT(k).getSymbol());
        }
        mesh.triangle(index, corners, line, columns);
        return null;
    }

    @Override
    public Void visitWeightLine(Md5Parser.WeightLineContext ctx) {
        order.announced(mesh.weightCount, "numweights", ctx.getStart());
        int index = index(ctx.INT(0).getSymbol(), mesh.weightCount, "weight", "numweights");
        Token jointToken = ctx.INT(1).getSymbol();
        int joint = integer(jointToken);
        if (joint < 0 || joint >= joints.size()) {
            throw fail(jointToken, "weight names joint " + joint + " of " + joints.size());
        }
        double bias = number(ctx.number());
        double[] p = vector(ctx.vector());
        mesh.weight(index, joint, bias, p, line, column(ctx.INT(0).getSymbol()));
        return null;
    }

    @Override
    public Void visitHierarchyLine(Md5Parser.HierarchyLineContext ctx) {
        Token name = ctx.STRING().getSymbol();
        int numJoints = order.numJoints();
        if (hierarchy.size() == numJoints) {
            throw fail(name, "joint " + (numJoints + 1) + " where numJoints said " + numJoints);
        }
        int parent = parent(ctx.INT(0).getSymbol(), hierarchy.size());
        Token flagsToken = ctx.INT(1).getSymbol();
        int flags = integer(flagsToken);
        if ((flags & ~Md5AnimatedJoint.ALL_COMPONENTS) != 0) {
            throw fail(flagsToken, "flags " + flags + ": six components are 0 to 63");
        }
        Token startToken = ctx.INT(2).getSymbol();
        int start = integer(startToken);
        if (start < 0) {
            throw fail(startToken, "start index " + start + " is negative");
        }
        int components = order.numAnimatedComponents();
        if (flags != 0 && (long) start + Integer.bitCount(flags) > components) {
            throw fail(startToken, "start index " + start + " with " + Integer.bitCount(flags)
                    + " animated components runs past numAnimatedComponents " + components);
        }
        hierarchy.add(new Md5AnimatedJoint(unquoted(name), parent, flags, start));
        return null;
    }

    @Override
    public Void visitBoundsLine(Md5Parser.BoundsLineContext ctx) {
        int numFrames = order.numFrames();
        if (bounds.size() / 6 >= numFrames) {
            // exporters have written one line too many (Red Eclipse's banner); the reference ignores bounds
            if (!extraBoundsWarned) {
                diagnostics.warn(source, line, 1, "more bounds lines than numFrames " + numFrames + ": the rest are"
                        + " ignored");
                extraBoundsWarned = true;
            }
            return null;
        }
        for (double v : vectors(ctx.vector(0), ctx.vector(1))) {
            bounds.add(v);
        }
        return null;
    }

    @Override
    public Void visitBaseframeLine(Md5Parser.BaseframeLineContext ctx) {
        if (baseFrame.size() / 6 == hierarchy.size()) {
            throw fail(ctx.getStart(), "base frame of joint " + hierarchy.size() + " where the hierarchy has "
                    + hierarchy.size() + " joints");
        }
        for (double v : vectors(ctx.vector(0), ctx.vector(1))) {
            baseFrame.add(v);
        }
        return null;
    }

    @Override
    public Void visitFrameLine(Md5Parser.FrameLineContext ctx) {
        int components = order.numAnimatedComponents();
        for (Md5Parser.NumberContext n : ctx.number()) {
            if (frames.valuesInFrame() == components) {
                throw fail(n.getStart(), "more values in this frame than numAnimatedComponents " + components);
            }
            frames.add(number(n));
        }
        return null;
    }

    // ------------------------------------------------------------ the end

    /**
     * The document, once every line is read.
     *
     * @throws ModelFormatException when the file ends inside a block, or without what its kind needs
     */
    Md5Document build(int lastLine) throws ModelFormatException {
        order.end(lastLine);
        if (order.kind() == null || order.kind() == Md5Document.Kind.MESH) {
            return mesh(lastLine);
        }
        return animation(lastLine);
    }

    private Md5Document mesh(int lastLine) throws ModelFormatException {
        order.meshEnd(lastLine, meshes.size());
        try {
            return Md5Document.mesh(commandLine, joints, meshes);
        } catch (IllegalArgumentException e) {
            throw atEnd(lastLine, e.getMessage());
        }
    }

    private Md5Document animation(int lastLine) throws ModelFormatException {
        order.animationEnd(lastLine, !Double.isNaN(frameRate), frames.count());
        int numFrames = order.numFrames();
        int components = order.numAnimatedComponents();
        double[] ordered = frames.inIndexOrder(source, numFrames, components);
        if (!order.boundsSeen()) {
            diagnostics.warn(source, "no bounds block: the frames' bounds are left to be computed");
        }
        try {
            return Md5Document.animation(commandLine, hierarchy, frameRate, numFrames, components,
                    bounds.toArray(), baseFrame.toArray(), ordered);
        } catch (IllegalArgumentException e) {
            throw atEnd(lastLine, e.getMessage());
        }
    }

    /** An error at the end of the file, after its {@code lastLine}. */
    ModelFormatException atEnd(int lastLine, String message) {
        return ModelFormatException.atLine(source, Math.max(1, lastLine), 1, message);
    }

    // ------------------------------------------------------------ helpers

    private int index(Token t, int count, String what, String countWord) {
        int index = integer(t);
        if (index < 0 || index >= count) {
            throw fail(t, what + " " + index + " where " + countWord + " says " + count + " (0 to " + (count - 1) + ")");
        }
        return index;
    }

    private int parent(Token t, int jointIndex) {
        int parent = integer(t);
        if (parent < -1 || parent >= jointIndex) {
            throw fail(t, "joint " + jointIndex + "'s parent " + parent + " is not an earlier joint (or -1)");
        }
        return parent;
    }

    private double[] vectors(Md5Parser.VectorContext a, Md5Parser.VectorContext b) {
        double[] first = vector(a);
        double[] second = vector(b);
        return new double[] {first[0], first[1], first[2], second[0], second[1], second[2]};
    }

    private double[] vector(Md5Parser.VectorContext v) {
        return new double[] {number(v.number(0)), number(v.number(1)), number(v.number(2))};
    }

    private double number(Md5Parser.NumberContext n) {
        return TokenNumbers.toFiniteDouble(n.getStart(), parser);
    }

    int integer(Token t) {
        return TokenNumbers.toInt(t, parser);
    }

    TextSyntaxError fail(Token t, String message) {
        return LineTokens.error(source, line, t, message);
    }

    TextSyntaxError failAt(int atLine, int column, String message) {
        return new TextSyntaxError(ModelFormatException.atLine(source, atLine, column, message));
    }

    /** Visits a parsed line. */
    void visitLine(ParserRuleContext ctx) {
        ctx.accept(this);
    }
}
