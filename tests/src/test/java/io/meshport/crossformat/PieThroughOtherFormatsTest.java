package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.iqe.Iqe;
import io.meshport.iqm.Iqm;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PiePolygons;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import io.meshport.pie.PieFormat;

/**
 * Every Warzone 2100 game file through IQM and back is the same PIE document: IQM carries PIE's
 * extras and triangle streams in meshport extensions; so does glTF, in {@code extras} and
 * accessors only those refer to. Through IQE, which holds neither, the
 * geometry, texture coordinates and levels come back (the same points, polygons and UVs), and so
 * do connectors (as joints), ANIMOBJECT (as a skeleton and an animation), and polygon flags and
 * texture animation (triangle streams as custom vertex streams). Both
 * convert the axes (PIE is Y up, left-handed, clockwise; IQM and IQE Z up, right-handed,
 * clockwise) and say so.
 */
class PieThroughOtherFormatsTest {
    static Stream<Path> files() {
        return Corpus.files("pie", ".pie").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void pieToIqmToPieIsTheSameDocument(Path file) throws IOException {
        PieDocument doc = Pie.reader().readDocument(file);
        Model model = Pie.reader().toModel(doc, Corpus.name(file));
        Diagnostics notes = new Diagnostics();
        byte[] iqm = Iqm.writeDocument(Iqm.writer().withLosses(notes).fromModel(model));
        assertEquals(List.of("axes converted from y-up left-handed cw to z-up right-handed cw, as iqm files are"),
                messages(notes));
        Model fromIqm = Iqm.read(iqm, "x.iqm", Diagnostics.discarding());
        assertEquals(Conventions.Z_UP_RIGHT_CW, fromIqm.conventions());
        assertEquals(doc, Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).fromModel(fromIqm), Corpus.name(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void pieToGltfToPieIsTheSameDocument(Path file) throws IOException {
        PieDocument doc = Pie.reader().readDocument(file);
        Model model = Pie.reader().toModel(doc, Corpus.name(file));
        Diagnostics notes = new Diagnostics();
        ByteArrayOutputStream glb = new ByteArrayOutputStream();
        ModelIO.require("gltf").writer().orElseThrow().write(model, glb, notes);
        // the axes are turned; normals the game computes as zero (degenerate polygons) other glTF
        // readers see normalised: notes, nothing lost
        assertEquals("axes converted from y-up left-handed cw to y-up right-handed ccw, as gltf files are",
                messages(notes).get(0));
        for (Diagnostic d : notes.all()) {
            assertEquals(io.meshport.io.Severity.CONVERSION, d.severity(), d.toString());
        }
        Model fromGltf = Laws.read(ModelIO.require("gltf"), glb.toByteArray(), "x.glb");
        assertEquals(Conventions.Y_UP_RIGHT_CCW, fromGltf.conventions());
        assertEquals(doc, Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).fromModel(fromGltf), Corpus.name(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void pieToIqeToPieKeepsGeometryUvsAndLevels(Path file) throws IOException {
        PieDocument doc = Pie.reader().readDocument(file);
        Model model = Pie.reader().toModel(doc, Corpus.name(file));
        ByteArrayOutputStream iqe = new ByteArrayOutputStream();
        Iqe.writer().write(model, iqe);
        Model fromIqe = Iqe.reader().read(new java.io.ByteArrayInputStream(iqe.toByteArray()), "x.iqe");
        PieDocument back = Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).fromModel(fromIqe);
        // IQE drops empty meshes; every other level comes back with its triangles' corners
        List<PieLevel> nonEmpty = doc.levels().stream().filter(l -> l.polygons().count() > 0).toList();
        assertEquals(nonEmpty.size(), back.levels().stream().filter(l -> l.polygons().count() > 0).count());
        Model again = Pie.reader().toModel(back, "back.pie");
        List<Mesh> expected = model.meshes().stream().filter(m -> m.triangleCount() > 0).toList();
        List<Mesh> actual = again.meshes().stream().filter(m -> m.triangleCount() > 0).toList();
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(corners(expected.get(i), AttributeKind.POSITION, 3),
                    corners(actual.get(i), AttributeKind.POSITION, 3), Corpus.name(file) + " level " + i);
            if (expected.get(i).array(AttributeKind.TEXCOORD).isPresent()) {
                assertArrayEquals(corners(expected.get(i), AttributeKind.TEXCOORD, 2),
                        corners(actual.get(i), AttributeKind.TEXCOORD, 2), Corpus.name(file) + " level " + i);
            }
        }
        // connectors ride as joints, ANIMOBJECT as a skeleton and animation, which IQE holds
        List<PieLevel> backNonEmpty = back.levels().stream().filter(l -> l.polygons().count() > 0).toList();
        for (int i = 0; i < nonEmpty.size(); i++) {
            PieLevel want = nonEmpty.get(i);
            PieLevel got = backNonEmpty.get(i);
            assertEquals(want.connectors(), got.connectors(), Corpus.name(file) + " level " + i);
            // polygon flags and texture animation ride as custom vertex streams
            PiePolygons wp = want.polygons();
            PiePolygons gp = got.polygons();
            for (int p = 0; p < Math.min(wp.count(), gp.count()); p++) {
                assertEquals(wp.flags(p), gp.flags(p), Corpus.name(file) + " polygon " + p);
                assertEquals(wp.animFrames(p), gp.animFrames(p), Corpus.name(file) + " polygon " + p);
                assertEquals(wp.animRate(p), gp.animRate(p), Corpus.name(file) + " polygon " + p);
                assertEquals(wp.animWidth(p), gp.animWidth(p), Corpus.name(file) + " polygon " + p);
                assertEquals(wp.animHeight(p), gp.animHeight(p), Corpus.name(file) + " polygon " + p);
            }
            assertEquals(want.animObject().isPresent(), got.animObject().isPresent(), Corpus.name(file));
            if (want.animObject().isPresent()) {
                PieAnimObject a = want.animObject().get();
                PieAnimObject b = got.animObject().get();
                assertEquals(a.frameCount(), b.frameCount());
                assertEquals(a.time(), b.time());
                for (int f = 0; f < a.frameCount(); f++) {
                    for (int k = 0; k < 3; k++) {
                        assertEquals(a.position(f, k), b.position(f, k), 1, Corpus.name(file) + " frame " + f);
                        assertEquals(a.rotation(f, k), b.rotation(f, k), 2, Corpus.name(file) + " frame " + f);
                    }
                }
            }
        }
    }

    /** Per triangle corner, in triangle order, the attribute's first {@code n} values. */
    private static float[] corners(Mesh mesh, AttributeKind kind, int n) {
        int[] t = mesh.triangleIndices();
        float[] out = new float[t.length * n];
        var a = mesh.array(kind).orElseThrow();
        for (int i = 0; i < t.length; i++) {
            for (int c = 0; c < n; c++) {
                out[i * n + c] = a.getFloat(t[i], c);
            }
        }
        return out;
    }

    private static List<String> messages(Diagnostics d) {
        return d.all().stream().map(Diagnostic::message).toList();
    }
}
