package io.meshport.model.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HalfFloatTest {
    @Test
    void everyHalfSurvivesARoundTripThroughFloat() {
        for (int h = 0; h < 0x10000; h++) {
            float f = HalfFloat.toFloat(h);
            if (Float.isNaN(f)) {
                assertTrue(Float.isNaN(HalfFloat.toFloat(HalfFloat.fromFloat(f))), "NaN " + h);
            } else {
                assertEquals(h, HalfFloat.fromFloat(f) & 0xffff, "half 0x" + Integer.toHexString(h));
            }
        }
    }

    @Test
    void knownValues() {
        assertEquals(1.0f, HalfFloat.toFloat(0x3c00));
        assertEquals(-2.0f, HalfFloat.toFloat(0xc000));
        assertEquals(65504f, HalfFloat.toFloat(0x7bff));
        assertEquals(0x1p-24f, HalfFloat.toFloat(0x0001));
        assertEquals(Float.POSITIVE_INFINITY, HalfFloat.toFloat(0x7c00));
        assertEquals(0x7c00, HalfFloat.fromFloat(65520f) & 0xffff, "rounds past the largest half to infinity");
        assertEquals(0x8000, HalfFloat.fromFloat(-0.0f) & 0xffff);
    }

    /** fromFloat must pick the nearest half (ties to even) for arbitrary floats. */
    @Test
    void roundsToNearestHalf() {
        // fixed, so a failure reproduces; another with -Dmeshport.seed=S
        long seed = Long.getLong("meshport.seed", 0x4a1f_f10a7L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 200_000; i++) {
            float f = Float.intBitsToFloat(random.nextInt());
            if (Float.isNaN(f) || Math.abs(f) > 65504f) {
                continue;
            }
            int h = HalfFloat.fromFloat(f) & 0xffff;
            double got = HalfFloat.toFloat(h);
            double err = Math.abs(got - f);
            // neighbours of h must not be strictly closer
            for (int n : new int[] {h - 1, h + 1}) {
                if ((n & 0x7c00) == 0x7c00 || n < 0 || n > 0xffff || ((n ^ h) & 0x8000) != 0) {
                    continue;
                }
                double other = Math.abs(HalfFloat.toFloat(n) - (double) f);
                assertTrue(err <= other, "seed " + seed + ": " + f + " -> " + got + " but " + HalfFloat.toFloat(n)
                        + " is closer (replay with -Dmeshport.seed=" + seed + ")");
            }
        }
    }
}
