package io.meshport.io;

/**
 * One message about a source, positioned like {@link ModelFormatException}: line/column for
 * text (line 0 = no line), byte offset/field for binary (offset -1 = none). A writer's loss says
 * which parts of the model it is about ({@link LossScope}); other diagnostics have
 * {@link LossScope#UNSCOPED}.
 *
 * @param severity how serious it is
 * @param source the source's name, or null for an unnamed input (printed {@code <input>})
 * @param line the 1-based line, 0 for none
 * @param column the 1-based column, 0 for none
 * @param byteOffset the byte offset into a binary source, -1 for none
 * @param field the binary field at {@code byteOffset}, or null
 * @param message what the diagnostic says, without the position
 * @param scope the parts of the model a loss is about; {@link LossScope#UNSCOPED} for any other
 */
public record Diagnostic(Severity severity, String source, int line, int column, long byteOffset, String field,
        String message, LossScope scope) {

    /**
     * Checks there is a scope; every other component may be absent as the record's comment says.
     *
     * @throws NullPointerException when {@code scope} is null ({@link LossScope#UNSCOPED} is "no part")
     */
    public Diagnostic {
        java.util.Objects.requireNonNull(scope, "scope");
    }

    /** A diagnostic about no part of a model: a reader's warning or error. */
    public Diagnostic(Severity severity, String source, int line, int column, long byteOffset, String field,
            String message) {
        this(severity, source, line, column, byteOffset, field, message, LossScope.UNSCOPED);
    }

    /** This diagnostic from {@code newSource}. */
    public Diagnostic from(String newSource) {
        return new Diagnostic(severity, newSource, line, column, byteOffset, field, message, scope);
    }

    /**
     * A {@link Severity#WARNING} at a 1-based {@code line} and {@code column} of a text {@code source} (0 for
     * an unknown column).
     */
    public static Diagnostic warningAt(String source, int line, int column, String message) {
        return new Diagnostic(Severity.WARNING, source, line, column, -1, null, message);
    }

    /**
     * A {@link Severity#WARNING} at a byte {@code offset} of a binary {@code source}, in the named {@code
     * field}.
     */
    public static Diagnostic warningAtOffset(String source, long offset, String field, String message) {
        return new Diagnostic(Severity.WARNING, source, 0, 0, offset, field, message);
    }

    /** A {@link Severity#NOTE} at a byte {@code offset} of {@code source}, in the named {@code field}. */
    public static Diagnostic noteAtOffset(String source, long offset, String field, String message) {
        return new Diagnostic(Severity.NOTE, source, 0, 0, offset, field, message);
    }

    /** A {@link Severity#WARNING} about {@code source} as a whole, at no position. */
    public static Diagnostic warning(String source, String message) {
        return new Diagnostic(Severity.WARNING, source, 0, 0, -1, null, message);
    }

    /** A writer's loss: something of the model that the file written by {@code source} does not hold. */
    public static Diagnostic loss(String source, String message, LossScope scope) {
        return new Diagnostic(Severity.LOSS, source, 0, 0, -1, null, message, scope);
    }

    /** A writer's exact conversion: something {@code source}'s writer changed to suit its format. */
    public static Diagnostic conversion(String source, String message) {
        return new Diagnostic(Severity.CONVERSION, source, 0, 0, -1, null, message);
    }

    /** {@code file:line:col: warning: message}, or {@code file:@offset(field): ...} for binary. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(source == null ? "<input>" : source);
        if (line > 0) {
            b.append(':').append(line);
            if (column > 0) {
                b.append(':').append(column);
            }
        } else if (byteOffset >= 0) {
            b.append(":@").append(byteOffset);
            if (field != null) {
                b.append('(').append(field).append(')');
            }
        }
        return b.append(": ").append(severity.word()).append(": ").append(message).toString();
    }
}
