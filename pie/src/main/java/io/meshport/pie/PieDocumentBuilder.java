package io.meshport.pie;

import io.meshport.grammars.pie.PieBaseVisitor;
import io.meshport.grammars.pie.PieParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.FloatList;
import io.meshport.text.IntList;
import io.meshport.text.LineComment;
import io.meshport.text.LineParser;
import io.meshport.text.TextSyntaxError;
import io.meshport.text.TokenNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.antlr.v4.runtime.Token;

/**
 * Builds a {@link PieDocument} from parsed lines, and knows where in the file it is: which
 * directives may come next, which block's data lines are being read and how many remain. Every
 * rule the game enforces is checked here, at the token that breaks it; what the game tolerates
 * is a warning at its place (see {@code docs/pie-conformance.md}).
 *
 * <p>Order, as the game's loader takes it: {@code PIE n}, {@code TYPE}, {@code INTERPOLATE},
 * texture lines, {@code EVENT}s, {@code LEVELS}; then per level {@code LEVEL i}, the PIE 4
 * settings ({@code TYPE}, {@code INTERPOLATE}, texture lines), {@code MATERIALS},
 * {@code SHADERS}, {@code POINTS}, {@code NORMALS}, {@code POLYGONS}, then connectors, animation
 * and shadow blocks in any order.
 */
final class PieDocumentBuilder extends PieBaseVisitor<Void> {
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

    private final String source;
    private final Diagnostics diagnostics;
    private final LineParser<PieParser> parser;

    private int version;
    private int type;
    private OptionalInt interpolate = OptionalInt.empty();
    private final List<PieTexture> textures = new ArrayList<>();
    private final List<PieEvent> events = new ArrayList<>();
    private final List<PieLevel> levels = new ArrayList<>();
    private final List<LineComment> comments = new ArrayList<>();
    private int levelCount = -1;
    private PieLevelBuilder level;
    private int rank = HEADER;
    private PieBlock block;
    private int remaining;
    private boolean stopped;
    private boolean typeSeen;
    private int stoppedAtBlankLine;
    /** Lines the document holds so far: the number the writer will give the next one. */
    private int documentLines;
    private int line;

