package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.pie.internal.compile.PieCompiler;
import io.meshport.pie.internal.rules.PieRules;
import org.junit.jupiter.api.Test;

/** The game's 8192 polygons a level: an error that names it, or several levels when asked. */
class PieLimitsTest {
    /** A strip of {@code triangles} triangles. */
    private static Model strip(int triangles) {
        int vertices = triangles + 2;
        float[] p = new float[3 * vertices];
        for (int v = 0; v < vertices; v++) {
            p[3 * v] = v / 2;
            p[3 * v + 1] = v % 2;
        }
        int[] t = new int[3 * triangles];
        for (int i = 0; i < triangles; i++) {
            t[3 * i] = i;
            t[3 * i + 1] = i % 2 == 0 ? i + 1 : i + 2;
            t[3 * i + 2] = i % 2 == 0 ? i + 2 : i + 1;
        }
        Mesh mesh = Mesh.builder("").vertexCount(vertices).triangles(t)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), p))
                .build();
        return Model.builder().conventions(PieCompiler.CONVENTIONS).addMesh(mesh).build();
    }

    @Test
    void aLevelOverTheLimitIsAnErrorNamingIt() {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Pie.writer().fromModel(strip(PieRules.MAX_POLYGONS + 1)));
        assertTrue(e.getMessage().contains("at most 8192 polygons"), e.getMessage());
        assertTrue(e.getMessage().contains("--split-levels"), e.getMessage());
        assertTrue(e.getMessage().startsWith("mesh 1: "), "an unnamed mesh by its number: " + e.getMessage());
    }

    @Test
    void splitLevelsWritesSeveralLevelsThatTogetherAreTheMesh() throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        PieDocument doc = Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(3)).withSetting(PieFormat.SPLIT_LEVELS_SETTING, String.valueOf(true)).withLosses(losses).fromModel(strip(2 * PieRules.MAX_POLYGONS + 5));
        assertEquals(3, doc.levels().size());
        assertEquals(PieRules.MAX_POLYGONS, doc.levels().get(0).polygons().count());
        assertEquals(5, doc.levels().get(2).polygons().count());
        assertTrue(losses.all().get(0).message().contains("split into several levels"), losses.all().toString());
        assertEquals(strip(PieRules.MAX_POLYGONS).meshes().get(0).triangleCount(),
                Pie.reader().toModel(doc, "split.pie").meshes().get(0).triangleCount());
    }

    @Test
    void pieExtrasThatBreakTheGamesRulesAreAFormatErrorNotACrash() {
        PieFileExtra tcmaskInPie3 = new PieFileExtra(3, PieFlags.TEXTURED, java.util.OptionalInt.empty(),
                java.util.List.of(new PieTexture(PieTextureKind.TCMASK, 0, "mask.png")), java.util.List.of(),
                java.util.List.of());
        Model model = strip(3).toBuilder().extra(PieFileExtra.class, tcmaskInPie3).build();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(3)).fromModel(model));
        assertTrue(e.getMessage().contains("TCMASK needs PIE 4"), e.getMessage());
    }

    @Test
    void exactlyTheLimitIsOneLevel() throws ModelFormatException {
        assertEquals(1, Pie.writer().fromModel(strip(PieRules.MAX_POLYGONS)).levels().size());
    }
}
