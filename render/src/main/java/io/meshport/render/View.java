package io.meshport.render;

import io.meshport.model.Axis;

/**
 * Where the camera looks from. Models are drawn in Y-up, right-handed space; "front" is the side
 * a model faces by its format's custom: +X for Z-up formats (IQM, IQE: Quake models face +X),
 * +Z for Y-up ones (PIE, VIF, glTF). Side looks at the model's left flank, top looks down with
 * the front at the bottom of the picture, iso from above front-left at equal angles.
 */
public enum View {
    FRONT, SIDE, TOP, ISO;

    /**
     * The camera's axes in Y-up right-handed space for a model whose format was {@code sourceUp}:
     * {@code right}, {@code up} and {@code toward} (from the model to the camera), unit vectors,
     * 9 doubles.
     */
    double[] basis(Axis sourceUp) {
        // the model's forward and left in Y-up space
        double[] forward = sourceUp == Axis.Z_UP ? new double[] {1, 0, 0} : new double[] {0, 0, 1};
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
