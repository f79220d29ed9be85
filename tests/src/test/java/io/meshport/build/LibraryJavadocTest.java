package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A library user reads the Javadoc of every module they depend on (issue #30): every public and
 * protected type and member of a checked module has a comment, the comments are valid (javadoc's
 * doclint finds no error in them), and every package has a {@code package-info.java} saying what
 * it holds.
 */
class LibraryJavadocTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();

    /**
     * The modules held to the rule: every library module. harness is held by its own
     * HarnessJavadocTest; grammars holds only its module descriptor and generated parsers, held
     * to their grammars.
     */
    static List<String> checkedModules() {
        return List.of("model-core", "text", "iqe", "pie", "md5", "smd", "fbx", "vif", "iqm-binary", "gltf", "obj", "engines", "render");
    }

    @TempDir
    Path out;

    @ParameterizedTest
    @MethodSource("checkedModules")
    void everyPublicTypeMemberAndPackageIsDocumented(String module) throws IOException {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        assertNotNull(javadoc, "a JDK, not a JRE, runs the tests");
        Path sourceRoot = ROOT.resolve(module).resolve("src/main/java");
        assertTrue(Files.isDirectory(sourceRoot), sourceRoot + " is no directory; is meshport.root the repository?");
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(sourceRoot)) {
            // generated parsers are held to their grammar, not to this rule; they live outside
            // src/main/java today, and this keeps them out should one ever be checked in
            // the module descriptor is documented and checked by the build's javadoc jar; given
            // here it would turn this class-path run into a module one
            sources = walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("module-info.java"))
                    .filter(p -> !sourceRoot.relativize(p).toString().contains("generated"))
                    .sorted().toList();
        }
        assertFalse(sources.isEmpty(), "no sources under " + sourceRoot);

        List<String> problems = new ArrayList<>();
        // doclint does not report a package without package-info.java, so that is checked here
        sources.stream().map(Path::getParent).distinct()
                .filter(dir -> !Files.exists(dir.resolve("package-info.java")))
                .forEach(dir -> problems.add(sourceRoot.relativize(dir) + ": no package-info.java"));

        DiagnosticCollector<JavaFileObject> found = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javadoc.getStandardFileManager(found, Locale.ROOT, null)) {
            List<String> options = List.of("-Xdoclint:all", "-Xmaxwarns", "100000", "-Xmaxerrs", "100000", "-quiet",
                    "-d", out.toString(), "-cp", System.getProperty("java.class.path"));
            javadoc.getTask(new StringWriter(), files, found, null, options, files.getJavaFileObjectsFromPaths(sources))
                    .call();
        }
        for (Diagnostic<? extends JavaFileObject> d : found.getDiagnostics()) {
            String message = d.getMessage(Locale.ROOT);
            // doclint's @param and @return reminders are style, left for later as in harness; a
            // missing comment or a broken one is not
            if (d.getKind() == Diagnostic.Kind.ERROR || message.contains("no comment")) {
                problems.add((d.getSource() == null ? "" : sourceRoot.relativize(Path.of(d.getSource().toUri()))
                        + ":" + d.getLineNumber() + ": ") + message);
            }
        }
        problems.sort(null);
        assertTrue(problems.isEmpty(), () -> module + ": " + problems.size() + " Javadoc problems\n"
                + String.join("\n", problems));
    }
}
