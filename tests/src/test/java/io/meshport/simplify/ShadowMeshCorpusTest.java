package io.meshport.simplify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.model.validate.ModelValidator;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieFormat;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PiePoints;
import io.meshport.pie.PiePolygons;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #34's shadow meshes on every corpus model (Warzone 2100 PIE, and the Red Eclipse, MD5 and
 * Unvanquished models as PIE): written as PIE 4 with {@code pie.shadow-mesh} {@code hull} and
 * {@code simplify}, the file reads back and validates; each level's shadow mesh is what the game's
 * loader takes (triangles, flags 0, points in range, a level's polygons within its 8192), closed
 * (every edge met once each way: no border edge) and faces out where a hull; a level without one
 * says why.
 */
class ShadowMeshCorpusTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.meshport.simplify.SimplifyCorpusTest#files")
    void everyLevelGetsAClosedShadowTheGameTakes(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        if (model.meshes().isEmpty()) {
            return;
        }
        for (String mode : List.of("hull", "simplify")) {
            String what = Corpus.name(file) + " with " + mode;
            Path out = dir.resolve(mode + ".pie");
            Diagnostics report = new Diagnostics();
            ModelIO.write(model, out, WriteOptions.DEFAULTS.withFormat("pie").withSetting(PieFormat.VERSION_SETTING, "4")
                    .withSetting(PieFormat.SHADOW_MESH_SETTING, mode), report);
            Diagnostics read = new Diagnostics();
            Model back = ModelIO.read(out, read);
            ModelValidator.validate(back, out.toString(), read, Pie.format().readerChecks());
            assertFalse(read.hasErrors(), what + ": " + read.all());
            PieDocument doc = Pie.reader().readDocument(out);
            long without = report.all().stream().map(Diagnostic::message).filter(m -> m.contains("no shadow mesh"))
                    .count();
            int none = 0;
            for (PieLevel level : doc.levels()) {
                assertTrue(level.polygons().count() <= 8192, what);
                Optional<PiePoints> points = level.parts().stream().filter(PieShadowPoints.class::isInstance)
                        .map(p -> ((PieShadowPoints) p).points()).findFirst();
                Optional<PiePolygons> polygons = level.parts().stream().filter(PieShadowPolygons.class::isInstance)
                        .map(p -> ((PieShadowPolygons) p).polygons()).findFirst();
                assertEquals(points.isPresent(), polygons.isPresent(), what);
                if (polygons.isEmpty()) {
                    none++;
                    continue;
                }
                closed(points.get(), polygons.get(), what);
                if (mode.equals("hull")) {
                    around(level.points(), points.get(), polygons.get(), what);
                }
            }
            assertEquals(without, none, what + ": a level without a shadow mesh is one the report names: "
                    + report.all());
            Files.delete(out);
        }
    }

    /** Triangles of flags 0 on points in range, every edge met once each way. */
    private static void closed(PiePoints points, PiePolygons polygons, String what) {
        assertTrue(points.count() > 0 && polygons.count() > 0, what);
        Map<Long, Integer> edges = new HashMap<>();
        for (int p = 0; p < polygons.count(); p++) {
            assertEquals(0, polygons.flags(p), what);
            assertEquals(3, polygons.size(p), what);
            for (int c = 0; c < 3; c++) {
                assertTrue(polygons.corner(p, c) >= 0 && polygons.corner(p, c) < points.count(), what);
                edges.merge((long) polygons.corner(p, c) << 32 | polygons.corner(p, (c + 1) % 3), 1, Integer::sum);
            }
        }
        edges.forEach((k, n) -> assertEquals(n, edges.getOrDefault((k & 0xffffffffL) << 32 | k >>> 32, 0),
                what + ": edge " + (k >>> 32) + "-" + (k & 0xffffffffL) + " is not met as often each way"));
    }

    /**
     * Every point of the level on or inside every face's plane of the hull (its faces turned in
     * where the level's polygons face in: the hull faces as the level does).
     */
    private static void around(PiePoints level, PiePoints points, PiePolygons polygons, String what) {
        double volume = 0;
        for (int p = 0; p < polygons.count(); p++) {
            double[][] c = new double[3][3];
            for (int k = 0; k < 3; k++) {
                for (int i = 0; i < 3; i++) {
                    c[k][i] = points.get(polygons.corner(p, k), i);
                }
            }
            volume += c[0][0] * (c[1][1] * c[2][2] - c[1][2] * c[2][1]) - c[0][1] * (c[1][0] * c[2][2] - c[1][2] * c[2][0])
                    + c[0][2] * (c[1][0] * c[2][1] - c[1][1] * c[2][0]);
        }
        double out = Math.signum(volume);
        double extent = 0;
        for (int q = 0; q < level.count(); q++) {
            for (int a = 0; a < 3; a++) {
                extent = Math.max(extent, Math.abs(level.get(q, a)));
            }
        }
        for (int p = 0; p < polygons.count(); p++) {
            int a = polygons.corner(p, 0);
            double[] u = new double[3];
            double[] v = new double[3];
            for (int i = 0; i < 3; i++) {
                u[i] = points.get(polygons.corner(p, 1), i) - points.get(a, i);
                v[i] = points.get(polygons.corner(p, 2), i) - points.get(a, i);
            }
            double[] n = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
            double length = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            if (length <= 1e-9 * extent * extent) {
                // a sliver (a point added on the line of an edge): its plane is rounding's
                continue;
            }
            for (int q = 0; q < level.count(); q++) {
                double side = 0;
                for (int i = 0; i < 3; i++) {
                    side += out * n[i] / length * (level.get(q, i) - points.get(a, i));
                }
                assertTrue(side <= 1e-4 * extent, what + ": point " + q + " outside face " + p + " by " + side);
            }
        }
    }
}
