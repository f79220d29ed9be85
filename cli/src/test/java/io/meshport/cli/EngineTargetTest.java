package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.iqm.Iqm;
import io.meshport.iqm.IqmFile;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate --target ENGINE} and {@code info}'s engine line (docs/engines.md). */
class EngineTargetTest {
    @TempDir
    Path dir;

    /** The test character as IQM, with one joint's base scale made (1, 2, 1): Daemon refuses that (D13). */
    private Path stretched() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.iqm"));
        byte[] bytes = Files.readAllBytes(file);
        IqmFile iqm = Iqm.readDocument(bytes, "hero.iqm", Diagnostics.discarding());
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int joints = b.getInt(72);
        // iqmjoint: name, parent, translate[3], rotate[4], scale[3]: scale y of the last joint
        int last = joints + (iqm.joints().size() - 1) * 48;
        b.putFloat(last + 40, 2f);
        return Files.write(dir.resolve("stretched.iqm"), bytes);
    }

    @Test
    void aBrokenRuleIsAnErrorWithItsPartAndSourceAndExitsOne() throws IOException {
        Path file = stretched();
        Cli.Result r = Cli.run("validate", "--target", "daemon", file.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.out().contains(file + ": error: daemon D13 joint 2 'tip_end': base scale 1.0 2.0 1.0: \"contains an"
                + " invalid scale\" (tr_model_iqm.cpp:321-327@b276137)\n"), r.out());
        assertTrue(r.out().endsWith("1 file: 0 valid, 1 with errors, 0 warnings\n"), r.out());
    }

    @Test
    void theSameFileLoadsInAnEngineThatIgnoresScaleWithAWarning() throws IOException {
        Path file = stretched();
        Cli.Result r = Cli.run("validate", "--target", "tesseract", file.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(file + ": warning: tesseract T6 joint 2 'tip_end': base scale 1.0 2.0 1.0: drawn without scale"
                + " (iqm.h:157-160@faf378d)\n1 file: 1 valid, 0 with errors, 1 warning\n", r.out());
    }

    /** The test character as IQM with its first triangle's second index equal to the vertex count. */
    private Path indexAtCount() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.iqm"));
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(b.getInt(60) + 4, b.getInt(48));
        return Files.write(dir.resolve("broken.iqm"), bytes);
    }

    /** A file the reader refuses: each engine's own verdict follows the reader's error. */
    @Test
    void aFileTheReaderRefusesGetsTheEnginesVerdictAfterTheReadersError() throws IOException {
        Path file = indexAtCount();
        Cli.Result dp = Cli.run("validate", "--target", "darkplaces", file.toString());
        assertEquals(1, dp.exit(), dp.toString());
        assertTrue(dp.out().contains("error: vertex index "), dp.out());
        assertTrue(dp.out().contains(file + ": warning: darkplaces P11 triangle 0: index "), dp.out());
        assertTrue(dp.out().contains("loads with the index replaced by 0"), dp.out());
        Cli.Result tess = Cli.run("validate", "--target", "tesseract", file.toString());
        assertTrue(tess.out().contains(file + ": error: tesseract T5 triangle 0: "), tess.out());
        Cli.Result fte = Cli.run("validate", "--target", "fte", file.toString());
        assertTrue(fte.out().contains(file + ": warning: fte F16 triangle 0: "), fte.out());
        // past the count, without stored tangents: FTE computes them reading it, which may pass its block
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(b.getInt(60) + 4, b.getInt(48) + 1000);
        Path past = Files.write(dir.resolve("past.iqm"), bytes);
        Cli.Result unknown = Cli.run("validate", "--target", "fte", past.toString());
        assertTrue(unknown.out().contains(past + ": note: fte: what the engine makes of this broken file is not known"),
                unknown.out());
        JsonObject json = JsonParser.parseString(Cli.run("validate", "--json", "--target", "daemon", file.toString())
                .out()).getAsJsonObject();
        var diagnostics = json.getAsJsonArray("files").get(0).getAsJsonObject().getAsJsonArray("diagnostics");
        assertEquals("read-error", diagnostics.get(0).getAsJsonObject().get("kind").getAsString());
        assertEquals("engine", diagnostics.get(1).getAsJsonObject().get("kind").getAsString());
        assertTrue(diagnostics.get(1).getAsJsonObject().get("message").getAsString().startsWith("daemon D10 triangle 0"),
                diagnostics.toString());
    }

    @Test
    void aCleanFilePassesItsEngine() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.iqm"));
        Cli.Result r = Cli.run("validate", "--target", "daemon", file.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("1 file: 1 valid, 0 with errors, 0 warnings\n", r.out());
    }

    /** glTF's float weights: written as the engines load them by default, kept (FTE only) when asked. */
    @Test
    void iqmFromGltfLoadsInEveryEngineUnlessItsBlendLayoutIsKept() throws IOException {
        Path glb = Path.of(System.getProperty("meshport.root", "..")).resolve("examples/character.glb");
        Path bytes = dir.resolve("bytes.iqm");
        Cli.Result converted = Cli.run("convert", glb.toString(), bytes.toString());
        assertEquals(0, converted.exit(), converted.toString());
        assertTrue(converted.err().contains("warning: blend data as indexes ubyte×4 and weights float×4 is written as"
                + " ubyte×4 weights summing to 255"), converted.err());
        for (String engine : new String[] {"tesseract", "daemon", "darkplaces", "fte"}) {
            Cli.Result r = Cli.run("validate", "--target", engine, bytes.toString());
            assertEquals(0, r.exit(), engine + ": " + r);
        }
        Path kept = dir.resolve("kept.iqm");
        assertEquals(0, Cli.run("convert", "--iqm-blends", "keep", glb.toString(), kept.toString()).exit());
        assertEquals(1, Cli.run("validate", "--target", "daemon", kept.toString()).exit());
        assertEquals(0, Cli.run("validate", "--target", "fte", kept.toString()).exit());
        Cli.Result bad = Cli.run("convert", "--iqm-blends", "floats", glb.toString(), dir.resolve("x.iqm").toString());
        assertEquals(2, bad.exit(), bad.toString());
        assertTrue(bad.err().contains("--iqm-blends takes bytes or keep, not floats"), bad.err());
    }

    @Test
    void jsonAndSarifNameTheFindingsKindEngine() throws IOException {
        Path file = stretched();
        Cli.Result r = Cli.run("validate", "--json", "--target", "daemon", file.toString());
        JsonObject d = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("files").get(0)
                .getAsJsonObject().getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("engine", d.get("kind").getAsString(), r.out());
        assertEquals("error", d.get("severity").getAsString());
        Cli.Result sarif = Cli.run("validate", "--format", "sarif", "--target", "daemon", file.toString());
        assertEquals(1, sarif.exit(), sarif.toString());
        assertTrue(sarif.out().contains("\"ruleId\": \"engine\""), sarif.out());
    }

    @Test
    void anEngineOfAnotherFormatIsAnError() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.iqm"));
        Cli.Result r = Cli.run("validate", "--target", "wz2100-4.4", file.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.out().contains(file + ": error: wz2100-4.4 loads pie files, not iqm: convert it first (meshport"
                + " convert --to pie)\n"), r.out());
    }

    @Test
    void anUnknownEngineIsAUsageErrorListingTheEngines() {
        Cli.Result r = Cli.run("validate", "--target", "quake9", "x.iqm");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("unknown engine 'quake9' for --target; the engines are: tesseract, daemon,"
                + " darkplaces, fte, wz2100-4.3, wz2100-4.4, blender-pie-addon"), r.err());
    }

    @Test
    void infoNamesTheEnginesThatLoadTheFileAndWhyNotTheOthers() throws IOException {
        Path file = stretched();
        Cli.Result r = Cli.run("info", file.toString());
        assertEquals(0, r.exit(), r.toString());
        // the test character has no texcoords, which DarkPlaces and FTE need
        assertTrue(r.out().endsWith("loads in: tesseract; not daemon (joint 2 'tip_end': base scale 1.0 2.0 1.0:"
                + " \"contains an invalid scale\"), not darkplaces (file: no texcoord array the engine takes (\"is"
                + " missing vertex array data\": the model is empty)), not fte (file: no texcoord array (\"is missing"
                + " vertex array data\"))\n"), r.out());
    }

    @Test
    void theCompletionScriptOffersTheEngines() {
        Cli.Result r = Cli.run("completion");
        for (String engine : new String[] {"tesseract", "daemon", "darkplaces", "fte", "wz2100-4.3", "wz2100-4.4",
            "blender-pie-addon"}) {
            assertTrue(r.out().contains(engine), engine + " in the completion script");
        }
    }
}
