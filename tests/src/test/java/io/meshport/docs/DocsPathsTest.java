package io.meshport.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The documentation names no folder of a development machine: a reader's machine has none of them. */
class DocsPathsTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    private static final Pattern MACHINE_PATH = Pattern.compile("(?<![\\w.$}])/(work|tmp|root|home)/[\\w.-]+");

    @Test
    void noDocumentNamesAFolderOfTheMachineItWasWrittenOn() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        List<String> found = new ArrayList<>();
        for (Path doc : documents) {
            List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = MACHINE_PATH.matcher(lines.get(i));
                while (m.find()) {
                    found.add(ROOT.relativize(doc) + ":" + (i + 1) + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
