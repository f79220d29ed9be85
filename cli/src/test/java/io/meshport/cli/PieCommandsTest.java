package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PIE as a user meets it on the command line: info, validate, convert with --pie-version and
 * --shadow-mesh.
 */
class PieCommandsTest {
    private static final Path EXAMPLE = Corpus.examples(".pie").get(0);

    @TempDir
    Path dir;

    @Test
    void infoShowsFlagsTexturesLevelsConnectorsAndAnimation() {
        Cli.Result r = Cli.run("info", EXAMPLE.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("pie: version 3, TYPE 10200 [textured, tcmask]"), r.out());
        assertTrue(r.out().contains("TEXTURE tileset 0: page-1-meshport-example.png"), r.out());
        assertTrue(r.out().contains("level 1: 5 points, 4 polygons, connectors [[0, 0, 12]]"), r.out());
        assertTrue(r.out().contains("level 2: 3 points, 2 polygons, ANIMOBJECT 4 frames in 400 ms"), r.out());
    }

    @Test
    void infoJsonHasThePieSection() {
        Cli.Result r = Cli.run("info", "--json", EXAMPLE.toString());
        assertEquals(0, r.exit(), r.toString());
        JsonObject pie = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonObject("pie");
        assertEquals("10200", pie.get("type").getAsString());
        assertEquals("tcmask", pie.getAsJsonArray("flags").get(1).getAsString());
        assertEquals("page-1-meshport-example.png",
                pie.getAsJsonArray("textures").get(0).getAsJsonObject().get("file").getAsString());
        JsonObject level1 = pie.getAsJsonArray("levels").get(0).getAsJsonObject();
        assertEquals(12, level1.getAsJsonArray("connectors").get(0).getAsJsonArray().get(2).getAsInt());
        JsonObject level2 = pie.getAsJsonArray("levels").get(1).getAsJsonObject();
        assertEquals(4, level2.getAsJsonObject("animObject").get("frames").getAsInt());
    }

    @Test
    void validateWarnsWhereTheGameToleratesAndFailsWhereItFails() throws IOException {
        Path odd = dir.resolve("odd.pie");
        Files.writeString(odd, "PIE 3\r\nTYPE 200\nLEVELS 1\nLEVEL 1\nPOINTS 3 extra\n\t0 0 0\n\t1 0 0\n\t0 1 0\n"
                + "POLYGONS 1\n\t200 3 0 1 2 0 0 1 0 0 1\nCONNECTORS 1\n\t1.5 2 3", StandardCharsets.US_ASCII);
        Cli.Result ok = Cli.run("validate", odd.toString());
        assertEquals(0, ok.exit(), ok.toString());
        assertTrue(ok.out().contains("odd.pie:5:10: warning: extra values after POINTS ignored")
                || ok.err().contains("odd.pie:5:10: warning: extra values after POINTS ignored"), ok.toString());
        Path bad = dir.resolve("bad.pie");
        Files.writeString(bad, "PIE 3\nTYPE 200\nLEVELS 1\nLEVEL 1\nPOINTS 3\n\t0 0 0\n\t1 0 0\n\t0 1 0\n"
                + "POLYGONS 1\n\t200 4 0 1 2 0 0 0 1 0 0 1 1 1\n", StandardCharsets.US_ASCII);
        Cli.Result fails = Cli.run("validate", bad.toString());
        assertEquals(1, fails.exit(), fails.toString());
        assertTrue((fails.out() + fails.err()).contains("bad.pie:10:6: error: a polygon of 4 points: PIE 3 takes triangles"),
                fails.toString());
    }

    @Test
    void samePieConversionKeepsCommentsAndOrder() throws IOException {
        Path in = dir.resolve("in.pie");
        Files.writeString(in, "# made by hand\nPIE 2\nTYPE 200\nTEXTURE 0 page-1.png 256 256\nLEVELS 1\nLEVEL 1\n"
                + "POINTS 3\n\t0 0 0 # origin\n\t10 0 0\n\t0 10 0\nPOLYGONS 1\n\t200 3 0 1 2 0 0 256 0 0 256\n"
                + "CONNECTORS 1\n\t0 0 5\n# the end\n", StandardCharsets.US_ASCII);
        Path out = dir.resolve("out.pie");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(Files.readString(in), Files.readString(out));
    }

    /**
     * --simplify-permissive makes --shadow-mesh simplify permissive as it makes --simplify: the
     * mortar's level (no manifold: faces meet three at an edge) has a shadow of 8 triangles of its
     * 18 by default and of 4 permissive (12 and 6 with the caps that close them), the flag before or
     * after the option.
     */
    @Test
    void simplifyPermissiveHoldsForTheShadowMesh() throws IOException {
        Path mortar = Corpus.root().resolve("pie/base/components/weapons/trhrmort.pie");
        String[] shadows = new String[3];
        List<List<String>> flags = List.of(List.of("--shadow-mesh", "simplify"),
                List.of("--simplify-permissive", "--shadow-mesh", "simplify"),
                List.of("--shadow-mesh", "simplify", "--simplify-permissive"));
        for (int i = 0; i < 3; i++) {
            Path out = dir.resolve("mortar" + i + ".pie");
            List<String> args = new ArrayList<>(List.of("convert", "--pie-version", "4"));
            args.addAll(flags.get(i));
            args.addAll(List.of(mortar.toString(), out.toString()));
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            assertEquals(0, r.exit(), r.toString());
            String text = Files.readString(out);
            shadows[i] = text.substring(text.indexOf("SHADOWPOLYGONS"));
        }
        assertTrue(shadows[0].startsWith("SHADOWPOLYGONS 12\n"), shadows[0]);
        assertTrue(shadows[1].startsWith("SHADOWPOLYGONS 6\n"), shadows[1]);
        assertEquals(shadows[1], shadows[2], "the flag holds wherever it is given");
    }

    @Test
    void pieVersionTwoWritesIntegerTextureCoordinates() throws IOException {
        Path out = dir.resolve("mount2.pie");
        Cli.Result r = Cli.run("convert", "--pie-version", "2", EXAMPLE.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        String text = Files.readString(out);
        assertTrue(text.startsWith("PIE 2\nTYPE 10200\nTEXTURE 0 page-1-meshport-example.png 0 0\n"), text);
        assertTrue(text.contains("\t200 3 4 1 0 128 0 256 256 0 256\n"), text);
        assertTrue(text.contains("\t4200 3 0 1 2 4 100 64 64 0 64 64 64 32 0\n"), text);
        Path back = dir.resolve("mount3.pie");
        assertEquals(0, Cli.run("convert", "--pie-version", "3", out.toString(), back.toString()).exit());
        assertEquals(Files.readString(EXAMPLE), Files.readString(back), "PIE 3 -> 2 -> 3 keeps the UVs exactly");
    }
}
