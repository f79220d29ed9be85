package io.meshport.docs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Java samples compile against the library and do what they say: PIE in, IQM out,
 * losses listed; the reader and writer objects over a folder, an existing output kept.
 */
class ReadmeJavaTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /** The README's {@code n}-th Java sample (from 0), compiled into {@link #dir}; its class name. */
    private String compiled(int n) throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = -1;
        for (int i = 0; i <= n; i++) {
            start = readme.indexOf("```java\n", start + 1);
            assertTrue(start >= 0, "Java sample " + n + " in the README");
        }
        String source = readme.substring(start + "```java\n".length(), readme.indexOf("```\n", start + 8));
        String className = source.replaceAll("(?s).*public class (\\w+).*", "$1");
        Path file = Files.writeString(dir.resolve(className + ".java"), source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = javac.run(null, diagnostics, diagnostics, "-cp", System.getProperty("java.class.path"), "-d",
                dir.toString(), file.toString());
        assertEquals(0, compiled, diagnostics.toString(StandardCharsets.UTF_8));
        return className;
    }

    /** Runs the compiled sample's {@code main} with {@code args}; what it printed, line by line. */
    private List<String> run(String className, String... args) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass(className).getMethod("main", String[].class);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) args);
        } finally {
            System.setOut(saved);
        }
        return printed.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theQuickStartCompilesAndConvertsAPieFileToIqm() throws Exception {
        Path in = ROOT.resolve("examples/mount.pie");
        Path out = dir.resolve("mount.iqm");
        List<String> lines = run(compiled(0), in.toString(), out.toString());
        Model read = ModelIO.read(in);
        Model written = ModelIO.read(out);
        assertEquals(read.meshes().size(), written.meshes().size());
        assertEquals(read.meshes().size() + " meshes, " + read.joints().size() + " joints", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("CONVERSION: axes converted")), lines.toString());
    }

    @Test
    void theReaderAndWriterSampleConvertsAFolderAndKeepsWhatIsThere() throws Exception {
        String className = compiled(1);
        Path in = Files.createDirectory(dir.resolve("in"));
        Files.copy(ROOT.resolve("examples/mount.pie"), in.resolve("mount.pie"));
        Path out = Files.createDirectory(dir.resolve("out"));
        List<String> lines = run(className, in.toString(), out.toString());
        Model written = ModelIO.read(out.resolve("mount.iqm"));
        assertEquals(ModelIO.read(in.resolve("mount.pie")).triangleCount(), written.triangleCount());
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("mount\\.iqm: 2 levels, [1-9]\\d* notes and losses"), lines.toString());
        // the writer was asked not to replace: a second run refuses, and the file stays
        byte[] before = Files.readAllBytes(out.resolve("mount.iqm"));
        InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                () -> run(className, in.toString(), out.toString()));
        assertTrue(refused.getCause() instanceof FileAlreadyExistsException, refused.getCause().toString());
        assertArrayEquals(before, Files.readAllBytes(out.resolve("mount.iqm")));
    }
}
