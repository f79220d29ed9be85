package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.edit.ModelEdits;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chains found by their names as {@code --lod} gives them, and only those. */
class LevelsOfDetailTest {
    private static List<Mesh> named(String... names) {
        return Arrays.stream(names).map(n -> Mesh.builder(n).build()).toList();
    }

    private static List<List<Integer>> chains(String... names) {
        return LevelsOfDetail.chains(named(names)).stream().map(LevelsOfDetail.Chain::meshes).toList();
    }

    @Test
    void namesAreTheBaseAndItsLevel() {
        assertEquals("body_lod2", LevelsOfDetail.levelName("body", 2));
        assertEquals("mesh3", LevelsOfDetail.baseName(Mesh.builder("").build(), 3));
        assertEquals("arm", LevelsOfDetail.baseName(Mesh.builder("arm").build(), 3));
        assertThrows(IllegalArgumentException.class, () -> LevelsOfDetail.levelName("body", 0));
        assertThrows(IllegalArgumentException.class, () -> new LevelsOfDetail.Chain(List.of(1)));
    }

    @Test
    void chainsAreFoundWhereverTheirLevelsStandAfterTheBase() {
        assertEquals(List.of(List.of(0, 2, 3), List.of(1, 4)), chains("a", "b", "a_lod1", "a_lod2", "b_lod1"));
        assertEquals(List.of(List.of(0, 1), List.of(2, 3)), chains("a", "a_lod1", "b", "b_lod1"));
        LevelsOfDetail.Chain c = LevelsOfDetail.chains(named("a", "x", "a_lod1", "a_lod2")).get(0);
        assertEquals(0, c.base());
        assertEquals(3, c.levels());
        assertEquals(3, c.level(2));
    }

    @Test
    void anUnnamedBaseGoesByItsIndex() {
        assertEquals(List.of(List.of(1, 2)), chains("a", "", "mesh1_lod1"));
        assertEquals(List.of(), chains("a", "", "mesh0_lod1"));
    }

    @Test
    void aGapEndsTheChainAndALevelWithoutItsBaseIsNone() {
        assertEquals(List.of(List.of(0, 1)), chains("a", "a_lod1", "a_lod3"));
        assertEquals(List.of(), chains("x_lod1", "x_lod2"));
        assertEquals(List.of(), chains("a", "a_lod2"));
        assertEquals(List.of(), chains("a_lod1", "a"));
        assertEquals(List.of(), chains("a", "a_LOD1", "a_lod"));
    }

    @Test
    void sharedNamesPairInTheOrderTheyWereAdded() {
        assertEquals(List.of(List.of(0, 2, 3), List.of(1, 4, 5)),
                chains("a", "a", "a_lod1", "a_lod2", "a_lod1", "a_lod2"));
        // the second base has a first level only: the first took the one level 2 there is
        assertEquals(List.of(List.of(0, 2, 4), List.of(1, 3)), chains("a", "a", "a_lod1", "a_lod1", "a_lod2"));
        // a level is in one chain, never the base of another
        assertEquals(List.of(List.of(0, 1)), chains("a", "a_lod1", "a_lod1_lod1_x"));
        assertEquals(List.of(List.of(0, 1), List.of(2, 3)), chains("a", "a_lod1", "a_lod1", "a_lod1_lod1"));
    }

    @Test
    void theLodEditNamesItsLevelsSoTheyAreFoundAndLeavesChainsAlone() {
        Model model = Model.builder().addMesh(square("")).addMesh(square("b")).build();
        Model once = ModelEdits.lod(2, 0.5).apply(model, "t", Diagnostics.discarding());
        assertEquals(List.of("", "b", "mesh0_lod1", "b_lod1"), once.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of(List.of(0, 2), List.of(1, 3)), LevelsOfDetail.chains(once.meshes()).stream()
                .map(LevelsOfDetail.Chain::meshes).toList());
        Diagnostics report = new Diagnostics();
        assertEquals(once, ModelEdits.lod(3, 0.5).apply(once, "t", report));
        assertEquals("--lod 3:0.5000: no mesh outside a chain; 'mesh0', 'b', 'mesh0_lod1', 'b_lod1' already in a"
                + " chain", report.all().get(0).message());
    }

    /** A flat grid of 4 x 4 squares: simplifies to 2 triangles. */
    private static Mesh square(String name) {
        int n = 5;
        float[] xyz = new float[3 * n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                xyz[3 * (y * n + x)] = x;
                xyz[3 * (y * n + x) + 1] = y;
            }
        }
        int[] t = new int[6 * (n - 1) * (n - 1)];
        int at = 0;
        for (int y = 0; y < n - 1; y++) {
            for (int x = 0; x < n - 1; x++) {
                int a = y * n + x;
                int[] two = {a, a + 1, a + n + 1, a, a + n + 1, a + n};
                System.arraycopy(two, 0, t, at, 6);
                at += 6;
            }
        }
        return Mesh.builder(name).addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION,
                ComponentType.FLOAT, 3), xyz)).triangles(t).build();
    }
}
