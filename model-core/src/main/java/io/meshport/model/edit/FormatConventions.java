package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Conventions;
import io.meshport.model.Model;

/**
 * Brings a model into the conventions of the format it is written as, so that it stands and faces
 * the same way in a program that reads that format: a Y-up left-handed PIE written as Z-up
 * right-handed IQM is turned and mirrored (exactly: axes are swapped and negated, never rotated
 * by other angles), and the triangles are reversed where the front-face rules differ. Every
 * format's {@code fromModel} does this first and says so. It lives with the edits, not in
 * {@code io.meshport.io}: the file SPI depends on the model, the model's edits on the SPI's
 * diagnostics, and not the other way round.
 */
public final class FormatConventions {
    private FormatConventions() {
    }

    /**
     * {@code model} in {@code target}, where both are known and differ, with a note to
     * {@code diagnostics} from {@code formatName}; else {@code model} itself.
     */
    public static Model convert(Model model, Conventions target, String formatName, Diagnostics diagnostics) {
        Conventions from = model.conventions();
        if (!from.isKnown() || !target.isKnown() || from.equals(target)) {
            return model;
        }
        diagnostics.converted(formatName, "axes converted from " + from + " to " + target + ", as " + formatName
                + " files are");
        return ConventionConversion.convert(model, target);
    }
}
