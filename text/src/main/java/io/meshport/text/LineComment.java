package io.meshport.text;

import java.util.Objects;

/**
 * A comment of a line-based format, kept with its place: {@code line} numbers the lines the
 * format's writer writes without comments (0 first). A comment of its own line stands before that
 * line (a number equal to the count of lines: after the last); a trailing comment ends it.
 *
 * @param text the comment from its marker to the end of the line, e.g. {@code "# turret mount"}
 */
public record LineComment(int line, String text, boolean trailing) {
    public LineComment {
        Objects.requireNonNull(text, "text");
        if (line < 0) {
            throw new IllegalArgumentException("negative line " + line);
        }
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a comment is one line");
        }
    }
}
