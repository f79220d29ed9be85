package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.vif.Vif;
import io.meshport.vif.VifDocument;
import io.meshport.vif.internal.rules.VifRules;
import io.meshport.vif.VifVersion;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import io.meshport.vif.VifFormat;

/**
 * VIF 2.3 on the benchmark model (issue #10): the hierarchy built and the file written from the
 * model; the file read strictly as a document (which checks every rule of the hierarchy), written
 * back, and read as a model; and the document's retained heap. Not a test: {@code bench/run.sh}
 * runs it. Prints the median of {@code runs} after warm-ups.
 *
 * <p>Usage: {@code VifBenchmark DIR VERTICES RUNS WARMUPS}.
 */
public final class VifBenchmark {
    private VifBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int vertices = Integer.parseInt(args[1]);
        int runs = Integer.parseInt(args[2]);
        int warmups = Integer.parseInt(args[3]);
        Path file = dir.resolve("bench.vif");
        Path copy = dir.resolve("bench-copy.vif");
        Model model = LargeModel.build(vertices, 0, 0, 42);
        double[] build = time(runs, warmups, () -> write(Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).fromModel(model), file));
        VifDocument doc = Vif.reader().readDocument(file);
        long bytes = Files.size(file);
        double mb = bytes / 1e6;
        System.out.printf(Locale.ROOT, "vif file: %.1f MB, %d positions, %d vertices, %d triangles, %d merges%n", mb,
                doc.positions().count(), doc.vertices().count(), doc.triangles().count(), doc.hierarchy().count());
        report("model -> VIF 2.3 file (hierarchy built)", build, mb);
        report("read document (strict: every rule checked)",
                time(runs, warmups, () -> Vif.reader().readDocument(file)), mb);
        report("rules alone (VifRules.check)", time(runs, warmups, () -> VifRules.check(doc)), mb);
        report("write document", time(runs, warmups, () -> write(doc, copy)), mb);
        report("read model", time(runs, warmups, () -> Vif.reader().read(file)), mb);
        VifDocument held = Vif.reader().readDocument(file);
        long with = usedHeapAfterGc();
        held.hashCode();
        held = null;
        long without = usedHeapAfterGc();
        System.out.printf(Locale.ROOT, "vif retained heap of the read document: %.1f MB = %.2f x file size%n",
                (with - without) / 1e6, (with - without) / (double) bytes);
        System.out.println("copy identical: " + Arrays.equals(Files.readAllBytes(file), Files.readAllBytes(copy)));
    }

    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }

    private static void write(VifDocument doc, Path file) throws Exception {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            Vif.writer().writeDocument(doc, out);
        }
    }

    private static double[] time(int runs, int warmups, Step step) throws Exception {
        double[] seconds = new double[runs];
        for (int i = -warmups; i < runs; i++) {
            long t0 = System.nanoTime();
            step.run();
            if (i >= 0) {
                seconds[i] = (System.nanoTime() - t0) / 1e9;
            }
        }
        return seconds;
    }

    private static void report(String what, double[] seconds, double mb) {
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        double median = sorted[sorted.length / 2];
        System.out.printf(Locale.ROOT, "vif %s: median %.3f s = %.0f MB/s (runs %s)%n", what, median, mb / median,
                Arrays.toString(Arrays.stream(seconds).map(s -> Math.round(s * 1000) / 1000.0).toArray()));
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
