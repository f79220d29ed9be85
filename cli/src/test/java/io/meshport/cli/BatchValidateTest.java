package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code meshport validate DIR} and {@code validate ARCHIVE}: each model file in it, as if named one by one. */
class BatchValidateTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"text", "json", "sarif"})
    void aDirectoryIsValidatedAsItsModelFilesNamedOneByOne(String format) throws IOException {
        Path corpus = Corpus.root().resolve("iqm");
        List<String> args = new ArrayList<>(List.of("validate", "--format", format));
        for (String n : BatchConvertTest.tree(corpus)) {
            if (n.endsWith(".iqm")) {
                args.add(corpus.resolve(n).toString());
            }
        }
        Cli.Result oneByOne = Cli.run(args.toArray(String[]::new));
        Cli.Result whole = Cli.run("validate", "--format", format, corpus.toString());
        assertEquals(oneByOne.toString(), whole.toString(), "the readme and licence files are left out");
        int models = args.size() - 3;
        assertTrue(models > 1);
        if (format.equals("text")) {
            assertTrue(whole.out().contains("\n" + models + " files: " + models + " valid"), whole.out());
        }
    }

    @Test
    void anArchiveNamesItsEntriesAndItsBrokenOneFails() throws IOException {
        Path pie = Corpus.files("pie", ".pie").get(0);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("structs/a.pie", Files.readAllBytes(pie));
        entries.put("structs/broken.pie", BatchConvertTest.BROKEN_PIE.getBytes(StandardCharsets.US_ASCII));
        entries.put("texpages/page-1.png", new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        Path archive = BatchConvertTest.zip(dir.resolve("base.wz"), entries);

        Cli.Result text = Cli.run("validate", archive.toString());
        assertEquals(1, text.exit(), text.toString());
        Path alone = Files.writeString(dir.resolve("broken.pie"), BatchConvertTest.BROKEN_PIE);
        String error = Cli.run("validate", alone.toString()).out().lines().findFirst().orElseThrow()
                .replace(alone.toString(), archive + "!/structs/broken.pie");
        assertEquals(error + "\n2 files: 1 valid, 1 with errors, 0 warnings\n", text.out());
        assertTrue(error.startsWith(archive + "!/structs/broken.pie:7:1: error: "), error);

        JsonObject json = JsonParser.parseString(Cli.run("validate", "--json", archive.toString()).out())
                .getAsJsonObject();
        List<String> files = new ArrayList<>();
        for (JsonElement f : json.getAsJsonArray("files")) {
            files.add(f.getAsJsonObject().get("file").getAsString());
        }
        assertEquals(List.of(archive + "!/structs/a.pie", archive + "!/structs/broken.pie"), files);

        JsonArray results = JsonParser.parseString(Cli.run("validate", "--format", "sarif", archive.toString()).out())
                .getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results");
        assertEquals(1, results.size(), results.toString());
        String uri = results.get(0).getAsJsonObject().getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("artifactLocation").get("uri").getAsString();
        assertTrue(uri.endsWith("base.wz!/structs/broken.pie"), uri);
    }

    @Test
    void fromLeavesOutTheOtherFormatsFiles() throws IOException {
        Files.copy(Corpus.files("pie", ".pie").get(0), dir.resolve("a.pie"));
        Files.copy(Corpus.files("iqm", ".iqm").get(0), dir.resolve("b.iqm"));
        Cli.Result r = Cli.run("validate", "--from", "iqm", dir.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().endsWith("1 file: 1 valid, 0 with errors, 0 warnings\n"), r.out());
    }
}
