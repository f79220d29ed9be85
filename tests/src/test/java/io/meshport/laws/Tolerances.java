package io.meshport.laws;

import io.meshport.harness.ModelDiff;

/** How close a format's round trip comes, by format name: exact unless its storage quantises or prints. */
public final class Tolerances {
    /**
     * IQM quantises animation channels to 16 bits over each channel's range: half a step of a
     * 100-unit range is below 2e-3.
     */
    private static final ModelDiff.Tolerance IQM = new ModelDiff.Tolerance(0, 2e-3, 0, true);
    /** Text formats print the shortest decimal that reads back to the same float; quaternions may be renormalised. */
    private static final ModelDiff.Tolerance TEXT = new ModelDiff.Tolerance(0, 1e-6, 0, true);
    /**
     * MD5 keeps positions as weights in joint space and joints in model space: both are turned back
     * in double precision and rounded to float again, so a value may move by a float step or two; a
     * blend slot of no weight comes back with joint 0, so blends compare as influences.
     */
    private static final ModelDiff.Tolerance MD5 = new ModelDiff.Tolerance(1e-5, 1e-5, 0, false);

    private Tolerances() {
    }

    /** The tolerance of {@code format}'s semantic round trip; a new format starts with the text one. */
    public static ModelDiff.Tolerance of(String format) {
        return format.equals("iqm") ? IQM : format.equals("md5") ? MD5 : TEXT;
    }

    /** What survives two formats one after the other. */
    public static ModelDiff.Tolerance of(String first, String second) {
        ModelDiff.Tolerance a = of(first);
        ModelDiff.Tolerance b = of(second);
        return new ModelDiff.Tolerance(Math.max(a.vertex(), b.vertex()), Math.max(a.pose(), b.pose()),
                Math.max(a.bounds(), b.bounds()), a.sameLayouts() && b.sameLayouts());
    }
}
