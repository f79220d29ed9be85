package io.meshport.harness;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes a tree of maps, lists, strings, numbers, booleans and nulls as indented JSON; a list of
 * numbers stays on one line. Output is pure ASCII (everything else as {@code \}{@code uXXXX}), so
 * it survives any terminal or locale, and a non-finite number becomes {@code null} because JSON
 * has no NaN. Floats are written as {@link Float#toString} writes them, which a float parser reads
 * back as the same float. Used by {@code meshport info --json} and {@link ModelJson}.
 */
public final class JsonText {
    private JsonText() {
    }

    /** {@code value} as JSON text. */
    public static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(value, b, 0);
        return b.toString();
    }

    private static void write(Object value, StringBuilder b, int depth) {
        if (value == null) {
            b.append("null");
        } else if (value instanceof String s) {
            quote(s, b);
        } else if (value instanceof Boolean) {
            b.append(value);
        } else if (value instanceof Float f) {
            b.append(Float.isFinite(f) ? f.toString() : "null");
        } else if (value instanceof Double d) {
            b.append(Double.isFinite(d) ? d.toString() : "null");
        } else if (value instanceof Integer || value instanceof Long) {
            b.append(value);
        } else if (value instanceof Map<?, ?> map) {
            writeEntries(map.entrySet().iterator(), map.isEmpty(), '{', '}', b, depth);
        } else if (value instanceof List<?> list) {
            writeEntries(list.iterator(), list.isEmpty(), '[', ']', b, depth);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass());
        }
    }

    private static void writeEntries(Iterator<?> items, boolean empty, char open, char close, StringBuilder b,
            int depth) {
        b.append(open);
        if (empty) {
            b.append(close);
            return;
        }
        if (open == '[') {
            List<Object> values = new ArrayList<>();
            items.forEachRemaining(values::add);
            if (values.stream().allMatch(v -> v instanceof Number)) {
                // Bulk data (vertex values, indices): one line, not one line a number.
                for (int i = 0; i < values.size(); i++) {
                    b.append(i == 0 ? "" : ", ");
                    write(values.get(i), b, depth + 1);
                }
                b.append(close);
                return;
            }
            items = values.iterator();
        }
        while (items.hasNext()) {
            Object item = items.next();
            b.append('\n').append("  ".repeat(depth + 1));
            if (item instanceof Map.Entry<?, ?> e) {
                quote(String.valueOf(e.getKey()), b);
                b.append(": ");
                write(e.getValue(), b, depth + 1);
            } else {
                write(item, b, depth + 1);
            }
            if (items.hasNext()) {
                b.append(',');
            }
        }
        b.append('\n').append("  ".repeat(depth)).append(close);
    }

    private static void quote(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                case '\b': b.append("\\b"); break;
                case '\f': b.append("\\f"); break;
                default:
                    if (c < 0x20 || c > 0x7e) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        b.append('"');
    }
}
