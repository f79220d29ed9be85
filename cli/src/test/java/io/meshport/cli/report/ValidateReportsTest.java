package io.meshport.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.cli.Cli;
import io.meshport.cli.Fixtures;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate --json}, {@code --format sarif} and {@code --strict}, as CI and scripts meet them. */
class ValidateReportsTest {
    @TempDir
    Path dir;

    /** A clean file, one with a reader warning and two model warnings, one with a reader error. */
    private List<Path> threeFiles() throws IOException {
        Path good = Fixtures.write(Fixtures.character(), dir.resolve("good.mtest"));
        Path odd = Files.writeString(dir.resolve("odd.mtest"), "MTEST 1\nwarn trailing junk ignored\nmesh flat -\n"
                + "array position float 3 0 0 0 1 0 0 2 0 0 7 7 7\ntris 0 1 2\n");
        Path bad = Files.writeString(dir.resolve("bad.mtest"), "MTEST 1\njoint a x\n");
        return List.of(good, odd, bad);
    }

    /** An IQM file cut short: the reader fails at a byte offset, as in a binary file it does. */
    private Path cutIqm() throws IOException {
        Path iqm = dir.resolve("cube.iqm");
        assertEquals(0, Cli.run("convert", Corpus.examples("cube.iqe").get(0).toString(), iqm.toString()).exit());
        return Files.write(dir.resolve("cut.iqm"), Arrays.copyOf(Files.readAllBytes(iqm), 200));
    }

    private static String[] args(List<Path> files, String... options) {
        String[] args = Arrays.copyOf(options, options.length + files.size());
        for (int i = 0; i < files.size(); i++) {
            args[options.length + i] = files.get(i).toString();
        }
        return args;
    }

