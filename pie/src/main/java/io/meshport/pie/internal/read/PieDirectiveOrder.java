package io.meshport.pie.internal.read;

import io.meshport.grammars.pie.PieParser;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.PieLevelPart;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.parse.TextSyntaxError;
import io.meshport.text.number.TokenNumbers;
import org.antlr.v4.runtime.Token;

/**
 * Where in the file the reading is, as the game's loader takes it: which directives may come
 * next (a rank that must not fall), how many levels are announced, which block's data lines are
 * being read and how many remain, and whether the game has stopped reading. It stands apart from
 * {@link PieDocumentBuilder} because the order is a state machine of its own: the line reader
 * asks it what the next line is, the builder asks it whether a directive may come here (it throws
 * at the token that breaks the order) and then only builds; what a line holds is checked by the
 * builder and {@link PieRules}.
 *
 * <p>Order: {@code PIE n}, {@code TYPE}, {@code INTERPOLATE}, texture lines, {@code EVENT}s,
 * {@code LEVELS}; then per level {@code LEVEL i}, the PIE 4 settings ({@code TYPE},
 * {@code INTERPOLATE}, texture lines), {@code MATERIALS}, {@code SHADERS}, {@code POINTS},
 * {@code NORMALS}, {@code POLYGONS}, then connectors, animation and shadow blocks in any order.
 */
final class PieDirectiveOrder {
    /** Ranks of what may come next: a directive must not rank below the last one. */
    private static final int HEADER = 0;
    private static final int TYPE = 1;
    private static final int INTERPOLATE = 2;
    private static final int TEXTURES = 3;
    private static final int EVENTS = 4;
    /** Also where a level starts. */
    private static final int LEVELS = 5;
    private static final int LEVEL_TYPE = 6;
    private static final int LEVEL_INTERPOLATE = 7;
    private static final int LEVEL_TEXTURES = 8;
    private static final int MATERIALS = 9;
    private static final int SHADERS = 10;
    private static final int POINTS = 11;
    private static final int NORMALS = 12;
    private static final int POLYGONS = 13;
    /** After the polygons: connectors, animation and shadow blocks. */
    private static final int TAIL = 14;

    /** For the level being read, the file's version, and errors at the line being read. */
    private final PieDocumentBuilder doc;

    private int rank = HEADER;
    private boolean typeSeen;
    private int levelCount = -1;
    private PieBlock block;
    private int remaining;
    private boolean stopped;
    private int stoppedAtBlankLine;

    PieDirectiveOrder(PieDocumentBuilder doc) {
        this.doc = doc;
    }

    // ------------------------------------------------------------ where the reading is

    boolean started() {
        return rank > HEADER;
    }

    /** Whether the next line is a data line of a block. */
    PieBlock dataBlock() {
        return remaining > 0 ? block : null;
    }

    /** The block last started: the one whose data lines are being read. */
    PieBlock block() {
        return block;
    }

    boolean stopped() {
        return stopped;
    }

    /** Whether the game would stop reading here and ignore the rest: after the last level's blocks. */
    private boolean inLastLevelTail() {
        PieLevelBuilder level = doc.level();
        return level != null && rank == TAIL && remaining == 0 && level.number == levelCount;
    }

    /**
     * Whether a directive line may be visited: after a level's blocks only another block or the
     * next LEVEL may come; in the last level anything else ends the file for the game.
     */
    boolean admits(PieParser.DirectiveContext ctx) {
        if (rank != TAIL || remaining > 0) {
            return true;
        }
        boolean tailDirective = ctx instanceof PieParser.LevelDirectiveContext
                || ctx instanceof PieParser.AnimObjectDirectiveContext
                || ctx instanceof PieParser.BlockDirectiveContext b && b.blockKeyword().POINTS() == null
                        && b.blockKeyword().NORMALS() == null && b.blockKeyword().POLYGONS() == null;
        if (tailDirective) {
            return true;
        }
        Token first = ctx.getStart();
        PieLevelBuilder level = doc.level();
        if (level.number == levelCount) {
            stop(first.getCharPositionInLine() + 1, "'" + first.getText() + "' is not a directive of a level's end");
            return false;
        }
        throw doc.fail(first, "'" + first.getText() + "' here: after POLYGONS comes CONNECTORS, ANIMOBJECT,"
                + " SHADOWPOINTS, SHADOWPOLYGONS or LEVEL " + (level.number + 1));
    }

    /** The game ignores the rest of the file from this line on. */
    private void stop(int column, String why) {
        stopped = true;
        doc.warn(column, why + ": the game stops reading here and ignores the rest of the file, and so does meshport");
    }

    /** A whitespace-only line: the game fails on it, except after the last level's blocks, where it stops. */
    void blankLine() {
        if (inLastLevelTail()) {
            // The game ignores the rest of the file after it; worth a warning only if something
            // follows (the game's own files end with one), which ignored() knows.
            stopped = true;
            stoppedAtBlankLine = doc.line();
            return;
        }
        throw new TextSyntaxError(doc.atLine("a line of blanks only"
                + (dataBlock() != null ? " inside the " + block + " block" : "")
                + ": the game fails on it (an empty line is fine)"));
    }

