package io.meshport.harness;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The linear-time law of docs/security.md: doubling a generated input at most doubles the time and
 * the memory a reader spends on it. The reader runs on inputs of one, two and four times a base
 * size; between one and four times, time and allocated memory may grow at most {@link #SLACK} times
 * more than the input did. A quadratic reader grows sixteen-fold there, so the law tells them apart
 * on a machine whose speed drifts, where a fixed time limit would not.
 *
 * <p>Time is a run's CPU time over all threads (the reader's own workers included), after
 * warm-up runs at every size (on two shared cores the JIT was still compiling runs of a few
 * milliseconds after one). Memory is the bytes allocated by all threads during the run, which
 * bounds the peak from above. Both are counted per thread, from the running JVM's accounting
 * (HotSpot's {@code com.sun.management.ThreadMXBean}; where it is missing, only time is checked).
 * The runs go in rounds of one at each size, and the growth is the least of the rounds' (see
 * {@code measure}). A run during which a thread ended (an idle pool worker timing out) lost that
 * thread's count and is run again; a thread that both starts and ends within one run is not
 * counted, so a reader under the law does its work on the calling thread or on pool threads that
 * outlive a run. A law that fails is measured up to twice more before it is reported: a slow spell
 * can break one measurement (in CI, reads ran ten times slower for a while and then fast again),
 * a superlinear reader breaks every one.
 */
public final class Linearity {
    /** How much faster than the input time or memory may grow from one to four times, absorbing noise. */
    public static final double SLACK = 1.75;
    private static final int WARM_UPS = 3;
    private static final int RUNS = 3;
    private static final int ATTEMPTS = 3;
    /** Runs at most this many times over to measure one with no thread ending during it. */
    private static final int COMPLETE_TRIES = 10;

    private Linearity() {
    }

    /** A reader run on an input of the given scale. */
    @FunctionalInterface
    public interface Run {
        /** Reads (or converts) the input of {@code scale} times the base size, generated or kept beforehand. */
        void run(int scale) throws Exception;
    }

    /** What one scale cost: CPU time of all threads, and bytes they allocated (-1 where not counted). */
    public record Cost(int scale, long cpuNanos, long allocatedBytes) {
    }

    /**
     * Checks the law for {@code run} at scales 1, 2 and 4, and prints the costs.
     *
     * @param what the reader and input, for the failure message
     * @return the costs at scales 1, 2 and 4
     * @throws AssertionError naming the growth that broke the law and every measured cost
     */
    public static Cost[] check(String what, Run run) throws Exception {
        int[] scales = {1, 2, 4};
        for (int i = 0; i < WARM_UPS; i++) {
            for (int scale : scales) {
                run.run(scale);
            }
        }
        AssertionError failed = null;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Measured measured = measure(run, scales);
            Cost[] costs = measured.least();
            System.out.println(what + ": " + Arrays.toString(costs) + String.format(Locale.ROOT,
                    ", growth in a round: time %.2fx, memory %.2fx", measured.timeGrowth(), measured.memoryGrowth()));
            double limit = 4 * SLACK;
            if (measured.timeGrowth() <= limit && measured.memoryGrowth() <= limit) {
                return costs;
            }
            failed = new AssertionError(String.format(Locale.ROOT,
                    "%s is not linear: from 1x to 4x the input, time grew %.1fx and memory %.1fx in the round"
                            + " that grew least (at most %.1fx allowed); least costs %s",
                    what, measured.timeGrowth(), measured.memoryGrowth(), limit, Arrays.toString(costs)));
        }
        throw failed;
    }

    /** The bytes every live thread has allocated so far, or -1 where the JVM does not count them. */
    public static long allocatedBytes() {
        long sum = 0;
        for (long[] counts : counters().values()) {
            if (counts[1] < 0) {
                return -1;
            }
            sum += counts[1];
        }
        return sum;
    }

    /**
     * One attempt's costs: the least of its runs at each scale, and how much time and memory grew
     * from 1x to 4x within the round that grew least.
     */
    private record Measured(Cost[] least, double timeGrowth, double memoryGrowth) {
    }

    /**
     * {@link #RUNS} rounds, each a run at every scale in turn (1, 2, 4, 1, 2, 4, ...). Growth is
     * taken within a round, whose runs are close in time and share the JIT's state: the compiled
     * reader took one of two speeds about 2x apart from one run to the next (different compilations),
     * and the least time of each scale across rounds could pair a fast 1x with a slow 4x, 2x of the
     * law's slack gone to the JIT. A superlinear reader grows too much in every round.
     */
    private static Measured measure(Run run, int[] scales) throws Exception {
        int last = scales.length - 1;
        long[] bestCpu = new long[scales.length];
        long[] bestAllocated = new long[scales.length];
        Arrays.fill(bestCpu, Long.MAX_VALUE);
        Arrays.fill(bestAllocated, Long.MAX_VALUE);
        double timeGrowth = Double.MAX_VALUE;
        double memoryGrowth = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            long[][] round = new long[scales.length][];
            for (int i = 0; i < scales.length; i++) {
                round[i] = completeRun(run, scales[i]);
                bestCpu[i] = Math.min(bestCpu[i], round[i][0]);
                bestAllocated[i] = round[i][1] < 0 ? -1 : Math.min(bestAllocated[i], round[i][1]);
            }
            timeGrowth = Math.min(timeGrowth, (double) round[last][0] / Math.max(1, round[0][0]));
            memoryGrowth = Math.min(memoryGrowth, round[0][1] < 0 ? 0
                    : (double) round[last][1] / Math.max(1, round[0][1]));
        }
        Cost[] costs = new Cost[scales.length];
        for (int i = 0; i < scales.length; i++) {
            costs[i] = new Cost(scales[i], bestCpu[i], bestAllocated[i]);
        }
        return new Measured(costs, timeGrowth, memoryGrowth);
    }

    /** One run's CPU nanoseconds and allocated bytes, from a run during which no thread ended. */
    private static long[] completeRun(Run run, int scale) throws Exception {
        for (int tries = 0; tries < COMPLETE_TRIES; tries++) {
            Map<Long, long[]> before = counters();
            run.run(scale);
            Map<Long, long[]> after = counters();
            if (!after.keySet().containsAll(before.keySet())) {
                continue; // a thread ended and took its count with it
            }
            long cpu = 0;
            long allocated = 0;
            for (Map.Entry<Long, long[]> e : after.entrySet()) {
                long[] then = before.getOrDefault(e.getKey(), new long[2]);
                cpu += e.getValue()[0] - then[0];
                allocated = allocated < 0 || e.getValue()[1] < 0 ? -1 : allocated + e.getValue()[1] - then[1];
            }
            return new long[] {cpu, allocated};
        }
        throw new AssertionError("threads kept ending while the reader ran at scale " + scale
                + ": its cost could not be measured");
    }

    /** Per live thread id: CPU nanoseconds and allocated bytes so far (-1 bytes where not counted). */
    private static Map<Long, long[]> counters() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] ids = threads.getAllThreadIds();
        long[] bytes = null;
        if (threads instanceof com.sun.management.ThreadMXBean hotspot && hotspot.isThreadAllocatedMemorySupported()) {
            bytes = hotspot.getThreadAllocatedBytes(ids);
        }
        Map<Long, long[]> out = new HashMap<>();
        for (int i = 0; i < ids.length; i++) {
            long cpu = threads.getThreadCpuTime(ids[i]);
            if (cpu >= 0) {
                out.put(ids[i], new long[] {cpu, bytes == null ? -1 : Math.max(0, bytes[i])});
            }
        }
        return out;
    }
}
