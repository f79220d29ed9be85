package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Severity;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PiePolygons;
import java.util.List;

/**
 * The Blender PIE add-on (Warzone2100/blender-pie-addon {@code pie_import.py} at a642b96,
 * {@code ../shared/notes/pie.md} §3): reads PIE 2, 3 and 4, line by line, flags as decimal numbers.
 * It reads lines after each keyword whatever the counts say and keeps names and numbers it does not
 * use, so it imports most files meshport's reader refuses.
 */
public final class BlenderPieAddonProfile extends PieProfile {
    private static final String AT = "@a642b96";
    static final EngineRule FLAGS = new EngineRule("B-flags", Severity.ERROR,
            "TYPE and polygon flags whose hex digits are all decimal digits", "pie_import.py int() of the flags" + AT);
    static final EngineRule TRIANGLES = new EngineRule("B-triangles", Severity.WARNING, "three points a polygon",
            "pie_import.py polygon lines" + AT);

    /** The profile; the service loader makes it. */
    public BlenderPieAddonProfile() {
        super("blender-pie-addon", "the Blender PIE add-on", List.of(FLAGS, TRIANGLES));
    }

    /** A polygon of more than three points is imported as a triangle; a smaller one is not known; the rest loads. */
    @Override
    BreakVerdict onBreak(PieBreak b) {
        if (b.kind() == PieBreak.Kind.POLYGON_SIZE) {
            return b.points() > 3 ? BreakVerdict.of(TRIANGLES, b, "the add-on imports it as the triangle of its first"
                    + " three points") : BreakVerdict.unknown();
        }
        return BreakVerdict.loads();
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        PieDocument d = PieChecks.document(checked);
        if (hexLetters(d.type())) {
            out.add(FLAGS.finding("file", "TYPE " + Integer.toHexString(d.type()) + " has hex letters: the add-on"
                    + " reads the flags as a decimal number and fails"));
        }
        for (int l = 0; l < d.levels().size(); l++) {
            d.levels().get(l).settings().type().ifPresent(t -> {
                if (hexLetters(t)) {
                    out.add(FLAGS.finding("level TYPE", "TYPE " + Integer.toHexString(t) + " has hex letters: the"
                            + " add-on reads the flags as a decimal number and fails"));
                }
            });
            PiePolygons polygons = d.levels().get(l).polygons();
            for (int p = 0; p < polygons.count(); p++) {
                if (hexLetters(polygons.flags(p))) {
                    out.add(FLAGS.finding(PieChecks.level(l) + " polygon " + p, "flags "
                            + Integer.toHexString(polygons.flags(p)) + " have hex letters: the add-on reads them as a"
                            + " decimal number and fails"));
                    break;
                }
            }
        }
        PieChecks.triangles(d, TRIANGLES, out, "the add-on imports it as the triangle of its first three points");
    }

    private static boolean hexLetters(int flags) {
        return Integer.toHexString(flags).chars().anyMatch(Character::isLetter);
    }
}
