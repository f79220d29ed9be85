package io.meshport.pie.internal.read;

import io.meshport.grammars.pie.PieBaseVisitor;
import io.meshport.grammars.pie.PieParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieEvent;
import io.meshport.pie.PieFormat;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieTexture;
import io.meshport.pie.PieTextureKind;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import io.meshport.text.LineComment;
import io.meshport.text.parse.LineParser;
import io.meshport.text.parse.TextSyntaxError;
import io.meshport.text.number.TokenNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.antlr.v4.runtime.Token;

/**
 * Builds a {@link PieDocument} from parsed lines. Every rule the game enforces is checked at the
 * token that breaks it: the directives' order by {@link PieDirectiveOrder}, which knows where in
 * the file the reading is (which block's data lines remain, whether the game has stopped), and
 * what a line holds here; what the game tolerates is a warning at its place (see
 * {@code docs/pie-conformance.md}).
 */
final class PieDocumentBuilder extends PieBaseVisitor<Void> {
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
    private PieLevelBuilder level;
    private final PieDirectiveOrder order = new PieDirectiveOrder(this);
    /** Lines the document holds so far: the number the writer will give the next one. */
    private int documentLines;
    private int line;

    PieDocumentBuilder(String source, Diagnostics diagnostics, LineParser<PieParser> parser) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.parser = parser;
    }

    // ------------------------------------------------------------ what the line reader tells

    /** Where the reading is: what the next line may be, and whether the game has stopped. */
    PieDirectiveOrder order() {
        return order;
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

    // ------------------------------------------------------------ header and file settings

    @Override
    public Void visitHeader(PieParser.HeaderContext ctx) {
        version = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        String problem = PieRules.versionProblem(version);
        if (problem != null) {
            throw fail(ctx.INT().getSymbol(), problem);
        }
        trailing(ctx.trailing(), "the version");
        order.header();
        documentLines++;
        return null;
    }

    @Override
    public Void visitTypeDirective(PieParser.TypeDirectiveContext ctx) {
        int flags = hex(ctx.hex());
        order.type(ctx.getStart());
        if (level == null) {
            type = flags;
        } else {
            level.type = OptionalInt.of(flags);
        }
        return accepted(ctx.trailing(), "TYPE");
    }

    @Override
    public Void visitInterpolateDirective(PieParser.InterpolateDirectiveContext ctx) {
        order.requireType(ctx.getStart());
        int value = TokenNumbers.toInt(ctx.INT().getSymbol(), parser);
        order.interpolate(ctx.getStart());
        if (level == null) {
            interpolate = OptionalInt.of(value);
        } else {
            level.interpolate = OptionalInt.of(value);
        }
        return accepted(ctx.trailing(), "INTERPOLATE");
    }

    @Override
    public Void visitTextureDirective(PieParser.TextureDirectiveContext ctx) {
        order.requireType(ctx.getStart());
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
        order.texture(ctx.getStart());
        problem = PieRules.textureProblem(version, scope, texture);
        if (problem != null) {
            throw fail(ctx.getStart(), problem);
        }
        scope.add(texture);
        return accepted(ctx.trailing(), kind.keyword());
    }

    @Override
    public Void visitEventDirective(PieParser.EventDirectiveContext ctx) {
        order.requireType(ctx.getStart());
        order.event(ctx.getStart());
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
        order.requireType(ctx.getStart());
        order.levels(ctx.getStart(), ctx.INT().getSymbol());
        return accepted(ctx.trailing(), "LEVELS");
    }

    // ------------------------------------------------------------ levels

    @Override
    public Void visitLevelDirective(PieParser.LevelDirectiveContext ctx) {
        order.requireType(ctx.getStart());
        int number = order.level(ctx.getStart(), ctx.INT().getSymbol());
        if (number == 0) {
            return null;
        }
        endLevel();
        level = new PieLevelBuilder(number);
        return accepted(ctx.trailing(), "LEVEL");
    }

    @Override
    public Void visitObsoleteDirective(PieParser.ObsoleteDirectiveContext ctx) {
        boolean materials = ctx.MATERIALS() != null;
        String keyword = materials ? "MATERIALS" : "SHADERS";
        order.obsolete(ctx.getStart(), materials);
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
        order.requireLevel(kind, keyword);
        if (count < 0) {
            throw fail(countToken, kind + " " + count + ": a count cannot be negative");
        }
        order.block(kind, keyword);
        switch (kind) {
            case POINTS -> {
                // the level's points list is there from its start
            }
            case NORMALS -> {
                level.normals = new FloatList(9 * Math.min(count, 1024));
                level.normalsLine = line;
                level.normalsColumn = keyword.getCharPositionInLine() + 1;
            }
            case POLYGONS -> {
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
        order.animObject(keyword);
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
        // After a level's blocks, PieDirectiveOrder.admits() has dealt with the line.
        Token first = ctx.getStart();
        throw fail(first, "'" + first.getText() + "' is not " + order.expected());
    }

    // ------------------------------------------------------------ data lines

    @Override
    public Void visitPoint(PieParser.PointContext ctx) {
        FloatList into = order.block() == PieBlock.POINTS ? level.points : level.shadowPoints;
        for (PieParser.NumberContext n : ctx.number()) {
            into.add(TokenNumbers.toFloat(n.getStart(), parser));
        }
        return data(ctx.trailing());
    }

    /** The end of a data line {@link PieNumberLines} read into the level without the grammar, as a visit ends. */
    void dataLine() {
        data(null);
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
        new PiePolygonLine(this, ctx).read(order.block() == PieBlock.POLYGONS);
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
        if (!order.started()) {
            throw ModelFormatException.atLine(source, 1, 1, "empty file: a PIE file starts with 'PIE <version>'");
        }
        order.atEnd();
        endLevel();
        try {
            return new PieDocument(version, type, interpolate, textures, events, levels, comments);
        } catch (IllegalArgumentException e) {
            throw atLine(e.getMessage());
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

    /** A warning at the first column of a line read before. */
    void warnAtLine(int fileLine, String message) {
        diagnostics.warn(source, fileLine, 1, message);
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
        trailing(trailing, "the " + order.block().line);
        documentLines++;
        if (order.dataLine()) {
            closeBlock();
        }
        return null;
    }

    private void trailing(PieParser.TrailingContext trailing, String what) {
        if (trailing != null && trailing.getChildCount() > 0) {
            warn(trailing.getStart(), PieFormat.EXTRA_VALUES_WARNING + what + " ignored, as the game ignores them");
        }
    }

    private void startBlock(PieBlock kind, int count) {
        if (order.startBlock(kind, count)) {
            closeBlock();
        }
    }

    private void closeBlock() {
        PieBlock block = order.block();
        level.closePart(block);
        if (block == PieBlock.POLYGONS) {
            level.degenerate.report(diagnostics, source, level.number);
        }
    }

    /** A block of the level's tail, once its place is checked: what it needs and where its lines go. */
    private void tailBlock(PieBlock kind, Token keyword, Token countToken, int count) {
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
            throw new TextSyntaxError(atLine(e.getMessage()));
        }
    }

    private String restOfLine(PieParser.TrailingContext trailing) {
        if (trailing.getChildCount() == 0) {
            return "";
        }
        int from = trailing.getStart().getStartIndex();
        int to = trailing.getStop().getStopIndex() + 1;
        return new String(parser.text(), from, to - from);
    }

    /** An error at the line being read where no token is to blame: at its first column. */
    ModelFormatException atLine(String message) {
        return ModelFormatException.atLine(source, line, 1, message);
    }
}
