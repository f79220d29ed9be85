package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfoCommandTest {
    @TempDir
    Path dir;

    private static List<String> strings(JsonArray a) {
        return a.asList().stream().map(JsonElement::getAsString).toList();
    }

    @Test
    void jsonHasTheDocumentedShape() throws IOException {
        Path file = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Cli.Result r = Cli.run("info", "--json", file.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().chars().allMatch(c -> c < 0x80), "ASCII only");
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("mtest", o.get("format").getAsString());
        assertEquals("1", o.get("version").getAsString());
        assertEquals(3, o.get("totalVertices").getAsInt());
        assertEquals(1, o.get("totalTriangles").getAsInt());

        JsonArray meshes = o.getAsJsonArray("meshes");
        assertEquals(1, meshes.size());
        JsonObject mesh = meshes.get(0).getAsJsonObject();
        assertEquals("body", mesh.get("name").getAsString());
        assertEquals("skin", mesh.get("material").getAsString());
        assertEquals(3, mesh.get("vertices").getAsInt());
        assertEquals(1, mesh.get("triangles").getAsInt());
        assertEquals(List.of("position", "normal", "blendindexes", "blendweights", "glow"),
                strings(mesh.getAsJsonArray("attributes")));
        // what the edits look at: vertices 0 and 1 on joint 0, vertex 2 on joint 1, one weight each;
        // one triangle of three new vertices misses the cache three times
        assertEquals(2, mesh.get("joints").getAsInt());
        assertEquals(1, mesh.get("maxInfluences").getAsInt());
        assertEquals(3.0, mesh.get("acmr").getAsDouble());
        assertTrue(o.has("handedness"), r.out());

        JsonArray joints = o.getAsJsonArray("joints");
        assertEquals(3, joints.size());
        assertEquals("tip", joints.get(1).getAsJsonObject().get("name").getAsString());
        assertEquals(0, joints.get(1).getAsJsonObject().get("parent").getAsInt());
        assertEquals(-1, joints.get(0).getAsJsonObject().get("parent").getAsInt());

        JsonObject anim = o.getAsJsonArray("animations").get(0).getAsJsonObject();
        assertEquals("idle", anim.get("name").getAsString());
        assertEquals(2, anim.get("frames").getAsInt());
        assertEquals(30.0, anim.get("framerate").getAsDouble());
        assertTrue(anim.get("loop").getAsBoolean());
        assertEquals(Fixtures.character().comment().orElseThrow(), o.get("comment").getAsString(),
                "quotes, newlines, tabs, backslashes and non-ASCII survive the escaping");
    }

    @Test
    void jsonFallsBackToTheDetectedFormatAndNullComment() throws IOException {
        Path file = dir.resolve("plain.mtest");
        Files.writeString(file, "MTEST 1\nnosourceinfo\n");
        Cli.Result r = Cli.run("info", "--json", file.toString());
        assertEquals(0, r.exit(), r.toString());
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("mtest", o.get("format").getAsString());
        assertEquals("", o.get("version").getAsString());
        assertTrue(o.get("comment").isJsonNull());
        assertEquals(0, o.getAsJsonArray("meshes").size());
        assertEquals(0, o.getAsJsonArray("joints").size());
    }

    @Test
    void summaryShowsTheSkeletonAsATree() throws IOException {
        Model m = Fixtures.character().toBuilder().addJoint(new io.meshport.model.Joint("second_root", -1,
                io.meshport.model.Transform.IDENTITY)).animations(List.of()).build();
        Path file = Fixtures.write(m, dir.resolve("hero.mtest"));
        Cli.Result r = Cli.run("info", file.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().startsWith(file + ": mtest 1\n"), r.out());
        assertTrue(r.out().contains("joints: 4\n  root\n    tip\n      tip_end\n  second_root\n"), r.out());
        assertTrue(r.out().contains("  \"body\" material \"skin\": 3 vertices, 1 triangles;"
                + " position, normal, blendindexes, blendweights, glow; skin: 2 joints, at most 1 influence a vertex;"
                + " ACMR 3.000\n"), r.out());
        assertTrue(r.out().contains("\naxes: "), r.out());
        assertTrue(r.out().contains("comment: made by \"tests\" (2 lines)"), r.out());
    }

    @Test
    void malformedInputIsOneCompilerStyleLineAndExitOne() throws IOException {
        Path file = dir.resolve("bad.mtest");
        Files.writeString(file, "MTEST 1\nwarn odd but fine\nbogus 1 2\n");
        Cli.Result r = Cli.run("info", file.toString());
        assertEquals(1, r.exit(), r.toString());
        assertEquals(file + ":2:1: warning: odd but fine\nmeshport: " + file + ":3:1: unknown directive 'bogus'\n",
                r.err());
        assertEquals("", r.out());

        Cli.Result verbose = Cli.run("info", "--verbose", file.toString());
        assertEquals(1, verbose.exit());
        assertTrue(verbose.err().contains("\tat "), "--verbose shows the stack trace: " + verbose.err());
    }

    @Test
    void missingFileIsAnIoError() {
        Cli.Result r = Cli.run("info", dir.resolve("nope.mtest").toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + dir.resolve("nope.mtest") + ": no such file or directory\n", r.err());
    }

    @Test
    void unknownContentAndExtensionIsMalformedInput() throws IOException {
        Path file = Files.writeString(dir.resolve("x.bin"), "hello");
        Cli.Result r = Cli.run("info", file.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().startsWith("meshport: " + file + ": unknown model format"), r.err());
        assertFalse(r.err().contains("\tat "));
    }
}