    /** What followed the line that stopped the reading. */
    void ignored(String rest) {
        if (stoppedAtBlankLine > 0 && !rest.isBlank()) {
            doc.warnAtLine(stoppedAtBlankLine, "a line of blanks after the last level's blocks: the game"
                    + " stops reading here and ignores the rest of the file, and so does meshport");
        }
    }

    /** What was due where a line that is no directive came. */
    String expected() {
        PieLevelBuilder level = doc.level();
        if (rank == TYPE) {
            return "TYPE: the line after 'PIE " + doc.version() + "' must be TYPE <flags>";
        }
        if (levelCount < 0) {
            return "a directive the game expects before LEVELS";
        }
        if (level == null || rank == TAIL) {
            return "LEVEL " + (level == null ? 1 : level.number + 1) + " or a level block";
        }
        return rank < POINTS ? "POINTS" : rank < POLYGONS ? "NORMALS or POLYGONS" : "a level directive";
    }

    // ------------------------------------------------------------ header and file settings

    /** The PIE line is read: TYPE is due. */
    void header() {
        rank = TYPE;
    }

    void requireType(Token t) {
        if (!typeSeen && doc.level() == null) {
            throw doc.fail(t, "missing TYPE: the line after 'PIE " + doc.version() + "' must be TYPE <flags>");
        }
    }

    /** TYPE, the file's or (PIE 4) the level's. */
    void type(Token t) {
        setting(t, TYPE, LEVEL_TYPE, false, "TYPE comes right after the PIE line");
    }

    /** INTERPOLATE, the file's or (PIE 4) the level's. */
    void interpolate(Token t) {
        setting(t, INTERPOLATE, LEVEL_INTERPOLATE, false, "INTERPOLATE comes right after TYPE");
    }

    /** A texture line, the file's or (PIE 4) the level's. */
    void texture(Token t) {
        setting(t, TEXTURES, LEVEL_TEXTURES, true, "texture lines come after TYPE and INTERPOLATE, before EVENT");
    }

    /** A setting the file has before its levels and (PIE 4) each level at its start. */
    private void setting(Token t, int fileRank, int levelRank, boolean repeatable, String fileRule) {
        if (doc.level() == null) {
            fileSetting(t, fileRank, repeatable, fileRule);
        } else {
            levelSetting(t, levelRank, repeatable);
        }
    }

    void event(Token t) {
        if (doc.level() != null) {
            throw doc.fail(t, "EVENT inside a level: events come before LEVELS");
        }
        fileSetting(t, EVENTS, true, "EVENT lines come after the texture lines, before LEVELS");
    }

    /** LEVELS and the number of levels it announces. */
    void levels(Token keyword, Token countToken) {
        if (doc.level() != null) {
            throw doc.fail(keyword, "LEVELS inside a level");
        }
        fileSetting(keyword, LEVELS, false, "LEVELS comes once, after the file's settings and events");
        levelCount = TokenNumbers.toInt(countToken, doc.parser());
        if (levelCount <= 0) {
            throw doc.fail(countToken, "LEVELS " + levelCount + ": a PIE file needs at least one level");
        }
    }

    // ------------------------------------------------------------ levels

    /**
     * A LEVEL line.
     *
     * @return the level's number, or 0 if the game stops reading here (a LEVEL past the last)
     */
    int level(Token keyword, Token numberToken) {
        if (levelCount < 0) {
            throw doc.fail(keyword, "LEVEL before LEVELS");
        }
        PieLevelBuilder level = doc.level();
        int number = TokenNumbers.toInt(numberToken, doc.parser());
        int expected = level == null ? 1 : level.number + 1;
        if (level != null && rank < TAIL) {
            throw doc.fail(keyword, "LEVEL " + number + " before level " + level.number + " has "
                    + (rank < POINTS ? "POINTS" : "POLYGONS"));
        }
        if (level != null && level.number == levelCount) {
            stop(keyword.getCharPositionInLine() + 1, "LEVEL " + number + " after the last of LEVELS "
                    + levelCount);
            return 0;
        }
        if (number != expected) {
            throw doc.fail(numberToken, "LEVEL " + number + " where LEVEL " + expected
                    + " is due: levels are numbered 1, 2, ... in order");
        }
        rank = LEVELS;
        return number;
    }

    /** MATERIALS or SHADERS, which the game ignores but whose place it checks. */
    void obsolete(Token keyword, boolean materials) {
        String name = materials ? "MATERIALS" : "SHADERS";
        if (doc.level() == null) {
            throw doc.fail(keyword, name + " outside a level");
        }
        if (rank >= (materials ? MATERIALS : SHADERS)) {
            throw doc.fail(keyword, name + " here: it comes once, before POINTS" + (materials ? " and SHADERS" : ""));
        }
        rank = materials ? MATERIALS : SHADERS;
    }

