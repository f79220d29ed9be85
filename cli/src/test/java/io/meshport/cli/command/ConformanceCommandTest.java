package io.meshport.cli.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.cli.Cli;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelJson;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code meshport conformance}: every valid file, read back by meshport, is the model its JSON
 * says; every malformed file fails where its JSON says; the same seed gives the same suite.
 */
class ConformanceCommandTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"iqe", "iqm", "pie", "vif"})
    void validFilesAreTheirModelsAndMalformedOnesFailWhereTheySay(String format) throws IOException {
        Path out = dir.resolve(format);
        Cli.Result r = Cli.run("conformance", "--format", format, "--count", "8", "--out", out.toString(),
                "--seed", "7");
        assertEquals(0, r.exit(), r.toString());
        ModelFormat f = ModelIO.require(format);
        JsonObject manifest = JsonParser.parseString(Files.readString(out.resolve("manifest.json"))).getAsJsonObject();
        assertEquals(format, manifest.get("format").getAsString());
        assertEquals(8, manifest.getAsJsonArray("valid").size());
        assertEquals(8, manifest.getAsJsonArray("malformed").size(), "every valid file could be damaged");
        for (var name : manifest.getAsJsonArray("valid")) {
            Path file = out.resolve("valid").resolve(name.getAsString());
            String json = Files.readString(sibling(file));
            assertEquals(json, ModelJson.write(Laws.read(f, Files.readAllBytes(file), file.getFileName().toString()))
                    + "\n", file.toString());
        }
        for (var name : manifest.getAsJsonArray("malformed")) {
            Path file = out.resolve("malformed").resolve(name.getAsString());
            JsonObject expected = JsonParser.parseString(Files.readString(sibling(file))).getAsJsonObject();
            ModelFormatException e = ConformanceCommand.failure(f, Files.readAllBytes(file),
                    file.getFileName().toString());
            assertNotNull(e, file + " reads");
            if (expected.has("line")) {
                assertEquals(expected.get("line").getAsInt(), e.line(), file.toString());
                assertEquals(expected.get("column").getAsInt(), e.column(), file.toString());
            } else {
                assertEquals(expected.get("byteOffset").getAsLong(), e.byteOffset(), file.toString());
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameSuite() throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertEquals(0, Cli.run("conformance", "--format", "vif", "--count", "4", "--out", a.toString()).exit());
        assertEquals(0, Cli.run("conformance", "--format", "vif", "--count", "4", "--out", b.toString()).exit());
        List<Path> files = files(a);
        assertEquals(17, files.size(), files.toString());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(b.resolve(a.relativize(f))), f.toString());
        }
        Path c = dir.resolve("c");
        assertEquals(0, Cli.run("conformance", "--format", "vif", "--count", "4", "--out", c.toString(), "--seed", "2")
                .exit());
        assertEquals(false, Files.readString(a.resolve("valid/0003.json"), StandardCharsets.US_ASCII)
                .equals(Files.readString(c.resolve("valid/0003.json"), StandardCharsets.US_ASCII)));
    }

    @Test
    void anExistingSuiteIsReplacedOnlyWithForceAndNoOtherFolderEver() throws IOException {
        Path suite = dir.resolve("suite");
        assertEquals(0, Cli.run("conformance", "--format", "vif", "--count", "6", "--out", suite.toString()).exit());
        Cli.Result again = Cli.run("conformance", "--format", "vif", "--count", "4", "--out", suite.toString());
        assertEquals(3, again.exit(), again.toString());
        assertEquals("meshport: " + suite + ": holds a conformance suite (use --force to replace it)\n", again.err());
        assertEquals(25, files(suite).size(), "nothing touched");

        Cli.Result forced = Cli.run("conformance", "--format", "vif", "--count", "4", "--out", suite.toString(),
                "--force");
        assertEquals(0, forced.exit(), forced.toString());
        assertEquals(17, files(suite).size(), "no file of the larger suite is left: " + files(suite));

        Path home = Files.createDirectories(dir.resolve("home"));
        Files.writeString(home.resolve("notes.txt"), "precious");
        Cli.Result elsewhere = Cli.run("conformance", "--format", "vif", "--out", home.toString(), "--force");
        assertEquals(3, elsewhere.exit(), elsewhere.toString());
        assertEquals("meshport: " + home + ": is not empty and holds no conformance suite (no manifest.json): name a new"
                + " folder\n", elsewhere.err());
        assertEquals(List.of(home.resolve("notes.txt")), files(home));
    }

    private static Path sibling(Path file) {
        String n = file.getFileName().toString();
        return file.resolveSibling(n.substring(0, n.lastIndexOf('.')) + ".json");
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
