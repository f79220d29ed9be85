package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5Document;
import org.antlr.v4.runtime.Token;

/**
 * Where in the file the reading is, and what the file has announced: whether its version line
 * came, whether it is an {@code .md5mesh} or an {@code .md5anim} file (told by the first line
 * only one kind has), the counts it said (each once, none negative), which block is open since
 * which line, and which blocks came (each once, after what it needs). It stands apart from
 * {@link Md5DocumentBuilder} because the order is a state machine of its own: the line reader
 * asks it whose line rule the next line takes, the builder asks it whether a line may come here
 * (it throws at the token that breaks the order) and then only builds. What a line holds is
 * checked by the builder, a mesh block's lines by {@link Md5MeshBlock}, the frames by
 * {@link Md5FrameBlocks}.
 */
final class Md5BlockOrder {
    /** Where the reading is: outside any block, or inside one. */
    enum Block {
        NONE("the file"), JOINTS("joints"), MESH("mesh"), HIERARCHY("hierarchy"), BOUNDS("bounds"),
        BASEFRAME("baseframe"), FRAME("frame");

        final String word;

        Block(String word) {
            this.word = word;
        }
    }

    /** For the line being read, its numbers and errors at it. */
    private final Md5DocumentBuilder doc;

    private boolean versionSeen;
    private Md5Document.Kind kind;
    private int numJoints = -1;
    private int numMeshes = -1;
    private int numFrames = -1;
    private int numAnimatedComponents = -1;

    private Block block = Block.NONE;
    private int blockLine;
    private boolean jointsSeen;
    private boolean hierarchySeen;
    private boolean boundsSeen;
    private boolean baseFrameSeen;

    Md5BlockOrder(Md5DocumentBuilder doc) {
        this.doc = doc;
    }

    Block block() {
        return block;
    }

    boolean versionSeen() {
        return versionSeen;
    }

    /** The file's kind as far as its lines have told it: null while only lines both kinds have came. */
    Md5Document.Kind kind() {
        return kind;
    }

    int numJoints() {
        return numJoints;
    }

    int numFrames() {
        return numFrames;
    }

    int numAnimatedComponents() {
        return numAnimatedComponents;
    }

    boolean boundsSeen() {
        return boundsSeen;
    }

    // ------------------------------------------------------------ outside blocks

    /** An {@code MD5Version} line at {@code at}: the file has one. */
    void version(Token at) {
        if (versionSeen) {
            throw doc.fail(at, "a second MD5Version line");
        }
        versionSeen = true;
    }

    /** A count line ({@code numJoints}, {@code numMeshes}, ...): not negative, once, in its kind of file. */
    void count(Token keyword, Token number) {
        int n = countNumber(keyword, number);
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
    }

    /**
     * A mesh block's count line ({@code numverts}, {@code numtris}, {@code numweights}) whose
     * count so far is {@code current} (-1: not said): the count, not negative and said once.
     */
    int meshCount(int current, Token keyword, Token number) {
        return once(current, countNumber(keyword, number), keyword);
    }

