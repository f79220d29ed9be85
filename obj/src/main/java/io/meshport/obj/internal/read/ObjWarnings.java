package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Warnings of one kind said once, at their first line, with how often they came: a file of a
 * million points must not make a million warnings. Each block of lines notes its own
 * ({@link ObjStatements}); they are handed on to the file's in file order ({@link #handOn}), so the
 * file's come out as a reading line by line would note them.
 */
final class ObjWarnings {
    private static final class Seen {
        final String message;
        final int line;
        final int column;
        int count;

        Seen(String message, int line, int column) {
            this.message = message;
            this.line = line;
            this.column = column;
        }
    }

    private final Map<String, Seen> seen = new HashMap<>();
    private final List<Seen> order = new ArrayList<>();
    /** How many of {@link #order} {@link #handOn} has handed on. */
    private int handedOn;

    void note(String message, int line, int column) {
        note(message, line, column, 1);
    }

    private void note(String message, int line, int column, int count) {
        Seen s = seen.get(message);
        if (s == null) {
            s = new Seen(message, line, column);
            seen.put(message, s);
            order.add(s);
        }
        s.count += count;
    }

    boolean isEmpty() {
        return order.isEmpty();
    }

    /** Hands the warnings first seen before line {@code before} on to {@code file}, in order; each once. */
    void handOn(ObjWarnings file, int before) {
        while (handedOn < order.size() && order.get(handedOn).line < before) {
            Seen s = order.get(handedOn++);
            file.note(s.message, s.line, s.column, s.count);
        }
    }

    void report(String source, Diagnostics diagnostics) {
        for (Seen s : order) {
            diagnostics.warn(source, s.line, s.column,
                    s.count == 1 ? s.message : s.message + " (" + s.count + " times, first here)");
        }
    }
}
