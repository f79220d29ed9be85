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
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/**
 * The typed visitor: turns each parsed MD5 line into the document, and knows where in the file it
 * is (which block, which counts were announced). The counts a file announces are checked against
 * the lines that come, at the block's end; nothing is allocated by a count, so a file that
 * announces a billion vertices costs what its lines cost.
 */
final class Md5DocumentBuilder extends Md5BaseVisitor<Void> {
    /** Where the reading is: outside any block, or inside one. */
    enum Block {
        NONE("the file"), JOINTS("joints"), MESH("mesh"), HIERARCHY("hierarchy"), BOUNDS("bounds"),
        BASEFRAME("baseframe"), FRAME("frame");

        final String word;

        Block(String word) {
            this.word = word;
        }
    }

    private final String source;
    private final Diagnostics diagnostics;
    private final LineParser<Md5Parser> parser;
    private int line;

    private boolean versionSeen;
    private Md5Document.Kind kind;
    private String commandLine = "";
    private int numJoints = -1;
    private int numMeshes = -1;
    private int numFrames = -1;
    private int numAnimatedComponents = -1;
    private double frameRate = Double.NaN;

    private Block block = Block.NONE;
    private int blockLine;
    private boolean jointsSeen;
    private boolean hierarchySeen;
    private boolean boundsSeen;
    private boolean extraBoundsWarned;
    private boolean baseFrameSeen;

    private final List<Md5Joint> joints = new ArrayList<>();
    private final List<io.meshport.md5.Md5Mesh> meshes = new ArrayList<>();
    private Md5MeshBlock mesh;
    private final List<Md5AnimatedJoint> hierarchy = new ArrayList<>();
    private final DoubleList bounds = new DoubleList();
    private final DoubleList baseFrame = new DoubleList();
    /** Each frame block's index, in file order, and its values, in file order. */
    private final IntList frameIndexes = new IntList(64);
    private final IntList frameLines = new IntList(64);
    private final IntList frameColumns = new IntList(64);
    private final DoubleList frameValues = new DoubleList();
    private int frameValuesAtStart;