    /**
     * A block's opening line at {@code keyword} (all but {@code frame}), after {@code meshes} mesh
     * blocks: each block once (a mesh block up to numMeshes), in its kind of file, after the count
     * it is held to and the blocks it needs.
     */
    Block open(Token keyword, int meshes) {
        switch (keyword.getType()) {
            case Md5Lexer.JOINTS -> {
                kind(Md5Document.Kind.MESH, keyword);
                jointsSeen = first(jointsSeen, keyword);
                announced(numJoints, "numJoints", keyword);
                enter(Block.JOINTS);
            }
            case Md5Lexer.MESH -> {
                kind(Md5Document.Kind.MESH, keyword);
                announced(numMeshes, "numMeshes", keyword);
                if (!jointsSeen) {
                    throw doc.fail(keyword, "a mesh block before the joints block: weights name joints");
                }
                if (meshes == numMeshes) {
                    throw doc.fail(keyword, "mesh block " + (numMeshes + 1) + " where numMeshes said " + numMeshes);
                }
                enter(Block.MESH);
            }
            case Md5Lexer.HIERARCHY -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                hierarchySeen = first(hierarchySeen, keyword);
                announced(numJoints, "numJoints", keyword);
                announced(numAnimatedComponents, "numAnimatedComponents", keyword);
                enter(Block.HIERARCHY);
            }
            case Md5Lexer.BOUNDS -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                boundsSeen = first(boundsSeen, keyword);
                announced(numFrames, "numFrames", keyword);
                enter(Block.BOUNDS);
            }
            default -> {
                kind(Md5Document.Kind.ANIMATION, keyword);
                baseFrameSeen = first(baseFrameSeen, keyword);
                if (!hierarchySeen) {
                    throw doc.fail(keyword, "a baseframe block before the hierarchy block");
                }
                enter(Block.BASEFRAME);
            }
        }
        return block;
    }

    /** A {@code frame N} line starting at {@code start}: after the baseframe, N one of numFrames; returns N. */
    int openFrame(Token start, Token number) {
        kind(Md5Document.Kind.ANIMATION, start);
        if (!baseFrameSeen) {
            throw doc.fail(start, "a frame block before the baseframe block");
        }
        announced(numFrames, "numFrames", start);
        int index = doc.integer(number);
        if (index < 0 || index >= numFrames) {
            throw doc.fail(number, "frame " + index + " where numFrames says " + numFrames + " (0 to "
                    + (numFrames - 1) + ")");
        }
        enter(Block.FRAME);
        return index;
    }

    /** A line of a file of kind {@code k} at {@code at}: the file's kind, unless it has another. */
    void kind(Md5Document.Kind k, Token at) {
        if (kind != null && kind != k) {
            throw doc.fail(at, "'" + at.getText() + "' belongs in an ." + extension(k) + " file, and this is an ."
                    + extension(kind) + " file");
        }
        kind = k;
    }

    // ------------------------------------------------------------ inside blocks

    /** A line at {@code at} held to a count ({@code what}), which must have been said ({@code count} not -1). */
    void announced(int count, String what, Token at) {
        if (count < 0) {
            throw doc.fail(at, "'" + at.getText() + "' before the " + what + " line that counts it");
        }
    }

    /**
     * A block ending at {@code at} after {@code got} lines of {@code what}, where {@code count} said
     * {@code announced}.
     */
    void lines(int got, int announced, String what, String count, Token at) {
        if (got != announced) {
            throw doc.fail(at, "the block ends after " + got + " " + what + " where " + count + " said " + announced);
        }
    }

    /** The open block's closing brace: the reading is outside blocks again. */
    void close() {
        block = Block.NONE;
    }

    // ------------------------------------------------------------ the end

    /** The end of the file, after its {@code lastLine}: the version line came and no block is open. */
    void end(int lastLine) throws ModelFormatException {
        if (!versionSeen) {
            throw doc.atEnd(lastLine, "empty file: an MD5 file starts with 'MD5Version 10'");
        }
        if (block != Block.NONE) {
            throw doc.atEnd(lastLine, "the file ends inside the " + block.word + " block opened at line " + blockLine);
        }
    }

    /**
     * The end of an {@code .md5mesh} file after {@code meshes} mesh blocks: its joints block and
     * numMeshes mesh blocks came.
     */
    void meshEnd(int lastLine, int meshes) throws ModelFormatException {
        if (!jointsSeen) {
            throw doc.atEnd(lastLine, "no joints block: an .md5mesh file has one");
        }
        if (meshes != numMeshes) {
            throw doc.atEnd(lastLine, meshes + " mesh blocks where numMeshes said " + numMeshes);
        }
    }

    /**
     * The end of an {@code .md5anim} file after {@code frames} frame blocks: numJoints, the hierarchy
     * and baseframe blocks, a frameRate line ({@code frameRateSeen}) and numFrames frame blocks came.
     */
    void animationEnd(int lastLine, boolean frameRateSeen, int frames) throws ModelFormatException {
        if (numJoints < 0 || !hierarchySeen || !baseFrameSeen) {
            throw doc.atEnd(lastLine, "an .md5anim file has numJoints, a hierarchy and a baseframe block");
        }
        if (!frameRateSeen) {
            throw doc.atEnd(lastLine, "no frameRate line");
        }
        if (frames != numFrames) {
            throw doc.atEnd(lastLine, frames + " frame blocks where numFrames said " + numFrames);
        }
    }

    // ------------------------------------------------------------ helpers

    private void enter(Block b) {
        block = b;
        blockLine = doc.line();
    }

    private int countNumber(Token keyword, Token number) {
        int n = doc.integer(number);
        if (n < 0) {
            throw doc.fail(number, keyword.getText() + " " + n + ": a count is not negative");
        }
        return n;
    }

    private static String extension(Md5Document.Kind k) {
        return k == Md5Document.Kind.MESH ? "md5mesh" : "md5anim";
    }

    private int once(int current, int value, Token keyword) {
        if (current >= 0) {
            throw doc.fail(keyword, "a second " + keyword.getText() + " line");
        }
        return value;
    }

    private boolean first(boolean seen, Token keyword) {
        if (seen) {
            throw doc.fail(keyword, "a second " + keyword.getText() + " block");
        }
        return true;
    }
}
