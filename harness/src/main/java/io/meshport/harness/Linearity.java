package io.meshport.harness;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The linear-time law of docs/security.md: doubling a generated input at most doubles the time and
 * the memory a reader spends on it. The reader runs on inputs of one, two and four times a base
 * size; between one and four times, time and allocated memory may grow at most {@link #SLACK} times
 * more than the input did. A quadratic reader grows sixteen-fold there, so the law tells them apart
 * on a machine whose speed drifts, where a fixed time limit would not.
 *
 * <p>Time is the least of a few runs' CPU time over all threads (the reader's own workers
 * included), after a warm-up at every size. Memory is the bytes allocated by all threads during
 * the run, which bounds the peak from above; a reader linear in allocation cannot have a
 * superlinear peak. Both come from the running JVM's thread accounting (HotSpot's
 * {@code com.sun.management.ThreadMXBean}); where it is missing, only time is checked.
 */
public final class Linearity {
    /** How much faster than the input time or memory may grow from one to four times, absorbing noise. */
    public static final double SLACK = 1.75;
    private static final int RUNS = 3;

    private Linearity() {
    }

    /** A reader run on an input of the given scale. */
    @FunctionalInterface
    public interface Run {
        /** Reads (or converts) the input of {@code scale} times the base size, generated or kept beforehand. */
        void run(int scale) throws Exception;
    }

    /** What one scale cost. */
    public record Cost(int scale, long cpuNanos, long allocatedBytes) {
    }

    /**
     * Checks the law for {@code run} at scales 1, 2 and 4.
     *
     * @param what the reader and input, for the failure message
     * @return the costs at scales 1, 2 and 4, for a caller that reports them
     * @throws AssertionError naming the growth that broke the law and every measured cost
     */
    public static Cost[] check(String what, Run run) throws Exception {
        int[] scales = {1, 2, 4};
        for (int scale : scales) {
            run.run(scale); // warm-up: the JIT and the worker pools, at every size
        }
        Cost[] costs = new Cost[scales.length];
        for (int i = 0; i < scales.length; i++) {
            costs[i] = measure(run, scales[i]);
        }
        double timeGrowth = (double) costs[2].cpuNanos() / Math.max(1, costs[0].cpuNanos());
        double memoryGrowth = costs[0].allocatedBytes() < 0 ? 0
                : (double) costs[2].allocatedBytes() / Math.max(1, costs[0].allocatedBytes());
        double limit = 4 * SLACK;
        if (timeGrowth > limit || memoryGrowth > limit) {
            throw new AssertionError(String.format(Locale.ROOT,
                    "%s is not linear: from 1x to 4x the input, time grew %.1fx and memory %.1fx (at most %.1fx"
                            + " allowed); costs %s",
                    what, timeGrowth, memoryGrowth, limit, Arrays.toString(costs)));
        }
        return costs;
    }

    private static Cost measure(Run run, int scale) throws Exception {
        long bestCpu = Long.MAX_VALUE;
        long bestAllocated = Long.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            long[] before = totals();
            run.run(scale);
            long[] after = totals();
            bestCpu = Math.min(bestCpu, after[0] - before[0]);
            bestAllocated = before[1] < 0 ? -1 : Math.min(bestAllocated, after[1] - before[1]);
        }
        return new Cost(scale, bestCpu, bestAllocated);
    }

    /** CPU nanoseconds and allocated bytes of every live thread so far (-1 bytes where not measured). */
    private static long[] totals() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] ids = threads.getAllThreadIds();
        long cpu = 0;
        for (long id : ids) {
            cpu += Math.max(0, threads.getThreadCpuTime(id));
        }
        long allocated = -1;
        if (threads instanceof com.sun.management.ThreadMXBean hotspot && hotspot.isThreadAllocatedMemorySupported()) {
            allocated = 0;
            for (long bytes : hotspot.getThreadAllocatedBytes(ids)) {
                allocated += Math.max(0, bytes);
            }
        }
        return new long[] {cpu, allocated};
    }
}
