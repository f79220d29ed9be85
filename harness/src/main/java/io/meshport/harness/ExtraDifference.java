package io.meshport.harness;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The first place two unequal extras differ, by path inside them ({@code .adjacency[41]: 7 != 9}),
 * so that a difference is never two equal-looking strings: an extra's {@code toString} summarises
 * its bulk arrays. Records are walked by component, other classes by their instance fields,
 * lists, maps and arrays element by element. Where a value cannot be looked into (a class the
 * module system keeps closed), its strings are compared, and said to look alike when they do.
 */
final class ExtraDifference {
    /** Walking deeper than this means a cycle or a structure no extra has. */
    private static final int MAX_DEPTH = 16;

    private ExtraDifference() {
    }

    /** Where {@code e} and {@code a} (unequal) first differ, relative to them, and how: {@code .x[3]: 1 != 2}. */
    static String between(Object e, Object a) {
        return first("", e, a, 0).orElseGet(() -> {
            String se = String.valueOf(e);
            String sa = String.valueOf(a);
            return se.equals(sa) ? ": differ where their text does not show (" + shortName(e) + ")" : ": " + se + " != " + sa;
        });
    }

    private static Optional<String> first(String path, Object e, Object a, int depth) {
        if (Objects.equals(e, a) && !(e != null && e.getClass().isArray())) {
            return Optional.empty();
        }
        if (e == null || a == null || e.getClass() != a.getClass() || depth > MAX_DEPTH) {
            return leaf(path, e, a);
        }
        Class<?> type = e.getClass();
        if (type.isArray()) {
            int n = Array.getLength(e);
            int m = Array.getLength(a);
            for (int i = 0; i < Math.min(n, m); i++) {
                Optional<String> d = first(path + "[" + i + "]", Array.get(e, i), Array.get(a, i), depth + 1);
                if (d.isPresent()) {
                    return d;
                }
            }
            return n == m ? Optional.empty() : Optional.of(path + ": length " + n + " != " + m);
        }
        if (e instanceof List<?> le) {
            return sequence(path, le, (List<?>) a, depth);
        }
        if (e instanceof Map<?, ?> me) {
            Map<?, ?> ma = (Map<?, ?>) a;
            for (Map.Entry<?, ?> entry : me.entrySet()) {
                if (!ma.containsKey(entry.getKey())) {
                    return Optional.of(path + "[" + entry.getKey() + "]: dropped");
                }
                Optional<String> d = first(path + "[" + entry.getKey() + "]", entry.getValue(), ma.get(entry.getKey()),
                        depth + 1);
                if (d.isPresent()) {
                    return d;
                }
            }
            for (Object key : ma.keySet()) {
                if (!me.containsKey(key)) {
                    return Optional.of(path + "[" + key + "]: unexpected");
                }
            }
            return Optional.empty();
        }
        if (type.isPrimitive() || type.getName().startsWith("java.")) {
            return leaf(path, e, a);
        }
        try {
            return type.isRecord() ? components(path, e, a, depth) : fields(path, e, a, depth);
        } catch (ReflectiveOperationException | RuntimeException closed) {
            return Optional.empty(); // the caller compares the strings
        }
    }

    private static Optional<String> sequence(String path, List<?> e, List<?> a, int depth) {
        Iterator<?> ie = e.iterator();
        Iterator<?> ia = a.iterator();
        for (int i = 0; ie.hasNext() && ia.hasNext(); i++) {
            Optional<String> d = first(path + "[" + i + "]", ie.next(), ia.next(), depth + 1);
            if (d.isPresent()) {
                return d;
            }
        }
        return e.size() == a.size() ? Optional.empty() : Optional.of(path + ": size " + e.size() + " != " + a.size());
    }

    private static Optional<String> components(String path, Object e, Object a, int depth)
            throws ReflectiveOperationException {
        for (RecordComponent c : e.getClass().getRecordComponents()) {
            c.getAccessor().setAccessible(true);
            Optional<String> d = first(path + "." + c.getName(), c.getAccessor().invoke(e), c.getAccessor().invoke(a),
                    depth + 1);
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> fields(String path, Object e, Object a, int depth) throws ReflectiveOperationException {
        List<Field> all = new ArrayList<>();
        for (Class<?> c = e.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    all.add(f);
                }
            }
        }
        for (Field f : all) {
            f.setAccessible(true);
            Optional<String> d = first(path + "." + f.getName(), f.get(e), f.get(a), depth + 1);
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> leaf(String path, Object e, Object a) {
        String se = String.valueOf(e);
        String sa = String.valueOf(a);
        if (se.equals(sa)) {
            // equal as printed, unequal by equals (-0.0 and 0.0, NaN bits): say which kind
            se += " (" + shortName(e) + ")";
            sa += " (" + shortName(a) + ", unequal)";
        }
        return Optional.of(path + ": " + se + " != " + sa);
    }

    private static String shortName(Object o) {
        return o == null ? "null" : o.getClass().getSimpleName();
    }
}
