package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reader on our own small files: what it accepts, and every malformed file (notes/vif.md §6,
 * including those VDSlib crashes or hangs on) an error at the right line and column with a
 * message that says what is wrong.
 */
class VifReaderTest {
    /** A valid 2.3 file; the cases below change one of its lines (1 first). */
    private static final String[] BASE = {
        "VIF2.3",
        "format: p",
        "vertex positions: 5",
        "vertices: 5",
        "triangles: 1",
        "patches: 1",
        "errorparams: 3",
        "errorparam size: 1",
        "merges: 2",
        "p0 0 0 0",
        "p1 1 0 0",
        "p2 0 1 0",
        "p3 0.5 0.5 0",
        "p4 0.3 0.3 0",
        "v0 0 1",
        "v1 1 1",
        "v2 2 1",
        "v3 3 1",
        "v4 4 1",
        "t 0 1 2 1",
        "e0 0",
        "e1 1",
        "e2 2",
        "m3 e1 0 1",
        "m4 e2 3 2",
    };

    private static String base(Object... lineAndText) {
        List<String> lines = new ArrayList<>(List.of(BASE));
        for (int i = lineAndText.length - 2; i >= 0; i -= 2) {
            int line = (Integer) lineAndText[i];
            String text = (String) lineAndText[i + 1];
            if (text == null) {
                lines.remove(line - 1);
            } else {
                lines.set(line - 1, text);
            }
        }
        return String.join("\n", lines) + "\n";
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("two roots", base(25, "m4 e2 2"), "25:1", "two roots"),
                Arguments.of("a child of two merges", base(25, "m4 e2 3 2 1"), "25:1", "child of two merges"),
                Arguments.of("rho-shaped coincident chain", base(15, "v0 0 1 1", 16, "v1 1 1 2", 17, "v2 2 1 1"),
                        "17:1", "never closes"),
                Arguments.of("broken coincident ring", base(15, "v0 0 1 1"), "15:1", "closed rings"),
                Arguments.of("coincident with itself", base(15, "v0 0 1 0"), "15:1", "itself"),
                Arguments.of("coincident vertex out of range", base(15, "v0 0 1 9"), "15:8", "vertex 9 outside 0..4"),
                Arguments.of("position index out of range", base(19, "v4 9 1"), "19:4", "position 9 outside 0..4"),
                Arguments.of("fewer vertices than the header", base(4, "vertices: 6"), "20:1",
                        "5 vertices where the header announces 6"),
                Arguments.of("more positions than the header", base(3, "vertex positions: 4"), "14:1",
                        "more positions than the header announces"),
                Arguments.of("more triangles than the header", base(5, "triangles: 0"), "20:1",
                        "more triangles"),
                Arguments.of("too few merges", base(9, "merges: 3"), "25:1", "2 merges of 3"),
                Arguments.of("error entry out of range", base(24, "m3 e5 0 1"), "24:4", "error entry 5 outside 0..2"),
                Arguments.of("error entry 0 in a merge", base(24, "m3 e0 0 1"), "24:1", "entry 0"),
                Arguments.of("merge without its error entry", base(24, "m3 0 1"), "24:4", "error entry"),
                Arguments.of("too many error values", base(22, "e1 1 2"), "22:6", "has 2 values"),
                Arguments.of("error entries out of order", base(22, "e2 1"), "22:1", "e1 is due"),
                Arguments.of("patch 0", base(15, "v0 0 0"), "15:1", "patch 0 outside 1..1"),
                Arguments.of("triangle patch not its corners'", base(6, "patches: 2", 17, "v2 2 2"), "20:1",
                        "corner 2 of patch 2"),
                Arguments.of("isolated vertex", base(9, "merges: 1", 25, null), "17:1", "in no merge"),
                Arguments.of("empty merge", base(25, "m4 e2"), "25:1", "no children"),
                Arguments.of("a cycle", base(24, "m3 e1 0 1 4", 25, "m4 e2 3 2"), "24:1", "no root"),
                Arguments.of("position index disagrees", base(12, "p7 0 1 0"), "12:1", "'p7' where position 2"),
                Arguments.of("vertex index disagrees", base(16, "v3 1 1"), "16:1", "'v3' where vertex 1"),
                Arguments.of("missing merges line", base(9, null), "9:1", "'merges:'"),
                Arguments.of("capitalised keyword", base(4, "Vertices: 5"), "4:1", "unexpected 'Vertices' where 'vertices:' is due"),
                Arguments.of("size line without errors", base(7, "errorparams: 0"), "8:1", "errorparams: 0"),
                Arguments.of("VIF 3.0", base(1, "VIF3.0"), "1:1", "not a VIF version"),
                Arguments.of("not VIF", "PIE 3\n", "1:1", "not a VIF file"),
                // found by the fuzz campaign: a set the format line does not declare was read on
                Arguments.of("texture set beyond the format", String.join("\n", "VIF2.1", "format: pcx1",
                        "vertices: 3", "triangles: 1", "clusters: 2", "v0 0 0 0", "c 10 20 30", "x0 0 0", "x1 1 1", ""),
                        "9:1", "the format line declares 1 texture coordinate set"),
                Arguments.of("NaN coordinate", base(11, "p1 nan 0 0"), "11:4", "finite"),
                Arguments.of("negative index", base(20, "t 0 -1 2 1"), "20:5", "not negative"),
                Arguments.of("triangle corner out of range", base(20, "t 0 1 5 1"), "20:7", "vertex 5 outside 0..4"),
                Arguments.of("merge child out of range", base(25, "m4 e2 3 2 7"), "25:11", "vertex 7 outside 0..4"),
                Arguments.of("merge child out of range on a continued line", base(25, "m4 e2 3 # more:\n 2 7"),
                        "26:4", "vertex 7 outside 0..4"),
                Arguments.of("a stray token on a continued line", base(14, "p4 0.3\n  0.3 0..3"), "15:9",
                        "unexpected '.3'"),
                Arguments.of("a record cut short by the next tag", base(14, "p4 0.3\n  0.3 x0"), "15:6",
                        "expected a number"),
                Arguments.of("a word where a record is due", base(20, "triangle 0 1 2 1"), "20:1", "'triangle'"),
                Arguments.of("a record after the last", base(25, "m4 e2 3 2 m2 e1 0"), "25:11", "more merges"),
                Arguments.of("a triangle index glued on", base(20, "t0 1 2 1"), "20:1", "unexpected 't0'"),
                Arguments.of("colour without alpha in 2.2", String.join("\n", "VIF2.2", "format: pc",
                        "vertex positions: 1", "vertices: 2", "triangles: 0", "patches: 1", "merges: 1",
                        "p0 0 0 0", "c 1 2 3", "v0 0 1", "v1 0 1", "m1 0", ""), "9:8", "expected an integer"),
                Arguments.of("colour value 300", String.join("\n", "VIF2.2", "format: pc",
                        "vertex positions: 1", "vertices: 2", "triangles: 0", "patches: 1", "merges: 1",
                        "p0 0 0 0", "c 1 2 300 255", "v0 0 1", "v1 0 1", "m1 0", ""), "9:7", "outside 0..255"),
                Arguments.of("clusters in 2.2", String.join("\n", "VIF2.2", "format: p",
                        "vertex positions: 1", "vertices: 2", "triangles: 0", "patches: 1", "merges: 1",
                        "p0 0 0 0", "v0 0 1", "v1 0 1", "u1 0", ""), "11:1", "2.0 and 2.1 only"),
                Arguments.of("merges and clusters mixed", String.join("\n", "VIF2.0", "vertices: 3", "triangles: 0",
                        "clusters: 2", "v 0 0 0", "v 1 0 0", "v 2 0 0", "u0 1", "m2 0", ""), "9:1", "not both"),
                Arguments.of("a clustered vertex used again", String.join("\n", "VIF2.0", "vertices: 3",
                        "triangles: 0", "clusters: 2", "v 0 0 0", "v 1 0 0", "v 2 0 0", "u0 1", "u1 2", ""), "9:1",
                        "collapsed into another cluster"),
                Arguments.of("colour on some 1.0 vertices only", String.join("\n", "VIF1.0", "vertices: 2",
                        "triangles: 0", "v 0 0 0", "c 1 2 3", "v 1 0 0", ""), "6:1", "all or none"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedFilesAreErrorsAtTheirRecord(String name, String text, String place, String says) {
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> read(text, false, null));
        assertEquals(place, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(says), e.getMessage());
        assertTrue(e.getMessage().startsWith("test.vif:" + place), e.getMessage());
    }

    @Test
    void moreThan128ChildrenInOneMergeIsAnError() throws Exception {
        StringBuilder b = new StringBuilder("VIF2.2\nformat: p\nvertex positions: 201\nvertices: 201\ntriangles: 0\n"
                + "patches: 1\nmerges: 1\n");
        for (int i = 0; i < 201; i++) {
            b.append("p").append(i).append(' ').append(i).append(" 0 0\n");
        }
        for (int i = 0; i < 201; i++) {
            b.append("v").append(i).append(' ').append(i).append(" 1\n");
        }
        b.append("m200");
        for (int i = 0; i < 200; i++) {
            b.append(' ').append(i);
            if (i == 99) {
                b.append('\n');
            }
        }
        b.append('\n');
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> read(b.toString(), false, null));
        assertEquals(410, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("200 children"), e.getMessage());
        // Lenient: a warning, and the document is read, but never written.
        Diagnostics d = new Diagnostics();
        VifDocument doc = assertDoesNotFail(() -> read(b.toString(), true, d));
        assertTrue(d.all().stream().anyMatch(w -> w.message().contains("200 children")), d.all().toString());
        ModelFormatException notWritten = assertThrows(ModelFormatException.class,
                () -> Vif.writer().writeDocument(doc, new java.io.ByteArrayOutputStream()));
        assertTrue(notWritten.getMessage().contains("200 children"), notWritten.getMessage());
        // Through the model the merge becomes a chain VDSlib reads: m200 with 127 children and a
        // clone of vertex 200 (vertex 201), which merges the other 73.
        Diagnostics losses = new Diagnostics();
        VifDocument chained = Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_2.text()).withLosses(losses).fromModel(Vif.reader().toModel(doc, "test.vif"));
        assertEquals(List.of(), VifRules.check(chained).stream().filter(VifProblem::breaksRule).toList());
        assertEquals(202, chained.vertices().count());
        assertEquals(2, chained.hierarchy().count());
        assertEquals(128, chained.hierarchy().childCount(0));
        assertEquals(201, chained.hierarchy().child(0, 127));
        assertEquals(201, chained.hierarchy().parent(1));
        assertEquals(73, chained.hierarchy().childCount(1));
        assertEquals(chained.vertices().position(200), chained.vertices().position(201));
        assertTrue(losses.all().stream().anyMatch(w -> w.message().contains("chains")), losses.all().toString());
    }

    @Test
    void theFormatReadsAStreamLenientlyWhenAsked() throws IOException {
        // an archive's entry has no path: its stream must be read as leniently as a file
        byte[] bytes = base(25, "m4 e2 2").getBytes(StandardCharsets.ISO_8859_1);
        ModelFormat vif = ModelIO.require("vif");
        assertThrows(ModelFormatException.class, () -> ModelIO.read(new ByteArrayInputStream(bytes), "test.vif", vif,
                ReadOptions.STRICT, Diagnostics.discarding()));
        Diagnostics model = new Diagnostics();
        ModelIO.read(new ByteArrayInputStream(bytes), "test.vif", vif, ReadOptions.LENIENT, model);
        assertTrue(model.all().stream().anyMatch(d -> d.toString().startsWith("test.vif:25:1")), model.all().toString());
        Diagnostics document = new Diagnostics();
        vif.documents().orElseThrow().read(new ByteArrayInputStream(bytes), "test.vif", document, ReadOptions.LENIENT);
        assertEquals(model.all(), document.all());
    }

    @Test
    void leniencyTurnsRuleBreachesIntoWarningsAtTheSamePlace() throws IOException {
        Diagnostics d = new Diagnostics();
        VifDocument doc = read(base(25, "m4 e2 2", 16, "v9 1 1"), true, d);
        assertEquals(2, doc.hierarchy().count());
        List<String> said = d.all().stream().map(Diagnostic::toString).toList();
        assertTrue(said.stream().anyMatch(s -> s.contains(":25:1") && s.contains("two roots")), said.toString());
        assertTrue(said.stream().anyMatch(s -> s.contains(":16:1") && s.contains("'v9' where vertex 1")),
                said.toString());
    }

    @Test
    void recordsMaySpanLinesShareLinesAndCarryComments() throws IOException {
        String text = "# first comment\n\nVIF2.3\n\nformat: p # attributes\nvertex positions: 5\nvertices: 5\n"
                + "triangles: 1\npatches: 1\nerrorparams: 3\nerrorparamsize:1\nmerges: 2\n"
                + "p0 0 0 0 p1 1 0 0\np 0 1 0 # no index\np3\n 0.5 0.5 0\np4 0.3 0.3 0\r\n"
                + "v0 0 1 v1 1 1 v2 2 1 v3 3 1 v4 4 1\nt 0 1 2 1\ne0 0 e1 1 e 2 2\nm3 e1 0\n# between\n 1\nm 4 e2 3 2\n";
        VifDocument doc = read(text, false, null);
        VifDocument same = read(base(), false, null);
        assertEquals(same.positions(), doc.positions());
        assertEquals(same.vertices(), doc.vertices());
        assertEquals(same.triangles(), doc.triangles());
        assertEquals(same.errors(), doc.errors());
        assertEquals(same.hierarchy(), doc.hierarchy());
        assertTrue(doc.errorSizeJoined());
        String written = VifTestFiles.written(doc);
        assertTrue(written.startsWith("# first comment\nVIF2.3\nformat: p # attributes\n"), written);
        assertTrue(written.contains("errorparamsize: 1\n"), written);
        assertTrue(written.contains("p2 0 1 0 # no index\n"), written);
        assertTrue(written.contains("m3 e1 0 1\n# between\nm4 e2 3 2\n"), written);
        assertEquals(doc, read(written, false, null));
    }

    @Test
    void bothSpellingsOfTheErrorSizeLineAndAnyBlanksBetween() throws IOException {
        for (String spelling : List.of("errorparam size: 1", "errorparamsize: 1", "errorparam   size:1",
                "errorparam\tsize:  1")) {
            VifDocument doc = read(base(8, spelling), false, null);
            assertEquals(1, doc.errors().size(), spelling);
        }
        assertFalse(read(base(), false, null).errorSizeJoined());
    }

    @Test
    void noHierarchyIsAWarningNotAnError() throws IOException {
        String text = "VIF2.2\nformat: p\nvertex positions: 3\nvertices: 3\ntriangles: 1\npatches: 1\nmerges: 0\n"
                + "p0 0 0 0\np1 1 0 0\np2 0 1 0\nv0 0 1\nv1 1 1\nv2 2 1\nt 0 1 2 1\n";
        Diagnostics d = new Diagnostics();
        VifDocument doc = read(text, false, d);
        assertEquals(0, doc.hierarchy().count());
        assertTrue(d.all().stream().anyMatch(w -> w.message().contains("no hierarchy")), d.all().toString());
    }

    @Test
    void versionTwoZeroMayLeaveOutTheCountLineAndIndices() throws IOException {
        VifDocument doc = read("VIF2.0\nvertices: 3\ntriangles: 1\nv 0 0 0\nv 1 0 0\nv 0 1 0\nt 0 1 2\n", false,
                new Diagnostics());
        assertEquals(3, doc.vertices().count());
        assertFalse(doc.countLine());
    }

    private static VifDocument assertDoesNotFail(ThrowingRead read) {
        try {
            return read.get();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @FunctionalInterface
    private interface ThrowingRead {
        VifDocument get() throws IOException;
    }

    static VifDocument read(String text, boolean lenient, Diagnostics diagnostics) throws IOException {
        return Vif.reader().withDiagnostics(diagnostics == null ? Diagnostics.discarding() : diagnostics).withOptions(new ReadOptions(lenient)).readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), "test.vif");
    }
}