    /** A block's keyword outside a level. */
    void requireLevel(PieBlock kind, Token keyword) {
        if (doc.level() == null) {
            throw doc.fail(keyword, kind + " outside a level: LEVEL " + (levelCount < 0 ? "(after LEVELS)" : "1")
                    + " comes first");
        }
    }

    /** A block's keyword in its level: POINTS, NORMALS and POLYGONS in turn, then the tail blocks. */
    void block(PieBlock kind, Token keyword) {
        switch (kind) {
            case POINTS -> expectRank(keyword, rank < POINTS, POINTS,
                    "POINTS comes once per level, after the level's settings");
            case NORMALS -> expectRank(keyword, rank == POINTS, NORMALS,
                    "NORMALS comes once, between POINTS and POLYGONS");
            case POLYGONS -> expectRank(keyword, rank == POINTS || rank == NORMALS, POLYGONS,
                    "POLYGONS comes once per level, after POINTS (and NORMALS)");
            default -> tail(keyword, kind);
        }
    }

    /** ANIMOBJECT, a block of the level's tail. */
    void animObject(Token keyword) {
        if (doc.level() == null) {
            throw doc.fail(keyword, "ANIMOBJECT outside a level");
        }
        tail(keyword, PieBlock.ANIMOBJECT);
    }

    // ------------------------------------------------------------ data lines

    /**
     * A block of {@code count} data lines starts.
     *
     * @return whether it is over already (no lines)
     */
    boolean startBlock(PieBlock kind, int count) {
        block = kind;
        remaining = count;
        return count == 0 && closeBlock();
    }

    /**
     * One data line of the block is read.
     *
     * @return whether it was the block's last
     */
    boolean dataLine() {
        return --remaining == 0 && closeBlock();
    }

    private boolean closeBlock() {
        if (block == PieBlock.POLYGONS) {
            rank = TAIL;
        }
        return true;
    }

    // ------------------------------------------------------------ the end

    /**
     * Checks that the file ends where the game would not fail; the file has started.
     *
     * @throws ModelFormatException if it does not
     */
    void atEnd() throws ModelFormatException {
        if (remaining > 0) {
            throw doc.atLine("the file ends inside a " + block + " block: " + remaining + " more " + block.line
                    + " line" + (remaining == 1 ? "" : "s") + " announced");
        }
        if (!typeSeen) {
            throw doc.atLine("missing TYPE: the game fails without it");
        }
        if (levelCount < 0) {
            throw doc.atLine("the file ends before LEVELS");
        }
        PieLevelBuilder level = doc.level();
        if (level == null || level.number < levelCount) {
            throw doc.atLine("the file ends before LEVEL " + (level == null ? 1 : level.number + 1) + " (LEVELS "
                    + levelCount + ")");
        }
        if (rank < TAIL) {
            throw doc.atLine("the file ends before level " + level.number + " has "
                    + (rank < POINTS ? "POINTS" : "POLYGONS"));
        }
    }

    // ------------------------------------------------------------ internals

    /**
     * A block of the level's tail ({@code kind} is CONNECTORS, ANIMOBJECT, SHADOWPOINTS or
     * SHADOWPOLYGONS): after POLYGONS, once per level.
     */
    private void tail(Token keyword, PieBlock kind) {
        if (rank < TAIL) {
            throw doc.fail(keyword, kind + " before the level's POLYGONS");
        }
        PieLevelBuilder level = doc.level();
        for (PieLevelPart p : level.parts) {
            if (p.keyword().equals(kind.name())) {
                throw doc.fail(keyword, "a second " + kind + " block in level " + level.number);
            }
        }
    }

    /** A file-scope directive of {@code newRank}; repeatable ones may follow themselves. */
    private void fileSetting(Token t, int newRank, boolean repeatable, String rule) {
        if (newRank == TYPE) {
            if (typeSeen) {
                throw doc.fail(t, "a second TYPE: " + rule);
            }
            typeSeen = true;
        } else if (newRank < rank || newRank == rank && !repeatable) {
            throw doc.fail(t, t.getText() + " here is out of order: " + rule);
        }
        rank = newRank;
    }

    /** A PIE 4 level setting, which comes before MATERIALS, SHADERS and POINTS. */
    private void levelSetting(Token t, int levelRank, boolean repeatable) {
        int version = doc.version();
        if (version < PieRules.LEVEL_SETTINGS_VERSION) {
            throw doc.fail(t, t.getText() + " inside a level needs PIE 4 (this file is PIE " + version + ")");
        }
        if (levelRank < rank || levelRank == rank && !repeatable) {
            throw doc.fail(t, t.getText() + " here is out of order: a level's TYPE, INTERPOLATE and texture lines"
                    + " come in that order, right after LEVEL");
        }
        rank = levelRank;
    }

    private void expectRank(Token t, boolean allowed, int newRank, String rule) {
        if (!allowed) {
            throw doc.fail(t, t.getText() + " here is out of order: " + rule);
        }
        rank = newRank;
    }
}
