package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.RuleProfile;
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
 * already obeys its versions, texture lines, counts, EVENT types below 4 and the 8192 polygons a level.
 */
public final class Wz2100Profile44 extends RuleProfile {
    private static final String AT = "@938a31b";
    static final EngineRule TRIANGLES = new EngineRule("W44-triangles", Severity.ERROR, "triangles only",
            "imdload.cpp _imd_load_polys" + AT);
    static final EngineRule NORMALS = new EngineRule("W44-normals", Severity.WARNING,
            "NORMALS counts one line per polygon", "imdload.cpp _imd_load_level" + AT);
    static final EngineRule COMMENT_LINES = new EngineRule("W44-comment-lines", Severity.ERROR,
            "no line that is only a comment (the loader hangs on it unless it is the last)",
            "imdload.cpp _imd_get_next_line" + AT);

    /** The profile; the service loader makes it. */
    public Wz2100Profile44() {
        super("wz2100-4.4", "Warzone 2100 4.4 and later", "pie", List.of(TRIANGLES, NORMALS, COMMENT_LINES));
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
