package io.meshport.conformance;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The real-world corpus ({@code ../shared/corpus}, or the system property {@code meshport.corpus}).
 * Missing corpus: a skip on a developer's machine, a failure when {@code CI=true}.
 */
final class Corpus {
    private Corpus() {
    }

    static Path root() {
        String configured = System.getProperty("meshport.corpus");
        Path root = configured != null ? Path.of(configured)
                : Path.of(System.getProperty("meshport.root", "..")).resolve("../shared/corpus");
        if (!Files.isDirectory(root)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("corpus not found at " + root.toAbsolutePath() + " (CI=true requires it)");
            }
            Assumptions.abort("corpus not found at " + root.toAbsolutePath());
        }
        return root;
    }

    /** Files below {@code folder} of the corpus whose names end with {@code suffix}, sorted. */
    static List<Path> files(String folder, String suffix) {
        try (Stream<Path> s = Files.walk(root().resolve(folder))) {
            List<Path> found = s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted()
                    .collect(Collectors.toList());
            if (found.isEmpty()) {
                fail("no " + suffix + " files in corpus folder " + folder);
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
