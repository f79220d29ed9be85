package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * meshport's packages depend on each other without a cycle (issue #30 broke {@code io} ↔
 * {@code model.edit}): the graph of which package imports which, over every module's main
 * sources, is a DAG. A cycle fails with the packages on it, so that it is broken where it is
 * made, before module boundaries (module-info) would have to be drawn through it.
 *
 * <p>One kind of edge is left out on purpose: a format's internal stage packages
 * ({@code io.meshport.pie.internal.read}, ...) use their format's API package, which is the
 * format's vocabulary (its document and extras) as well as its entry (DESIGN.md §4: one API package
 * holds the format, the document types and the extras), while the entry calls the stages. Every
 * other edge counts, so the stages still form no cycle among themselves.
 */
class PackageCycleTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package (io\\.meshport[\\w.]*);");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(io\\.meshport[\\w.]*?)\\.[A-Z]");

    private static Map<String, Set<String>> graph() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(ROOT)) {
            sources = walk.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/java/")
                    && !p.toString().contains("/target/")).toList();
        }
        for (Path source : sources) {
            String text = Files.readString(source);
            Matcher pkg = PACKAGE.matcher(text);
            if (!pkg.find()) {
                continue;
            }
            Set<String> to = uses.computeIfAbsent(pkg.group(1), k -> new TreeSet<>());
            Matcher imported = IMPORT.matcher(text);
            while (imported.find()) {
                if (!imported.group(1).equals(pkg.group(1))
                        && !usesItsOwnVocabulary(pkg.group(1), imported.group(1))) {
                    to.add(imported.group(1));
                }
            }
        }
        return uses;
    }

    /** Whether {@code from} is an internal stage package of the format whose API package is {@code to}. */
    static boolean usesItsOwnVocabulary(String from, String to) {
        return from.startsWith(to + ".internal.") || from.equals(to + ".internal");
    }

    /** A cycle through the graph, as the packages on it, or empty. */
    private static List<String> cycle(Map<String, Set<String>> uses) {
        Map<String, Integer> state = new HashMap<>(); // 1 on the path, 2 done
        for (String start : uses.keySet()) {
            List<String> path = new ArrayList<>();
            List<String> found = visit(start, uses, state, path, new HashSet<>());
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static List<String> visit(String p, Map<String, Set<String>> uses, Map<String, Integer> state,
            List<String> path, Set<String> onPath) {
        Integer s = state.get(p);
        if (s != null && s == 2) {
            return List.of();
        }
        if (onPath.contains(p)) {
            List<String> cycle = new ArrayList<>(path.subList(path.indexOf(p), path.size()));
            cycle.add(p);
            return cycle;
        }
        onPath.add(p);
        path.add(p);
        for (String q : uses.getOrDefault(p, Set.of())) {
            List<String> found = visit(q, uses, state, path, onPath);
            if (!found.isEmpty()) {
                return found;
            }
        }
        path.remove(path.size() - 1);
        onPath.remove(p);
        state.put(p, 2);
        return List.of();
    }

    @Test
    void packagesDependOnEachOtherWithoutACycle() throws IOException {
        Map<String, Set<String>> uses = graph();
        assertEquals(List.of(), cycle(uses), "a cycle of package imports");
    }

    @Test
    void onlyAStageUsingItsOwnFormatsApiIsLeftOut() {
        assertEquals(true, usesItsOwnVocabulary("io.meshport.pie.internal.read", "io.meshport.pie"));
        assertEquals(false, usesItsOwnVocabulary("io.meshport.pie.internal.read", "io.meshport.vif"));
        assertEquals(false, usesItsOwnVocabulary("io.meshport.pie", "io.meshport.pie.internal.read"));
        assertEquals(false, usesItsOwnVocabulary("io.meshport.pie.internal.read", "io.meshport.pie.internal.compile"));
        assertEquals(false, usesItsOwnVocabulary("io.meshport.pieces", "io.meshport.pie"));
    }

    @Test
    void theCheckFindsACycle() {
        // the check itself: io -> model.edit -> io, as before issue #30
        Map<String, Set<String>> uses = Map.of("io.meshport.io", Set.of("io.meshport.model.edit"),
                "io.meshport.model.edit", Set.of("io.meshport.io"));
        assertEquals(3, cycle(new TreeMap<>(uses)).size());
    }
}
