package io.meshport.text.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Runs give back every item's line, whether added one by one or appended in parts. */
class LineRunsTest {

    @Test
    void everyItemKeepsItsLine() {
        for (long seed = 0; seed < 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = random.nextInt(2_000);
            int[] lines = new int[n];
            int line = random.nextInt(3); // 0: built in code
            for (int i = 0; i < n; i++) {
                // mostly the next line, sometimes a gap (blank lines, comments), sometimes line 0
                int jump = random.nextInt(10);
                line = line == 0 && jump > 0 ? 0 : jump == 0 ? line + 2 + random.nextInt(5) : line + 1;
                lines[i] = line;
            }
            LineRuns whole = new LineRuns();
            LineRuns parts = new LineRuns();
            LineRuns part = new LineRuns();
            for (int i = 0; i < n; i++) {
                whole.add(lines[i]);
                part.add(lines[i]);
                if (random.nextInt(50) == 0) {
                    parts.addAll(part);
                    part = new LineRuns();
                }
            }
            parts.addAll(part);
            assertEquals(n, whole.size());
            assertEquals(n, parts.size());
            for (int i = 0; i < n; i++) {
                assertEquals(lines[i], whole.get(i), "seed " + seed + " item " + i);
                assertEquals(lines[i], parts.get(i), "seed " + seed + " item " + i + " (appended in parts)");
            }
            for (int r = 0; r < 200 && n > 0; r++) {
                int i = random.nextInt(n); // out of order: past the run found last, and back
                assertEquals(lines[i], whole.get(i), "seed " + seed + " item " + i + " (read out of order)");
            }
        }
    }

    @Test
    void aLongRunReadsBackAndIndexesAreChecked() {
        LineRuns runs = new LineRuns();
        for (int i = 0; i < 100_000; i++) {
            runs.add(2 + i);
        }
        assertEquals(100_001, runs.get(99_999));
        assertTrue(runs.size() == 100_000);
        assertThrows(IndexOutOfBoundsException.class, () -> runs.get(100_000));
    }
}
