package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The real IQE files of {@code ../shared/corpus/iqe}; missing files skip, or fail under CI=true. */
final class Corpus {
    private Corpus() {
    }

    /** The bundled examples ({@code examples/*.iqe} of the repository), sorted. */
    static List<Path> exampleFiles() throws IOException {
        Path dir = Path.of(System.getProperty("meshport.root", ".."), "examples");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".iqe")).sorted().collect(Collectors.toList());
        }
    }

    static List<Path> iqeFiles() throws IOException {
        // Maven sets meshport.corpus; a run from an IDE starts in the module directory.
        String root = System.getProperty("meshport.corpus", "../../shared/corpus");
        Path dir = Path.of(root, "iqe");
        if (!Files.isDirectory(dir)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but the IQE corpus is missing at " + dir + " (set -Dmeshport.corpus)");
            }
            assumeTrue(false, "IQE corpus not found at " + dir);
        }
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> files = s.filter(p -> p.toString().endsWith(".iqe")).sorted().collect(Collectors.toList());
            if (files.isEmpty() && "true".equals(System.getenv("CI"))) {
                fail("CI=true but " + dir + " holds no .iqe file");
            }
            assumeTrue(!files.isEmpty(), "no .iqe files under " + dir);
            return files;
        }
    }
}
