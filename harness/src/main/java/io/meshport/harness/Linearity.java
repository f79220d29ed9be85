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
 * <p>Time is the least of a few runs' CPU time over all threads (the reader's own workers
 * included), after warm-up runs at every size (on two shared cores the JIT was still compiling
 * runs of a few milliseconds after one). Memory is the bytes allocated by all threads during the
 * run, which bounds the peak from above. Both are counted per thread, from the running JVM's
 * accounting (HotSpot's {@code com.sun.management.ThreadMXBean}; where it is missing, only time is
 * checked). A run during which a thread ended (an idle pool worker timing out) lost that thread's
 * count and is run again; a thread that both starts and ends within one run is not counted, so a
 * reader under the law does its work on the calling thread or on pool threads that outlive a run. A law that fails is measured up to twice more before it is reported: a
 * slow spell can break one measurement (in CI, reads ran ten times slower for a while and then
 * fast again, as a deoptimised method does until the JIT has compiled it anew, which on two busy
 * cores took longer than all the runs of one scale), a superlinear reader breaks every one.
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
            Cost[] costs = measure(run, scales);
            System.out.println(what + ": " + Arrays.toString(costs));
            double timeGrowth = (double) costs[2].cpuNanos() / Math.max(1, costs[0].cpuNanos());
            double memoryGrowth = costs[0].allocatedBytes() < 0 ? 0
                    : (double) costs[2].allocatedBytes() / Math.max(1, costs[0].allocatedBytes());
            double limit = 4 * SLACK;
            if (timeGrowth <= limit && memoryGrowth <= limit) {
                return costs;
            }
            failed = new AssertionError(String.format(Locale.ROOT,
                    "%s is not linear: from 1x to 4x the input, time grew %.1fx and memory %.1fx (at most %.1fx"
                            + " allowed); costs %s",
                    what, timeGrowth, memoryGrowth, limit, Arrays.toString(costs)));
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
     * The least cost of {@link #RUNS} runs at each scale, the scales taken in turn (1, 2, 4, 1, 2,
     * 4, ...): a slow spell (the JIT recompiling a method it deoptimised, the host taking the
     * core) then lands on runs of every scale, where runs of one scale in a row could all fall in it.
     */
    private static Cost[] measure(Run run, int[] scales) throws Exception {
        long[] bestCpu = new long[scales.length];
        long[] bestAllocated = new long[scales.length];
        Arrays.fill(bestCpu, Long.MAX_VALUE);
        Arrays.fill(bestAllocated, Long.MAX_VALUE);
        for (int r = 0; r < RUNS; r++) {
            for (int i = 0; i < scales.length; i++) {
                long[] cost = completeRun(run, scales[i]);
                bestCpu[i] = Math.min(bestCpu[i], cost[0]);
                bestAllocated[i] = cost[1] < 0 ? -1 : Math.min(bestAllocated[i], cost[1]);
            }
        }
        Cost[] costs = new Cost[scales.length];
        for (int i = 0; i < scales.length; i++) {
            costs[i] = new Cost(scales[i], bestCpu[i], bestAllocated[i]);
        }
        return costs;
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
