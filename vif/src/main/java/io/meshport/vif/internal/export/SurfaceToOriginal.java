package io.meshport.vif.internal.export;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * How far a triangle of a simplified surface stands from the original: its area times the mean
 * distance of a few points spread over it to the original's nearest triangle. {@link
 * MeasuredCollapses} measures the same triangle again and again (an edge measured again after a
 * collapse nearby changes mostly the same triangles round its far end), so each triangle's measure
 * is kept by its corners.
 */
final class SurfaceToOriginal {
    /** The most points a triangle is measured at (more measured the same cuts, slower). */
    private static final int MAX_POINTS_A_TRIANGLE = 6;
    /** The most measures kept; past it they are forgotten and measured again as they come. */
    private static final int MAX_KEPT = 1 << 15;
    private final TriangleGrid original;
    private final double pointsPerArea;
    private final Map<Corners, Double> known = new HashMap<>();
    private final double[] point = new double[3];

    /**
     * Measures against the {@code count} triangles of {@code original} (nine doubles each), a point
     * each {@code 1 / pointsPerArea} of area.
     */
    SurfaceToOriginal(double[] original, int count, double pointsPerArea) {
        this.original = new TriangleGrid(original, count);
        this.pointsPerArea = pointsPerArea;
    }

    /**
     * The area {@code area} of the triangle of {@code corners} from {@code at} times its points'
     * mean distance to the original.
     */
    double weighted(double[] corners, int at, double area) {
        if (!(area > 0)) {
            return 0;
        }
        Corners key = new Corners(Arrays.copyOfRange(corners, at, at + 9));
        Double seen = known.get(key);
        if (seen != null) {
            return seen;
        }
        int n = (int) Math.max(1, Math.min(MAX_POINTS_A_TRIANGLE, Math.round(pointsPerArea * area)));
        double sum = 0;
        for (int k = 0; k < n; k++) {
            TriangleMeasures.spread(corners, at, k, point, 0);
            sum += Math.sqrt(original.nearestSquared(point[0], point[1], point[2]));
        }
        double measure = area * sum / n;
        if (known.size() == MAX_KEPT) {
            known.clear();
        }
        known.put(key, measure);
        return measure;
    }

    /** A triangle's nine corner coordinates, equal when every coordinate is. */
    private record Corners(double[] xyz) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Corners c && Arrays.equals(xyz, c.xyz);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(xyz);
        }

        @Override
        public String toString() {
            return Arrays.toString(xyz);
        }
    }
}
