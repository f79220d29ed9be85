package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code docs/engines.md} lists every rule of every profile, with the source the profile cites. */
class EngineDocsTest {
    @Test
    void everyRuleIsInTheDocsWithItsSource() throws IOException {
        Path root = Path.of(System.getProperty("meshport.root", ".."));
        String docs = Files.readString(root.resolve("docs/engines.md"));
        for (EngineProfile p : Engines.profiles()) {
            for (EngineRule r : p.rules()) {
                String row = "| `" + p.name() + "` | " + r.id() + " | " + r.severity().word() + " | `" + r.source() + "` |";
                assertTrue(docs.contains(row), "docs/engines.md lacks the row " + row);
            }
        }
    }
}
