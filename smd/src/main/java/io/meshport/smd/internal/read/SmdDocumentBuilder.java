package io.meshport.smd.internal.read;

import static io.meshport.text.parse.LineTokens.column;
import static io.meshport.text.parse.LineTokens.unquoted;

import io.meshport.grammars.smd.SmdBaseVisitor;
import io.meshport.grammars.smd.SmdLexer;
import io.meshport.grammars.smd.SmdParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.smd.SmdDocument;
import io.meshport.smd.SmdFrame;
import io.meshport.smd.SmdNode;
import io.meshport.smd.SmdTriangles;
import io.meshport.text.number.TokenNumbers;
import io.meshport.text.parse.LineParser;
import io.meshport.text.parse.LineTokens;
import io.meshport.text.parse.TextSyntaxError;
import io.meshport.text.pool.DoubleList;
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/**
 * The typed visitor: turns each parsed SMD line into the document, and knows where in the file it
 * is (which block, which frame, which of a triangle's lines). Every index is checked where it is
 * written, against what the lines before it made (bones against the nodes block, times against the
 * frames so far), so nothing is allocated by a number the file says: a file that says
 * {@code time 2000000000} is an error at that line.
 */
final class SmdDocumentBuilder extends SmdBaseVisitor<Void> {
    /** Where the reading is: outside any block, or inside one. */
    enum Block {
        NONE("the file"), NODES("nodes"), SKELETON("skeleton"), TRIANGLES("triangles"),
        VERTEXANIMATION("vertexanimation");

        final String word;

        Block(String word) {
            this.word = word;
        }
    }

    private final String source;
    private final Diagnostics diagnostics;
    private final LineParser<SmdParser> parser;
    private int line;

    private boolean versionSeen;
    private boolean unskinnedMark;
    private Block block = Block.NONE;
    private int blockLine;
    private boolean nodesSeen;
    private boolean skeletonSeen;
    private boolean trianglesSeen;

    private final List<SmdNode> nodes = new ArrayList<>();

    /** Per frame, its first pose line in {@link #poseBones}. */
    private final IntList frameStarts = new IntList(64);
    private final IntList poseBones = new IntList(256);
    private final DoubleList poses = new DoubleList();
    /** Per bone, 1 + the last frame that posed it, and the line where it did. */
    private int[] posedIn;
    private int[] posedAt;

    /** 0: a material line comes next; 1 to 3: that many of the triangle's vertex lines came. */
    private int corner;
    private final List<String> materials = new ArrayList<>();
    private final Map<String, Integer> materialIndex = new HashMap<>();
    private final IntList triangleMaterial = new IntList(256);
    private final IntList parents = new IntList(768);
    private final DoubleList values = new DoubleList();
    private final IntList linkCounts = new IntList(768);
    private final IntList linkBones = new IntList(768);
    private final DoubleList linkWeights = new DoubleList();
    private int materialsWithMore;
    private int materialWithMoreLine;
    private boolean endMaterialWarned;

