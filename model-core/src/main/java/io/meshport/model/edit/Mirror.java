package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;

/**
 * {@code --mirror x|y|z}: the model's mirror image across the plane through the origin normal to
 * an axis: positions, normals, tangents (their handedness too), every joint's base and animated
 * pose, frame bounds and coordinates in extras, exactly (a negation); triangles reversed, so that a
 * face a viewer saw from the front is still seen from the front. Its own inverse.
 *
 * @param axis 0 for X, 1 for Y, 2 for Z
 */
record Mirror(int axis) implements ModelEdit {
    Mirror {
        if (axis < 0 || axis > 2) {
            throw new IllegalArgumentException("a mirror's axis is x, y or z");
        }
    }

    @Override
    public String name() {
        return "mirror";
    }

    @Override
    public String parameters() {
        return String.valueOf("xyz".charAt(axis));
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        Model mirrored = ConventionConversion.mirrored(model, axis);
        EditReport.changed(this, source, report, EditReport.count(model.meshes().size(), "mesh") + ", "
                + EditReport.count(model.joints().size(), "joint") + " and "
                + EditReport.count(model.animations().size(), "animation") + " mirrored across "
                + "XYZ".charAt(axis) + " = 0; triangles reversed so that front faces stay front faces");
        return mirrored;
    }
}
