package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The distance measure on surfaces whose distances are known in closed form. */
class SurfaceDistanceTest {
    private static final long SEED = 20261129L;

    /** A unit square in the plane z = {@code z}, as two triangles. */
    private static float[] square(float z, float size) {
        return new float[] {0, 0, z, size, 0, z, size, size, z, 0, size, z};
    }

    private static final int[] TWO = {0, 1, 2, 0, 2, 3};

    @Test
    void parallelSquaresAreTheirGapApart() {
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, square(0.25f, 1), TWO, 2000, SEED);
        assertEquals(0.25, r.hausdorff(), 1e-6);
        assertEquals(0.25, r.mean(), 1e-6);
        assertEquals(1, r.extent(), 0);
        assertEquals(0.25, r.relativeHausdorff(), 1e-6);
    }

    @Test
    void aSurfaceIsNoDistanceFromItselfHoweverItIsCut() {
        // the same square as four triangles around its centre
        float[] fan = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0.5f, 0.5f, 0};
        int[] four = {0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4};
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, fan, four, 2000, SEED);
        assertEquals(0, r.hausdorff(), 1e-6);
    }

    @Test
    void aSmallerSquareIsFarFromTheOuterCornersOnlyOneWay() {
        // the half-size square lies on the big one: 0 from it; the big one's corner is (0.5, 0.5) from it
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 20000, SEED);
        assertEquals(Math.sqrt(0.5), r.hausdorff(), 0.02, "the far corner of the big square");
        assertTrue(r.hausdorff() <= Math.sqrt(0.5) + 1e-9);
        // the mean: half the big square's points are outside the small one, on average 1/4-ish away
        assertTrue(r.mean() > 0.05 && r.mean() < 0.25, "mean " + r.mean());
    }

    /** A triangle with two corners at one place (a line) is measured to as its segment, never NaN. */
    @Test
    void aDegenerateTriangleIsMeasuredAsItsSegment() {
        float[] withLine = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 2, 0, 0, 2};
        int[] triangles = {0, 1, 2, 0, 2, 3, 4, 5, 1};
        SurfaceDistance.Result r = SurfaceDistance.between(square(0.5f, 1), TWO, withLine, triangles, 2000, SEED);
        assertEquals(0.5, r.hausdorff(), 1e-6);
        assertEquals(0.5, r.mean(), 1e-6);
    }

    @Test
    void theSameSeedGivesTheSameFiguresAndAFlatSurfaceHasNoSamples() {
        SurfaceDistance.Result a = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 500, 7);
        SurfaceDistance.Result b = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 500, 7);
        assertEquals(a, b);
        float[] line = {0, 0, 0, 1, 0, 0, 2, 0, 0};
        assertThrows(IllegalArgumentException.class,
                () -> SurfaceDistance.between(line, new int[] {0, 1, 2}, square(0, 1), TWO, 10, 1));
    }
}
