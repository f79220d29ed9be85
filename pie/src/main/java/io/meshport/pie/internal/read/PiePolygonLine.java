package io.meshport.pie.internal.read;

import io.meshport.grammars.pie.PieParser;
import io.meshport.pie.PieFlags;
import io.meshport.pie.PieFormat;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.number.TokenNumbers;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * One polygon line, {@code flags count i0 i1 ... [frames rate width height] [u0 v0 ...]}: how
 * many values follow the count depends on the count and the flags, so the grammar hands over a
 * list of numbers and this reads it as the game does ({@code _imd_load_polys}).
 */
final class PiePolygonLine {
    private final PieDocumentBuilder doc;
    private final PieParser.PolygonContext ctx;
    private final List<PieParser.NumberContext> values;
    private int next;

    PiePolygonLine(PieDocumentBuilder doc, PieParser.PolygonContext ctx) {
        this.doc = doc;
        this.ctx = ctx;
        this.values = ctx.values;
    }

    /** Adds the polygon to the level's POLYGONS ({@code textured}) or SHADOWPOLYGONS. */
    void read(boolean levelPolygon) {
        PieLevelBuilder level = doc.level();
        int flags = doc.hex(ctx.hex());
        Token countToken = ctx.INT().getSymbol();
        int count = TokenNumbers.toInt(countToken, doc.parser());
        String problem = levelPolygon ? PieRules.polygonSizeProblem(doc.version(), count)
                : PieRules.shadowPolygonProblem(flags, count);
        if (problem != null) {
            throw doc.fail(levelPolygon || flags == 0 ? countToken : ctx.getStart(), problem);
        }
        boolean textured = (flags & PieFlags.TEXTURED) != 0;
        boolean animated = (flags & PieFlags.TEXTURE_ANIMATION) != 0;
        if (animated && !textured) {
            throw doc.fail(ctx.getStart(), PieRules.ANIMATION_WITHOUT_TEXTURE);
        }
        int needed = count + (textured ? 2 * count : 0) + (animated ? 4 : 0);
        if (values.size() < needed) {
            Token at = values.isEmpty() ? countToken : values.get(values.size() - 1).getStart();
            throw doc.fail(at, "a polygon of " + count + " points with flags " + Integer.toHexString(flags)
                    + " needs " + needed + " values after the count, found " + values.size());
        }
        int points = levelPolygon ? level.pointCount() : level.shadowPointCount();
        int[] corners = new int[count];
        for (int c = 0; c < count; c++) {
            corners[c] = index(points, levelPolygon ? "POINTS" : "SHADOWPOINTS");
        }
        int frames = 0;
        int rate = 0;
        float width = 0;
        float height = 0;
        if (animated) {
            frames = integer("the animation's frame count");
            rate = integer("the animation's rate");
            width = number();
            height = number();
            animationChecks(level, frames, rate, width, height);
        }
        float[] uvs = new float[textured ? 2 * count : 0];
        for (int i = 0; i < uvs.length; i++) {
            uvs[i] = number();
        }
        if (next < values.size()) {
            doc.warn(values.get(next).getStart(), PieFormat.EXTRA_VALUES_WARNING + "the polygon ignored, as the game ignores them");
        }
        if (levelPolygon && count > 3) {
            doc.warn(countToken, "a polygon of " + count + " points (early PIE 2 data): the game since 3.x takes"
                    + " triangles only; meshport reads it and splits it into triangles");
        }
        if (levelPolygon) {
            level.degenerate.check(level.points, corners, level.polygons.count() + 1, doc.line(),
                    ctx.getStart().getCharPositionInLine() + 1);
        }
        (levelPolygon ? level.polygons : level.shadowPolygons).add(flags, corners, frames, rate, width, height, uvs);
    }

    private int index(int points, String block) {
        PieParser.NumberContext n = values.get(next++);
        if (n.INT() == null) {
            throw doc.fail(n.getStart(), "point index " + n.getText() + " is not an integer");
        }
        int index = TokenNumbers.toInt(n.getStart(), doc.parser());
        String problem = PieRules.indexProblem(index, points, block);
        if (problem != null) {
            throw doc.fail(n.getStart(), problem);
        }
        return index;
    }

    private int integer(String what) {
        PieParser.NumberContext n = values.get(next++);
        if (n.INT() == null) {
            throw doc.fail(n.getStart(), what + " " + n.getText() + " is not an integer");
        }
        return TokenNumbers.toInt(n.getStart(), doc.parser());
    }

    private float number() {
        return TokenNumbers.toFloat(values.get(next++).getStart(), doc.parser());
    }

    /** What the game only asserts on: warnings, at the polygon. */
    private void animationChecks(PieLevelBuilder level, int frames, int rate, float width, float height) {
        Token at = ctx.getStart();
        if (frames <= 1 || rate <= 0 || !(width > 0.0001f) || !(height > 0)) {
            doc.warn(at, "texture animation " + frames + " " + rate + " " + width + " " + height
                    + ": the game asserts frames > 1, rate > 0, width > 0.0001 and height > 0");
        }
        if (level.animFrames < 0) {
            level.animFrames = frames;
            level.animRate = rate;
        } else if (level.animFrames != frames || level.animRate != rate) {
            doc.warn(at, "texture animation of " + frames + " frames at rate " + rate + " where the level's first"
                    + " animated polygon has " + level.animFrames + " at " + level.animRate
                    + ": the game asserts that they agree");
        }
    }
}
