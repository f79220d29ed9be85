package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Read and write throughput and retained heap of a format on the benchmark model. Not a test:
 * run by {@code bench/run.sh}, which records the machine and compares the reference compiler in
 * the same run. Prints one line per measurement: median of {@code runs} after warm-up.
 *
 * <p>Usage: {@code Benchmarks FORMAT DIR VERTICES JOINTS FRAMES RUNS [WARMUPS]}. The first (cold) run
 * is printed too: a one-shot command-line conversion sees that one, a long-running program the
 * median.
 */
public final class Benchmarks {
    private Benchmarks() {
    }

    public static void main(String[] args) throws Exception {
        String formatName = args[0];
        Path dir = Path.of(args[1]);
        int vertices = Integer.parseInt(args[2]);
        int joints = Integer.parseInt(args[3]);
        int frames = Integer.parseInt(args[4]);
        int runs = Integer.parseInt(args[5]);
        int warmups = args.length > 6 ? Integer.parseInt(args[6]) : 5;
        ModelFormat format = ModelIO.require(formatName);
        Path file = dir.resolve("bench." + format.extensions().get(0));

        Model model = LargeModel.build(vertices, joints, frames, 42);
        // Each round writes the file twice: first as a new file (the previous one deleted before the
        // clock starts), then over the file just written. Replacing a file frees the old one's
        // blocks, which the file system does while the writer waits (on this machine's ext4 with
        // discard, about 0.05 s for 100 MB): a cost of the file system, which the reference
        // compiler pays as well when it truncates its output, reported apart.
        double[] writeSeconds = new double[runs];
        double[] replaceSeconds = new double[runs];
        double coldWrite = 0;
        WriteOptions options = WriteOptions.DEFAULTS.withOverwrite(true).withFormat(formatName);
        for (int i = -warmups; i < runs; i++) {
            Files.deleteIfExists(file);
            double seconds = timedWrite(model, file, options);
            double replacing = timedWrite(model, file, options);
            if (i == -warmups) {
                coldWrite = seconds;
            }
            if (i >= 0) {
                writeSeconds[i] = seconds;
                replaceSeconds[i] = replacing;
            }
        }
        long bytes = Files.size(file);
        model = null;

        double[] readSeconds = new double[runs];
        Model held = null;
        double coldRead = 0;
        for (int i = -warmups; i < runs; i++) {
            held = null;
            long t0 = System.nanoTime();
            held = ModelIO.read(file, formatName, Diagnostics.discarding());
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (i == -warmups) {
                coldRead = seconds;
            }
            if (i >= 0) {
                readSeconds[i] = seconds;
            }
        }
        long withModel = usedHeapAfterGc();
        long vertexCount = held.vertexCount();
        long triangleCount = held.triangleCount();
        held = null;
        long without = usedHeapAfterGc();
        double mb = bytes / 1e6;
        System.out.printf(Locale.ROOT, "%s file: %.1f MB, %d vertices, %d triangles, %d joints, %d frames%n",
                formatName, mb, vertexCount, triangleCount, joints, frames);
        System.out.printf(Locale.ROOT, "%s write as a new file: median %.3f s = %.0f MB/s (cold %.3f s; runs after %d warm-ups: %s)%n",
                formatName, median(writeSeconds), mb / median(writeSeconds), coldWrite, warmups,
                Arrays.toString(round(writeSeconds)));
        System.out.printf(Locale.ROOT, "%s write over the existing file: median %.3f s = %.0f MB/s (runs: %s)%n",
                formatName, median(replaceSeconds), mb / median(replaceSeconds), Arrays.toString(round(replaceSeconds)));
        System.out.printf(Locale.ROOT, "%s read:  median %.3f s = %.0f MB/s (cold %.3f s; runs after %d warm-ups: %s)%n",
                formatName, median(readSeconds), mb / median(readSeconds), coldRead, warmups,
                Arrays.toString(round(readSeconds)));
        System.out.printf(Locale.ROOT, "%s retained heap of the read model: %.1f MB = %.2f x file size%n", formatName,
                (withModel - without) / 1e6, (withModel - without) / (double) bytes);
    }

    private static double timedWrite(Model model, Path file, WriteOptions options) throws IOException {
        long t0 = System.nanoTime();
        ModelIO.write(model, file, options, Diagnostics.discarding());
        return (System.nanoTime() - t0) / 1e9;
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static double[] round(double[] xs) {
        double[] r = new double[xs.length];
        for (int i = 0; i < xs.length; i++) {
            r[i] = Math.round(xs[i] * 1000) / 1000.0;
        }
        return r;
    }
}
