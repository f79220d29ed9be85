package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Severity;
import io.meshport.model.Model;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieFormat;
import io.meshport.pie.PieLevel;
import java.util.List;
import java.util.Map;

/**
 * Warzone 2100 4.4 and later: {@code src/ivis_opengl/imdload.cpp} at 938a31b, the line-based loader
 * ({@code docs/engines.md} "Warzone 2100", {@code ../shared/notes/pie.md} §2). The PIE document
 * already obeys its versions, texture lines, counts, EVENT types below 4 and the 8192 polygons a level;
 * the rules of those are what it says of files meshport's reader refuses.
 */
public final class Wz2100Profile44 extends PieProfile {
    private static final String AT = "@938a31b";
    static final EngineRule TRIANGLES = new EngineRule("W44-triangles", Severity.ERROR, "triangles only",
            "imdload.cpp _imd_load_polys" + AT);
    static final EngineRule NORMALS = new EngineRule("W44-normals", Severity.WARNING,
            "NORMALS counts one line per polygon", "imdload.cpp _imd_load_level" + AT);
    static final EngineRule COMMENT_LINES = new EngineRule("W44-comment-lines", Severity.ERROR,
            "no line that is only a comment (the loader hangs on it unless it is the last)",
            "imdload.cpp _imd_get_next_line" + AT);
    static final EngineRule TEXTURE_LINES = new EngineRule("W44-texture-lines", Severity.ERROR,
            "texture lines of tileset 0 to 2 whose names end in .png", "imdload.cpp _imd_load_texture_command" + AT);
    static final EngineRule EVENTS = new EngineRule("W44-events", Severity.ERROR, "EVENT types 1 to 3",
            "imdload.cpp iV_ProcessIMD objanimpie[ANIM_EVENT_COUNT]" + AT);
    static final EngineRule LEVEL_SETTINGS = new EngineRule("W44-level-settings", Severity.ERROR,
            "TYPE, INTERPOLATE and texture lines inside a level only in PIE 4",
            "imdload.cpp _imd_load_level \"Expecting 'POINTS'\"" + AT);
    static final EngineRule COUNTS = new EngineRule("W44-counts", Severity.ERROR,
            "block counts of 0 or more, at most 8192 polygons a level", "imdload.cpp _imd_load_level MAX_PIE_POLYGONS" + AT);

    /** The profile; the service loader makes it. */
    public Wz2100Profile44() {
        super("wz2100-4.4", "Warzone 2100 4.4 and later", List.of(TRIANGLES, NORMALS, COMMENT_LINES, TEXTURE_LINES, EVENTS,
                LEVEL_SETTINGS, COUNTS));
    }

    /** Every break meshport's reader refuses is one this loader refuses too, but a negative LEVELS (not known). */
    @Override
    BreakVerdict onBreak(PieBreak b) {
        return switch (b.kind()) {
            case TEXTURE_NAME -> BreakVerdict.of(TEXTURE_LINES, b, "the loader fails (\"Only png textures supported\")");
            case TILESET -> BreakVerdict.of(TEXTURE_LINES, b, "the loader fails (\"first parameter is invalid\")");
            case POLYGON_SIZE -> BreakVerdict.of(TRIANGLES, b, "the loader fails (\"Invalid polygon size\")");
            case EVENT_TYPE -> BreakVerdict.of(EVENTS, b, "the loader writes past its table of four events and crashes");
            case LEVEL_SETTINGS -> BreakVerdict.of(LEVEL_SETTINGS, b, "the loader expects POINTS there and fails");
            case NEGATIVE_COUNT -> BreakVerdict.of(COUNTS, b, "the loader reads the count as a huge unsigned number and"
                    + " crashes");
            case POLYGON_COUNT -> BreakVerdict.of(COUNTS, b, "the loader refuses it (MAX_PIE_POLYGONS)");
            case NEGATIVE_LEVELS -> BreakVerdict.unknown();
        };
    }

    /** Levels of more than 8192 polygons, which this loader refuses, split. */
    @Override
    public Map<String, String> writeSettings(Model model) {
        return Map.of(PieFormat.SPLIT_LEVELS_SETTING, "true");
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        PieDocument d = PieChecks.document(checked);
        PieChecks.triangles(d, TRIANGLES, out, "the loader takes triangles only");
        for (int l = 0; l < d.levels().size(); l++) {
            PieLevel level = d.levels().get(l);
            int polygons = level.polygons().count();
            String part = PieChecks.level(l);
            level.normals().filter(n -> n.count() != polygons).ifPresent(n -> out.add(NORMALS.finding(part,
                    "NORMALS " + n.count() + " for POLYGONS " + polygons + ": the normals are dropped and computed")));
        }
        if (d.comments().isEmpty()) {
            return;
        }
        String[] text = PieChecks.lines(d);
        List<Integer> lines = new java.util.ArrayList<>(PieChecks.commentLines(text, true));
        if (!lines.isEmpty() && !checked.endsWithLineFeed()
                && PieChecks.onlyBlanksAfter(text, lines.get(lines.size() - 1))) {
            lines.remove(lines.size() - 1); // the file's last line, without a newline: the loader reads it
        }
        if (!lines.isEmpty()) {
            out.add(COMMENT_LINES.finding("line " + lines.get(0), lines.size() + " line" + (lines.size() == 1 ? " is" : "s are")
                    + " only a comment: the loader hangs on such a line unless it is the file's last, without a newline"));
        }
    }
}
