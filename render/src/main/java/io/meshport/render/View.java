package io.meshport.render;

import io.meshport.model.Conventions;
import io.meshport.model.Conventions.Direction;

/**
 * Where the camera looks from. Models are drawn in Y-up, right-handed space, and "front" is defined
 * once, by the model's recorded {@link Conventions#forward()}: the side it faces in its own engine
 * (a Red Eclipse character's face, a Warzone 2100 gun's muzzle). Converting the model to the
 * drawing space turns its forward with its axes, so a model and its conversion to any other format
 * are seen from the same side. Front puts the camera on that side looking back at the model, side
 * looks at its left flank, top looks down with the front at the bottom of the picture, iso from
 * above front-left at equal angles.
 */
public enum View {
    /** From the side the model faces, looking back at it: its face or muzzle toward the viewer. */
    FRONT,
    /** From the model's left, looking at its left flank with its front to the picture's left. */
    SIDE,
    /** From straight above, looking down, with the model's front at the bottom of the picture. */
    TOP,
    /** From above front-left at equal angles to the forward, left and up axes: a three-quarter view. */
    ISO;

    /**
     * The camera's axes in Y-up right-handed space for a model facing {@code forward} there (a
     * horizontal direction; +Z, the drawing space's own default, when unknown or not horizontal):
     * {@code right}, {@code up} and {@code toward} (from the model to the camera), unit vectors,
     * 9 doubles.
     */
    double[] basis(Direction forward) {
        double[] f = forward == Direction.UNKNOWN || forward.axis() == 1 ? Direction.POSITIVE_Z.vector()
                : forward.vector();
        return basis(f);
    }

    private double[] basis(double[] forward) {
        double[] up = {0, 1, 0};
        double[] left = cross(up, forward);
        double[] toward = switch (this) {
            case FRONT -> forward;
            case SIDE -> left;
            case TOP -> up;
            case ISO -> normalized(add(add(forward, left), up));
        };
        double[] cameraUp = this == TOP ? negated(forward) : up;
        double[] right = normalized(cross(cameraUp, toward));
        double[] trueUp = cross(toward, right);
        return new double[] {right[0], right[1], right[2], trueUp[0], trueUp[1], trueUp[2], toward[0], toward[1],
            toward[2]};
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }

    private static double[] negated(double[] a) {
        return new double[] {-a[0], -a[1], -a[2]};
    }

    private static double[] normalized(double[] a) {
        double n = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        return new double[] {a[0] / n, a[1] / n, a[2] / n};
    }
}
