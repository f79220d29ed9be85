package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link Linearity} passes linear work, fails quadratic work, and counts threads that end while measured. */
class LinearityTest {
    private static volatile long sink;

    private static void linear(int scale) {
        long[] a = new long[scale * 400_000];
        for (int i = 0; i < a.length; i++) {
            a[i] = i * 31L;
        }
        sink += a[a.length - 1];
    }

    @Test
    void linearWorkPassesAndQuadraticWorkFails() throws Exception {
        Linearity.check("linear work", LinearityTest::linear);
        AssertionError e = assertThrows(AssertionError.class, () -> Linearity.check("quadratic work", scale -> {
            int n = scale * 3_000;
            long s = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    s += i ^ j;
                }
            }
            sink += s;
        }));
        assertTrue(e.getMessage().startsWith("quadratic work is not linear"), e.getMessage());
    }

    @Test
    void aReaderWhoseSpeedChangesBetweenRunsIsMeasuredWithinARound() throws Exception {
        // as the JIT's compilations of a reader took two speeds 2x apart: in every measured attempt
        // (rounds of 1x, 2x, 4x) the first 1x and 2x runs are fast and every run after slow, so the
        // least 1x time is a fast run's and the least 4x time a slow run's (8x apart); within the
        // later rounds the work grows 4x
        int warmUps = 9;
        int[] calls = {0};
        Linearity.Cost[] costs = Linearity.check("a reader of two speeds", scale -> {
            int measured = calls[0]++ - warmUps;
            linear(scale);
            if (measured >= 0 && measured % 9 >= 2) {
                linear(scale);
            }
        });
        assertTrue(costs[2].allocatedBytes() > 6 * costs[0].allocatedBytes(), "the least costs are 8x apart: "
                + Arrays.toString(costs));
    }

    @Test
    void aThreadThatEndsWhileMeasuredDoesNotHideTheCost() throws Exception {
        // a busy thread that ends in the middle of the measured runs, as an idle pool worker times out:
        // summed over the live threads, its whole past would come off that run's cost
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread busy = new Thread(() -> {
            long s = 0;
            for (long i = 0; i < 400_000_000L; i++) {
                s += i ^ (i >>> 3);
            }
            sink += s;
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        busy.start();
        int[] calls = {0};
        Linearity.Cost[] costs = Linearity.check("a run while a thread ends", scale -> {
            if (++calls[0] == 12) { // past the warm-up, among the measured runs
                release.countDown();
                busy.join();
            }
            linear(scale);
        });
        for (Linearity.Cost c : costs) {
            assertTrue(c.cpuNanos() > 0 && c.allocatedBytes() > 0, "measured: " + c);
        }
    }
}
