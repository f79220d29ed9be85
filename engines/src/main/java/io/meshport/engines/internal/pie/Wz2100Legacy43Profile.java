package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.Severity;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieFormat;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieTexture;
import io.meshport.pie.PieTextureKind;
import java.util.List;
import java.util.Map;

/**
 * Warzone 2100 4.1–4.3: {@code src/ivis_opengl/imdload.cpp} at ba731f3, the whitespace-token
 * stream loader ({@code docs/engines.md} "Warzone 2100", {@code ../shared/notes/pie.md} §3). It has no
 * polygon limit and ignores the tileset number, so it loads some files meshport's reader refuses.
 */
public final class Wz2100Legacy43Profile extends PieProfile {
    private static final String AT = "@ba731f3";
    static final EngineRule VERSION = new EngineRule("W43-version", Severity.ERROR, "PIE 2 or 3",
            "imdload.cpp iV_ProcessIMD" + AT);
    static final EngineRule TEXTURE_SIZE = new EngineRule("W43-texture-size", Severity.ERROR,
            "TEXTURE lines with width and height, NORMALMAP/SPECULARMAP without", "imdload.cpp iV_ProcessIMD" + AT);
    static final EngineRule TEXTURE_NAME = new EngineRule("W43-texture-name", Severity.ERROR,
            "texture names with one dot and the extension png", "imdload.cpp iV_ProcessIMD" + AT);
    static final EngineRule COMMENTS = new EngineRule("W43-comments", Severity.ERROR, "no comments",
            "imdload.cpp iV_ProcessIMD" + AT);
    static final EngineRule COMMENT_STOPS = new EngineRule("W43-comment-stops", Severity.WARNING,
            "nothing but comments after a comment that follows a level's polygons", "imdload.cpp _imd_load_level" + AT);
    static final EngineRule TRIANGLES = new EngineRule("W43-triangles", Severity.ERROR, "triangles only",
            "imdload.cpp _imd_load_polys" + AT);
    static final EngineRule OBSOLETE = new EngineRule("W43-obsolete-lines", Severity.ERROR,
            "MATERIALS with 10 numbers, SHADERS with 2 words", "imdload.cpp _imd_load_level" + AT);
    static final EngineRule EXTRA_VALUES = new EngineRule("W43-extra-values", Severity.ERROR,
            "no values past what a line takes", "imdload.cpp sscanf token stream (%d%n)" + AT);
    static final EngineRule EVENTS = new EngineRule("W43-events", Severity.ERROR, "EVENT types 1 to 3",
            "imdload.cpp iV_ProcessIMD objanimpie[ANIM_EVENT_COUNT]" + AT);
    static final EngineRule LEVEL_SETTINGS = new EngineRule("W43-level-settings", Severity.ERROR,
            "nothing between LEVEL and POINTS", "imdload.cpp _imd_load_level \"Expecting 'POINTS'\"" + AT);
    static final EngineRule COUNTS = new EngineRule("W43-counts", Severity.ERROR, "POINTS counts of 0 or more",
            "imdload.cpp _imd_load_points s.points.resize" + AT);

    /** The profile; the service loader makes it. */
    public Wz2100Legacy43Profile() {
        super("wz2100-4.3", "Warzone 2100 4.1 to 4.3", List.of(VERSION, TEXTURE_SIZE, TEXTURE_NAME, COMMENTS,
                COMMENT_STOPS, TRIANGLES, OBSOLETE, EXTRA_VALUES, EVENTS, LEVEL_SETTINGS, COUNTS));
    }

    /** Tilesets past 2 and levels of more than 8192 polygons load; the rest is refused or not known. */
    @Override
    BreakVerdict onBreak(PieBreak b) {
        return switch (b.kind()) {
            case TEXTURE_NAME -> BreakVerdict.of(TEXTURE_NAME, b, "the loader fails (\"Only png textures supported\")");
            case TILESET, POLYGON_COUNT -> BreakVerdict.loads();
            case POLYGON_SIZE -> BreakVerdict.of(TRIANGLES, b, "the loader takes triangles only and crashes on it");
            case EVENT_TYPE -> BreakVerdict.of(EVENTS, b, "the loader writes past its table of four events and"
                    + " crashes");
            case LEVEL_SETTINGS -> BreakVerdict.of(LEVEL_SETTINGS, b, "the loader expects POINTS there and fails");
            case NEGATIVE_COUNT -> b.keyword().equals("POINTS")
                    ? BreakVerdict.of(COUNTS, b, "the loader resizes its points to the negative count and crashes")
                    : BreakVerdict.unknown();
            case NEGATIVE_LEVELS -> BreakVerdict.unknown();
        };
    }

