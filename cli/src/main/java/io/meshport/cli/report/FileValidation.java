package io.meshport.cli.report;

import io.meshport.io.Diagnostic;
import io.meshport.io.Severity;
import java.util.List;

/**
 * What {@code validate} found in one file: its diagnostics in order, the first {@code fromReader}
 * of them from reading it, then model-level findings up to {@code fromEngine}, then the findings
 * of the engine {@code --target} names; and whether it could be read at all.
 *
 * @param format the format the file was read as, or null when none was found
 * @param fromEngine the index of the first engine finding ({@code diagnostics.size()} without {@code --target})
 */
public record FileValidation(String file, String format, List<Diagnostic> diagnostics, int fromReader,
        int fromEngine, boolean unreadable) {
    /** The kinds of finding, each a SARIF rule: {@code id}, and what it means. */
    public enum Kind {
        /** A breach of the format's rules. */
        READ_ERROR("read-error", "The file breaks its format's rules: a reader must reject it."),
        /** What the format's reader tolerates. */
        READ_WARNING("read-warning", "Something the format's reader tolerates, as the real consumers do."),
        /** What the format's main producer writes off the letter. */
        READ_NOTE("read-note", "Something off the format's letter that its main producer writes in every file"
                + " (shown with --verbose; never fails --strict)."),
        /** A model-level problem. */
        MODEL_WARNING("model-warning", "A model-level problem: blend weights, blend indexes, rotations,"
                + " degenerate triangles, non-finite positions, unused vertices."),
        /** A rule of the engine {@code --target} names that the file breaks. */
        ENGINE("engine", "A rule of the engine --target names: an error where its loader refuses the file or crashes,"
                + " a warning where it loads it but shows something else."),
        /** A file that could not be read. */
        UNREADABLE("unreadable", "The file could not be read (missing, a directory, no permission).");

        private final String id;
        private final String description;

        Kind(String id, String description) {
            this.id = id;
            this.description = description;
        }

        /** The stable rule id, e.g. {@code read-warning}. */
        public String id() {
            return id;
        }

        String description() {
            return description;
        }
    }

    /** The findings of one file; {@code diagnostics} is copied. */
    public FileValidation {
        diagnostics = List.copyOf(diagnostics);
    }

    /** The findings of one file checked for no engine. */
    public FileValidation(String file, String format, List<Diagnostic> diagnostics, int fromReader, boolean unreadable) {
        this(file, format, diagnostics, fromReader, diagnostics.size(), unreadable);
    }

    /** The kind of the {@code i}th diagnostic. */
    public Kind kind(int i) {
        if (unreadable) {
            return Kind.UNREADABLE;
        }
        if (i >= fromEngine) {
            return Kind.ENGINE;
        }
        if (i >= fromReader) {
            return Kind.MODEL_WARNING;
        }
        Severity s = diagnostics.get(i).severity();
        return s == Severity.ERROR ? Kind.READ_ERROR : s == Severity.NOTE ? Kind.READ_NOTE : Kind.READ_WARNING;
    }

    /** How many of the diagnostics are errors. */
    public long errors() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).count();
    }

    /** How many of the diagnostics are warnings (notes not counted). */
    public long warnings() {
        return diagnostics.stream().filter(d -> d.severity() != Severity.ERROR && d.severity() != Severity.NOTE).count();
    }
}
