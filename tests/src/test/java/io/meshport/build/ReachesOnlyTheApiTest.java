package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The command and the cross-format suites use meshport as a user's program would (issue #30): they
 * import only packages the library modules export to everyone, so what they prove, a user can
 * do, and an internal package can change without them. Both run on the class path, where the
 * descriptors draw no line, so this test draws it: every {@code io.meshport} import of {@code cli}
 * and of {@code tests} is a package a {@code module-info.java} exports without {@code to}, or, in
 * a library module without a descriptor ({@code harness-junit}), a package that is not
 * {@code internal}, or one of the importing module's own. The benchmarks ({@code io.meshport.bench}) are the exception:
 * they measure internals (the text engine's primitives, VIF's rules alone) on purpose.
 */
class ReachesOnlyTheApiTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    private static final Pattern EXPORT = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(io\\.meshport[\\w.]*?)\\.[A-Z]");
    /** Library modules without a descriptor: their packages are all reachable but the internal ones. */
    private static final List<String> WITHOUT_DESCRIPTOR = List.of("harness-junit");

    private static List<Path> javaFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static String packageOf(String source) {
        Matcher m = PACKAGE.matcher(source);
        return m.find() ? m.group(1) : "";
    }

    /** Every package a user's module reaches, from the descriptors and the modules without one. */
    static Set<String> exportedToEveryone() throws IOException {
        Set<String> exported = new TreeSet<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path module : modules.filter(Files::isDirectory).sorted().toList()) {
                Path descriptor = module.resolve("src/main/java/module-info.java");
                if (Files.exists(descriptor)) {
                    Matcher m = EXPORT.matcher(Files.readString(descriptor));
                    while (m.find()) {
                        exported.add(m.group(1));
                    }
                } else if (WITHOUT_DESCRIPTOR.contains(module.getFileName().toString())) {
                    for (Path source : javaFiles(module.resolve("src/main/java"))) {
                        String pkg = packageOf(Files.readString(source));
                        if (!isInternal(pkg)) {
                            exported.add(pkg);
                        }
                    }
                }
            }
        }
        return exported;
    }

    static boolean isInternal(String pkg) {
        return pkg.contains(".internal.") || pkg.endsWith(".internal");
    }

    /** The imports of {@code module}'s sources that reach past the API, as file: package. */
    private static List<String> reachingPast(String module, Set<String> api) throws IOException {
        Path root = ROOT.resolve(module);
        List<Path> sources = new ArrayList<>(javaFiles(root.resolve("src/main/java")));
        sources.addAll(javaFiles(root.resolve("src/test/java")));
        Set<String> own = new TreeSet<>();
        for (Path source : sources) {
            own.add(packageOf(Files.readString(source)));
        }
        List<String> past = new ArrayList<>();
        for (Path source : sources) {
            String text = Files.readString(source);
            if (packageOf(text).startsWith("io.meshport.bench")) {
                continue;
            }
            Matcher m = IMPORT.matcher(text);
            while (m.find()) {
                String pkg = m.group(1);
                if (!api.contains(pkg) && !own.contains(pkg)) {
                    past.add(root.relativize(source) + ": " + pkg);
                }
            }
        }
        return past;
    }

    @Test
    void theCommandAndTheSuitesImportOnlyWhatTheModulesExport() throws IOException {
        Set<String> api = exportedToEveryone();
        // the check's premise: the descriptors were found, and they export no internal package
        assertTrue(api.contains("io.meshport.pie") && api.contains("io.meshport.gltf") && api.contains("io.meshport.obj"),
                api.toString());
        assertFalse(api.contains("io.meshport.model.derive"), "exported only to meshport's modules");
        assertEquals(List.of(), api.stream().filter(ReachesOnlyTheApiTest::isInternal).toList());
        for (String module : List.of("cli", "tests")) {
            assertEquals(List.of(), reachingPast(module, api), module + " imports what a user cannot");
        }
    }
}
