package io.meshport.model;

import java.util.Locale;
import java.util.Objects;

/**
 * The coordinate conventions of a model as its source recorded them: which axis is up, the
 * handedness of the axes, which corner order faces the viewer, and which way the model faces.
 * Formats fix these (IQM is Z-up, right-handed, clockwise, facing −Y); the model records them so
 * that a conversion can say, or change with {@link io.meshport.model.edit.ConventionConversion},
 * what another format expects.
 *
 * <p><b>Forward</b> is the side a model faces in its own engine: a character's face, a weapon's
 * muzzle, a vehicle's nose. It is recorded here, with the axes, rather than kept as a table per
 * format in the renderer, because it must survive conversion: a PIE droid written as IQM is turned
 * from Y-up to Z-up, and its front must turn with it, or the same model would face different ways
 * depending on which file it was read from. The formats do not store it; each implies it. Every
 * format meshport reads implies one physical direction, the one Blender shows as its front view
 * (a model faces −Y in Blender's Z-up right-handed space), expressed in that format's axes. The
 * {@linkplain #Conventions(Axis, Handedness, Winding) three-part constructor} derives it that way
 * from the up axis and handedness ({@link #defaultForward}):
 * <ul>
 * <li>Z up, right-handed (IQM, IQE): −Y. Measured on the corpus: a Red Eclipse player
 *     ({@code RE_Player_male.iqm}) has its toes at y ≈ −1.4 in front of shins spanning −0.1 to 2.4;
 *     the Unvanquished machine-gun turret ({@code mgturret.iqe}) has its barrel from y −10 to −48.
 *     (id Software's own models face +X; they are the exception a reader that knows would record
 *     with {@link #withForward}.)</li>
 * <li>Y up, right-handed (glTF, OBJ, VIF): +Z, which glTF's specification names as an asset's
 *     front ("the front of a glTF asset faces +Z"), and where Blender's exporter puts Blender's −Y.</li>
 * <li>Y up, left-handed (PIE, Warzone 2100): −Z. Measured on the corpus: every gun's barrel runs
 *     along −Z from its mount ({@code gnmmg1.pie} z −15 to −40, {@code gnhvcan.pie} −18 to −64,
 *     {@code mibnkgun.pie} −8 to −40) and its muzzle connector is at −Z ({@code 0 -40 7}, connectors
 *     being Z-up numbers); the game fires along the droid's heading, so a droid's and a
 *     structure's front is −Z. This is also what the axis conversion makes of IQM's −Y (PIE's Z is
 *     IQM's Y), so a PIE and its IQM conversion face the same way with no turn at all.</li>
 * <li>Z up, left-handed: +Y, the mirror of the first.</li>
 * </ul>
 *
 * @param up which axis is up
 * @param handedness whether the axes are right- or left-handed
 * @param frontFace which corner order faces the viewer
 * @param forward the side the model faces; never along {@code up}
 */
public record Conventions(Axis up, Handedness handedness, Winding frontFace, Direction forward) {
    /** Nothing known: a model built in code, or a format that does not say. */
    public static final Conventions UNKNOWN = new Conventions(Axis.UNKNOWN, Handedness.UNKNOWN, Winding.UNKNOWN);

    /**
     * The Quake family's (IQM, IQE): Z up, right-handed, clockwise front faces, as in Quake. The
     * reference compiler (lsalzman/iqm {@code iqm.cpp}) computes a face's normal as
     * {@code (v2 - v0) × (v1 - v0)}, and reverses the corners of OBJ faces (counter-clockwise) while it
     * only turns their axes ({@code zxy}). Facing −Y, as Red Eclipse's and Unvanquished's models do.
     */
    public static final Conventions Z_UP_RIGHT_CW = new Conventions(Axis.Z_UP, Handedness.RIGHT,
            Winding.CLOCKWISE);

    /** glTF's and Blender's OBJ export's: Y up, right-handed, counter-clockwise, facing +Z. */
    public static final Conventions Y_UP_RIGHT_CCW = new Conventions(Axis.Y_UP, Handedness.RIGHT,
            Winding.COUNTER_CLOCKWISE);

    /** One of the six axis directions, or not known. */
    public enum Direction {
        /** Along +X. */
        POSITIVE_X(0, 1),
        /** Along −X. */
        NEGATIVE_X(0, -1),
        /** Along +Y. */
        POSITIVE_Y(1, 1),
        /** Along −Y. */
        NEGATIVE_Y(1, -1),
        /** Along +Z. */
        POSITIVE_Z(2, 1),
        /** Along −Z. */
        NEGATIVE_Z(2, -1),
        /** Not known: a model is never turned to or from it. */
        UNKNOWN(-1, 0);

        private final int axis;
        private final int sign;

        Direction(int axis, int sign) {
            this.axis = axis;
            this.sign = sign;
        }

        /** The axis, 0 (X) to 2 (Z); -1 when unknown. */
        public int axis() {
            return axis;
        }

