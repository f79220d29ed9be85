package io.meshport.text;

import java.util.Objects;

/**
 * A comment of a line-based format, kept with its place: {@code line} numbers the lines the
 * format's writer writes without comments (0 first). A comment of its own line stands before that
 * line (a number equal to the count of lines: after the last); a trailing comment ends it.
 *
 * @param line the number of the written line the comment belongs to, 0 or more
 * @param text the comment from its marker to the end of the line, e.g. {@code "# turret mount"}
 * @param trailing whether the comment ends line {@code line} rather than standing on its own line before it
 */
public record LineComment(int line, String text, boolean trailing) {
    /**
     * Checks the comment is one line at a line number of 0 or more.
     *
     * @throws NullPointerException when {@code text} is null
     * @throws IllegalArgumentException when {@code line} is negative or {@code text} holds a line end
     */
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
