package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Axis;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Model;

/**
 * {@code --up y|z} and {@code --handedness left|right}: what the model's data is, said where its
 * file got it wrong (a model exported Y-up into a Z-up format lies on its back: lsalzman/iqm#12 and
 * #30 ask for the axis swap). The conventions are recorded so and nothing moves; every writer then
 * converts from them to its format's, exactly ({@link ConventionConversion}: a signed permutation
 * of the axes), so the model stands up in the output. An edit after it ({@code --ground}) sees
 * the new up axis.
 *
 * @param up the up axis the data has, or null
 * @param handedness the handedness the data has, or null
 */
record ConventionPreset(Axis up, Handedness handedness) implements ModelEdit {
    ConventionPreset {
        if ((up == null) == (handedness == null) || up == Axis.UNKNOWN || handedness == Handedness.UNKNOWN) {
            throw new IllegalArgumentException("a preset is an up axis or a handedness");
        }
    }

    @Override
    public String name() {
        return up != null ? "up" : "handedness";
    }

    @Override
    public String parameters() {
        return up != null ? (up == Axis.Y_UP ? "y" : "z") : handedness == Handedness.LEFT ? "left" : "right";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Conventions from = model.conventions();
        Conventions to = up != null ? from.withUp(up)
                : new Conventions(from.up(), handedness, from.frontFace(), from.forward());
        String now = up != null ? (up == Axis.Y_UP ? "Y-up" : "Z-up") : handedness == Handedness.LEFT ? "left-handed"
                : "right-handed";
        if (to.equals(from)) {
            EditReport.changed(this, source, report, "the model is recorded as " + now + " already: not changed");
            return model;
        }
        Object was = up != null ? from.up() : from.handedness();
        String wasWord = was == Axis.Y_UP ? "Y-up" : was == Axis.Z_UP ? "Z-up" : was == Handedness.LEFT ? "left-handed"
                : was == Handedness.RIGHT ? "right-handed" : "not known";
        EditReport.changed(this, source, report, "the model's data recorded as " + now + " (it was " + wasWord
                + "): nothing moved here; the output is converted from it to its format's axes");
        return model.toBuilder().conventions(to).build();
    }
}
