package io.meshport.harness.junit;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The corpus of real files no one here wrote: the system property {@code meshport.corpus} (the
 * build sets it to {@code ../shared/corpus} beside the repository), else {@code ../shared/corpus}
 * beside the directory {@code meshport.root} names (or the working directory's parent). Another
 * implementation points the property at its own corpus. A missing corpus skips the test on a
 * developer's machine and fails it when {@code CI=true}.
 */
public final class Corpus {
    private Corpus() {
    }

    /** The corpus directory, or a skipped (locally) or failed (CI) test. */
    public static Path root() {
        String configured = System.getProperty("meshport.corpus");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("meshport.root", "..")).resolve("../shared/corpus");
        root = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(root)) {
            missing("corpus not found at " + root + " (set -Dmeshport.corpus)");
        }
        return root;
    }

    /** The files below {@code folder} of the corpus whose names end with {@code suffix}, sorted; at least one. */
    public static List<Path> files(String folder, String suffix) {
        Path dir = root().resolve(folder);
        if (!Files.isDirectory(dir)) {
            missing("corpus folder " + dir + " not found");
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            List<Path> found = walk.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
            if (found.isEmpty()) {
                missing("no " + suffix + " files below " + dir);
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bundled examples of this repository ({@code examples/} below {@code meshport.root}, or
     * the working directory's parent) whose names end with {@code suffix}, sorted.
     */
    public static List<Path> examples(String suffix) {
        Path dir = Path.of(System.getProperty("meshport.root", "..")).resolve("examples");
        try (Stream<Path> list = Files.list(dir)) {
            // files only: examples/ also holds the consumer project's folder
            return list.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(suffix)).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code file}'s path relative to the corpus, for test names and messages. */
    public static String name(Path file) {
        return root().relativize(file.toAbsolutePath().normalize()).toString();
    }

    private static void missing(String message) {
        if ("true".equals(System.getenv("CI"))) {
            fail(message + " (CI=true requires the corpus)");
        }
        Assumptions.abort(message);
    }
}
