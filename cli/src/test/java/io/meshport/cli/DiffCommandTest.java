package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code meshport diff A B} as a user meets it: the differences by path, exit 0 / 1, and 2 or 3 for trouble. */
class DiffCommandTest {
    @TempDir
    Path dir;

    /** The fixture character with its body's vertex {@code v}, component {@code c} of the position set to {@code value}. */
    private static Model moved(int v, int c, float value) {
        Mesh body = Fixtures.body();
        float[] positions = new float[9];
        for (int i = 0; i < 9; i++) {
            positions[i] = body.array("position").orElseThrow().getFloat(i / 3, i % 3);
        }
        positions[v * 3 + c] = value;
        Mesh changed = body.toBuilder().removeArrays(AttributeKind.POSITION)
                .addArray(VertexArray.ofFloats(Fixtures.POS, positions)).build();
        return Fixtures.character().toBuilder().meshes(List.of(changed)).build();
    }

    private Path write(Model m, String name) throws IOException {
        return Fixtures.write(m, dir.resolve(name));
    }

    @Test
    void theSameModelExitsZeroAndSaysSo() throws IOException {
        Path a = write(Fixtures.character(), "a.mtest");
        Path b = write(Fixtures.character(), "b.mtest");
        Cli.Result r = Cli.run("diff", a.toString(), b.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(a + " and " + b + " hold the same model\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void aDifferenceIsNamedByItsPathAndExitsOne() throws IOException {
        Path a = write(Fixtures.character(), "a.mtest");
        Path b = write(moved(1, 1, 1.5f), "b.mtest");
        Cli.Result r = Cli.run("diff", a.toString(), b.toString());
        assertEquals(1, r.exit(), r.toString());
        assertEquals("meshes[0].streams.position[1][1]: 1.0 != 1.5\n"
                + a + " and " + b + " differ: 1 difference\n", r.out());
    }

    @Test
    void toleranceAcceptsWhatIsCloseEnough() throws IOException {
        Path a = write(Fixtures.character(), "a.mtest");
        Path b = write(moved(1, 1, 1.001f), "b.mtest");
        assertEquals(1, Cli.run("diff", a.toString(), b.toString()).exit(), "exact by default");
        assertEquals(1, Cli.run("diff", "--tolerance", "1e-4", a.toString(), b.toString()).exit());
        Cli.Result close = Cli.run("diff", "--tolerance", "0.01", a.toString(), b.toString());
        assertEquals(0, close.exit(), close.toString());
        Cli.Result negative = Cli.run("diff", "--tolerance", "-1", a.toString(), b.toString());
        assertEquals(2, negative.exit(), negative.toString());
        assertTrue(negative.err().startsWith("meshport: --tolerance must be zero or a positive number"),
                negative.err());
    }

    @Test
    void layoutsNeedNotMatchUnlessAsked() throws IOException {
        // the fixture's blend weights are ubyte 255 / 0; as floats 1.0 / 0.0 they are the same weights
        Mesh body = Fixtures.body();
        VertexArrayDescriptor floatWeights = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
                ComponentType.FLOAT, 4);
        Mesh asFloats = body.toBuilder().removeArrays(AttributeKind.BLEND_WEIGHTS).addArray(VertexArray.ofFloats(
                floatWeights, new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0})).build();
        Path a = write(Fixtures.character(), "a.mtest");
        Path b = write(Fixtures.character().toBuilder().meshes(List.of(asFloats)).build(), "b.mtest");
        Cli.Result normalised = Cli.run("diff", a.toString(), b.toString());
        assertEquals(0, normalised.exit(), normalised.toString());
        Cli.Result strict = Cli.run("diff", "--same-layouts", a.toString(), b.toString());
        assertEquals(1, strict.exit(), strict.toString());
        assertTrue(strict.out().startsWith("meshes[0].streams.blendweights: "), strict.out());
    }

    @Test
    void jsonIsOneObjectWithPathsAndMessages() throws IOException {
        Path a = write(Fixtures.character(), "a.mtest");
        Path b = write(moved(2, 0, 7), "b.mtest");
        Cli.Result r = Cli.run("diff", "--json", a.toString(), b.toString());
        assertEquals(1, r.exit(), r.toString());
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertFalse(o.get("equal").getAsBoolean());
        assertEquals("mtest", o.getAsJsonObject("a").get("format").getAsString());
        assertEquals(b.toString(), o.getAsJsonObject("b").get("file").getAsString());
        assertEquals(1, o.get("differenceCount").getAsInt());
        JsonArray differences = o.getAsJsonArray("differences");
        assertEquals(1, differences.size());
        JsonObject d = differences.get(0).getAsJsonObject();
        assertEquals("meshes[0].streams.position[2][0]", d.get("path").getAsString());
        assertEquals("0.0 != 7.0", d.get("message").getAsString());

        Cli.Result same = Cli.run("diff", "--json", a.toString(), a.toString());
        assertEquals(0, same.exit(), same.toString());
        JsonObject equal = JsonParser.parseString(same.out()).getAsJsonObject();
        assertTrue(equal.get("equal").getAsBoolean());
        assertEquals(0, equal.getAsJsonArray("differences").size());
    }

