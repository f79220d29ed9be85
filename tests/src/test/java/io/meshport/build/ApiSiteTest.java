package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The API site a library user reads (README, "Use it from Java"): one Javadoc of every package a
 * user's module can reach, across all library modules, built by {@code ./mvnw verify} into
 * {@code target/site/apidocs} of the checkout. The packages that the modules export only to
 * meshport's own (the text engine, the generated parsers, the derived data) are left out, as a
 * user cannot use them. Per-module Javadoc jars are built besides, one a module; this is the one
 * place that links them all.
 */
class ApiSiteTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    /** The library modules whose API a user reaches. */
    private static final List<String> MODULES = List.of("model-core", "harness", "harness-junit", "iqe", "pie", "md5", "smd", "fbx", "vif",
            "iqm-binary", "gltf", "obj", "engines", "render");
    /** Packages exported only to meshport's modules (module-info.java): not in the user's site. */
    private static final List<String> NOT_FOR_USERS = List.of("io/meshport/model/derive/");

    /**
     * Whether a source file under a module's source root is in a package a user reaches: not one
     * exported only to meshport's modules, not a format's internal stages (not exported by the
     * descriptors, and named {@code internal}).
     */
    private static boolean forUsers(String relative) {
        return NOT_FOR_USERS.stream().noneMatch(relative::startsWith) && !relative.contains("/internal/");
    }

    @Test
    void theSiteHoldsEveryPackageAUserReaches() throws IOException {
        List<Path> sources = new ArrayList<>();
        for (String module : MODULES) {
            Path root = ROOT.resolve(module).resolve("src/main/java");
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> !p.getFileName().toString().equals("module-info.java"))
                        .filter(p -> forUsers(root.relativize(p).toString().replace('\\', '/')))
                        .sorted().forEach(sources::add);
            }
        }
        Path site = ROOT.resolve("target/site/apidocs");
        Files.createDirectories(site);
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        assertNotNull(javadoc, "a JDK, not a JRE, runs the tests");
        DiagnosticCollector<JavaFileObject> found = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        try (StandardJavaFileManager files = javadoc.getStandardFileManager(found, Locale.ROOT, StandardCharsets.UTF_8)) {
            // comments are held to doclint module by module (LibraryJavadocTest); here only the
            // site is made, linked across modules, and not to the JDK's (no network in a build)
            List<String> options = List.of("-Xdoclint:none", "-quiet", "-notimestamp", "-encoding", "UTF-8",
                    "-windowtitle", "meshport API", "-doctitle", "meshport: the common model, the formats, the"
                            + " template and the conformance kit",
                    "-overview", ROOT.resolve("docs/api-overview.html").toString(), "-d", site.toString(), "-cp", System.getProperty("java.class.path"));
            Boolean ok = javadoc.getTask(log, files, found, null, options, files.getJavaFileObjectsFromPaths(sources))
                    .call();
            assertTrue(ok, () -> "javadoc failed:\n" + log + found.getDiagnostics());
        }
        String index = Files.readString(site.resolve("index.html"));
        for (String pkg : List.of("io.meshport.model", "io.meshport.io", "io.meshport.format", "io.meshport.harness",
                "io.meshport.pie", "io.meshport.iqm", "io.meshport.iqe", "io.meshport.vif", "io.meshport.gltf",
                "io.meshport.obj", "io.meshport.render")) {
            assertTrue(index.contains(">" + pkg + "<"), pkg + " on the site's first page");
        }
        assertTrue(!index.contains(">io.meshport.model.derive<"), "the derived data is not a user's");
        assertTrue(!index.contains(".internal"), "a format's stages are not a user's");
        assertTrue(Files.exists(site.resolve("io/meshport/format/DocumentFormat.html")));
        assertTrue(index.contains("Start here"), "the overview shows how to start");
        assertEquals(List.of(), found.getDiagnostics().stream()
                .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR).map(Object::toString).toList());
    }
}
