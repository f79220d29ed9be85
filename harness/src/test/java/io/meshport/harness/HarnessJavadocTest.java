package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit is what other implementers read: every public type and member of the harness has a
 * Javadoc comment, and the comments are valid (javadoc's doclint finds no error in them).
 */
class HarnessJavadocTest {
    @TempDir
    Path out;

    @Test
    void everyPublicTypeAndMemberIsDocumented() throws IOException {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        assertNotNull(javadoc, "a JDK, not a JRE, runs the tests");
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(Path.of("src/main/java"))) {
            // the module descriptor is checked by the build's javadoc jar; given here it would
            // turn this class-path run into a module one
            sources = walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("module-info.java")).sorted().toList();
        }
        DiagnosticCollector<JavaFileObject> found = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javadoc.getStandardFileManager(found, Locale.ROOT, null)) {
            List<String> options = List.of("-Xdoclint:all", "-Xmaxwarns", "100000", "-quiet", "-d", out.toString(),
                    "-cp", System.getProperty("java.class.path"));
            javadoc.getTask(new StringWriter(), files, found, null, options, files.getJavaFileObjectsFromPaths(sources))
                    .call();
        }
        List<String> problems = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : found.getDiagnostics()) {
            String message = d.getMessage(Locale.ROOT);
            // doclint's @param and @return reminders are style; a missing comment or a broken one is not
            if (d.getKind() == Diagnostic.Kind.ERROR || message.contains("no comment")) {
                problems.add((d.getSource() == null ? "" : Path.of(d.getSource().toUri()).getFileName() + ":"
                        + d.getLineNumber() + ": ") + message);
            }
        }
        assertEquals(List.of(), problems);
    }
}
