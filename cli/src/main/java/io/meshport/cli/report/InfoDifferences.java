package io.meshport.cli.report;

import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What {@code meshport diff --summary} prints: the facts {@code info --json} gives of two models
 * (counts, bounds, axes, names, the skin and cache figures per mesh) where they differ, one a line
 * as {@code path: A -> B}. It shows what an edit changed at the level the edit works on: a
 * {@code --ground} as the bounds moved, a renaming as the names, {@code --optimize} as the ACMR.
 */
public final class InfoDifferences {
    private InfoDifferences() {
    }

    /**
     * The differing facts, in the order {@code info --json} lists them.
     *
     * @param a the first model
     * @param formatA its format's name
     * @param b the second model
     * @param formatB its format's name
     * @return one line per differing fact
     */
    public static List<String> of(Model a, String formatA, Model b, String formatB) {
        Map<String, Object> left = new LinkedHashMap<>();
        Map<String, Object> right = new LinkedHashMap<>();
        flatten("", new ModelReport(a, formatA).toJson(""), left);
        flatten("", new ModelReport(b, formatB).toJson(""), right);
        left.remove("file");
        right.remove("file");
        Set<String> paths = new LinkedHashSet<>(left.keySet());
        paths.addAll(right.keySet());
        List<String> lines = new ArrayList<>();
        for (String path : paths) {
            Object x = left.get(path);
            Object y = right.get(path);
            if (!Objects.equals(x, y)) {
                lines.add(path + ": " + shown(x, left.containsKey(path)) + " -> " + shown(y, right.containsKey(path)));
            }
        }
        return lines;
    }

    /** Objects and lists of objects opened up to their leaves; a list of plain values is one leaf. */
    private static void flatten(String path, Object value, Map<String, Object> out) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> flatten(path.isEmpty() ? String.valueOf(k) : path + "." + k, v, out));
        } else if (value instanceof List<?> list && list.stream().anyMatch(e -> e instanceof Map || e instanceof List)) {
            out.put(path + ".length", list.size());
            for (int i = 0; i < list.size(); i++) {
                flatten(path + "[" + i + "]", list.get(i), out);
            }
        } else {
            out.put(path, value);
        }
    }

    private static String shown(Object value, boolean present) {
        if (!present) {
            return "(none)";
        }
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }
}
