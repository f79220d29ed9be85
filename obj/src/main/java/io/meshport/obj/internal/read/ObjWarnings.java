package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Warnings of one kind said once, at their first line, with how often they came: a file of a
 * million points must not make a million warnings.
 */
final class ObjWarnings {
    private record Seen(int line, int column, int[] count) {
    }

    private final Map<String, Seen> seen = new LinkedHashMap<>();

    void note(String message, int line, int column) {
        seen.computeIfAbsent(message, m -> new Seen(line, column, new int[1])).count[0]++;
    }

    void report(String source, Diagnostics diagnostics) {
        seen.forEach((message, s) -> diagnostics.warn(source, s.line, s.column,
                s.count[0] == 1 ? message : message + " (" + s.count[0] + " times, first here)"));
    }
}
