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

    private Tolerances() {
    }

    /** The tolerance of {@code format}'s semantic round trip; a new format starts with the text one. */
    public static ModelDiff.Tolerance of(String format) {
        return format.equals("iqm") ? IQM : TEXT;
    }

    /** What survives two formats one after the other. */
    public static ModelDiff.Tolerance of(String first, String second) {
        return first.equals("iqm") || second.equals("iqm") ? IQM : TEXT;
    }
}
