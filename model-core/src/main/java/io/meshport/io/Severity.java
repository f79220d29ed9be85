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
    CONVERSION;

    /**
     * The word printed diagnostics use: {@code error}, or {@code warning} for the rest (a loss and a
     * conversion are warnings to a person reading the output; {@code --report} tells them apart).
     */
    public String word() {
        return this == ERROR ? "error" : "warning";
    }
}
