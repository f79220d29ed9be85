package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The grid's nearest triangle is the nearest of all, bit for bit (the same distance function over
 * the same triangles), and the triangle it names is that near; within a bound it finds the nearest
 * when that is nearer, else the bound and no triangle; from a floor, the nearest when it is farther,
 * else a triangle no farther than the floor (the last query's triangle tried first): for seeded
 * soups of small and long thin triangles, a flat sheet and one large triangle among small ones, at
 * points inside, near and far outside the grid, each query after many others (the triangles it has
 * measured are marked per query).
 */
class SurfaceGridTest {
    @Test
    void theGridsNearestIsTheNearestOfAll() {
        for (int seed = 0; seed < 8; seed++) {
            String replay = "seed " + seed + " (SurfaceGridTest, replay with that seed)";
            SplittableRandom random = new SplittableRandom(seed);
            int count = 1 + random.nextInt(seed < 4 ? 40 : 600);
            float[] corners = new float[9 * count];
            for (int t = 0; t < count; t++) {
                double size = t == 0 && seed % 2 == 1 ? 10 : random.nextDouble() * (seed % 3 == 0 ? 0.1 : 2);
                double cx = random.nextDouble() * 10;
                double cy = random.nextDouble() * 10;
                double cz = seed == 5 ? 0 : random.nextDouble() * 10;
                for (int k = 0; k < 3; k++) {
                    corners[9 * t + 3 * k] = (float) (cx + size * (random.nextDouble() - 0.5));
                    corners[9 * t + 3 * k + 1] = (float) (cy + size * (random.nextDouble() - 0.5));
                    corners[9 * t + 3 * k + 2] = seed == 5 ? 0 : (float) (cz + size * (random.nextDouble() - 0.5));
                }
            }
            SurfaceGrid grid = new SurfaceGrid(corners);
            for (int q = 0; q < 400; q++) {
                double spread = q % 4 == 0 ? 60 : 12;
                double px = random.nextDouble() * spread - (spread - 10) / 2;
                double py = random.nextDouble() * spread - (spread - 10) / 2;
                double pz = random.nextDouble() * spread - (spread - 10) / 2;
                double all = Double.MAX_VALUE;
                int first = -1;
                for (int t = 0; t < count; t++) {
                    double d = PointTriangle.squaredDistance(px, py, pz, corners, 9 * t);
                    if (d < all) {
                        all = d;
                        first = t;
                    }
                }
                assertEquals(all, grid.squaredDistance(px, py, pz), 0, replay + ", query " + q);
                assertEquals(all, PointTriangle.squaredDistance(px, py, pz, corners, 9 * grid.nearest()), 0,
                        replay + ", query " + q + ": the triangle named nearest (" + grid.nearest() + ", first "
                        + first + ")");
                // within a bound: the nearest when it is nearer, else the bound and no triangle
                double bound = all * (q % 2 == 0 ? 2 : 0.5);
                double within = grid.squaredDistance(px, py, pz, bound);
                assertEquals(Math.min(all, bound), within, 0, replay + ", query " + q + " within " + bound);
                assertEquals(all < bound, grid.nearest() >= 0, replay + ", query " + q + " within " + bound);
                // from a floor: the nearest when it is farther, else a triangle no farther than the floor
                double floor = all * (q % 3 == 0 ? 0.5 : q % 3 == 1 ? 1 : 2);
                double from = grid.squaredDistanceFrom(px, py, pz, floor);
                if (all > floor) {
                    assertEquals(all, from, 0, replay + ", query " + q + " from " + floor);
                } else {
                    assertTrue(from <= floor && from >= all, replay + ", query " + q + " from " + floor + ": " + from);
                    assertEquals(from, PointTriangle.squaredDistance(px, py, pz, corners, 9 * grid.nearest()), 0,
                            replay + ", query " + q + ": the triangle found below the floor");
                }
            }
        }
    }

    @Test
    void infiniteAndMissingCoordinatesEndTheirQueries() {
        float inf = Float.POSITIVE_INFINITY;
        SurfaceGrid grid = new SurfaceGrid(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, -inf, 0, 0, inf, 1, 0, 0, Float.NaN, 1});
        assertEquals(0, grid.squaredDistance(0.25, 0.25, 0), 0);
        grid.squaredDistance(Double.NaN, 5, inf);
    }

    @Test
    void aSurfaceWithoutTrianglesHasNoNearest() {
        assertThrows(IllegalArgumentException.class, () -> new SurfaceGrid(new float[0]));
    }
}
