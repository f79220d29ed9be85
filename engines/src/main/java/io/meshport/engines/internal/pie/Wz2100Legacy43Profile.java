package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.RuleProfile;
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
 * stream loader ({@code docs/engines.md} "Warzone 2100", {@code ../shared/notes/pie.md} §3). The PIE
 * reader already refuses EVENT types of 4 or more and negative counts.
 */
public final class Wz2100Legacy43Profile extends RuleProfile {
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

    /** The profile; the service loader makes it. */
    public Wz2100Legacy43Profile() {
        super("wz2100-4.3", "Warzone 2100 4.1 to 4.3", "pie", List.of(VERSION, TEXTURE_SIZE, TEXTURE_NAME, COMMENTS,
                COMMENT_STOPS, TRIANGLES, OBSOLETE));
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
