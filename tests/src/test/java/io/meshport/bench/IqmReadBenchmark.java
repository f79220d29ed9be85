package io.meshport.bench;

import io.meshport.iqm.Iqm;
import io.meshport.model.Model;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Reading one IQM file as a model, in-process and warm: the file mapped, every section checked,
 * the model built. Not a test: run by hand or by {@code bench/run.sh} on its benchmark file.
 * Prints the median of {@code RUNS} after {@code WARMUPS} and the throughput (file size / time).
 *
 * <p>Usage: {@code IqmReadBenchmark FILE RUNS WARMUPS}.
 */
public final class IqmReadBenchmark {
    private IqmReadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = Integer.parseInt(args[1]);
        int warmups = Integer.parseInt(args[2]);
        long size = Files.size(file);
        double[] times = new double[runs];
        long vertices = 0;
        for (int i = -warmups; i < runs; i++) {
            long t0 = System.nanoTime();
            Model m = Iqm.reader().read(file);
            long t1 = System.nanoTime();
            vertices += m.vertexCount();
            if (i >= 0) {
                times[i] = (t1 - t0) / 1e9;
            }
        }
        Arrays.sort(times);
        double median = times[runs / 2];
        System.out.printf(Locale.ROOT, "IQM read %s (%.1f MB, %d vertices a read): median %.3f s = %.0f MB/s"
                + " (fastest %.3f s)%n", file.getFileName(), size / 1e6, vertices / (runs + warmups), median,
                size / 1e6 / median, times[0]);
    }
}
