package io.meshport.fbx.internal.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.Fbx;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.Severity;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@code UnitScaleFactor}: a model is read in metres, the file's unit (centimetres per unit; FBX's
 * default 1) applied and noted, as Blender reads it; {@code withFileUnits} keeps the file's numbers.
 */
class FbxUnitTest {
    private static final String TRIANGLE = """
            \tGeometry: 10, "Geometry::t", "Mesh" {
            \t\tVertices: *9 { a: 0,0,0, 200,0,0, 0,50,0 }
            \t\tPolygonVertexIndex: *3 { a: 0,1,-3 }
            \t}
            \tModel: 20, "Model::m", "Mesh" {
            \t}
            """;

    private static String file(String unitScaleFactor) {
        String globals = unitScaleFactor == null ? ""
                : "GlobalSettings:  {\n\tProperties70:  {\n\t\tP: \"UnitScaleFactor\", \"double\", \"Number\", \"\", "
                        + unitScaleFactor + "\n\t}\n}\n";
        return "; FBX 7.4.0 project file\n" + globals + "Objects:  {\n" + TRIANGLE + "}\nConnections:  {\n"
                + "\tC: \"OO\",10,20\n\tC: \"OO\",20,0\n}\n";
    }

    private static float[] positions(Model model) {
        return model.meshes().get(0).array(AttributeKind.POSITION).orElseThrow().toFloatArray();
    }

    private static float[] scaled(double factor) {
        float[] file = {0, 0, 0, 200, 0, 0, 0, 50, 0};
        float[] out = new float[file.length];
        for (int i = 0; i < file.length; i++) {
            out[i] = (float) (file[i] * factor);
        }
        return out;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1 | 0.01 | the file's centimetres (UnitScaleFactor 1) read as metres (x0.01), as Blender and glTF take them",
        "2.54 | 0.0254 | the file's inches (UnitScaleFactor 2.54) read as metres (x0.0254), as Blender and glTF take them",
        "0.1 | 0.001 | the file's millimetres (UnitScaleFactor 0.1) read as metres (x0.001), as Blender and glTF take them",
        "7 | 0.07 | the file's units of 7 cm (UnitScaleFactor 7) read as metres (x0.07), as Blender and glTF take them"})
    void theFilesUnitIsReadAsMetresWithANote(String factor, double metres, String note) throws ModelFormatException {
        Diagnostics notes = new Diagnostics();
        Model model = Fbx.reader().withDiagnostics(notes).read(file(factor).getBytes(StandardCharsets.UTF_8), "u.fbx");
        assertArrayEquals(scaled(metres), positions(model), 1e-6f);
        List<Diagnostic> conversions = notes.all().stream().filter(d -> d.severity() == Severity.CONVERSION).toList();
        assertEquals(1, conversions.size(), notes.all().toString());
        assertEquals(note, conversions.get(0).message());
        assertEquals("u.fbx", conversions.get(0).source());
    }

    @Test
    void withoutGlobalSettingsTheUnitIsFbxsDefaultCentimetre() throws ModelFormatException {
        Model model = Fbx.reader().read(file(null).getBytes(StandardCharsets.UTF_8), "u.fbx");
        assertArrayEquals(scaled(0.01), positions(model), 1e-6f);
    }

    @Test
    void metresAreReadAsWrittenWithoutANote() throws ModelFormatException {
        Diagnostics notes = new Diagnostics();
        Model model = Fbx.reader().withDiagnostics(notes).read(file("100").getBytes(StandardCharsets.UTF_8), "u.fbx");
        assertArrayEquals(scaled(1), positions(model));
        assertEquals(List.of(), notes.all());
    }

    @Test
    void withFileUnitsTheNumbersAreTheFilesAsTheReferenceReadsThem() throws ModelFormatException {
        Diagnostics notes = new Diagnostics();
        Model model = Fbx.reader().withFileUnits().withDiagnostics(notes)
                .read(file("2.54").getBytes(StandardCharsets.UTF_8), "u.fbx");
        assertArrayEquals(scaled(1), positions(model));
        assertEquals(List.of(), notes.all());
    }

    private static Model skeleton(float rootScaleInFrame1) {
        Transform root = new Transform(1, 2, 3, 0, 0, 0, 1, 100, 100, 100);
        Transform child = new Transform(0, 0.5f, 0, 0, 0, 0.7071068f, 0.7071068f, 1, 2, 1);
        Transform rootLater = new Transform(1, 2, 3, 0, 0, 0, 1, rootScaleInFrame1, rootScaleInFrame1,
                rootScaleInFrame1);
        return Model.builder().addJoint(new Joint("armature", -1, root)).addJoint(new Joint("bone", 0, child))
                .addAnimation(Animation.ofFrames("a", 24, false, List.of(List.of(root, child),
                        List.of(rootLater, child))))
                .build();
    }

    @Test
    void aRootsConstantUniformScaleIsFoldedIntoItsDescendantsTranslations() {
        Model m = FbxUnits.inMetres(skeleton(100), 0.01, new Diagnostics());
        assertEquals(new Transform(0.01f, 0.02f, 0.03f, 0, 0, 0, 1, 1, 1, 1), m.joints().get(0).basePose());
        Transform child = m.joints().get(1).basePose();
        assertEquals(0.5f, child.ty(), 1e-6f, "0.5 × 0.01 × 100");
        assertEquals(2f, child.sy(), "the child's own scale stays");
        for (int f = 0; f < 2; f++) {
            assertEquals(1f, m.animations().get(0).pose(f, 0).sx());
            assertEquals(0.5f, m.animations().get(0).pose(f, 1).ty(), 1e-6f);
        }
    }

    @Test
    void aRootScaleThatChangesIsKept() {
        Model m = FbxUnits.inMetres(skeleton(50), 0.01, new Diagnostics());
        assertEquals(100f, m.joints().get(0).basePose().sx());
        assertEquals(0.005f, m.joints().get(1).basePose().ty(), 1e-8f, "scaled by the unit only");
        assertEquals(50f, m.animations().get(0).pose(1, 0).sx());
    }

    @ParameterizedTest
    @CsvSource({"0", "-1", "1e300"})
    void aUnitThatIsNoSizeIsAnError(String factor) {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Fbx.reader().read(file(factor).getBytes(StandardCharsets.UTF_8), "u.fbx"));
        assertTrue(e.getMessage().contains("UnitScaleFactor") && e.getMessage().contains("is no unit"),
                e.getMessage());
    }
}
