package io.meshport.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The command's jar holds what the command runs and no test framework: JUnit, opentest4j and
 * Jazzer stay in test scope (the kit's test-framework part is meshport-harness-junit), and Guava,
 * which no module uses any more, is not shaded in. The reactor packages the command before this
 * module's tests run.
 */
class CommandJarTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    private static final List<String> NOT_IN_THE_JAR = List.of("org/junit/", "org/opentest4j/", "com/code_intelligence/",
            "com/google/common/", "org/apiguardian/");

    @Test
    void theCommandsJarHoldsNoTestFramework() throws IOException {
        Path jar = ROOT.resolve("cli/target/meshport.jar");
        assertTrue(Files.isRegularFile(jar), jar + " is built before the tests module runs");
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<String> found = zip.stream().map(e -> e.getName())
                    .filter(n -> NOT_IN_THE_JAR.stream().anyMatch(n::startsWith)).limit(10).toList();
            assertEquals(List.of(), found, "entries of test frameworks or dropped libraries in " + jar);
            assertTrue(zip.getEntry("io/meshport/cli/Main.class") != null, "the command itself is there");
        }
    }
}
