package io.meshport.io;

import java.io.IOException;
import java.util.Optional;

/**
 * The one checked exception a reader throws for bad input. It always says where: a text
 * position ({@code source:line:col}, both 1-based) or a binary position (byte offset and the
 * name of the field being read). {@link #getMessage()} reads like a compiler diagnostic:
 * {@code drill.iqe:812:4: fm index 7 out of range (mesh has 6 vertices)}.
 */
public final class ModelFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    /** The source's name, or null when none was given. */
    private final String source;
    /** The 1-based line, 0 for none. */
    private final int line;
    /** The 1-based column, 0 for none. */
    private final int column;
    /** The byte offset into a binary source, -1 for none. */
    private final long byteOffset;
    /** The binary field being read, or null. */
    private final String field;
    /** What is wrong, without the position. */
    private final String reason;

    private ModelFormatException(String source, int line, int column, long byteOffset, String field,
            String reason, Throwable cause) {
        super(format(source, line, column, byteOffset, field, reason), cause);
        this.source = source;
        this.line = line;
        this.column = column;
        this.byteOffset = byteOffset;
        this.field = field;
        this.reason = reason;
    }

    /** An error at a 1-based line and column of a text source. */
    public static ModelFormatException atLine(String source, int line, int column, String reason) {
        return new ModelFormatException(source, line, column, -1, null, reason, null);
    }

    /** An error at a byte offset of a binary source, while reading {@code field}. */
    public static ModelFormatException atOffset(String source, long byteOffset, String field, String reason) {
        return new ModelFormatException(source, 0, 0, byteOffset, field, reason, null);
    }

    /** An error about the source as a whole (empty file, unknown format). */
    public static ModelFormatException inSource(String source, String reason) {
        return new ModelFormatException(source, 0, 0, -1, null, reason, null);
    }

    /** The same error with a cause attached (e.g. an underlying parser exception). */
    public ModelFormatException withCause(Throwable cause) {
        return new ModelFormatException(source, line, column, byteOffset, field, reason, cause);
    }

    /** The same position and reason, under another source name. */
    public ModelFormatException withSource(String newSource) {
        return new ModelFormatException(newSource, line, column, byteOffset, field, reason, getCause());
    }

    private static String format(String source, int line, int column, long offset, String field, String reason) {
        StringBuilder b = new StringBuilder(source == null ? "<input>" : source);
        if (line > 0) {
            b.append(':').append(line);
            if (column > 0) {
                b.append(':').append(column);
            }
        } else if (offset >= 0) {
            b.append(":@").append(offset);
            if (field != null) {
                b.append('(').append(field).append(')');
            }
        }
        return b.append(": ").append(reason).toString();
    }

    /** The source's name as given, or {@code "<input>"} when none was. */
    public String source() {
        return source == null ? "<input>" : source;
    }

    /**
     * Whether the error names its source: false for an error about a model or stream that had no
     * name, which a caller that knows the file can name with {@link #withSource}.
     *
     * @return true when a source name was given
     */
    public boolean hasSource() {
        return source != null;
    }

    /** 1-based line, or 0 when the position is a byte offset or unknown. */
    public int line() {
        return line;
    }

    /** 1-based column, or 0 when unknown. */
    public int column() {
        return column;
    }

    /** Byte offset into a binary source, or -1 for text positions. */
    public long byteOffset() {
        return byteOffset;
    }

    /** Name of the binary field being read, if any. */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }

    /** The message without the position prefix. */
    public String reason() {
        return reason;
    }

    /** This error as a diagnostic of severity ERROR. */
    public Diagnostic toDiagnostic() {
        return new Diagnostic(Severity.ERROR, source(), line, column, byteOffset, field, reason);
    }
}
