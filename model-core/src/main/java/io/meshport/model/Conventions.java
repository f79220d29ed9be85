package io.meshport.model;

import java.util.Locale;
import java.util.Objects;

/**
 * The coordinate conventions of a model as its source recorded them: which axis is up, the
 * handedness of the axes, and which corner order faces the viewer. Formats fix these (IQM is Z-up,
 * right-handed, clockwise); the model records them so that a conversion can say, or change
 * with {@link io.meshport.model.edit.ConventionConversion}, what another format expects.
 */
public record Conventions(Axis up, Handedness handedness, Winding frontFace) {
    /** Nothing known: a model built in code, or a format that does not say. */
    public static final Conventions UNKNOWN = new Conventions(Axis.UNKNOWN, Handedness.UNKNOWN, Winding.UNKNOWN);

    /**
     * The Quake family's (IQM, IQE): Z up, right-handed, clockwise front faces, as in Quake. The
     * reference compiler (lsalzman/iqm {@code iqm.cpp}) computes a face's normal as
     * {@code (v2 - v0) × (v1 - v0)}, and reverses the corners of OBJ faces (counter-clockwise) while it
     * only turns their axes ({@code zxy}).
     */
    public static final Conventions Z_UP_RIGHT_CW = new Conventions(Axis.Z_UP, Handedness.RIGHT,
            Winding.CLOCKWISE);

    /** glTF's and Blender's OBJ export's: Y up, right-handed, counter-clockwise. */
    public static final Conventions Y_UP_RIGHT_CCW = new Conventions(Axis.Y_UP, Handedness.RIGHT,
            Winding.COUNTER_CLOCKWISE);

    public Conventions {
        Objects.requireNonNull(up, "up");
        Objects.requireNonNull(handedness, "handedness");
        Objects.requireNonNull(frontFace, "frontFace");
    }

    /** The same conventions with another up axis. */
    public Conventions withUp(Axis newUp) {
        return new Conventions(newUp, handedness, frontFace);
    }

    /** Whether every part is known. */
    public boolean isKnown() {
        return up != Axis.UNKNOWN && handedness != Handedness.UNKNOWN && frontFace != Winding.UNKNOWN;
    }

    /** Short text, e.g. {@code z-up right-handed ccw}. */
    @Override
    public String toString() {
        String axis = up.name().toLowerCase(Locale.ROOT).replace('_', '-');
        String hand = handedness == Handedness.UNKNOWN ? "unknown-handed"
                : handedness.name().toLowerCase(Locale.ROOT) + "-handed";
        String face = switch (frontFace) {
            case COUNTER_CLOCKWISE -> "ccw";
            case CLOCKWISE -> "cw";
            case UNKNOWN -> "unknown winding";
        };
        return axis + " " + hand + " " + face;
    }
}
