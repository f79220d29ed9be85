package io.meshport.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's Java quick-start compiles against the library and does what it says: PIE in, IQM out, losses listed. */
class ReadmeJavaTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void theQuickStartCompilesAndConvertsAPieFileToIqm() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf("```java\n");
        assertTrue(start >= 0, "a Java sample in the README");
        String source = readme.substring(start + "```java\n".length(), readme.indexOf("```\n", start + 8));
        String className = source.replaceAll("(?s).*public class (\\w+).*", "$1");
        Path file = Files.writeString(dir.resolve(className + ".java"), source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = javac.run(null, diagnostics, diagnostics, "-cp", System.getProperty("java.class.path"), "-d",
                dir.toString(), file.toString());
        assertEquals(0, compiled, diagnostics.toString(StandardCharsets.UTF_8));

        Path in = ROOT.resolve("examples/mount.pie");
        Path out = dir.resolve("mount.iqm");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass(className).getMethod("main", String[].class);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[] {in.toString(), out.toString()});
        } finally {
            System.setOut(saved);
        }
        Model read = ModelIO.read(in);
        Model written = ModelIO.read(out);
        assertEquals(read.meshes().size(), written.meshes().size());
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(read.meshes().size() + " meshes, " + read.joints().size() + " joints", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("CONVERSION: axes converted")), lines.toString());
    }
}
