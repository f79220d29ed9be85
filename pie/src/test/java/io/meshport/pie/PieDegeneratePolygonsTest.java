package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.validate.ModelValidator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Degenerate polygons are reported where they are in the file (issue #29): level, polygon as the
 * file counts them (a PIE 2 quad is one polygon, two triangles) and its line; and the model's
 * validator names an unnamed mesh by its place rather than {@code mesh ""}.
 */
class PieDegeneratePolygonsTest {
    /**
     * Level 2's polygons: a quad (two triangles), one with a repeated point (line 21) and one
     * whose points lie on a line (line 22).
     */
    private static final String TWO_BAD = String.join("\n",
            "PIE 2",                                  // 1
            "TYPE 200",                               // 2
            "TEXTURE 0 page.png 256 256",             // 3
            "LEVELS 2",                               // 4
            "LEVEL 1",                                // 5
            "POINTS 3",                               // 6
            "\t0 0 0",                                // 7
            "\t1 0 0",                                // 8
            "\t0 1 0",                                // 9
            "POLYGONS 1",                             // 10
            "\t200 3 0 1 2 0 0 256 0 0 256",          // 11
            "LEVEL 2",                                // 12
            "POINTS 5",                               // 13
            "\t0 0 0",                                // 14
            "\t1 0 0",                                // 15
            "\t1 1 0",                                // 16
            "\t0 1 0",                                // 17
            "\t2 0 0",                                // 18
            "POLYGONS 3",                             // 19
            "\t200 4 0 1 2 3 0 0 256 0 256 256 0 256", // 20
            "\t200 3 0 0 1 0 0 0 0 256 0",            // 21
            "\t200 3 0 1 4 0 0 256 0 256 0",          // 22
            "");

    @Test
    void theReaderNamesLevelPolygonAndLine() throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        PieTestFiles.read(TWO_BAD, "bad.pie", diagnostics);
        List<Diagnostic> degenerate = degenerate(diagnostics);
        assertEquals(List.of("bad.pie:21:2: warning: level 2: 2 polygons are degenerate (repeated point or zero area)"
                + " (first: polygon 2)"), degenerate.stream().map(Diagnostic::toString).toList());
    }

    @Test
    void oneDegeneratePolygonIsNamedAlone() throws IOException {
        String one = TWO_BAD.replace("POLYGONS 3", "POLYGONS 2").replace("\t200 3 0 0 1 0 0 0 0 256 0\n", "");
        Diagnostics diagnostics = new Diagnostics();
        PieTestFiles.read(one, "bad.pie", diagnostics);
        assertEquals(List.of("bad.pie:21:2: warning: level 2, polygon 2: degenerate (repeated point or zero area)"),
                degenerate(diagnostics).stream().map(Diagnostic::toString).toList());
    }

    @Test
    void aFileWithoutDegeneratePolygonsHasNoSuchWarning() throws IOException {
        String good = TWO_BAD.replace("POLYGONS 3", "POLYGONS 1").replace("\t200 3 0 0 1 0 0 0 0 256 0\n", "")
                .replace("\t200 3 0 1 4 0 0 256 0 256 0\n", "");
        Diagnostics diagnostics = new Diagnostics();
        PieTestFiles.read(good, "good.pie", diagnostics);
        assertEquals(List.of(), degenerate(diagnostics));
    }

    /** The model's validator counts triangles, and says which level it means: not {@code mesh ""}. */
    @Test
    void theValidatorNamesTheLevel() throws IOException {
        Model model = Pie.reader().read(new ByteArrayInputStream(TWO_BAD.getBytes(StandardCharsets.ISO_8859_1)), "bad.pie");
        Diagnostics out = new Diagnostics();
        ModelValidator.validate(model, "bad.pie", out);
        assertEquals(List.of("bad.pie: warning: level 2: 2 triangles are degenerate (repeated vertex or zero area)"
                + " (first: triangle 2)"), degenerate(out).stream().map(Diagnostic::toString).toList());
    }

    /** A mesh of another format without a name is named by its place, as the loss check names it. */
    @Test
    void theValidatorNamesAnUnnamedMeshByItsNumber() {
        Mesh flat = Mesh.builder("").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 2, 0, 0}))
                .build();
        Diagnostics out = new Diagnostics();
        ModelValidator.validate(Model.builder().addMesh(flat).build(), "flat.obj", out);
        assertEquals(List.of("flat.obj: warning: mesh 1: 1 triangle is degenerate (repeated vertex or zero area)"
                + " (first: triangle 0)"), degenerate(out).stream().map(Diagnostic::toString).toList());
    }

    private static List<Diagnostic> degenerate(Diagnostics diagnostics) {
        return diagnostics.all().stream().filter(d -> d.message().contains("degenerate")).toList();
    }
}