    SmdDocumentBuilder(String source, Diagnostics diagnostics, LineParser<SmdParser> parser) {
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

    /** Whether the next line of the triangles block is a material line. */
    boolean expectsMaterial() {
        return corner == 0;
    }

    /** A comment line: meshport's {@link SmdDocument#UNSKINNED_MARK} before the nodes block marks the file. */
    void commentLine(String comment) {
        if (block == Block.NONE && !nodesSeen && comment.stripTrailing().equals(SmdDocument.UNSKINNED_MARK)) {
            unskinnedMark = true;
        }
    }

    // ------------------------------------------------------------ outside blocks

    @Override
    public Void visitVersionLine(SmdParser.VersionLineContext ctx) {
        int version = integer(ctx.INT().getSymbol());
        if (versionSeen) {
            throw fail(ctx.getStart(), "a second version line");
        }
        if (version != SmdDocument.VERSION) {
            throw fail(ctx.INT().getSymbol(), "version " + version + ": SMD files are version " + SmdDocument.VERSION);
        }
        versionSeen = true;
        return null;
    }

    @Override
    public Void visitBlockStart(SmdParser.BlockStartContext ctx) {
        Token keyword = ctx.blockKeyword().getStart();
        switch (keyword.getType()) {
            case SmdLexer.NODES -> {
                nodesSeen = first(nodesSeen, keyword);
                open(Block.NODES);
            }
            case SmdLexer.SKELETON -> {
                afterNodes(keyword, "poses name bones");
                skeletonSeen = first(skeletonSeen, keyword);
                posedIn = new int[nodes.size()];
                posedAt = new int[nodes.size()];
                open(Block.SKELETON);
            }
            case SmdLexer.TRIANGLES -> {
                afterNodes(keyword, "vertices name bones");
                trianglesSeen = first(trianglesSeen, keyword);
                corner = 0;
                open(Block.TRIANGLES);
            }
            default -> {
                diagnostics.warn(source, line, column(keyword), "the vertexanimation block is ignored: meshport"
                        + " does not read flex animation (the reference compiler skips it too)");
                open(Block.VERTEXANIMATION);
            }
        }
        return null;
    }

    // ------------------------------------------------------------ inside blocks

    @Override
    public Void visitBlockEnd(SmdParser.BlockEndContext ctx) {
        switch (block) {
            case SKELETON -> {
                endFrame(ctx.getStart());
                if (frameStarts.size() == 0 && !nodes.isEmpty()) {
                    throw fail(ctx.getStart(), "the skeleton block ends without 'time 0': the first frame is the"
                            + " bind pose of the " + nodes.size() + " bones");
                }
            }
            case TRIANGLES -> {
                if (corner != 0) {
                    throw fail(ctx.getStart(), "the triangles block ends inside a triangle: " + (corner - 1)
                            + " of its 3 vertex lines came");
                }
            }
            default -> {
                // nodes and vertexanimation end with nothing to check
            }
        }
        block = Block.NONE;
        return null;
    }

    @Override
    public Void visitNodeLine(SmdParser.NodeLineContext ctx) {
        Token indexToken = ctx.INT(0).getSymbol();
        int index = integer(indexToken);
        if (index != nodes.size()) {
            throw fail(indexToken, "bone index " + index + " where the next is " + nodes.size()
                    + " (the nodes count up from 0 by 1)");
        }
        Token nameToken = ctx.name().getStart();
        String name = nameToken.getType() == SmdLexer.STRING ? unquoted(nameToken) : nameToken.getText();
        if (name.isEmpty()) {
            throw fail(nameToken, "an empty bone name (the reference compiler leaves such a bone out)");
        }
        Token parentToken = ctx.INT(1).getSymbol();
        int parent = integer(parentToken);
        if (parent < -1 || parent >= index) {
            throw fail(parentToken, "bone " + index + "'s parent " + parent + " is not an earlier bone (or -1)");
        }
        nodes.add(new SmdNode(name, parent));
        return null;
    }

    @Override
    public Void visitTimeLine(SmdParser.TimeLineContext ctx) {
        Token number = ctx.INT().getSymbol();
        int time = integer(number);
        int next = frameStarts.size();
        if (time != next) {
            throw fail(number, "time " + time + " where the next frame is " + next + " (times count up from 0 by 1)");
        }
        endFrame(ctx.getStart());
        frameStarts.add(poseBones.size());
        return null;
    }

    @Override
    public Void visitPoseLine(SmdParser.PoseLineContext ctx) {
        Token boneToken = ctx.INT().getSymbol();
        if (frameStarts.size() == 0) {
            throw fail(boneToken, "a pose before the first 'time' line");
        }
        int frame = frameStarts.size() - 1;
        int bone = bone(boneToken);
        if (posedIn[bone] == frame + 1) {
            throw fail(boneToken, "bone " + bone + " again in time " + frame + " (first at line " + posedAt[bone] + ")");
        }
        posedIn[bone] = frame + 1;
        posedAt[bone] = line;
        poseBones.add(bone);
        for (SmdParser.NumberContext n : ctx.number()) {
            poses.add(number(n));
        }
        return null;
    }

    /** The end of the frame being read, at {@code at} (the next time line or the block's end): time 0 poses every bone. */
    private void endFrame(Token at) {
        if (frameStarts.size() != 1) {
            return;
        }
        int posed = poseBones.size();
        if (posed != nodes.size()) {
            int missing = 0;
            while (posedIn[missing] == 1) {
                missing++;
            }
            throw fail(at, "time 0 poses " + posed + " of the " + nodes.size() + " bones: bone " + missing + " ("
                    + nodes.get(missing).name() + ") has none, and the first frame is the bind pose");
        }
    }

    /** A material line: {@code word}, at {@code column}, with more on the line after it or not. */
    void material(String word, int column, boolean more) {
        if (!endMaterialWarned && word.startsWith("end")) {
            diagnostics.warn(source, line, column, "material '" + word + "' starts with 'end': the reference compiler"
                    + " ends the triangles block here, and meshport reads it as a material");
            endMaterialWarned = true;
        }
        if (more) {
            if (materialsWithMore++ == 0) {
                materialWithMoreLine = line;
            }
        }
        Integer index = materialIndex.get(word);
        if (index == null) {
            index = materials.size();
            materials.add(word);
            materialIndex.put(word, index);
        }
        triangleMaterial.add(index);
        corner = 1;
    }

    @Override
    public Void visitVertexLine(SmdParser.VertexLineContext ctx) {
        parents.add(bone(ctx.INT(0).getSymbol()));
        for (SmdParser.NumberContext n : ctx.number()) {
            values.add(number(n));
        }
        if (ctx.INT().size() < 2) {
            linkCounts.add(SmdTriangles.GOLDSRC);
        } else {
            Token countToken = ctx.INT(1).getSymbol();
            int count = integer(countToken);
            if (count < 0) {
                throw fail(countToken, "link count " + count + " is negative");
            }
            List<SmdParser.LinkContext> links = ctx.link();
            if (links.size() > count) {
                throw fail(links.get(count).getStart(), "more links than the link count " + count);
            }
            if (links.size() < count) {
                throw fail(countToken, "link count " + count + " but " + links.size() + " links on the line");
            }
            for (SmdParser.LinkContext link : links) {
                linkBones.add(bone(link.INT().getSymbol()));
                double weight = number(link.number());
                if (weight < 0) {
                    throw fail(link.number().getStart(), "link weight " + link.number().getText() + " is negative");
                }
                linkWeights.add(weight);
            }
            linkCounts.add(count);
        }
        corner = corner == 3 ? 0 : corner + 1;
        return null;
    }

    // ------------------------------------------------------------ the end

    /**
     * The document, once every line is read.
     *
     * @throws ModelFormatException when the file ends inside a block, or without what an SMD file needs
     */
    SmdDocument build(int lastLine) throws ModelFormatException {
        if (!versionSeen) {
            throw atEnd(lastLine, "empty file: an SMD file starts with 'version 1'");
        }
        if (block != Block.NONE) {
            throw atEnd(lastLine, "the file ends inside the " + block.word + " block opened at line " + blockLine);
        }
        if (!nodesSeen) {
            throw atEnd(lastLine, "no nodes block: an SMD file has one");
        }
        if (!skeletonSeen) {
            throw atEnd(lastLine, "no skeleton block: an SMD file has one");
        }
        if (materialsWithMore > 0) {
            diagnostics.warn(source, materialWithMoreLine, 1, materialsWithMore + " material lines have more than one"
                    + " word: the material is the first, as the reference compiler reads it");
        }
        List<SmdFrame> frames = new ArrayList<>();
        int frameCount = frameStarts.size();
        for (int f = 0; f < frameCount; f++) {
            int from = frameStarts.get(f);
            int to = f + 1 < frameCount ? frameStarts.get(f + 1) : poseBones.size();
            int[] bones = new int[to - from];
            double[] pose = new double[SmdFrame.VALUES * (to - from)];
            for (int i = from; i < to; i++) {
                bones[i - from] = poseBones.get(i);
                for (int c = 0; c < SmdFrame.VALUES; c++) {
                    pose[(i - from) * SmdFrame.VALUES + c] = poses.get(i * SmdFrame.VALUES + c);
                }
            }
            frames.add(new SmdFrame(bones, pose));
        }
        SmdTriangles triangles = null;
        if (trianglesSeen) {
            triangles = new SmdTriangles(materials, triangleMaterial.toArray(), parents.toArray(), values.toArray(),
                    linkCounts.toArray(), linkBones.toArray(), linkWeights.toArray());
        }
        try {
            return SmdDocument.of(nodes, frames, triangles).withUnskinnedMark(unskinnedMark);
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

    private void afterNodes(Token keyword, String why) {
        if (!nodesSeen) {
            throw fail(keyword, "a " + keyword.getText() + " block before the nodes block: " + why);
        }
    }

    private boolean first(boolean seen, Token keyword) {
        if (seen) {
            throw fail(keyword, "a second " + keyword.getText() + " block");
        }
        return true;
    }

    /** A bone index that the nodes block has. */
    private int bone(Token t) {
        int bone = integer(t);
        if (bone < 0 || bone >= nodes.size()) {
            throw fail(t, "unknown bone " + bone + " (the nodes block has " + nodes.size()
                    + (nodes.isEmpty() ? ")" : ": 0 to " + (nodes.size() - 1) + ")"));
        }
        return bone;
    }

    private double number(SmdParser.NumberContext n) {
        return TokenNumbers.toFiniteDouble(n.getStart(), parser);
    }

    private int integer(Token t) {
        return TokenNumbers.toInt(t, parser);
    }

    TextSyntaxError fail(Token t, String message) {
        return LineTokens.error(source, line, t, message);
    }

    /** Visits a parsed line. */
    void visitLine(ParserRuleContext ctx) {
        ctx.accept(this);
    }
}
