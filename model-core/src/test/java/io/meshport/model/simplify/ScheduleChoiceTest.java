package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The simplifier's choice between its collapse schedules: the measure it chooses by reads an offset
 * surface's distance and a surface's own as 0, a triangle listed twice as once and its largest
 * distance at the input's corners and edge midpoints too (as the harness does); on spheres and
 * rough height fields (seeded) the chosen result is no farther from the input than meshoptimizer's
 * own result, by a measure of other points, nearer on average, and no triangle of it faces more
 * than 90 degrees away from the input triangle it stands for (the schedules that check that only at
 * their end included).
 */
class ScheduleChoiceTest {
    /** A unit square in z = 0 (vertices 0-3) and the same square at z = 0.1 (vertices 4-7). */
    private static final float[] TWO_SQUARES = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0.1f, 1, 0, 0.1f, 1, 1, 0.1f,
        0, 1, 0.1f};

    @Test
    void theMeasureReadsAnOffsetAndTheSameSurface() {
        int[] low = {0, 1, 2, 0, 2, 3};
        ResultDistance distance = ResultDistance.of(TWO_SQUARES, low, 4096);
        double[] same = distance.between(new int[] {0, 2, 3, 0, 1, 2, 9, 9, 9}, 6);
        assertEquals(0, same[0], 1e-7);
        assertEquals(0, same[1], 1e-7);
        double[] offset = distance.between(new int[] {4, 5, 6, 4, 6, 7}, 6);
        assertEquals(0.1, offset[0], 1e-6);
        assertEquals(0.1, offset[1], 1e-6);
        // half the square: the other half's points lie a third of its height from the diagonal on
        // average (the mean both ways halves that twice), its far corner half the diagonal
        double[] half = distance.between(new int[] {0, 1, 2}, 3);
        assertEquals(Math.sqrt(0.5) / 3 / 4, half[0], 0.006, Arrays.toString(half));
        assertEquals(Math.sqrt(0.5), half[1], 1e-7, "the far corner, " + Arrays.toString(half));
        assertNull(distance.between(new int[] {0, 1, 1}, 3), "a surface without area has no distance");
    }

    /**
     * The largest distance is taken over the input's edge midpoints too, as the harness takes it:
     * the square with a notch cut from its bottom edge (to (0.5, 0.3)) lies on the square, whose
     * bottom edge's midpoint is 0.15 / sqrt(0.34) from the notch's sides, the farthest point; the
     * centres of the cuts (coarse here) do not fall there.
     */
    @Test
    void theLargestDistanceIsFoundAtAnInputEdgeMidpoint() {
        float[] xyz = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0.5f, 0.3f, 0};
        ResultDistance distance = ResultDistance.of(xyz, new int[] {0, 1, 2, 0, 2, 3}, 64);
        double[] notched = distance.between(new int[] {4, 1, 2, 4, 2, 3, 4, 3, 0}, 9);
        assertEquals(0.15 / Math.sqrt(0.34), notched[1], 1e-7, Arrays.toString(notched));
    }

    @Test
    void aTriangleListedTwiceIsMeasuredOnceAsTheHarnessReadsIt() {
        ResultDistance distance = ResultDistance.of(TWO_SQUARES, new int[] {0, 1, 2, 0, 2, 3}, 4096);
        // one half at 0, the other half a tenth above: listed twice (once each winding), the upper
        // half would hold two thirds of the result's points and pull the mean up
        double[] once = distance.between(new int[] {0, 1, 2, 4, 6, 7}, 6);
        double[] twice = distance.between(new int[] {0, 1, 2, 4, 6, 7, 7, 6, 4}, 9);
        assertArrayEquals(once, twice, Arrays.toString(once) + " once, " + Arrays.toString(twice) + " twice");
        double[] reordered = distance.between(new int[] {6, 7, 4, 2, 0, 1}, 6);
        assertArrayEquals(once, reordered, "the same surface in another order");
    }

    @Test
    void aResultMeasuresTheSameWhicheverWasMeasuredBeforeIt() {
        for (int seed = 0; seed < 4; seed++) {
            String replay = "seed " + seed + " (ScheduleChoiceTest#aResultMeasures..., replay with that seed)";
            Mesh mesh = seed == 0 ? SimplifierTest.sphere(12, 20) : EdgeFlipsTest.heightField(16, seed);
            float[] xyz = positions(mesh);
            int[] input = mesh.triangleIndices();
            int[][] results = new int[3][];
            for (int k = 0; k < results.length; k++) {
                EdgeCollapser c = new EdgeCollapser(xyz, input, mesh.vertexCount());
                c.run(3 * (input.length / 3 / (2 + 3 * k)), Double.MAX_VALUE, k == 1 ? 16 : 0, true);
                c.flip(null, null);
                results[k] = Arrays.copyOf(c.indices, c.indexCount);
            }
            ResultDistance inOrder = ResultDistance.of(xyz, input, 2048);
            double[][] first = new double[results.length][];
            for (int k = 0; k < results.length; k++) {
                first[k] = inOrder.between(results[k], results[k].length);
            }
            for (int k = 0; k < results.length; k++) {
                ResultDistance alone = ResultDistance.of(xyz, input, 2048);
                assertArrayEquals(first[k], alone.between(results[k], results[k].length), replay + ", result " + k);
            }
            ResultDistance reversed = ResultDistance.of(xyz, input, 2048);
            for (int k = results.length - 1; k >= 0; k--) {
                assertArrayEquals(first[k], reversed.between(results[k], results[k].length), replay + ", result " + k
                        + " measured after the later ones");
            }
        }
    }

    @Test
    void noMeasureIsMadeOfAnInputWithoutAreaOrWithInfiniteArea() {
        assertNull(ResultDistance.of(TWO_SQUARES, new int[] {0, 1, 1, 4, 4, 4}, 4096), "no area");
        float[] far = TWO_SQUARES.clone();
        far[3] = Float.POSITIVE_INFINITY;
        assertNull(ResultDistance.of(far, new int[] {0, 1, 2}, 4096), "a corner at infinity");
        assertNotNull(ResultDistance.of(TWO_SQUARES, new int[] {0, 1, 1, 0, 1, 2}, 4096), "one triangle with area");
    }

    @Test
    void theChosenResultIsNoFartherThanMeshoptimizersAndFacesItsInput() {
        double[] ratios = new double[12];
        for (int seed = 0; seed < ratios.length; seed++) {
            String replay = "seed " + seed + " (ScheduleChoiceTest#theChosenResult..., replay with that seed)";
            Mesh mesh = seed < 3 ? SimplifierTest.sphere(10 + 3 * seed, 20) : EdgeFlipsTest.heightField(16, seed);
            float[] xyz = positions(mesh);
            int[] input = mesh.triangleIndices();
            int target = input.length / 3 / (seed % 3 == 0 ? 10 : seed % 3 == 1 ? 4 : 2);
            Mesh chosen = Simplifier.simplify(mesh, target, Double.MAX_VALUE).mesh();
            EdgeCollapser first = EdgeCollapser.meshoptimizers(xyz, input, mesh.vertexCount());
            first.run(3 * target, Double.MAX_VALUE, 0, false);
            double alone = EdgeFlipsTest.meanDistance(xyz, input, Arrays.copyOf(first.indices, first.indexCount),
                    seed + 1000);
            double near = meanDistance(mesh, chosen, seed + 1000);
            ratios[seed] = near / alone;
            assertTrue(near <= alone * 1.03, replay + ": mean distance " + near + " chosen, " + alone
                    + " by meshoptimizer's result");
            assertFacing(mesh, target, replay);
        }
        double mean = Arrays.stream(ratios).average().orElseThrow();
        assertTrue(mean < 0.995, "the choice brought the results no nearer: " + Arrays.toString(ratios));
    }

    /**
     * Every triangle of the mesh simplified with its triangles numbered (a triangle stream) faces
     * within 90 degrees of the input triangle whose number it carries.
     */
    private static void assertFacing(Mesh mesh, int target, String replay) {
        int[] ids = new int[mesh.triangleCount()];
        Arrays.setAll(ids, t -> t);
        VertexArrayDescriptor id = VertexArrayDescriptor.custom("face", ComponentType.INT, 1);
        Mesh tagged = mesh.toBuilder().addTriangleStream(VertexArray.ofInts(id, ids)).build();
        Mesh out = Simplifier.simplify(tagged, target, Double.MAX_VALUE).mesh();
        float[] in = positions(mesh);
        float[] xyz = positions(out);
        int[] inputTriangles = mesh.triangleIndices();
        int[] triangles = out.triangleIndices();
        double[] n = new double[3];
        double[] s = new double[3];
        for (int t = 0; t < out.triangleCount(); t++) {
            int source = (int) out.triangleStreams().get(0).getLong(t, 0);
            TriangleTurns.normal(xyz, triangles[3 * t], triangles[3 * t + 1], triangles[3 * t + 2], n);
            TriangleTurns.normal(in, inputTriangles[3 * source], inputTriangles[3 * source + 1],
                    inputTriangles[3 * source + 2], s);
            double lengths = Math.sqrt((n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
                    * (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]));
            assertTrue(n[0] * s[0] + n[1] * s[1] + n[2] * s[2] >= -1e-9 * lengths, replay + ": triangle " + t
                    + " faces more than 90 degrees away from " + source);
        }
    }

    /** {@link EdgeFlipsTest#meanDistance} between two meshes, their positions side by side. */
    private static double meanDistance(Mesh a, Mesh b, long seed) {
        float[] pa = positions(a);
        float[] pb = positions(b);
        float[] both = Arrays.copyOf(pa, pa.length + pb.length);
        System.arraycopy(pb, 0, both, pa.length, pb.length);
        int[] tb = b.triangleIndices().clone();
        for (int i = 0; i < tb.length; i++) {
            tb[i] += a.vertexCount();
        }
        return EdgeFlipsTest.meanDistance(both, a.triangleIndices(), tb, seed);
    }

    private static float[] positions(Mesh mesh) {
        return mesh.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
    }
}
