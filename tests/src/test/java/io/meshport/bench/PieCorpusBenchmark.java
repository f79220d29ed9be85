package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Reading and rewriting the whole PIE corpus in one process, warm: the files' bytes are loaded
 * first, then each pass reads every file as a document and writes it back to memory (the
 * same-format path), and reads every file as a model and writes it back as PIE 3 (the conversion
 * path). Not a test: run by {@code bench/run.sh}. Prints the median pass of {@code runs} after
 * {@code warmups}.
 *
 * <p>Usage: {@code PieCorpusBenchmark CORPUS_DIR RUNS WARMUPS}.
 */
public final class PieCorpusBenchmark {
    private PieCorpusBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int runs = Integer.parseInt(args[1]);
        int warmups = Integer.parseInt(args[2]);
        List<byte[]> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.filter(f -> f.toString().endsWith(".pie")).sorted()::iterator) {
                files.add(Files.readAllBytes(p));
            }
        }
        long bytes = files.stream().mapToLong(b -> b.length).sum();
        double[] documents = new double[runs];
        double[] models = new double[runs];
        for (int i = -warmups; i < runs; i++) {
            long t0 = System.nanoTime();
            for (byte[] f : files) {
                PieDocument doc = Pie.reader().readDocument(new ByteArrayInputStream(f), "bench.pie");
                Pie.writer().writeDocument(doc, new ByteArrayOutputStream(f.length));
            }
            long t1 = System.nanoTime();
            for (byte[] f : files) {
                Model m = Pie.reader().read(new ByteArrayInputStream(f), "bench.pie");
                Pie.writer().write(m, new ByteArrayOutputStream(f.length));
            }
            long t2 = System.nanoTime();
            if (i >= 0) {
                documents[i] = (t1 - t0) / 1e9;
                models[i] = (t2 - t1) / 1e9;
            }
        }
        System.out.printf(Locale.ROOT, "pie corpus: %d files, %.2f MB%n", files.size(), bytes / 1e6);
        System.out.printf(Locale.ROOT, "pie corpus read + rewrite as documents: median %.3f s (runs after %d warm-ups: %s)%n",
                median(documents), warmups, Arrays.toString(round(documents)));
        System.out.printf(Locale.ROOT, "pie corpus read as models + write as PIE 3: median %.3f s (runs: %s)%n",
                median(models), Arrays.toString(round(models)));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double[] round(double[] values) {
        return Arrays.stream(values).map(v -> Math.round(v * 1000) / 1000.0).toArray();
    }
}
