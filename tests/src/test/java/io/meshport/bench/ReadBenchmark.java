package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Reading one file of any format as a model through {@link ModelIO}, in-process and warm (the
 * {@code .glb} of the benchmark model, say), and the timing loop {@link IqmReadBenchmark} shares.
 * Not a test: run by hand. Prints the median of {@code RUNS} after {@code WARMUPS} and the
 * throughput (file size / time), of the wall time and of the reading thread's CPU time.
 *
 * <p>Usage: {@code ReadBenchmark FILE RUNS WARMUPS}.
 */
public final class ReadBenchmark {
    private ReadBenchmark() {
    }

    /** A reader of whole files. */
    interface FileReader {
        Model read(Path file) throws IOException;
    }

    public static void main(String[] args) throws Exception {
        run("read", Path.of(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                file -> ModelIO.read(file, Diagnostics.discarding()));
    }

    /** Reads {@code file} {@code warmups} then {@code runs} times and prints the median, after {@code label}. */
    static void run(String label, Path file, int runs, int warmups, FileReader reader) throws IOException {
        long size = Files.size(file);
        double[] times = new double[runs];
        double[] cpu = new double[runs];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long vertices = 0;
        for (int i = -warmups; i < runs; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            Model m = reader.read(file);
            long t1 = System.nanoTime();
            long c1 = threads.getCurrentThreadCpuTime();
            vertices += m.vertexCount();
            if (i >= 0) {
                times[i] = (t1 - t0) / 1e9;
                cpu[i] = (c1 - c0) / 1e9;
            }
        }
        Arrays.sort(times);
        Arrays.sort(cpu);
        double median = times[runs / 2];
        // the reading thread's own CPU time as well: on a machine other work keeps busy, the wall
        // time mostly measures the wait for a core, and this does not
        System.out.printf(Locale.ROOT, "%s %s (%.1f MB, %d vertices a read): median %.3f s = %.0f MB/s"
                + " (fastest %.3f s = %.0f MB/s; the thread's CPU median %.3f s = %.0f MB/s)%n", label,
                file.getFileName(), size / 1e6, vertices / (runs + warmups), median, size / 1e6 / median, times[0],
                size / 1e6 / times[0], cpu[runs / 2], size / 1e6 / cpu[runs / 2]);
    }
}