    @Test
    void bIsComparedInTheConventionsOfA() {
        Path vif = Corpus.examples("turret-lod.vif").get(0);
        Path iqm = dir.resolve("turret.iqm");
        assertEquals(0, Cli.run("convert", vif.toString(), iqm.toString()).exit());
        Cli.Result r = Cli.run("diff", vif.toString(), iqm.toString());
        assertEquals(0, r.exit(), "the VIF's Y-up numbers are the IQM's Z-up ones turned: " + r);
        assertEquals("note: B converted from z-up right-handed cw (iqm) to A's y-up right-handed ccw (vif) before"
                + " comparing\n" + vif + " and " + iqm + " hold the same model\n", r.out());
    }

    @Test
    void whatOnlyOneFormatRecordsOfItsFileCountsOnlyWithExtras() {
        Path iqe = Corpus.examples("cube.iqe").get(0);
        Path iqm = dir.resolve("cube.iqm");
        assertEquals(0, Cli.run("convert", iqe.toString(), iqm.toString()).exit());
        Cli.Result r = Cli.run("diff", iqe.toString(), iqm.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(iqe + " and " + iqm + " hold the same model\n", r.out());
        Cli.Result derived = Cli.run("diff", "--derived", iqe.toString(), iqm.toString());
        assertEquals("note: frame bounds not compared: iqe files hold none\n"
                + iqe + " and " + iqm + " hold the same model\n", derived.out());
        Cli.Result all = Cli.run("diff", "--extras", iqe.toString(), iqm.toString());
        assertEquals(1, all.exit(), all.toString());
        assertTrue(all.out().startsWith("extras.IqmExtras: unexpected IqmExtras["), all.out());
    }

    @Test
    void derivedDataAndUnusedInfluenceSlotsAreNoNoise() {
        // a Red Eclipse character through glTF and back: its adjacency table is computed anew, and
        // the unused influence slots name other joints
        Path original = Corpus.files("iqm/data/actors/player/male", "RE_Player_male.iqm").get(0);
        Path glb = dir.resolve("male.glb");
        Path back = dir.resolve("male.iqm");
        assertEquals(0, Cli.run("convert", original.toString(), glb.toString()).exit());
        assertEquals(0, Cli.run("convert", glb.toString(), back.toString()).exit());
        Cli.Result r = Cli.run("diff", original.toString(), back.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(original + " and " + back + " hold the same model\n", r.out());
        Cli.Result derived = Cli.run("diff", "--derived", original.toString(), back.toString());
        assertEquals(1, derived.exit(), derived.toString());
        // the first entry that differs, never two equal summaries
        assertTrue(derived.out().startsWith("extras.IqmExtras.adjacency["), derived.out());
        assertTrue(!derived.out().contains("IqmExtras[") && derived.out().contains(" != "), derived.out());
    }

    @Test
    void aFileThatIsNoModelExitsTwoAndAMissingOneThree() throws IOException {
        Path a = write(Fixtures.character(), "a.mtest");
        Path bad = Files.writeString(dir.resolve("bad.mtest"), "MTEST 1\nbogus\n");
        Cli.Result malformed = Cli.run("diff", a.toString(), bad.toString());
        assertEquals(2, malformed.exit(), "not 1, which would say they differ: " + malformed);
        assertEquals("meshport: " + bad + ":2:1: unknown directive 'bogus'\n", malformed.err());
        assertEquals("", malformed.out());

        Path missing = dir.resolve("missing.mtest");
        Cli.Result io = Cli.run("diff", missing.toString(), a.toString());
        assertEquals(3, io.exit(), io.toString());
        assertEquals("meshport: " + missing + ": no such file or directory\n", io.err());

        assertEquals(2, Cli.run("diff", a.toString()).exit(), "B is required");
        assertEquals(2, Cli.run("diff", "--from", "nope", a.toString(), a.toString()).exit());
    }

    /** {@code --summary}: an edit's effect as the facts info shows, on a real corpus model. */
    @Test
    void theSummaryShowsWhatAnEditChanged() throws IOException {
        Path drill = Corpus.root().resolve("iqe/drill/drill.iqe");
        Path before = dir.resolve("before.iqm");
        Path after = dir.resolve("after.iqm");
        assertEquals(0, Cli.run("convert", drill.toString(), before.toString()).exit());
        Cli.Result edit = Cli.run("convert", drill.toString(), "--ground", "--rename-material",
                "models/buildables/drill/drill=drill", after.toString());
        assertEquals(0, edit.exit(), edit.toString());
        Cli.Result r = Cli.run("diff", "--summary", before.toString(), after.toString());
        assertEquals(1, r.exit(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.contains("meshes[0].material: \"models/buildables/drill/drill\" -> \"drill\""), r.out());
        // the lowest point went to 0 and nothing moved across the floor
        String min = lines.stream().filter(l -> l.startsWith("bounds.min: ")).findFirst().orElseThrow();
        assertTrue(min.endsWith(", 0.0]"), min);
        assertFalse(lines.stream().anyMatch(l -> l.contains("vertices") || l.contains("joints")), r.out());
        assertTrue(lines.get(lines.size() - 1).endsWith("differ in 8 facts info shows"), r.out());
        Cli.Result same = Cli.run("diff", "--summary", before.toString(), before.toString());
        assertEquals(0, same.exit(), same.toString());
    }
}