    @Test
    void textEndsWithASummaryLine() throws IOException {
        Cli.Result r = Cli.run(args(threeFiles(), "validate"));
        assertEquals(1, r.exit(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        assertEquals("3 files: 2 valid, 1 with errors, 3 warnings", lines.get(4));
    }

    @Test
    void strictFailsOnWarnings() throws IOException {
        Path odd = threeFiles().get(1);
        assertEquals(0, Cli.run("validate", odd.toString()).exit(), "warnings alone pass");
        Cli.Result strict = Cli.run("validate", "--strict", odd.toString());
        assertEquals(1, strict.exit(), strict.toString());
        assertTrue(strict.out().endsWith("1 file: 1 valid, 0 with errors, 3 warnings (--strict: warnings fail)\n"),
                strict.out());
        Path good = threeFiles().get(0);
        assertEquals(0, Cli.run("validate", "--strict", good.toString()).exit(), "a clean file passes --strict");
    }

    @Test
    void jsonHasEveryFileWithItsDiagnosticsAndASummary() throws IOException {
        Cli.Result r = Cli.run(args(threeFiles(), "validate", "--json"));
        assertEquals(1, r.exit(), r.toString());
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        JsonArray files = o.getAsJsonArray("files");
        assertEquals(3, files.size());

        JsonObject good = files.get(0).getAsJsonObject();
        assertTrue(good.get("valid").getAsBoolean());
        assertEquals("mtest", good.get("format").getAsString());
        assertEquals(0, good.getAsJsonArray("diagnostics").size());

        JsonObject odd = files.get(1).getAsJsonObject();
        assertTrue(odd.get("valid").getAsBoolean(), "warnings only");
        assertEquals(3, odd.get("warnings").getAsInt());
        JsonObject junk = odd.getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("warning", junk.get("severity").getAsString());
        assertEquals("read-warning", junk.get("kind").getAsString());
        assertEquals(2, junk.get("line").getAsInt());
        assertEquals(1, junk.get("column").getAsInt());
        assertTrue(junk.get("offset").isJsonNull());
        assertEquals("trailing junk ignored", junk.get("message").getAsString());
        JsonObject unused = odd.getAsJsonArray("diagnostics").get(2).getAsJsonObject();
        assertEquals("model-warning", unused.get("kind").getAsString());
        assertTrue(unused.get("line").isJsonNull(), "a model-level finding has no place in the file");

        JsonObject bad = files.get(2).getAsJsonObject();
        assertFalse(bad.get("valid").getAsBoolean());
        JsonObject error = bad.getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("error", error.get("severity").getAsString());
        assertEquals("read-error", error.get("kind").getAsString());
        assertEquals("bad joint line: For input string: \"x\"", error.get("message").getAsString());

        JsonObject summary = o.getAsJsonObject("summary");
        assertEquals(3, summary.get("files").getAsInt());
        assertEquals(2, summary.get("valid").getAsInt());
        assertEquals(1, summary.get("withErrors").getAsInt());
        assertEquals(1, summary.get("errors").getAsInt());
        assertEquals(3, summary.get("warnings").getAsInt());
        assertFalse(summary.get("passed").getAsBoolean());
    }

    @Test
    void jsonOfAnUnreadableAndABinaryFile() throws IOException {
        Path cut = cutIqm();
        Path missing = dir.resolve("missing.iqe");
        Cli.Result r = Cli.run("validate", "--format", "json", cut.toString(), missing.toString());
        assertEquals(3, r.exit(), r.toString());
        JsonArray files = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("files");
        JsonObject binary = files.get(0).getAsJsonObject().getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("read-error", binary.get("kind").getAsString());
        assertTrue(binary.get("line").isJsonNull());
        assertTrue(binary.get("offset").getAsLong() >= 0, binary.toString());
        JsonObject gone = files.get(1).getAsJsonObject();
        assertTrue(gone.get("format").isJsonNull());
        JsonObject io = gone.getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("unreadable", io.get("kind").getAsString());
        assertEquals("no such file or directory", io.get("message").getAsString());
    }

    /** The members SARIF 2.1.0's schema requires, and the ones code scanning reads, at every level. */
    @Test
    void sarifHasTheShapeOfSarif210() throws IOException {
        Path cut = cutIqm();
        List<Path> files = new ArrayList<>(threeFiles());
        files.add(cut);
        Cli.Result r = Cli.run(args(files, "validate", "--format", "sarif"));
        assertEquals(1, r.exit(), r.toString());
        JsonObject log = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("2.1.0", log.get("version").getAsString());
        assertTrue(log.get("$schema").getAsString().endsWith("sarif-2.1.0.json"), log.get("$schema").toString());
        JsonArray runs = log.getAsJsonArray("runs");
        assertEquals(1, runs.size());
        JsonObject run = runs.get(0).getAsJsonObject();
        JsonObject driver = run.getAsJsonObject("tool").getAsJsonObject("driver");
        assertEquals("meshport", driver.get("name").getAsString());
        assertFalse(driver.get("version").getAsString().isBlank());
        List<String> ruleIds = driver.getAsJsonArray("rules").asList().stream()
                .map(e -> e.getAsJsonObject().get("id").getAsString()).toList();
        assertEquals(List.of("read-error", "read-warning", "read-note", "model-warning", "engine", "unreadable"), ruleIds);

        JsonArray results = run.getAsJsonArray("results");
        assertEquals(5, results.size(), "3 warnings, 2 errors: " + results);
        for (JsonElement e : results) {
            JsonObject result = e.getAsJsonObject();
            assertFalse(result.getAsJsonObject("message").get("text").getAsString().isBlank());
            assertTrue(Set.of("error", "warning").contains(result.get("level").getAsString()), result.toString());
            String ruleId = result.get("ruleId").getAsString();
            assertEquals(ruleId, ruleIds.get(result.get("ruleIndex").getAsInt()), "ruleIndex points at the rule");
            JsonObject physical = result.getAsJsonArray("locations").get(0).getAsJsonObject()
                    .getAsJsonObject("physicalLocation");
            String uri = physical.getAsJsonObject("artifactLocation").get("uri").getAsString();
            assertTrue(uri.startsWith("file:///") && uri.endsWith(".mtest") || uri.endsWith(".iqm"), uri);
        }
        JsonObject junk = results.get(0).getAsJsonObject();
        assertEquals("read-warning", junk.get("ruleId").getAsString());
        assertEquals("warning", junk.get("level").getAsString());
        JsonObject region = junk.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region");
        assertEquals(2, region.get("startLine").getAsInt());
        assertEquals(1, region.get("startColumn").getAsInt());
        JsonObject binary = results.get(4).getAsJsonObject();
        assertEquals("error", binary.get("level").getAsString());
        assertTrue(binary.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation")
                .getAsJsonObject("region").get("byteOffset").getAsLong() >= 0, binary.toString());
    }

    @Test
    void aRelativePathStaysARelativeUri() {
        assertEquals("models/a%20b.iqe", SarifLog.uri("models/a b.iqe"));
        assertEquals("./c:x.iqe", SarifLog.uri("c:x.iqe"));
        assertTrue(SarifLog.uri(Path.of("x.iqe").toAbsolutePath().toString()).startsWith("file:///"));
    }

    @Test
    void jsonAndAnotherFormatAreAUsageError() throws IOException {
        Path good = threeFiles().get(0);
        Cli.Result r = Cli.run("validate", "--json", "--format", "sarif", good.toString());
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("--json and --format sarif"), r.err());
        assertEquals(2, Cli.run("validate", "--format", "xml", good.toString()).exit());
    }
}
