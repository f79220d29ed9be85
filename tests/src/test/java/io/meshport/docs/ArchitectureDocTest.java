package io.meshport.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md matches the code: every class or grammar it names in backticks
 * ({@code `VifDocumentBuilder`}, {@code `Vif.g4`}) is a source file of the repository, and every
 * {@code <Fmt>} pattern it gives (the names a new format's files take) is how every text format
 * names them. A renamed or removed class fails here instead of leaving the map wrong.
 */
class ArchitectureDocTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    /** Library types the document names on purpose (what model-core does without). */
    private static final Set<String> NOT_OURS = Set.of("ImmutableClassToInstanceMap", "ImmutableIntArray",
            "LinkedHashMap");

    private static Set<String> sourceNames() throws IOException {
        try (Stream<Path> walk = Files.walk(ROOT)) {
            return walk.filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/.git/"))
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".java") || n.endsWith(".g4"))
                    // a class by its name; a grammar by its file name and, as its rules are named, without it
                    .flatMap(n -> n.endsWith(".java") ? Stream.of(n.substring(0, n.length() - 5))
                            : Stream.of(n, n.substring(0, n.length() - 3)))
                    .collect(Collectors.toSet());
        }
    }

    @Test
    void everyClassAndGrammarItNamesExists() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/architecture.md"));
        Set<String> sources = sourceNames();
        Set<String> missing = new TreeSet<>();
        Matcher named = Pattern.compile("`([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\\.g4)?)`").matcher(doc);
        while (named.find()) {
            String name = named.group(1);
            if (!sources.contains(name) && !NOT_OURS.contains(name)) {
                missing.add(name);
            }
        }
        assertEquals(Set.of(), missing, "named in docs/architecture.md, not in the code");
    }

    @Test
    void everyFormatPatternHoldsForTheTextFormats() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/architecture.md"));
        Set<String> sources = sourceNames();
        List<String> missing = new ArrayList<>();
        Matcher pattern = Pattern.compile("`(<Fmt>[A-Za-z]*(?:\\.g4)?)`").matcher(doc);
        while (pattern.find()) {
            for (String fmt : List.of("Iqe", "Pie", "Vif")) {
                String name = pattern.group(1).replace("<Fmt>", fmt);
                if (!sources.contains(name)) {
                    missing.add(name);
                }
            }
        }
        assertEquals(List.of(), missing, "docs/architecture.md's <Fmt> names that a text format lacks");
    }
}
