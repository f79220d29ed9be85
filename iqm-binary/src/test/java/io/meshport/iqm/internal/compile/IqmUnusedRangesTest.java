package io.meshport.iqm.internal.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The compiler counts the vertexes, triangles and frames no mesh or animation uses over their
 * ranges ({@link IqmCompiler#uncovered}) instead of marking each item: the count must be the one
 * marking gives, for ranges that overlap, nest, repeat, leave gaps or come in any order.
 */
class IqmUnusedRangesTest {
    private static final long SEED = Long.getLong("meshport.seed", 20261202L);

    @Test
    void rangesCountAsMarkingEachItem() {
        System.out.println("IqmUnusedRangesTest seed " + SEED + " (replay with -Dmeshport.seed=" + SEED + ")");
        SplittableRandom random = new SplittableRandom(SEED);
        for (int round = 0; round < 2000; round++) {
            int total = random.nextInt(60);
            boolean[] used = new boolean[total];
            List<long[]> ranges = new ArrayList<>();
            for (int r = random.nextInt(6); r > 0; r--) {
                int first = total == 0 ? 0 : random.nextInt(total + 1);
                int count = random.nextInt(total - first + 1);
                ranges.add(new long[] {first, count});
                for (int i = first; i < first + count; i++) {
                    used[i] = true;
                }
            }
            long unused = 0;
            for (boolean u : used) {
                unused += u ? 0 : 1;
            }
            assertEquals(unused, IqmCompiler.uncovered(total, ranges), "seed " + SEED + ", round " + round);
        }
        assertEquals(0, IqmCompiler.uncovered(0, List.of()));
        assertEquals(3, IqmCompiler.uncovered(10, List.of(new long[] {5, 5}, new long[] {0, 2}, new long[] {1, 1})));
    }
}
