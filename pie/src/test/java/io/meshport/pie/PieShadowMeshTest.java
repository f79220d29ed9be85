package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pie.shadow-mesh}: every level of a corpus building gets SHADOWPOINTS and SHADOWPOLYGONS
 * the game reads (flags 0, triangles), a hull closed and around every point, a simplification with
 * the share of triangles asked and its holes capped (closed too), both facing as the level does;
 * PIE 3 gets none, with a loss.
 */
class PieShadowMeshTest {
    private static final Path FACTORY = Corpus.root().resolve("pie/base/structs/blbrbfac.pie");

    @TempDir
    Path dir;

    private PieLevel written(String mode, String version, Diagnostics report) throws IOException {
        Path out = dir.resolve("out.pie");
        WriteOptions options = new WriteOptions("pie", true).withSetting(PieFormat.VERSION_SETTING, version)
                .withSetting(PieFormat.SHADOW_MESH_SETTING, mode);
        ModelIO.write(ModelIO.read(FACTORY), out, options, report);
        PieDocument d = PieTestFiles.read(java.nio.file.Files.readString(out, java.nio.charset.StandardCharsets.ISO_8859_1),
                "out.pie");
        return d.levels().get(0);
    }

    private static <T> T part(PieLevel level, Class<T> type) {
        return level.parts().stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " in " + level.parts()));
    }

    @Test
    void theHullIsClosedAroundEveryPointAndFacesOut() throws IOException {
        PieLevel level = written("hull", "4", new Diagnostics());
        PiePoints points = part(level, PieShadowPoints.class).points();
        PiePolygons polygons = part(level, PieShadowPolygons.class).polygons();
        assertTrue(polygons.count() >= 4 && polygons.count() < level.polygons().count(), "" + polygons.count());
        assertClosed(polygons);
        // every point of the level on or inside every face's plane, faces pointing away from them
        for (int p = 0; p < polygons.count(); p++) {
            double[] n = normal(points, polygons.corner(p, 0), polygons.corner(p, 1), polygons.corner(p, 2));
            for (int q = 0; q < level.points().count(); q++) {
                double side = 0;
                for (int a = 0; a < 3; a++) {
                    side += n[a] * (level.points().get(q, a) - points.get(polygons.corner(p, 0), a));
                }
                assertTrue(side <= 1e-3 * Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]), "point " + q
                        + " outside face " + p);
            }
        }
    }

    @Test
    void aSimplificationKeepsTheShareAskedAndPie3GetsNone() throws IOException {
        Diagnostics report = new Diagnostics();
        PieLevel level = written("simplify:0.5", "4", report);
        PiePolygons simplified = part(level, PieShadowPolygons.class).polygons();
        int shadow = simplified.count();
        int polygons = level.polygons().count();
        // half the level's triangles, and the caps of the holes it leaves (the factory is open at its foot)
        assertTrue(shadow < polygons && shadow >= polygons / 2, shadow + " of " + polygons);
        assertClosed(simplified);
        assertTrue(report.all().stream().map(Diagnostic::message).anyMatch(m -> m.contains("shadow mesh (simplify:0.5)")),
                report.all().toString());
        Diagnostics pie3 = new Diagnostics();
        PieLevel old = written("hull", "3", pie3);
        assertEquals(List.of(), old.parts().stream().filter(p -> p instanceof PieShadowPoints).toList());
        assertTrue(pie3.all().stream().map(Diagnostic::message).anyMatch(m -> m.contains("PIE 4 only")),
                pie3.all().toString());
    }

    /**
     * {@code pie.shadow-permissive}: the mortar's level is no manifold (faces meet three at an edge,
     * sheets at a point), and the default simplification holds the points where they do, stopping
     * at 8 triangles of its 18 (12 with the caps that close it); permissive, those inside the
     * surface move: 4 (6), and the note says so.
     */
    @Test
    void aPermissiveSimplificationMovesPointsTheDefaultHolds() throws IOException {
        Path mortar = Corpus.root().resolve("pie/base/components/weapons/trhrmort.pie");
        int[] counts = new int[2];
        for (int permissive = 0; permissive < 2; permissive++) {
            Path out = dir.resolve("mortar" + permissive + ".pie");
            WriteOptions options = new WriteOptions("pie", true).withSetting(PieFormat.VERSION_SETTING, "4")
                    .withSetting(PieFormat.SHADOW_MESH_SETTING, "simplify")
                    .withSetting(PieFormat.SHADOW_PERMISSIVE_SETTING, permissive == 1 ? "true" : "false");
            Diagnostics report = new Diagnostics();
            ModelIO.write(ModelIO.read(mortar), out, options, report);
            PieLevel level = PieTestFiles.read(java.nio.file.Files.readString(out,
                    java.nio.charset.StandardCharsets.ISO_8859_1), "out.pie").levels().get(0);
            PiePolygons polygons = part(level, PieShadowPolygons.class).polygons();
            counts[permissive] = polygons.count();
            if (permissive == 1) {
                assertTrue(report.all().stream().map(Diagnostic::message).anyMatch(m -> m.contains("permissive")),
                        report.all().toString());
            }
        }
        assertEquals(12, counts[0]);
        assertEquals(6, counts[1]);
    }

    /** Triangles of flags 0, every edge met as often each way (no border edge): closed. */
    private static void assertClosed(PiePolygons polygons) {
        Map<Long, Integer> edges = new HashMap<>();
        for (int p = 0; p < polygons.count(); p++) {
            assertEquals(0, polygons.flags(p));
            assertEquals(3, polygons.size(p));
            for (int c = 0; c < 3; c++) {
                edges.merge((long) polygons.corner(p, c) << 32 | polygons.corner(p, (c + 1) % 3), 1, Integer::sum);
            }
        }
        edges.forEach((k, n) -> assertEquals(n, edges.getOrDefault((k & 0xffffffffL) << 32 | k >>> 32, 0),
                "edge " + (k >>> 32) + "-" + (k & 0xffffffffL) + " is not met as often each way: not closed"));
    }

    private static double[] normal(PiePoints p, int a, int b, int c) {
        double[] u = new double[3];
        double[] v = new double[3];
        for (int i = 0; i < 3; i++) {
            u[i] = p.get(b, i) - p.get(a, i);
            v[i] = p.get(c, i) - p.get(a, i);
        }
        return new double[] {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
    }
}