    PieDocumentBuilder(String source, Diagnostics diagnostics, LineParser<PieParser> parser) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.parser = parser;
    }

    // ------------------------------------------------------------ what the line reader asks

    boolean started() {
        return rank > HEADER;
    }

    /** Whether the next line is a data line of a block. */
    PieBlock dataBlock() {
        return remaining > 0 ? block : null;
    }

    /** Whether the game would stop reading here and ignore the rest: after the last level's blocks. */
    boolean inLastLevelTail() {
        return level != null && rank == TAIL && remaining == 0 && level.number == levelCount;
    }

    boolean stopped() {
        return stopped;
    }

    void atLine(int fileLine) {
        line = fileLine;
    }

    void comment(String text, boolean trailing) {
        comments.add(new LineComment(trailing ? documentLines - 1 : documentLines, text, trailing));
        if (!trailing) {
            // _imd_get_next_line never leaves its loop over comment lines once a newline follows one
            warn(1, "a line that is only a comment: the game's loader (4.4 and later) hangs on it unless it is"
                    + " the file's last line without a newline; put the comment after a directive instead");
        }
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
        if (level.number == levelCount) {
            stop(first.getCharPositionInLine() + 1, "'" + first.getText() + "' is not a directive of a level's end");
            return false;
        }
        throw fail(first, "'" + first.getText() + "' here: after POLYGONS comes CONNECTORS, ANIMOBJECT,"
                + " SHADOWPOINTS, SHADOWPOLYGONS or LEVEL " + (level.number + 1));
    }

    /** The game ignores the rest of the file from this line on. */
    void stop(int column, String why) {
        stopped = true;
        warn(column, why + ": the game stops reading here and ignores the rest of the file, and so does meshport");
    }

    /**
     * The game ignores the rest of the file after a line of blanks in the last level; worth a
     * warning only if something follows (the game's own files end with one).
     */
    private void stopAtBlankLine() {
        stopped = true;
        stoppedAtBlankLine = line;
    }

    /** What followed the line that stopped the reading. */
    void ignored(String rest) {
        if (stoppedAtBlankLine > 0 && !rest.isBlank()) {
            diagnostics.warn(source, stoppedAtBlankLine, 1, "a line of blanks after the last level's blocks: the game"
                    + " stops reading here and ignores the rest of the file, and so does meshport");
        }
    }

    // ------------------------------------------------------------ header and file settings

    @Override
    public Void visitHeader(PieParser.HeaderContext ctx) {
        version = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        String problem = PieRules.versionProblem(version);
        if (problem != null) {
            throw fail(ctx.INT().getSymbol(), problem);
        }
        trailing(ctx.trailing(), "the version");
        rank = TYPE;
        documentLines++;
        return null;
    }

    @Override
    public Void visitTypeDirective(PieParser.TypeDirectiveContext ctx) {
        int flags = hex(ctx.hex());
        if (level == null) {
            order(ctx.getStart(), TYPE, false, "TYPE comes right after the PIE line");
            type = flags;
        } else {
            levelSetting(ctx.getStart(), LEVEL_TYPE, false);
            level.type = OptionalInt.of(flags);
        }
        return accepted(ctx.trailing(), "TYPE");
    }

    @Override
    public Void visitInterpolateDirective(PieParser.InterpolateDirectiveContext ctx) {
        requireType(ctx.getStart());
        int value = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        if (level == null) {
            order(ctx.getStart(), INTERPOLATE, false, "INTERPOLATE comes right after TYPE");
            interpolate = OptionalInt.of(value);
        } else {
            levelSetting(ctx.getStart(), LEVEL_INTERPOLATE, false);
            level.interpolate = OptionalInt.of(value);
        }
        return accepted(ctx.trailing(), "INTERPOLATE");
    }

    @Override
    public Void visitTextureDirective(PieParser.TextureDirectiveContext ctx) {
        requireType(ctx.getStart());
        PieTextureKind kind = PieTextureKind.valueOf(ctx.textureKind().getText());
        Token tilesetToken = ctx.INT(0).getSymbol();
        int tileset = TokenNumbers.toInt(tilesetToken, parser);
        String name = ctx.name().getText();
        String problem = PieRules.textureProblem(tileset, name);
        if (problem != null) {
            throw fail(tileset < 0 || tileset > 2 ? tilesetToken : ctx.name().getStart(), problem);
        }
        Optional<PieTexture.LegacySize> size = ctx.INT().size() == 3
                ? Optional.of(new PieTexture.LegacySize(TokenNumbers.toInt(ctx.INT(1).getSymbol(), parser),
                        TokenNumbers.toInt(ctx.INT(2).getSymbol(), parser)))
                : Optional.empty();
        PieTexture texture = new PieTexture(kind, tileset, name, size);
        List<PieTexture> scope = level == null ? textures : level.textures;
        if (level == null) {
            order(ctx.getStart(), TEXTURES, true, "texture lines come after TYPE and INTERPOLATE, before EVENT");
        } else {
            levelSetting(ctx.getStart(), LEVEL_TEXTURES, true);
        }
        problem = PieRules.textureProblem(version, scope, texture);
        if (problem != null) {
            throw fail(ctx.getStart(), problem);
        }
        scope.add(texture);
        return accepted(ctx.trailing(), kind.keyword());
    }

    @Override
    public Void visitEventDirective(PieParser.EventDirectiveContext ctx) {
        requireType(ctx.getStart());
        if (level != null) {
            throw fail(ctx.getStart(), "EVENT inside a level: events come before LEVELS");
        }
        order(ctx.getStart(), EVENTS, true, "EVENT lines come after the texture lines, before LEVELS");
        int eventType = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        String file = ctx.name().getText();
        String problem = PieRules.nameProblem(file, "event file");
        if (problem != null) {
            throw fail(ctx.name().getStart(), problem);
        }
        if (eventType < 0 || eventType > PieRules.MAX_EVENT_TYPE) {
            // iV_ProcessIMD stores the model under its type in an array of four: past it, it writes
            // out of bounds (the game crashes on large types)
            throw fail(ctx.INT().getSymbol(), "event type " + eventType + " is not 1 (active), 2 (firing) or 3"
                    + " (dying): the game writes past its table of four events and crashes");
        }
        if (eventType == 0) {
            warn(ctx.INT().getSymbol(), "event type 0 is no event (1 active, 2 firing, 3 dying)");
        }
        events.add(new PieEvent(eventType, file));
        return accepted(ctx.trailing(), "EVENT");
    }

    @Override
    public Void visitLevelsDirective(PieParser.LevelsDirectiveContext ctx) {
        requireType(ctx.getStart());
        if (level != null) {
            throw fail(ctx.getStart(), "LEVELS inside a level");
        }
        order(ctx.getStart(), LEVELS, false, "LEVELS comes once, after the file's settings and events");
        levelCount = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        if (levelCount <= 0) {
            throw fail(ctx.INT().getSymbol(), "LEVELS " + levelCount + ": a PIE file needs at least one level");
        }
        return accepted(ctx.trailing(), "LEVELS");
    }

    // ------------------------------------------------------------ levels

    @Override
    public Void visitLevelDirective(PieParser.LevelDirectiveContext ctx) {
        requireType(ctx.getStart());
        if (levelCount < 0) {
            throw fail(ctx.getStart(), "LEVEL before LEVELS");
        }
        int number = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        int expected = level == null ? 1 : level.number + 1;
        if (level != null && rank < TAIL) {
            throw fail(ctx.getStart(), "LEVEL " + number + " before level " + level.number + " has "
                    + (rank < POINTS ? "POINTS" : "POLYGONS"));
        }
        if (level != null && level.number == levelCount) {
            stop(ctx.getStart().getCharPositionInLine() + 1, "LEVEL " + number + " after the last of LEVELS "
                    + levelCount);
            return null;
        }
        if (number != expected) {
            throw fail(ctx.INT().getSymbol(), "LEVEL " + number + " where LEVEL " + expected
                    + " is due: levels are numbered 1, 2, ... in order");
        }
        endLevel();
        level = new PieLevelBuilder(number);
        rank = LEVELS;
        return accepted(ctx.trailing(), "LEVEL");
    }

    @Override
    public Void visitObsoleteDirective(PieParser.ObsoleteDirectiveContext ctx) {
        boolean materials = ctx.MATERIALS() != null;
        String keyword = materials ? "MATERIALS" : "SHADERS";
        if (level == null) {
            throw fail(ctx.getStart(), keyword + " outside a level");
        }
        if (rank >= (materials ? MATERIALS : SHADERS)) {
            throw fail(ctx.getStart(), keyword + " here: it comes once, before POINTS"
                    + (materials ? " and SHADERS" : ""));
        }
        rank = materials ? MATERIALS : SHADERS;
        String rest = restOfLine(ctx.trailing());
        if (materials) {
            level.materials = Optional.of(rest);
        } else {
            level.shaders = Optional.of(rest);
        }
        warn(ctx.getStart(), keyword + " is obsolete: the game ignores it (kept as written)");
        documentLines++;
        return null;
    }

    @Override
    public Void visitBlockDirective(PieParser.BlockDirectiveContext ctx) {
        PieBlock kind = PieBlock.valueOf(ctx.blockKeyword().getText());
        Token keyword = ctx.getStart();
        Token countToken = ctx.INT().getSymbol();
        int count = TokenNumbers.toInt(countToken, parser);
        if (level == null) {
            throw fail(keyword, kind + " outside a level: LEVEL " + (levelCount < 0 ? "(after LEVELS)" : "1")
                    + " comes first");
        }
        if (count < 0) {
            throw fail(countToken, kind + " " + count + ": a count cannot be negative");
        }
        switch (kind) {
            case POINTS -> expectRank(keyword, rank < POINTS, POINTS,
                    "POINTS comes once per level, after the level's settings");
            case NORMALS -> {
                expectRank(keyword, rank == POINTS, NORMALS, "NORMALS comes once, between POINTS and POLYGONS");
                level.normals = new FloatList(9 * Math.min(count, 1024));
                level.normalsLine = line;
                level.normalsColumn = keyword.getCharPositionInLine() + 1;
            }
            case POLYGONS -> {
                expectRank(keyword, rank == POINTS || rank == NORMALS, POLYGONS,
                        "POLYGONS comes once per level, after POINTS (and NORMALS)");
                String problem = PieRules.polygonCountProblem(count);
                if (problem != null) {
                    throw fail(countToken, problem);
                }
                level.polygonsSeen = true;
                normalsMatch(count);
            }
            default -> tailBlock(kind, keyword, countToken, count);
        }
        startBlock(kind, count);
        return accepted(ctx.trailing(), kind.name());
    }

    @Override
    public Void visitAnimObjectDirective(PieParser.AnimObjectDirectiveContext ctx) {
        Token keyword = ctx.getStart();
        if (level == null) {
            throw fail(keyword, "ANIMOBJECT outside a level");
        }
        tailOrder(keyword, PieBlock.ANIMOBJECT);
        level.animTime = TokenNumbers.toInt(ctx.INT(0).getSymbol(), parser);
        level.animCycles = TokenNumbers.toInt(ctx.INT(1).getSymbol(), parser);
        int frames = TokenNumbers.toInt(ctx.INT(2).getSymbol(), parser);
        if (level.animTime <= 0) {
            throw fail(ctx.INT(0).getSymbol(), "ANIMOBJECT time " + level.animTime
                    + ": the game fails on a time that is not > 0");
        }
        if (level.animCycles < 0 || frames < 0) {
            throw fail(ctx.INT(level.animCycles < 0 ? 1 : 2).getSymbol(),
                    "ANIMOBJECT cycles and frames cannot be negative");
        }
        level.animInts = new IntList(PieAnimObject.INTS_PER_FRAME * Math.min(frames, 1024));
        level.animScales = new FloatList(3 * Math.min(frames, 1024));
        startBlock(PieBlock.ANIMOBJECT, frames);
        return accepted(ctx.trailing(), "ANIMOBJECT");
    }

    @Override
    public Void visitOtherLine(PieParser.OtherLineContext ctx) {
        // After a level's blocks, admits() has dealt with the line.
        Token first = ctx.getStart();
        throw fail(first, "'" + first.getText() + "' is not " + expected());
    }

    /** A whitespace-only line: the game fails on it, except after the last level's blocks, where it stops. */
    void blankLine() {
        if (inLastLevelTail()) {
            stopAtBlankLine();
            return;
        }
        throw new TextSyntaxError(ModelFormatException.atLine(source, line, 1,
                "a line of blanks only" + (dataBlock() != null ? " inside the " + block + " block" : "")
                        + ": the game fails on it (an empty line is fine)"));
    }

    // ------------------------------------------------------------ data lines

    @Override
    public Void visitPoint(PieParser.PointContext ctx) {
        FloatList into = block == PieBlock.POINTS ? level.points : level.shadowPoints;
        for (PieParser.NumberContext n : ctx.number()) {
            into.add(TokenNumbers.toFloat(n.getStart(), parser));
        }
        return data(ctx.trailing());
    }

    @Override
    public Void visitNormal(PieParser.NormalContext ctx) {
        for (PieParser.NumberContext n : ctx.number()) {
            level.normals.add(TokenNumbers.toFloat(n.getStart(), parser));
        }
        return data(ctx.trailing());
    }

    @Override
    public Void visitPolygon(PieParser.PolygonContext ctx) {
        new PiePolygonLine(this, ctx).read(block == PieBlock.POLYGONS);
        return data(ctx.trailing());
    }

    @Override
    public Void visitConnector(PieParser.ConnectorContext ctx) {
        for (PieParser.NumberContext n : ctx.number()) {
            Token t = n.getStart();
            if (n.INT() != null) {
                level.connectors.add(TokenNumbers.toInt(t, parser));
            } else {
                float v = TokenNumbers.toFloat(t, parser);
                if (!(Math.abs(v) < 2.1e9f)) {
                    throw fail(t, "connector value " + t.getText() + " is out of range");
                }
                int truncated = (int) v;
                warn(t, "connector value " + t.getText() + " is not an integer: the game truncates it to "
                        + truncated + ", and so does meshport");
                level.connectors.add(truncated);
            }
        }
        return data(ctx.trailing());
    }

    @Override
    public Void visitAnimFrame(PieParser.AnimFrameContext ctx) {
        int index = level.animScales.size() / 3;
        for (int i = 0; i < PieAnimObject.INTS_PER_FRAME; i++) {
            level.animInts.add(TokenNumbers.toInt(ctx.INT(i).getSymbol(), parser));
        }
        if (level.animInts.get(level.animInts.size() - PieAnimObject.INTS_PER_FRAME) != index) {
            warn(ctx.getStart(), "frame number " + ctx.INT(0).getText() + " where " + index
                    + " is due; the game asserts on it and plays the frames in file order");
        }
        for (PieParser.NumberContext n : ctx.number()) {
            level.animScales.add(TokenNumbers.toFloat(n.getStart(), parser));
        }
        return data(ctx.trailing());
    }

    // ------------------------------------------------------------ the end

    /**
     * The document, once every line is read.
     *
     * @throws ModelFormatException if the file ends where the game would fail
     */
    PieDocument build(int lastLine) throws ModelFormatException {
        line = lastLine;
        if (rank == HEADER) {
            throw ModelFormatException.atLine(source, 1, 1, "empty file: a PIE file starts with 'PIE <version>'");
        }
        if (remaining > 0) {
            throw atEnd("the file ends inside a " + block + " block: " + remaining + " more " + block.line
                    + " line" + (remaining == 1 ? "" : "s") + " announced");
        }
        if (!typeSeen) {
            throw atEnd("missing TYPE: the game fails without it");
        }
        if (levelCount < 0) {
            throw atEnd("the file ends before LEVELS");
        }
        if (level == null || level.number < levelCount) {
            throw atEnd("the file ends before LEVEL " + (level == null ? 1 : level.number + 1) + " (LEVELS "
                    + levelCount + ")");
        }
        if (rank < TAIL) {
            throw atEnd("the file ends before level " + level.number + " has " + (rank < POINTS ? "POINTS" : "POLYGONS"));
        }
        endLevel();
        try {
            return new PieDocument(version, type, interpolate, textures, events, levels, comments);
        } catch (IllegalArgumentException e) {
            throw atEnd(e.getMessage());
        }
    }

    // ------------------------------------------------------------ helpers for the line classes

    int version() {
        return version;
    }

    /** The file line being read. */
    int line() {
        return line;
    }

    PieLevelBuilder level() {
        return level;
    }

    LineParser<PieParser> parser() {
        return parser;
    }

    TextSyntaxError fail(Token t, String message) {
        return new TextSyntaxError(ModelFormatException.atLine(source, line, t.getCharPositionInLine() + 1, message));
    }

    void warn(Token t, String message) {
        warn(t.getCharPositionInLine() + 1, message);
    }

    void warn(int column, String message) {
        diagnostics.warn(source, line, column, message);
    }

    /** A hexadecimal value as the game's {@code %x} reads it: hex digits, optionally after 0x. */
    int hex(PieParser.HexContext ctx) {
        String text = ctx.getText();
        String digits = text.startsWith("0x") || text.startsWith("0X") ? text.substring(2) : text;
        if (digits.isEmpty() || digits.length() > 8 || !digits.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw fail(ctx.getStart(), "'" + text + "' is not a hexadecimal flags value");
        }
        return Integer.parseUnsignedInt(digits, 16);
    }

    // ------------------------------------------------------------ internals

    private Void accepted(PieParser.TrailingContext trailing, String what) {
        trailing(trailing, what);
        documentLines++;
        return null;
    }

    private Void data(PieParser.TrailingContext trailing) {
        trailing(trailing, "the " + block.line);
        documentLines++;
        if (--remaining == 0) {
            closeBlock();
        }
        return null;
    }

    private void trailing(PieParser.TrailingContext trailing, String what) {
        if (trailing != null && trailing.getChildCount() > 0) {
            warn(trailing.getStart(), "extra values after " + what + " ignored, as the game ignores them");
        }
    }

    private void startBlock(PieBlock kind, int count) {
        block = kind;
        remaining = count;
        if (count == 0) {
            closeBlock();
        }
    }

    private void closeBlock() {
        level.closePart(block);
        if (block == PieBlock.POLYGONS) {
            rank = TAIL;
            level.degenerate.report(diagnostics, source, level.number);
        }
    }

    private void requireType(Token t) {
        if (!typeSeen && level == null) {
            throw fail(t, "missing TYPE: the line after 'PIE " + version + "' must be TYPE <flags>");
        }
    }

    /** A file-scope directive of {@code newRank}; repeatable ones may follow themselves. */
    private void order(Token t, int newRank, boolean repeatable, String rule) {
        if (newRank == TYPE) {
            if (typeSeen) {
                throw fail(t, "a second TYPE: " + rule);
            }
            typeSeen = true;
        } else if (newRank < rank || newRank == rank && !repeatable) {
            throw fail(t, t.getText() + " here is out of order: " + rule);
        }
        rank = newRank;
    }

    /** A PIE 4 level setting, which comes before MATERIALS, SHADERS and POINTS. */
    private void levelSetting(Token t, int levelRank, boolean repeatable) {
        if (version < PieRules.LEVEL_SETTINGS_VERSION) {
            throw fail(t, t.getText() + " inside a level needs PIE 4 (this file is PIE " + version + ")");
        }
        if (levelRank < rank || levelRank == rank && !repeatable) {
            throw fail(t, t.getText() + " here is out of order: a level's TYPE, INTERPOLATE and texture lines"
                    + " come in that order, right after LEVEL");
        }
        rank = levelRank;
    }

    private void expectRank(Token t, boolean allowed, int newRank, String rule) {
        if (!allowed) {
            throw fail(t, t.getText() + " here is out of order: " + rule);
        }
        rank = newRank;
    }

    private void tailOrder(Token keyword, PieBlock kind) {
        if (rank < TAIL) {
            throw fail(keyword, kind + " before the level's POLYGONS");
        }
        for (PieLevelPart p : level.parts) {
            if (p.keyword().equals(kind.name())) {
                throw fail(keyword, "a second " + kind + " block in level " + level.number);
            }
        }
    }

    private void tailBlock(PieBlock kind, Token keyword, Token countToken, int count) {
        tailOrder(keyword, kind);
        switch (kind) {
            case CONNECTORS -> level.connectors = new IntList(3 * Math.min(count, 1024));
            case SHADOWPOINTS -> {
                if (count == 0) {
                    throw fail(countToken, "SHADOWPOINTS 0: the game fails on an empty shadow mesh");
                }
                level.shadowPoints = new FloatList(3 * Math.min(count, 1024));
            }
            case SHADOWPOLYGONS -> {
                if (level.shadowPoints == null) {
                    throw fail(keyword, "SHADOWPOLYGONS without SHADOWPOINTS before it: the game fails on it");
                }
                if (count == 0) {
                    throw fail(countToken, "SHADOWPOLYGONS 0: the game fails on an empty shadow mesh");
                }
                level.shadowPolygons = PiePolygons.builder();
            }
            default -> throw new IllegalStateException(kind.name());
        }
    }

    private void normalsMatch(int polygons) {
        if (level.normals != null && level.normals.size() / 9 != polygons) {
            diagnostics.warn(source, level.normalsLine, level.normalsColumn, "NORMALS " + level.normals.size() / 9
                    + " does not match POLYGONS " + polygons
                    + ": the game drops these normals and uses face normals, and so does meshport");
        }
    }

    private void endLevel() {
        if (level == null) {
            return;
        }
        if (level.shadowPoints != null && level.shadowPolygons == null) {
            diagnostics.warn(source, line, 1, "level " + level.number
                    + " has SHADOWPOINTS without SHADOWPOLYGONS: the game discards them");
        }
        try {
            levels.add(level.build());
        } catch (IllegalArgumentException e) {
            throw new TextSyntaxError(ModelFormatException.atLine(source, line, 1, e.getMessage()));
        }
    }

    private String expected() {
        if (rank == TYPE) {
            return "TYPE: the line after 'PIE " + version + "' must be TYPE <flags>";
        }
        if (levelCount < 0) {
            return "a directive the game expects before LEVELS";
        }
        if (level == null || rank == TAIL) {
            return "LEVEL " + (level == null ? 1 : level.number + 1) + " or a level block";
        }
        return rank < POINTS ? "POINTS" : rank < POLYGONS ? "NORMALS or POLYGONS" : "a level directive";
    }

    private String restOfLine(PieParser.TrailingContext trailing) {
        if (trailing.getChildCount() == 0) {
            return "";
        }
        int from = trailing.getStart().getStartIndex();
        int to = trailing.getStop().getStopIndex() + 1;
        return new String(parser.text(), from, to - from);
    }

    private ModelFormatException atEnd(String message) {
        return ModelFormatException.atLine(source, line, 1, message);
    }
}
