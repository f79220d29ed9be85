package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The shared real-world corpus: system property {@code meshport.corpus} (surefire sets it), else
 * {@code ../shared/corpus} beside the repository root. Missing corpus: a failure under
 * {@code CI=true}, a skipped test otherwise.
 */
final class Corpus {
    private Corpus() {
    }

    static Path root() {
        String prop = System.getProperty("meshport.corpus");
        Path root;
        if (prop != null && !prop.isBlank()) {
            root = Paths.get(prop);
        } else {
            String repo = System.getProperty("meshport.root");
            root = (repo != null ? Paths.get(repo) : Paths.get("..").toAbsolutePath()).resolve("../shared/corpus");
        }
        root = root.normalize();
        if (!Files.isDirectory(root.resolve("iqm"))) {
            String message = "IQM corpus not found at " + root;
            if ("true".equals(System.getenv("CI"))) {
                fail(message);
            }
            Assumptions.abort(message);
        }
        return root;
    }

    /** Every {@code .iqm} of the corpus: the Red Eclipse files and the reference compiler's outputs. */
    static List<Path> iqmFiles() {
        Path root = root();
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> files = walk.filter(p -> p.toString().endsWith(".iqm")).sorted().collect(Collectors.toList());
            if (files.size() < 45) {
                fail("expected the 41 Red Eclipse and 4 reference IQM files under " + root + ", found " + files.size());
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String name(Path file) {
        return root().relativize(file).toString();
    }
}