    /** Texture names the loader finds ({@code PieTextureNames}). */
    @Override
    public Model fitted(Model model, Diagnostics changes) {
        return PieTextureNames.legal(model, name(), TEXTURE_NAME.id(), changes);
    }

    /** PIE 3 where the model would be written as PIE 4, which this loader does not read. */
    @Override
    public Map<String, String> writeSettings(Model model) {
        return Pie.versionFor(model) > 3 ? Map.of(PieFormat.VERSION_SETTING, "3") : Map.of();
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        PieDocument d = PieChecks.document(checked);
        if (d.version() > 3) {
            out.add(VERSION.finding("file", "PIE " + d.version() + ": the loader reads PIE 2 and 3 only"));
        }
        for (PieTexture t : d.textures()) {
            String part = t.kind().keyword() + " " + t.name();
            boolean texture = t.kind() == PieTextureKind.TEXTURE;
            if (texture && t.legacySize().isEmpty()) {
                out.add(TEXTURE_SIZE.finding(part, "no width and height after the name: \"Bad texture size\""));
            } else if (!texture && t.legacySize().isPresent()) {
                out.add(TEXTURE_SIZE.finding(part, "a width and height after the name: the extra numbers desynchronise"
                        + " the token stream"));
            }
            int dot = t.name().indexOf('.');
            if (dot != t.name().lastIndexOf('.') || !t.name().substring(dot + 1).equals("png")) {
                out.add(TEXTURE_NAME.finding(part, "the loader copies the name up to its first dot and wants the"
                        + " extension png after it"));
            }
        }
        if (!d.comments().isEmpty()) {
            comments(PieChecks.lines(d), out);
        }
        PieChecks.triangles(d, TRIANGLES, out, "the loader takes triangles only");
        extraValues(checked, out);
        for (int l = 0; l < d.levels().size(); l++) {
            PieLevel level = d.levels().get(l);
            String part = PieChecks.level(l);
            level.materials().filter(m -> PieChecks.words(m) != 10).ifPresent(m -> out.add(OBSOLETE.finding(
                    part, "MATERIALS with " + PieChecks.words(m) + " numbers, not 10: the token stream"
                            + " is desynchronised")));
            level.shaders().filter(s -> PieChecks.words(s) != 2).ifPresent(s -> out.add(OBSOLETE.finding(
                    part, "SHADERS with " + PieChecks.words(s) + " words, not 2: the token stream is"
                            + " desynchronised")));
        }
    }

    /** Values the reader ignored past a line's own: the token stream reads them as the next line's. */
    private static void extraValues(CheckedFile checked, List<EngineFinding> out) {
        List<Diagnostic> extra = checked.readerWarnings().stream()
                .filter(w -> w.message().startsWith(PieFormat.EXTRA_VALUES_WARNING)).toList();
        if (!extra.isEmpty()) {
            out.add(EXTRA_VALUES.finding("line " + extra.get(0).line(), extra.size() + " line"
                    + (extra.size() == 1 ? " has" : "s have") + " values past what the line takes: the token stream"
                    + " reads them as the next line's and is desynchronised"));
        }
    }

    /** W43-comments where the token stream reads a comment as data; W43-comment-stops where it stops at one. */
    private static void comments(String[] text, List<EngineFinding> out) {
        List<Integer> lines = new java.util.ArrayList<>(PieChecks.commentLines(text, false));
        List<Integer> after = PieChecks.afterPolygons(text, lines);
        lines.removeAll(new java.util.HashSet<>(after));
        if (!lines.isEmpty()) {
            out.add(COMMENTS.finding("line " + lines.get(0), lines.size() + " line" + (lines.size() == 1 ? " has" : "s have")
                    + " a comment: the token stream reads it as data"));
        }
        if (!after.isEmpty() && !PieChecks.onlyCommentsAfter(text, after.get(0))) {
            out.add(COMMENT_STOPS.finding("line " + after.get(0), "a comment after a level's polygons: the loader stops"
                    + " reading there and keeps what it has, so what follows (connectors, later levels) is dropped"));
        }
    }
}
