package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ear clipping's step budget: past it the rest of the polygon is a fan, still n - 2 triangles of its corners. */
class PolygonTriangulatorTest {
    @Test
    void pastItsBudgetEarClippingFansTheRest() {
        // a comb of 5 teeth on a base, counter-clockwise: concave at every gap between teeth
        int teeth = 5;
        double[] x = new double[2 + 4 * teeth];
        double[] y = new double[x.length];
        x[1] = 2 * teeth;
        int n = 2;
        for (int t = teeth - 1; t >= 0; t--) {
            double[][] corners = {{2 * t + 2, 10}, {2 * t + 1, 10}, {2 * t + 1, 1}, {2 * t, 1}};
            for (double[] c : corners) {
                x[n] = c[0];
                y[n++] = c[1];
            }
        }
        assertTrue(clip(x, y, (long) PolygonTriangulator.EAR_CLIP_WORK * n * n), "within the budget every ear is found");
        assertFalse(clip(x, y, (long) n * n), "a budget spent by the first look at every corner: a fan");
    }

    private static boolean clip(double[] x, double[] y, long budget) {
        int n = x.length;
        List<Integer> out = new ArrayList<>();
        boolean ears = PolygonTriangulator.earClip(x, y, 1, out::add, budget);
        assertEquals(3 * (n - 2), out.size());
        Set<String> triangles = new HashSet<>();
        for (int i = 0; i < out.size(); i += 3) {
            for (int k = 0; k < 3; k++) {
                assertTrue(out.get(i + k) >= 0 && out.get(i + k) < n);
            }
            assertTrue(triangles.add(out.get(i) + "," + out.get(i + 1) + "," + out.get(i + 2)), "each triangle once");
        }
        return ears;
    }
}
