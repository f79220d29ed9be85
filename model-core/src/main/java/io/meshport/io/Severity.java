package io.meshport.io;

/** How serious a {@link Diagnostic} is. */
public enum Severity {
    /** The input is wrong; no valid result exists. */
    ERROR,
    /** The input is tolerated but odd, or a conversion lost something. */
    WARNING;

    /** Lower-case word used in printed diagnostics ({@code error}, {@code warning}). */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
