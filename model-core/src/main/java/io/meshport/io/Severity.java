package io.meshport.io;

/** How serious a {@link Diagnostic} is. */
public enum Severity {
    /** The input is wrong; no valid result exists. */
    ERROR,
    /** The input is tolerated but odd, or a writer has something to say that is neither below. */
    WARNING,
    /** A writer's report of something in the model that the written file does not hold. */
    LOSS,
    /** A writer's report of something it changed exactly to suit the format (axes turned, meshes merged). */
    CONVERSION,
    /**
     * A reader's remark on something off the format's letter that the format's main producer writes
     * in every file (the reference IQM compiler's unpadded sections): not worth a warning, since
     * every real file would carry it; the command line shows it with {@code --verbose}.
     */
    NOTE;

    /**
     * The word printed diagnostics use: {@code error}; {@code note} for an exact conversion (axes
     * turned, meshes merged: nothing is lost, nothing to act on) and a {@link #NOTE}; {@code warning} for the rest (a
     * loss is a warning to a person reading the output; {@code --report} tells the kinds apart).
     */
    public String word() {
        return this == ERROR ? "error" : this == CONVERSION || this == NOTE ? "note" : "warning";
    }
}
