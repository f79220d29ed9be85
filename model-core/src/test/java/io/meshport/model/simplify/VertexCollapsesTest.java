package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The collapse order a hierarchy is built from: each vertex moved once, onto one still there, no vertex twice a pass. */
class VertexCollapsesTest {
    private static float[] xyz(Mesh m) {
        return m.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
    }

    @Test
    void everyVertexMovesOnceOntoOneStillThereAndNoneTwiceInAPass() {
        for (Mesh mesh : new Mesh[] {SimplifierTest.sphere(12, 16), SimplifierTest.grid(10, false),
            SimplifierTest.grid(10, true)}) {
            VertexCollapses c = VertexCollapses.of(xyz(mesh), mesh.triangleIndices(), mesh.vertexCount());
            boolean[] gone = new boolean[mesh.vertexCount()];
            int pass = -1;
            Set<Integer> inPass = new HashSet<>();
            for (int i = 0; i < c.count(); i++) {
                assertFalse(gone[c.from(i)], "a vertex moves once");
                assertFalse(gone[c.onto(i)], "onto a vertex still there");
                assertTrue(c.pass(i) >= pass, "passes in order");
                if (c.pass(i) != pass) {
                    inPass.clear();
                    pass = c.pass(i);
                }
                assertTrue(inPass.add(c.from(i)) && inPass.add(c.onto(i)), "no vertex twice in pass " + pass);
                assertTrue(c.error(i) >= 0);
                gone[c.from(i)] = true;
            }
            int kept = 0;
            for (int v = 0; v < mesh.vertexCount(); v++) {
                assertEquals(!gone[v], c.isKept(v));
                kept += gone[v] ? 0 : 1;
            }
            // one connected surface ends as a few points: every triangle is gone
            assertTrue(kept <= 4, "kept " + kept);
        }
    }

    @Test
    void theSameMeshGivesTheSameCollapses() {
        Mesh mesh = SimplifierTest.sphere(10, 12);
        VertexCollapses a = VertexCollapses.of(xyz(mesh), mesh.triangleIndices(), mesh.vertexCount());
        VertexCollapses b = VertexCollapses.of(xyz(mesh), mesh.triangleIndices(), mesh.vertexCount());
        assertEquals(a.count(), b.count());
        for (int i = 0; i < a.count(); i++) {
            assertEquals(a.from(i), b.from(i));
            assertEquals(a.onto(i), b.onto(i));
            assertEquals(a.error(i), b.error(i));
        }
    }

    @Test
    void refusesTrianglesOutsideTheVertices() {
        assertThrows(IllegalArgumentException.class, () -> VertexCollapses.of(new float[9], new int[] {0, 1, 3}, 3));
        assertThrows(IllegalArgumentException.class, () -> VertexCollapses.of(new float[3], new int[] {0, 0, 0}, 3));
        assertEquals(0, VertexCollapses.of(new float[0], new int[0], 0).count());
    }
}
