package io.meshport.text;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes a format's lines with LF ends and puts each {@link LineComment} back at its place: a
 * comment line before the line it is numbered with, a trailing comment after one blank at the
 * end of its line. Comments whose line is never written (a number past the last line) come at
 * the end, in order.
 */
public final class CommentedLineWriter {
    private final Writer out;
    private final List<LineComment> comments;
    private int next;
    private int line;

    /**
     * A writer to {@code out} that puts back {@code comments}, given in any order; comments of one
     * line keep their order, own-line ones before the trailing one. The caller closes {@code out}.
     */
    public CommentedLineWriter(Writer out, List<LineComment> comments) {
        this.out = out;
        List<LineComment> sorted = new ArrayList<>(comments);
        // Stable: comments of one line keep their order, own-line ones before the trailing one.
        sorted.sort(Comparator.comparingInt(LineComment::line).thenComparing(LineComment::trailing));
        this.comments = sorted;
    }

    /** Writes the next line, {@code content} without its line end. */
    public void line(CharSequence content) throws IOException {
        ownLineComments();
        out.append(content);
        String trailing = null;
        while (next < comments.size() && comments.get(next).line() == line && comments.get(next).trailing()) {
            trailing = trailing == null ? comments.get(next).text() : trailing + " " + comments.get(next).text();
            next++;
        }
        if (trailing != null) {
            out.append(' ').append(trailing);
        }
        out.append('\n');
        line++;
    }

    /** Writes the comments after the last line. */
    public void finish() throws IOException {
        while (next < comments.size()) {
            LineComment c = comments.get(next++);
            out.append(c.text()).append('\n');
        }
    }

    /** Lines written so far. */
    public int lines() {
        return line;
    }

    private void ownLineComments() throws IOException {
        while (next < comments.size() && comments.get(next).line() == line && !comments.get(next).trailing()) {
            out.append(comments.get(next++).text()).append('\n');
        }
    }
}