    Md5DocumentBuilder(String source, Diagnostics diagnostics, LineParser<Md5Parser> parser) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.parser = parser;
    }

    void atLine(int line) {
        this.line = line;
    }

    Block block() {
        return block;
    }

    boolean versionSeen() {
        return versionSeen;
    }

    /**
     * A {@code // meshes: NAME} comment: inside a mesh block, the mesh's name, as the reference
     * compiler reads it: one space after the colon and the blanks C's {@code isspace} sees at the end
     * are not part of it.
     */
    void comment(String comment) {
        String prefix = "// meshes:";
        if (block == Block.MESH && comment.startsWith(prefix)) {
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
        if (versionSeen) {
            throw fail(ctx.getStart(), "a second MD5Version line");
        }
        if (version != Md5Document.VERSION) {
            throw fail(ctx.INT().getSymbol(), "MD5Version " + version + ": meshport reads version "
                    + Md5Document.VERSION + ", idTech 4's");
        }
        versionSeen = true;
        return null;
    }

    @Override
    public Void visitCommandLineLine(Md5Parser.CommandLineLineContext ctx) {
        commandLine = unquoted(ctx.STRING().getSymbol());
        return null;
    }

    @Override
    public Void visitCountLine(Md5Parser.CountLineContext ctx) {
        Token keyword = ctx.countKeyword().getStart();
        Token number = ctx.INT().getSymbol();
        int n = integer(number);
        if (n < 0) {
            throw fail(number, keyword.getText() + " " + n + ": a count is not negative");
        }
        switch (keyword.getType()) {
            case Md5Lexer.NUMJOINTS -> numJoints = once(numJoints, n, keyword);
            case Md5Lexer.NUMMESHES -> {
                kind(Md5Document.Kind.MESH, keyword);
                numMeshes = once(numMeshes, n, keyword);
            }
            case Md5Lexer.NUMFRAMES -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                numFrames = once(numFrames, n, keyword);
            }
            default -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                numAnimatedComponents = once(numAnimatedComponents, n, keyword);
            }
        }
        return null;
    }

    @Override
    public Void visitFrameRateLine(Md5Parser.FrameRateLineContext ctx) {
        kind(Md5Document.Kind.ANIMATION, ctx.getStart());
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
        Token keyword = ctx.blockKeyword().getStart();
        switch (keyword.getType()) {
            case Md5Lexer.JOINTS -> {
                kind(Md5Document.Kind.MESH, keyword);
                jointsSeen = first(jointsSeen, keyword);
                announced(numJoints, "numJoints", keyword);
                open(Block.JOINTS);
            }
            case Md5Lexer.MESH -> {
                kind(Md5Document.Kind.MESH, keyword);
                announced(numMeshes, "numMeshes", keyword);
                if (!jointsSeen) {
                    throw fail(keyword, "a mesh block before the joints block: weights name joints");
                }
                if (meshes.size() == numMeshes) {
                    throw fail(keyword, "mesh block " + (numMeshes + 1) + " where numMeshes said " + numMeshes);
                }
                mesh = new Md5MeshBlock(line);
                open(Block.MESH);
            }
            case Md5Lexer.HIERARCHY -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                hierarchySeen = first(hierarchySeen, keyword);
                announced(numJoints, "numJoints", keyword);
                announced(numAnimatedComponents, "numAnimatedComponents", keyword);
                open(Block.HIERARCHY);
            }
            case Md5Lexer.BOUNDS -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                boundsSeen = first(boundsSeen, keyword);
                announced(numFrames, "numFrames", keyword);
                open(Block.BOUNDS);
            }
            default -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                baseFrameSeen = first(baseFrameSeen, keyword);
                if (!hierarchySeen) {
                    throw fail(keyword, "a baseframe block before the hierarchy block");
                }
                open(Block.BASEFRAME);
            }
        }
        return null;
    }

    @Override
    public Void visitFrameStart(Md5Parser.FrameStartContext ctx) {
        kind(Md5Document.Kind.ANIMATION, ctx.getStart());
        if (!baseFrameSeen) {
            throw fail(ctx.getStart(), "a frame block before the baseframe block");
        }
        announced(numFrames, "numFrames", ctx.getStart());
        Token number = ctx.INT().getSymbol();
        int index = integer(number);
        if (index < 0 || index >= numFrames) {
            throw fail(number, "frame " + index + " where numFrames says " + numFrames + " (0 to "
                    + (numFrames - 1) + ")");
        }
        frameIndexes.add(index);
        frameLines.add(line);
        frameColumns.add(column(number));
        frameValuesAtStart = frameValues.size();
        open(Block.FRAME);
        return null;
    }

    // ------------------------------------------------------------ inside blocks

    @Override
    public Void visitBlockEnd(Md5Parser.BlockEndContext ctx) {
        switch (block) {
            case JOINTS -> lines(joints.size(), numJoints, "joints", "numJoints", ctx.getStart());
            case MESH -> meshes.add(mesh.build(this, ctx.getStart(), numJoints));
            case HIERARCHY -> lines(hierarchy.size(), numJoints, "joints", "numJoints", ctx.getStart());
            case BOUNDS -> {
                if (bounds.size() / 6 < numFrames) {
                    diagnostics.warn(source, line, 1, "the bounds block has " + bounds.size() / 6 + " lines where"
                            + " numFrames says " + numFrames + ": the bounds are left out, to be computed");
                    bounds.clear();
                }
            }
            case BASEFRAME -> lines(baseFrame.size() / 6, numJoints, "base frame joints", "numJoints", ctx.getStart());
            case FRAME -> {
                int values = frameValues.size() - frameValuesAtStart;
                if (values != numAnimatedComponents) {
                    throw fail(ctx.getStart(), "frame " + frameIndexes.get(frameIndexes.size() - 1) + " has " + values
                            + " values where numAnimatedComponents says " + numAnimatedComponents);
                }
            }
            default -> throw new IllegalStateException(block.name());
        }
        block = Block.NONE;
        mesh = null;
        return null;
    }

    @Override
    public Void visitJointLine(Md5Parser.JointLineContext ctx) {
        Token name = ctx.STRING().getSymbol();
        if (joints.size() == numJoints) {
            throw fail(name, "joint " + (numJoints + 1) + " where numJoints said " + numJoints);
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
        int n = integer(number);
        if (n < 0) {
            throw fail(number, keyword.getText() + " " + n + ": a count is not negative");
        }
        switch (keyword.getType()) {
            case Md5Lexer.NUMVERTS -> mesh.vertexCount = once(mesh.vertexCount, n, keyword);
            case Md5Lexer.NUMTRIS -> mesh.triangleCount = once(mesh.triangleCount, n, keyword);
            default -> mesh.weightCount = once(mesh.weightCount, n, keyword);
        }
        return null;
    }

    @Override
    public Void visitVertLine(Md5Parser.VertLineContext ctx) {
        announced(mesh.vertexCount, "numverts", ctx.getStart());
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
        announced(mesh.triangleCount, "numtris", ctx.getStart());
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
        announced(mesh.weightCount, "numweights", ctx.getStart());
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
        if (flags != 0 && (long) start + Integer.bitCount(flags) > numAnimatedComponents) {
            throw fail(startToken, "start index " + start + " with " + Integer.bitCount(flags)
                    + " animated components runs past numAnimatedComponents " + numAnimatedComponents);
        }
        hierarchy.add(new Md5AnimatedJoint(unquoted(name), parent, flags, start));
        return null;
    }

    @Override
    public Void visitBoundsLine(Md5Parser.BoundsLineContext ctx) {
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
        for (Md5Parser.NumberContext n : ctx.number()) {
            if (frameValues.size() - frameValuesAtStart == numAnimatedComponents) {
                throw fail(n.getStart(), "more values in this frame than numAnimatedComponents "
                        + numAnimatedComponents);
            }
            frameValues.add(number(n));
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
        if (!versionSeen) {
            throw ModelFormatException.atLine(source, Math.max(1, lastLine), 1,
                    "empty file: an MD5 file starts with 'MD5Version 10'");
        }
        if (block != Block.NONE) {
            throw ModelFormatException.atLine(source, Math.max(1, lastLine), 1, "the file ends inside the "
                    + block.word + " block opened at line " + blockLine);
        }
        if (kind == null || kind == Md5Document.Kind.MESH) {
            return mesh(lastLine);
        }
        return animation(lastLine);
    }

    private Md5Document mesh(int lastLine) throws ModelFormatException {
        if (!jointsSeen) {
            throw atEnd(lastLine, "no joints block: an .md5mesh file has one");
        }
        if (meshes.size() != numMeshes) {
            throw atEnd(lastLine, meshes.size() + " mesh blocks where numMeshes said " + numMeshes);
        }
        try {
            return Md5Document.mesh(commandLine, joints, meshes);
        } catch (IllegalArgumentException e) {
            throw atEnd(lastLine, e.getMessage());
        }
    }

    private Md5Document animation(int lastLine) throws ModelFormatException {
        if (numJoints < 0 || !hierarchySeen || !baseFrameSeen) {
            throw atEnd(lastLine, "an .md5anim file has numJoints, a hierarchy and a baseframe block");
        }
        if (Double.isNaN(frameRate)) {
            throw atEnd(lastLine, "no frameRate line");
        }
        int frames = frameIndexes.size();
        if (frames != numFrames) {
            throw atEnd(lastLine, frames + " frame blocks where numFrames said " + numFrames);
        }
        // every frame once: numFrames blocks with indexes in range, so a repeat means a frame is missing
        double[] ordered = new double[Math.multiplyExact(numFrames, numAnimatedComponents)];
        int[] seenAt = new int[numFrames];
        for (int f = 0; f < frames; f++) {
            int index = frameIndexes.get(f);
            if (seenAt[index] != 0) {
                throw ModelFormatException.atLine(source, frameLines.get(f), frameColumns.get(f), "frame " + index
                        + " again (first at line " + seenAt[index] + ")");
            }
            seenAt[index] = frameLines.get(f);
            for (int c = 0; c < numAnimatedComponents; c++) {
                ordered[index * numAnimatedComponents + c] = frameValues.get(f * numAnimatedComponents + c);
            }
        }
        if (!boundsSeen) {
            diagnostics.warn(source, "no bounds block: the frames' bounds are left to be computed");
        }
        try {
            return Md5Document.animation(commandLine, hierarchy, frameRate, numFrames, numAnimatedComponents,
                    bounds.toArray(), baseFrame.toArray(), ordered);
        } catch (IllegalArgumentException e) {
            throw atEnd(lastLine, e.getMessage());
        }
    }

    private ModelFormatException atEnd(int lastLine, String message) {
        return ModelFormatException.atLine(source, Math.max(1, lastLine), 1, message);
    }

    // ------------------------------------------------------------ helpers

    private void open(Block b) {
        block = b;
        blockLine = line;
    }

    private void kind(Md5Document.Kind k, Token at) {
        if (kind != null && kind != k) {
            throw fail(at, "'" + at.getText() + "' belongs in an ." + (k == Md5Document.Kind.MESH ? "md5mesh" : "md5anim")
                    + " file, and this is an ." + (kind == Md5Document.Kind.MESH ? "md5mesh" : "md5anim") + " file");
        }
        kind = k;
    }

    private int once(int current, int value, Token keyword) {
        if (current >= 0) {
            throw fail(keyword, "a second " + keyword.getText() + " line");
        }
        return value;
    }

    private boolean first(boolean seen, Token keyword) {
        if (seen) {
            throw fail(keyword, "a second " + keyword.getText() + " block");
        }
        return true;
    }

    private void announced(int count, String what, Token at) {
        if (count < 0) {
            throw fail(at, "'" + at.getText() + "' before the " + what + " line that counts it");
        }
    }

    private void lines(int got, int announced, String what, String count, Token at) {
        if (got != announced) {
            throw fail(at, "the block ends after " + got + " " + what + " where " + count + " said " + announced);
        }
    }

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

    private int integer(Token t) {
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