        /** +1 or -1 along {@link #axis()}; 0 when unknown. */
        public int sign() {
            return sign;
        }

        /** The direction along {@code axis} (0 to 2) with the sign of {@code sign}. */
        public static Direction of(int axis, int sign) {
            if (axis < 0 || axis > 2 || sign == 0) {
                throw new IllegalArgumentException("axis " + axis + ", sign " + sign);
            }
            return values()[2 * axis + (sign > 0 ? 0 : 1)];
        }

        /** The unit vector, {0, 0, 0} when unknown. */
        public double[] vector() {
            double[] v = new double[3];
            if (axis >= 0) {
                v[axis] = sign;
            }
            return v;
        }

        /** Short text, e.g. {@code -y}. */
        @Override
        public String toString() {
            return axis < 0 ? "unknown" : (sign > 0 ? "+" : "-") + (char) ('x' + axis);
        }
    }

    /**
     * Checks every part is given (as {@code UNKNOWN} when not known) and the model faces a
     * horizontal direction.
     *
     * @throws NullPointerException when a part is null
     * @throws IllegalArgumentException when {@code forward} lies along the up axis: a model faces a
     *     horizontal direction
     */
    public Conventions {
        Objects.requireNonNull(up, "up");
        Objects.requireNonNull(handedness, "handedness");
        Objects.requireNonNull(frontFace, "frontFace");
        Objects.requireNonNull(forward, "forward");
        if (forward != Direction.UNKNOWN && up != Axis.UNKNOWN && forward.axis() == upIndex(up)) {
            throw new IllegalArgumentException("a " + up.name().toLowerCase(Locale.ROOT).replace('_', '-')
                    + " model cannot face " + forward);
        }
    }

    /**
     * Conventions facing the way every format meshport knows implies for this up axis and handedness
     * ({@link #defaultForward}).
     */
    public Conventions(Axis up, Handedness handedness, Winding frontFace) {
        this(up, handedness, frontFace, defaultForward(up, handedness));
    }

    /**
     * The side a model faces when its format says no more than its axes: Blender's front (−Y in
     * Z-up right-handed space) in those axes, so that converting the axes turns it into the next
     * format's own default (see the class comment for how each was measured). Unknown when either
     * part is.
     */
    public static Direction defaultForward(Axis up, Handedness handedness) {
        if (up == Axis.UNKNOWN || handedness == Handedness.UNKNOWN) {
            return Direction.UNKNOWN;
        }
        boolean right = handedness == Handedness.RIGHT;
        return up == Axis.Z_UP ? (right ? Direction.NEGATIVE_Y : Direction.POSITIVE_Y)
                : (right ? Direction.POSITIVE_Z : Direction.NEGATIVE_Z);
    }

    private static int upIndex(Axis up) {
        return up == Axis.Y_UP ? 1 : up == Axis.Z_UP ? 2 : -1;
    }

    /**
     * The same conventions with another up axis. A forward that was the old axes' default becomes
     * the new axes' default; one recorded apart is kept unless it now lies along the up axis, when it
     * is no longer known.
     */
    public Conventions withUp(Axis newUp) {
        Direction f = forward == defaultForward(up, handedness) ? defaultForward(newUp, handedness)
                : forward.axis() == upIndex(newUp) ? Direction.UNKNOWN : forward;
        return new Conventions(newUp, handedness, frontFace, f);
    }

    /**
     * The same conventions facing {@code newForward}, for a model that faces otherwise than its format
     * implies (an id Software model facing +X in Z-up space).
     *
     * @throws IllegalArgumentException when {@code newForward} lies along the up axis
     */
    public Conventions withForward(Direction newForward) {
        return new Conventions(up, handedness, frontFace, newForward);
    }

    /**
     * Whether the up axis, handedness and winding are known: what converting axes needs. The forward
     * direction is not part of it: a model whose front is not known is converted all the same, only
     * not turned.
     */
    public boolean isKnown() {
        return up != Axis.UNKNOWN && handedness != Handedness.UNKNOWN && frontFace != Winding.UNKNOWN;
    }

    /**
     * Whether {@code o} is conventions of the same four parts, as a record compares them. Written
     * out, as {@link VertexArrayDescriptor}'s: a record's own equals is made from method handles at
     * its first call, which every conversion's axes check makes.
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Conventions c && up == c.up && handedness == c.handedness
                && frontFace == c.frontFace && forward == c.forward;
    }

    /** A hash of the four parts, combined as a record's is. */
    @Override
    public int hashCode() {
        int h = up.hashCode();
        h = h * 31 + handedness.hashCode();
        h = h * 31 + frontFace.hashCode();
        return h * 31 + forward.hashCode();
    }

    /**
     * Short text, e.g. {@code z-up right-handed ccw}; a forward other than the axes' default is
     * added ({@code z-up right-handed cw facing +x}), so that the messages of every model that faces
     * its format's way read as they always did.
     */
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
        String facing = forward == defaultForward(up, handedness) ? "" : " facing " + forward;
        return axis + " " + hand + " " + face + facing;
    }
}
