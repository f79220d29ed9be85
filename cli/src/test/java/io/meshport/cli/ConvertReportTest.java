package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code meshport convert --report}: what the writer converted and what the output does not hold. */
class ConvertReportTest {
    private static final Path PIE = Corpus.examples(".pie").get(0);

    @TempDir
    Path dir;

    @Test
    void textReportSaysWhatWasConvertedAndWhatWasLost() {
        Cli.Result r = Cli.run("convert", "--report", PIE.toString(), dir.resolve("mount.iqe").toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("(pie) -> " + dir.resolve("mount.iqe") + " (iqe), through the model"), r.out());
        assertTrue(r.out().contains("  converted: axes converted from y-up left-handed cw to z-up right-handed cw"),
                r.out());
        assertTrue(r.out().contains("  lost: PIE connectors of level 1 (1 point): not representable in iqe, dropped"), r.out());
        assertTrue(!r.err().contains("axes converted") && !r.err().contains("PIE connectors"),
                "the report is on stdout, not also on stderr: " + r.err());
    }

    @Test
    void withoutReportAnExactConversionIsANoteAndALossAWarning() {
        Cli.Result r = Cli.run("convert", PIE.toString(), dir.resolve("mount.iqe").toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("note: axes converted from y-up left-handed cw to z-up right-handed cw"), r.err());
        assertTrue(r.err().contains("warning: PIE connectors of level 1 (1 point): not representable in iqe"), r.err());
    }

    @Test
    void jsonReportSortsTheWritersMessages() {
        Cli.Result r = Cli.run("convert", "--report=json", PIE.toString(), dir.resolve("mount.iqm").toString());
        assertEquals(0, r.exit(), r.toString());
        JsonObject report = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("pie", report.getAsJsonArray("inputs").get(0).getAsJsonObject().get("format").getAsString());
        assertEquals("iqm", report.getAsJsonObject("output").get("format").getAsString());
        JsonArray converted = report.getAsJsonArray("converted");
        assertEquals(1, converted.size(), converted.toString());
        assertEquals(0, report.getAsJsonArray("lost").size(), "IQM carries everything PIE says: " + report);
    }

    @Test
    void jsonLossesNameThePartsOfTheModelTheyAreAbout() {
        Cli.Result r = Cli.run("convert", "--report=json", PIE.toString(), dir.resolve("mount.iqe").toString());
        assertEquals(0, r.exit(), r.toString());
        JsonArray lost = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("lost");
        JsonObject connectors = lost.asList().stream().map(e -> e.getAsJsonObject())
                .filter(o -> o.get("message").getAsString().startsWith("PIE connectors")).findFirst().orElseThrow();
        assertEquals("PIE connectors of level 1 (1 point): not representable in iqe, dropped",
                connectors.get("message").getAsString(), lost.toString());
        assertEquals("[\"meshes[0].extras.PieLevelExtra\"]", connectors.getAsJsonArray("parts").toString());
        assertTrue(connectors.get("certain").getAsBoolean());
    }

    @Test
    void aCopyConvertsAndLosesNothing() {
        Cli.Result r = Cli.run("convert", "--report", "json", PIE.toString(), dir.resolve("copy.pie").toString());
        assertEquals(0, r.exit(), r.toString());
        JsonObject report = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("document", report.get("through").getAsString());
        assertEquals(0, report.getAsJsonArray("lost").size());
        assertEquals(0, report.getAsJsonArray("converted").size());
    }
}
