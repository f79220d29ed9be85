package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** A hierarchy cut at a depth: coarser above, the model itself at its depth, nothing that collapses kept. */
class VifLevelOfDetailTest {
    private static Model fixture(String name) throws IOException {
        try (InputStream in = VifLevelOfDetailTest.class.getResourceAsStream("fixtures/" + name)) {
            return Vif.reader().withDiagnostics(new Diagnostics()).read(in, name);
        }
    }

    @Test
    void deeperCutsKeepMoreTrianglesUpToTheWholeModel() throws IOException {
        for (String name : new String[] {"v2_0-merges.vif", "v2_0-clusters.vif", "v2_1.vif", "v2_2.vif", "v2_3.vif"}) {
            Model model = fixture(name);
            int depth = VifLevelOfDetail.depth(model);
            assertTrue(depth > 0, name + " has a hierarchy");
            int previous = -1;
            for (int d = 0; d <= depth + 1; d++) {
                Mesh cut = VifLevelOfDetail.cut(model, d).meshes().get(0);
                assertTrue(cut.triangleCount() >= previous, name + ": depth " + d + " keeps at least depth " + (d - 1)
                        + "'s triangles");
                assertTrue(cut.extra(VifExtra.class).isEmpty(), "a cut is no VIF file any more");
                cut.triangleStreams().forEach(s -> assertEquals(cut.triangleCount(), s.vertexCount(),
                        "the patch of every kept triangle"));
                previous = cut.triangleCount();
            }
            Mesh whole = VifLevelOfDetail.cut(model, depth).meshes().get(0);
            assertArrayEquals(model.meshes().get(0).triangleIndices(), whole.triangleIndices(),
                    name + ": at its depth the model is as it was");
        }
    }

    @Test
    void atTheRootEveryTriangleCollapses() throws IOException {
        assertEquals(0, VifLevelOfDetail.cut(fixture("v2_3.vif"), 0).triangleCount());
    }

    @Test
    void aModelWithoutHierarchyIsAsItIs() throws IOException {
        Model flat = fixture("v1_0.vif");
        assertEquals(0, VifLevelOfDetail.depth(flat));
        assertEquals(flat, VifLevelOfDetail.cut(flat, 3));
        assertThrows(IllegalArgumentException.class, () -> VifLevelOfDetail.cut(flat, -1));
    }

    @Test
    void aChainIsAsDeepAsItsMerges() throws IOException {
        int n = 2_000;
        Model chain = Vif.reader().withDiagnostics(new Diagnostics()).read(new java.io.ByteArrayInputStream(VifLinearityTest.chain(n, false, false)
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)), "chain.vif");
        assertEquals(n - 1, VifLevelOfDetail.depth(chain), "the deepest leaf is below n - 1 merges");
        for (int d : new int[] {1, 2, n / 2, n - 2, n - 1}) {
            // leaves deeper than d climb to merge d - 1 of the chain: the strip keeps its triangles up to leaf d
            long kept = VifLevelOfDetail.cut(chain, d).triangleCount();
            assertEquals(Math.max(0, d - 1), kept, "triangles kept at depth " + d);
        }
    }

    @Test
    void verticesOnOrUnderACycleHaveNoDepth() {
        // vertex 0 is the root of 1; 2 and 3 are each other's parent (a broken file read leniently); 4 hangs from 3
        VifMerges merges = new VifMerges(VifMerges.Kind.MERGES, new int[] {0, 2, 3, 3}, new int[] {-1, -1, -1, -1},
                new int[] {0, 1, 2, 3, 4}, new int[] {1, 3, 2, 4});
        assertArrayEquals(new int[] {0, 1, VifLevelOfDetail.CYCLIC, VifLevelOfDetail.CYCLIC, VifLevelOfDetail.CYCLIC},
                VifLevelOfDetail.depths(merges, 5));
    }

    /** A grid of n x n quads, a little curved so that collapses cost something. */
    private static Model grid(int n) {
        float[] xyz = new float[3 * (n + 1) * (n + 1)];
        for (int y = 0; y <= n; y++) {
            for (int x = 0; x <= n; x++) {
                int v = y * (n + 1) + x;
                xyz[3 * v] = x;
                xyz[3 * v + 1] = y;
                xyz[3 * v + 2] = (float) Math.sin(x * 0.7) * (float) Math.cos(y * 0.5);
            }
        }
        int[] t = new int[6 * n * n];
        int k = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int a = y * (n + 1) + x;
                int[] quad = {a, a + 1, a + n + 2, a, a + n + 2, a + n + 1};
                System.arraycopy(quad, 0, t, k, 6);
                k += 6;
            }
        }
        Mesh mesh = Mesh.builder("grid").addArray(io.meshport.model.VertexArray.ofFloats(
                io.meshport.model.VertexArrayDescriptor.of(io.meshport.model.AttributeKind.POSITION,
                        io.meshport.model.ComponentType.FLOAT, 3), xyz)).triangles(t).build();
        return Model.builder().addMesh(mesh).build();
    }

    @Test
    void cutsToAShareFoldTheCheapestMergesFirstAndNeverKeepMoreThanAsked() throws IOException {
        for (String hierarchy : new String[] {"collapse", "octree"}) {
            Model model = Vif.reader().toModel(Vif.writer().withSetting(VifFormat.HIERARCHY_SETTING, hierarchy)
                    .fromModel(grid(12)), "grid.vif");
            int all = model.meshes().get(0).triangleCount();
            assertEquals(all, VifLevelOfDetail.cutToShare(model, 1).meshes().get(0).triangleCount(), hierarchy);
            assertEquals(0, VifLevelOfDetail.cutToShare(model, 0).meshes().get(0).triangleCount(), hierarchy);
            int previous = all;
            for (double share = 0.9; share > 0; share -= 0.1) {
                Mesh cut = VifLevelOfDetail.cutToShare(model, share).meshes().get(0);
                assertTrue(cut.triangleCount() <= share * all, hierarchy + " at " + share + ": " + cut.triangleCount());
                assertTrue(cut.triangleCount() <= previous, hierarchy + " keeps fewer as the share falls");
                assertTrue(cut.extra(VifExtra.class).isEmpty(), "a cut is no VIF file any more");
                previous = cut.triangleCount();
            }
        }
        // binary merges fold two triangles at a time on a grid: a quarter is within a few of it
        Model collapse = Vif.reader().toModel(Vif.writer().fromModel(grid(12)), "grid.vif");
        int quarter = VifLevelOfDetail.cutToShare(collapse, 0.25).meshes().get(0).triangleCount();
        assertTrue(quarter >= 0.25 * 288 - 4, "a quarter of 288 triangles, not " + quarter);
        assertThrows(IllegalArgumentException.class, () -> VifLevelOfDetail.cutToShare(collapse, 1.5));
    }
}
