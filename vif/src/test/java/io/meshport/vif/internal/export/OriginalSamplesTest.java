package io.meshport.vif.internal.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The samples of the original under a surface that changes as collapses change it: what {@code
 * change} says a change adds is what {@code update} then finds, and every sample's distance is
 * its distance to the nearest living triangle, however the few each keeps were lost (seeded;
 * each failure names its seed and round).
 */
class OriginalSamplesTest {
    private static final long SEED = 34;

    @Test
    void whatAChangeAddsIsWhatTheUpdateFindsAndEveryDistanceIsToTheNearestLivingTriangle() {
        for (int mesh = 0; mesh < 12; mesh++) {
            SplittableRandom random = new SplittableRandom(SEED + mesh);
            int count = 20 + random.nextInt(100);
            double[] original = MeasuredCollapsesTest.randomTriangles(random, count, 1 + random.nextInt(8));
            double[] area = new double[count];
            double total = 0;
            for (int t = 0; t < count; t++) {
                area[t] = TriangleMeasures.area(original, 9 * t);
                total += area[t];
            }
            OriginalSamples samples = new OriginalSamples(original, count, area, 4 * count / total);
            double[] current = original.clone();
            boolean[] alive = new boolean[count];
            java.util.Arrays.fill(alive, true);
            samples.start(new TriangleGrid(current, count, alive));
            int[] mark = new int[count];
            int living = count;
            for (int stamp = 1; living > 2; stamp++) {
                String replay = "seed " + (SEED + mesh) + ", change " + stamp;
                TriangleGrid before = new TriangleGrid(current, count, alive);
                // a few living triangles change: some go, the others move their corners
                int changing = Math.min(living - 1, 1 + random.nextInt(5));
                double[] changed = new double[9 * changing];
                int[] slots = new int[changing];
                int survivors = 0;
                for (int picked = 0; picked < changing; ) {
                    int t = random.nextInt(count);
                    if (!alive[t] || mark[t] == stamp) {
                        continue;
                    }
                    mark[t] = stamp;
                    picked++;
                    if (random.nextInt(3) > 0) {
                        slots[survivors] = t;
                        for (int i = 0; i < 9; i++) {
                            changed[9 * survivors + i] = current[9 * t + i] + random.nextDouble(-0.5, 0.5);
                        }
                        survivors++;
                    }
                }
                double predicted = samples.change(before, mark, stamp, changed, survivors);
                double was = samples.weighted();
                for (int t = 0; t < count; t++) {
                    if (mark[t] == stamp) {
                        alive[t] = false;
                        living--;
                    }
                }
                for (int c = 0; c < survivors; c++) {
                    System.arraycopy(changed, 9 * c, current, 9 * slots[c], 9);
                    alive[slots[c]] = true;
                    living++;
                }
                samples.update(new TriangleGrid(current, count, alive), mark, stamp, current, slots, survivors);
                double expected = 0;
                for (int s = 0; s < samples.count(); s++) {
                    double nearest = Double.POSITIVE_INFINITY;
                    for (int t = 0; t < count; t++) {
                        if (alive[t]) {
                            nearest = Math.min(nearest, TriangleMeasures.squared(samples.coordinate(s, 0),
                                    samples.coordinate(s, 1), samples.coordinate(s, 2), current, 9 * t));
                        }
                    }
                    expected += samples.weight(s) * Math.sqrt(nearest);
                }
                assertEquals(expected, samples.weighted(), 1e-9 * total, replay);
                if (stamp > 1) {
                    // (before the first update the weighted sum is not yet summed: every sample is on its triangle)
                    assertEquals(samples.weighted() - was, predicted, 1e-9 * total, replay);
                }
                assertTrue(samples.weighted() >= 0, replay);
            }
        }
    }
}
