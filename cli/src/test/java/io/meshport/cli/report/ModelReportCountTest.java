package io.meshport.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The report's grouped counts and ratios read as the JDK's formatter writes them in the root locale
 * ({@code %,d}, {@code %.3f}).
 */
class ModelReportCountTest {
    private static final long SEED = 35L;

    @Test
    void countsAreGroupedAsTheFormatterGroupsThem() {
        long[] edges = {0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 9999, 10000, 99999, 100000, 999999, 1000000,
            Integer.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long n : edges) {
            assertEquals(String.format(Locale.ROOT, "%,d", n), ModelReport.count(n), "n = " + n);
        }
        Random random = new Random(SEED);
        for (int i = 0; i < 10_000; i++) {
            long n = random.nextLong() >> random.nextInt(64);
            assertEquals(String.format(Locale.ROOT, "%,d", n), ModelReport.count(n),
                    "n = " + n + " (seed " + SEED + ", draw " + i + ")");
        }
    }

    @Test
    void ratiosHaveThreeDecimalsAsTheFormatterRoundsThem() {
        double[] edges = {0, 0.5, 0.8335, 0.8345, 2.0005, 1.9995, 0.0005, 0.0015, 3, 1e-9, 123456.789};
        for (double x : edges) {
            assertEquals(String.format(Locale.ROOT, "%.3f", x), ModelReport.threeDecimals(x), "x = " + x);
        }
        Random random = new Random(SEED);
        for (int i = 0; i < 10_000; i++) {
            double x = i % 2 == 0 ? random.nextDouble() * 3 : Math.round(random.nextDouble() * 3000) / 1000.0 + 0.0005;
            assertEquals(String.format(Locale.ROOT, "%.3f", x), ModelReport.threeDecimals(x),
                    "x = " + x + " (seed " + SEED + ", draw " + i + ")");
        }
    }
}
