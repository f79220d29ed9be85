package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.iqe.Iqe;
import io.meshport.iqe.IqeDocument;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * How IQE compile time grows with the number of meshes: a file of many one-triangle meshes, at
 * {@code n} and {@code 2n} meshes. Linear work gives a ratio near 2, quadratic near 4. Not a
 * test (timings depend on the machine); run by {@code bench/run.sh}.
 *
 * <p>Usage: {@code IqeCompileScaling [MESHES]} (default 20000).
 */
public final class IqeCompileScaling {
    private IqeCompileScaling() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        IqeDocument small = document(n);
        IqeDocument large = document(2 * n);
        for (int warmup = 0; warmup < 3; warmup++) {
            Iqe.reader().toModel(small, "warmup.iqe");
        }
        double once = bestOfThree(small);
        double twice = bestOfThree(large);
        System.out.printf(Locale.ROOT, "iqe compile: %d meshes %.3f s, %d meshes %.3f s, ratio %.2f (linear: 2)%n", n,
                once, 2 * n, twice, twice / once);
    }

    private static double bestOfThree(IqeDocument doc) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            Iqe.reader().toModel(doc, "scaling.iqe");
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        return best;
    }

    private static IqeDocument document(int meshes) throws Exception {
        StringBuilder text = new StringBuilder("# Inter-Quake Export\n");
        for (int m = 0; m < meshes; m++) {
            text.append("mesh m").append(m).append('\n');
            text.append("vp 0 0 ").append(m).append('\n');
            text.append("vp 1 0 ").append(m).append('\n');
            text.append("vp 0 1 ").append(m).append('\n');
            text.append("fm 0 2 1\n");
        }
        return Iqe.reader().readDocument(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)), "scaling.iqe");
    }
}
