package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxProperties;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Axis;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Winding;

/**
 * What {@code GlobalSettings} says about the whole file: the axes, recorded as the model's
 * {@link Conventions} and not converted (up {@code UpAxis × UpAxisSign}, facing
 * {@code FrontAxis × FrontAxisSign}, right-handed when {@code CoordAxis}, up and front make a
 * right-handed frame, as in Blender's table of FBX axes; polygons counter-clockwise; an up axis
 * other than +Y or +Z is recorded as unknown), and the frame rate ({@code TimeMode}, or
 * {@code CustomFrameRate} for mode 14 and the default mode 0). Without {@code GlobalSettings}, FBX's
 * defaults: Y up, front +Z, X right, 30 frames a second. {@code UnitScaleFactor} is the file's unit in
 * centimetres (FBX's default, 1: centimetres; Blender writes 1 and scales its objects by 100 for
 * metres); {@link #metresPerUnit} is it in metres, which {@link FbxCompiler} applies.
 *
 * @param unitCentimetres how many centimetres one unit of the file's numbers is ({@code UnitScaleFactor})
 */
record FbxGlobals(Conventions conventions, double framerate, long ticksPerSecond, double unitCentimetres) {
    /** FBX's time unit before 7.7 (and after, unless the file opts in to the new one). */
    static final long KTIME_V7 = 46_186_158_000L;
    /** FBX 8's (7.7's with {@code TCDefinition} 0). */
    static final long KTIME_V8 = 141_120_000L;

    private static final double[] FRAMERATES = {0, 120, 100, 60, 50, 48, 30, 30, 30 / 1.001, 30 / 1.001, 25, 24,
        1000, 24 / 1.001, 0, 96, 72, 60 / 1.001, 120 / 1.001};

    static FbxGlobals of(FbxScene scene) throws ModelFormatException {
        FbxProperties g = scene.globals();
        int up = axis(g, "UpAxis", 1);
        int front = axis(g, "FrontAxis", 2);
        int coord = axis(g, "CoordAxis", 0);
        int upSign = sign(g, "UpAxisSign");
        int frontSign = sign(g, "FrontAxisSign");
        int coordSign = sign(g, "CoordAxisSign");
        Conventions conventions = Conventions.UNKNOWN;
        if (up != front && up != coord && front != coord) {
            double[] c = unit(coord, coordSign);
            double[] u = unit(up, upSign);
            double[] f = unit(front, frontSign);
            double det = c[0] * (u[1] * f[2] - u[2] * f[1]) - c[1] * (u[0] * f[2] - u[2] * f[0])
                    + c[2] * (u[0] * f[1] - u[1] * f[0]);
            Handedness hand = det > 0 ? Handedness.RIGHT : Handedness.LEFT;
            Axis upAxis = upSign < 0 ? Axis.UNKNOWN : up == 1 ? Axis.Y_UP : up == 2 ? Axis.Z_UP : Axis.UNKNOWN;
            Conventions.Direction forward = upAxis == Axis.UNKNOWN ? Conventions.Direction.UNKNOWN
                    : Conventions.Direction.of(front, frontSign);
            conventions = new Conventions(upAxis, hand, Winding.COUNTER_CLOCKWISE, forward);
        }
        long mode = g.integer("TimeMode", 0);
        double rate = mode >= 0 && mode < FRAMERATES.length ? FRAMERATES[(int) mode] : 0;
        if (rate == 0) {
            double custom = g.number("CustomFrameRate", -1);
            rate = custom > 0 && custom <= 1000 ? custom : 30;
        }
        double centimetres = g.number("UnitScaleFactor", 1);
        if (!(centimetres > 0 && centimetres < 1e12)) {
            throw g.error("UnitScaleFactor", centimetres + " is no unit (centimetres per unit, above 0)");
        }
        return new FbxGlobals(conventions, rate, ticksPerSecond(scene.tree()), centimetres);
    }

    /**
     * FBX 7.7 and later may count time in FBX 8's unit: {@code FBXHeaderExtension/OtherFlags/TCDefinition}
     * 0 says so, 127 says the old unit; without it, the old unit before version 8000.
     */
    private static long ticksPerSecond(FbxTree tree) {
        long fallback = tree.version() >= 8000 ? KTIME_V8 : KTIME_V7;
        FbxNode header = tree.node("FBXHeaderExtension").orElse(null);
        FbxNode flags = header == null ? null : FbxArrays.child(header, "OtherFlags");
        FbxNode tc = flags == null ? null : FbxArrays.child(flags, "TCDefinition");
        if (tc != null && !tc.properties().isEmpty() && tc.property(0) instanceof FbxProperty.IntegerValue v) {
            return v.value() == 0 ? KTIME_V8 : v.value() == 127 ? KTIME_V7 : fallback;
        }
        return fallback;
    }

    private static int axis(FbxProperties g, String name, int fallback) throws ModelFormatException {
        long v = g.integer(name, fallback);
        if (v < 0 || v > 2) {
            throw g.error(name, v + " is not an axis (0, 1 or 2)");
        }
        return (int) v;
    }

    private static int sign(FbxProperties g, String name) throws ModelFormatException {
        long v = g.integer(name, 1);
        if (v != 1 && v != -1) {
            throw g.error(name, v + " is not a sign (1 or -1)");
        }
        return (int) v;
    }

    /** How many metres one unit of the file's numbers is. */
    double metresPerUnit() {
        return unitCentimetres / 100;
    }

    /** The unit in words: its name when it is a common one, else its size in centimetres. */
    String unitName() {
        double cm = unitCentimetres;
        for (int k = 0; k < UNIT_CENTIMETRES.length; k++) {
            if (Math.abs(cm - UNIT_CENTIMETRES[k]) <= 1e-9 * UNIT_CENTIMETRES[k]) {
                return UNIT_NAMES[k];
            }
        }
        return "units of " + plain(cm) + " cm";
    }

    private static final double[] UNIT_CENTIMETRES = {0.1, 1, 2.54, 30.48, 91.44, 100, 100_000, 160_934.4};
    private static final String[] UNIT_NAMES = {"millimetres", "centimetres", "inches", "feet", "yards", "metres",
        "kilometres", "miles"};

    /** {@code x} without an exponent or trailing zeros: 2.54, 0.01, 1. */
    static String plain(double x) {
        return java.math.BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
    }

    private static double[] unit(int axis, int sign) {
        double[] v = new double[3];
        v[axis] = sign;
        return v;
    }
}
