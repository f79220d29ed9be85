package io.meshport.vif.internal.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A surface triangle's distance to the original: its area times its points' mean distance, the same when asked again. */
class SurfaceToOriginalTest {
    /** A flat square 10 on a side at height 0, two triangles. */
    private static final double[] SQUARE = {0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 0, 0, 10, 10, 0, 0, 10, 0};

    @Test
    void aTriangleParallelToTheOriginalStandsItsHeightFromIt() {
        SurfaceToOriginal measure = new SurfaceToOriginal(SQUARE, 2, 0.5);
        double[] above = {1, 1, 3, 8, 1, 3, 1, 8, 3};
        double area = TriangleMeasures.area(above, 0);
        assertEquals(24.5, area, 1e-12);
        assertEquals(3 * area, measure.weighted(above, 0, area), 1e-9);
        // asked again (kept by its corners), and from another place in another array
        assertEquals(3 * area, measure.weighted(above, 0, area), 1e-9);
        double[] shifted = new double[12];
        System.arraycopy(above, 0, shifted, 3, 9);
        assertEquals(3 * area, measure.weighted(shifted, 3, area), 1e-9);
        // the same corners in another order: the same distance
        double[] turned = {8, 1, 3, 1, 8, 3, 1, 1, 3};
        assertEquals(3 * area, measure.weighted(turned, 0, area), 1e-9);
    }

    @Test
    void aTriangleHalfOverTheEdgeIsFartherThanItsHeightAndOneWithoutAreaCountsNothing() {
        SurfaceToOriginal measure = new SurfaceToOriginal(SQUARE, 2, 0.5);
        double[] over = {5, 1, 1, 15, 1, 1, 5, 8, 1};
        double area = TriangleMeasures.area(over, 0);
        double weighted = measure.weighted(over, 0, area);
        assertTrue(weighted > area + 1e-6, "points beyond x = 10 are farther than 1: " + weighted);
        assertEquals(0, measure.weighted(new double[] {1, 1, 1, 2, 2, 2, 3, 3, 3}, 0, 0));
    }
}
