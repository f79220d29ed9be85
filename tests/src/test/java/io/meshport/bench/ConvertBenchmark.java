package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * One conversion in-process, warm: read {@code IN} (any format) and write it as {@code FORMAT} to
 * {@code OUT}, the median of {@code RUNS} after {@code WARMUPS}. For time per MB across input
 * sizes, {@link ScalingBenchmark} lets the sizes take turns instead.
 *
 * <p>Usage: {@code ConvertBenchmark IN OUT FORMAT RUNS WARMUPS}.
 */
public final class ConvertBenchmark {
    private ConvertBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String format = args[2];
        int runs = Integer.parseInt(args[3]);
        int warmups = Integer.parseInt(args[4]);
        double[] seconds = new double[runs];
        double[] cpu = new double[runs];
        // the process's CPU time as well (every thread's, the collector's and compiler's too): on a
        // machine other work keeps busy, the wall time mostly measures the wait for a core
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int i = -warmups; i < runs; i++) {
            long c0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            ModelIO.write(ModelIO.read(in, Diagnostics.discarding()), out,
                    WriteOptions.DEFAULTS.withOverwrite(true).withFormat(format), Diagnostics.discarding());
            if (i >= 0) {
                seconds[i] = (System.nanoTime() - t0) / 1e9;
                cpu[i] = (os.getProcessCpuTime() - c0) / 1e9;
            }
        }
        Arrays.sort(seconds);
        Arrays.sort(cpu);
        double median = runs % 2 == 1 ? seconds[runs / 2] : (seconds[runs / 2 - 1] + seconds[runs / 2]) / 2;
        double mb = Files.size(in) / 1e6;
        System.out.printf(Locale.ROOT, "%.1f MB in %.3f s median = %.1f ms per MB (fastest %.1f ms per MB; %d runs after"
                + " %d warm-ups; the process's CPU median %.3f s)%n", mb, median, 1000 * median / mb,
                1000 * seconds[0] / mb, runs, warmups, cpu[runs / 2]);
    }
}
