package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Axis;
import io.meshport.model.Model;
import java.util.Locale;

/**
 * {@code --center}, {@code --center xy} and {@code --ground}: the whole model (meshes, skeleton,
 * animations, extras) moved so that its bind pose's bounds are centred on the origin (in every
 * axis, or only across the floor, keeping its height), or so that its lowest point is at 0 along
 * its up axis (Z unless the model is recorded as Y-up).
 *
 * @param mode {@code center}, {@code center-xy} or {@code ground}
 */
record Placement(String mode) implements ModelEdit {
    Placement {
        if (!mode.equals("center") && !mode.equals("center-xy") && !mode.equals("ground")) {
            throw new IllegalArgumentException("a placement is center, center-xy or ground, not " + mode);
        }
    }

    @Override
    public String name() {
        return mode.equals("ground") ? "ground" : "center";
    }

    @Override
    public String parameters() {
        return mode.equals("center-xy") ? "xy" : "";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        double[] b = WholeModelShift.bounds(model);
        if (b == null) {
            EditReport.unchanged(this, source, report, "the model has no vertex positions: not moved");
            return model;
        }
        int up = model.conventions().up() == Axis.Y_UP ? 1 : 2;
        double[] d = new double[3];
        for (int c = 0; c < 3; c++) {
            boolean vertical = c == up;
            d[c] = 0.0 + switch (mode) {
                case "ground" -> vertical ? -b[c] : 0;
                case "center-xy" -> vertical ? 0 : -(b[c] + b[c + 3]) / 2;
                default -> -(b[c] + b[c + 3]) / 2;
            }; // 0.0 + : no -0 in the report
        }
        if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
            EditReport.changed(this, source, report, "already in place: not moved");
            return model;
        }
        EditReport.changed(this, source, report, "moved by " + String.format(Locale.ROOT, "(%.6g, %.6g, %.6g)", d[0], d[1],
                d[2]) + (mode.equals("ground") ? ": the lowest point to " + "XYZ".charAt(up) + " = 0"
                : ": the bounds' centre to the origin") + ", skeleton and animations with it");
        return WholeModelShift.shifted(model, d);
    }
}
