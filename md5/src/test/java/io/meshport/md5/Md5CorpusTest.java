package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DESIGN §6 law 5 on the Red Eclipse models of the corpus (8 {@code .md5mesh}, 9 {@code .md5anim}
 * files): every one reads, its rewrite reads back to an equal document (law 1 on real data) and
 * rewriting again changes nothing (law 2); its model has what the file announces, counted from the
 * file's text here rather than from the document; and one vertex skinned by hand from three
 * weights lands where the model puts it.
 */
class Md5CorpusTest {
    static Stream<Path> files() {
        return Stream.concat(Corpus.files("md5", ".md5mesh").stream(), Corpus.files("md5", ".md5anim").stream());
    }

    static Stream<Path> meshes() {
        return Corpus.files("md5", ".md5mesh").stream();
    }

    static Stream<Path> animations() {
        return Corpus.files("md5", ".md5anim").stream();
    }

    @Test
    void theCorpusIsComplete() {
        assertEquals(8, Corpus.files("md5", ".md5mesh").size());
        assertEquals(9, Corpus.files("md5", ".md5anim").size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsRewritesAndIsAFixpoint(Path file) throws IOException {
        Md5Document doc = Md5.reader().withDiagnostics(new Diagnostics()).readDocument(file);
        String written = Md5TestFiles.written(doc);
        Md5Document again = Md5TestFiles.read(written, Corpus.name(file));
        assertEquals(doc, again, Corpus.name(file));
        assertEquals(written, Md5TestFiles.written(again), Corpus.name(file));
        assertEquals(file.getFileName().toString().endsWith(".md5anim") ? Md5Document.Kind.ANIMATION
                : Md5Document.Kind.MESH, doc.kind());
    }

    /** Only Red Eclipse's banner says anything odd: a fourth bounds line for its three frames. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsWithoutWarningsButTheBannersExtraBoundsLine(Path file) throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        Md5.reader().withDiagnostics(diagnostics).readDocument(file);
        List<Diagnostic> all = diagnostics.all();
        if (file.getFileName().toString().equals("banner.md5anim")) {
            assertEquals(1, all.size(), all.toString());
            assertEquals("23:1", all.get(0).line() + ":" + all.get(0).column(), all.toString());
            assertEquals("more bounds lines than numFrames 3: the rest are ignored", all.get(0).message());
        } else {
            assertEquals(List.of(), all);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("meshes")
    void aMeshCompilesToWhatItsFileAnnounces(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        Md5Document doc = Md5.reader().readDocument(file);
        Model model = Md5.reader().toModel(doc, Corpus.name(file));

        assertEquals(ints(text, "numJoints").get(0), model.joints().size());
        for (int j = 0; j < model.joints().size(); j++) {
            assertEquals(doc.joints().get(j).name(), model.joints().get(j).name());
            assertEquals(doc.joints().get(j).parent(), model.joints().get(j).parent());
        }
        List<Integer> vertices = ints(text, "numverts");
        List<Integer> triangles = ints(text, "numtris");
        assertEquals(ints(text, "numMeshes").get(0), model.meshes().size());
        assertEquals(vertices.size(), model.meshes().size());
        for (int m = 0; m < model.meshes().size(); m++) {
            Mesh mesh = model.meshes().get(m);
            String where = Corpus.name(file) + " mesh " + m;
            assertEquals(vertices.get(m), mesh.vertexCount(), where);
            assertEquals(triangles.get(m), mesh.triangleCount(), where);
            assertEquals(doc.meshes().get(m).name(), mesh.name(), where);
            assertEquals(doc.meshes().get(m).shader().orElse(""), mesh.material(), where);
            assertUnitNormalsWhereTrianglesAre(mesh, where);
            assertBlendWeightsSumTo255(mesh, where);
        }
    }

    private static void assertUnitNormalsWhereTrianglesAre(Mesh mesh, String where) {
        VertexArray normals = mesh.array(AttributeKind.NORMAL).orElseThrow();
        int[] corners = mesh.triangleIndices();
        boolean[] used = new boolean[mesh.vertexCount()];
        for (int c : corners) {
            used[c] = true;
        }
        int checked = 0;
        for (int v = 0; v < used.length; v++) {
            if (used[v]) {
                double x = normals.getDouble(v, 0);
                double y = normals.getDouble(v, 1);
                double z = normals.getDouble(v, 2);
                assertEquals(1, Math.sqrt(x * x + y * y + z * z), 1e-5, where + " vertex " + v);
                checked++;
            }
        }
        assertTrue(checked > 0, where + ": no vertex is used by a triangle");
    }

    private static void assertBlendWeightsSumTo255(Mesh mesh, String where) {
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        for (int v = 0; v < mesh.vertexCount(); v++) {
            long sum = 0;
            for (int s = 0; s < weights.size(); s++) {
                sum += weights.getLong(v, s);
            }
            assertEquals(255, sum, where + " vertex " + v);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("animations")
    void anAnimationCompilesToWhatItsFileAnnounces(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        String name = file.getFileName().toString();
        Model model = Md5.reader().toModel(Md5.reader().readDocument(file), name);
        assertEquals(1, model.animations().size());
        Animation a = model.animations().get(0);
        assertEquals(name.substring(0, name.length() - ".md5anim".length()), a.name());
        assertEquals(ints(text, "numFrames").get(0), a.frameCount());
        assertEquals(ints(text, "numJoints").get(0), a.jointCount());
        assertEquals(ints(text, "numJoints").get(0), model.joints().size());
        Matcher rate = Pattern.compile("(?m)^frameRate (\\S+)").matcher(text);
        assertTrue(rate.find());
        assertEquals(Float.parseFloat(rate.group(1)), a.framerate());
        assertEquals(List.of(), model.meshes());
    }

    /**
     * The flag's second mesh, "Cube", vertex 55 (weights 64 to 66, a third each on joints 0, 2 and
     * 3), skinned by hand: each weight's position turned by its joint's orientation (w = -sqrt(1 -
     * x² - y² - z²)) as q p q⁻¹ with Hamilton products, plus the joint's position, times the bias.
     * The expected values were worked out apart from meshport, to double precision.
     */
    @Test
    void aVertexOfThreeWeightsIsWhereSkinningByHandPutsIt() throws IOException {
        Path file = Corpus.root().resolve("md5/props/flag/mesh.md5mesh");
        Model model = Md5.reader().read(file);
        Mesh cube = model.meshes().get(1);
        assertEquals("Cube", cube.name());
        VertexArray positions = cube.array(AttributeKind.POSITION).orElseThrow();
        double[] expected = {0.526141187188308, 0.01106131883279648, 3.2098041886869417};
        for (int c = 0; c < 3; c++) {
            assertEquals((float) expected[c], positions.getDouble(55, c), 1e-6, "component " + c);
        }
        // and the same vertex from meshport's own document, as a cross-check of the weights read
        Md5Mesh doc = Md5.reader().readDocument(file).meshes().get(1);
        assertEquals(64, doc.weightStarts()[55]);
        assertEquals(3, doc.weightCounts()[55]);
        assertEquals(List.of(0, 2, 3), List.of(doc.weightJoints()[64], doc.weightJoints()[65], doc.weightJoints()[66]));
    }

    /** Every integer after {@code keyword} at the start of a line (after blanks), in file order. */
    private static List<Integer> ints(String text, String keyword) {
        Matcher m = Pattern.compile("(?m)^\\s*" + keyword + " (-?\\d+)").matcher(text);
        List<Integer> out = new ArrayList<>();
        while (m.find()) {
            out.add(Integer.parseInt(m.group(1)));
        }
        return out;
    }
}
