package io.meshport.bench;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Time per MB of one conversion at several input sizes, in one process, the sizes taking turns:
 * each round converts every input, a smaller one as many times as it takes to convert as many
 * MB as the largest. A machine that is slower for some seconds (other tenants of a VM) then
 * slows every size alike, where sizes measured one after the other (as {@link ConvertBenchmark}
 * does) each caught a different stretch of it: on a 2-vCPU VM that alone moved the 1x median by
 * 30% between runs.
 *
 * <p>Usage: {@code ScalingBenchmark FORMAT OUT_DIR ROUNDS WARMUP_ROUNDS IN...}; prints one line
 * per input: the median, quartiles and fastest time per MB of input.
 */
public final class ScalingBenchmark {
    private ScalingBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String format = args[0];
        Path outDir = Path.of(args[1]);
        int rounds = Integer.parseInt(args[2]);
        int warmups = Integer.parseInt(args[3]);
        int inputs = args.length - 4;
        Path[] in = new Path[inputs];
        double[] mb = new double[inputs];
        double largest = 0;
        for (int i = 0; i < inputs; i++) {
            in[i] = Path.of(args[4 + i]);
            mb[i] = Files.size(in[i]) / 1e6;
            largest = Math.max(largest, mb[i]);
        }
        int[] repeats = new int[inputs];
        double[][] msPerMb = new double[inputs][];
        for (int i = 0; i < inputs; i++) {
            repeats[i] = Math.max(1, (int) Math.round(largest / mb[i]));
            msPerMb[i] = new double[rounds * repeats[i]];
        }
        Path out = outDir.resolve("scaling-out." + format);
        for (int round = -warmups; round < rounds; round++) {
            for (int i = 0; i < inputs; i++) {
                for (int r = 0; r < repeats[i]; r++) {
                    long t0 = System.nanoTime();
                    ModelIO.write(ModelIO.read(in[i], Diagnostics.discarding()), out,
                            WriteOptions.DEFAULTS.withOverwrite(true).withFormat(format), Diagnostics.discarding());
                    if (round >= 0) {
                        msPerMb[i][round * repeats[i] + r] = (System.nanoTime() - t0) / 1e6 / mb[i];
                    }
                }
            }
        }
        for (int i = 0; i < inputs; i++) {
            double[] t = msPerMb[i];
            Arrays.sort(t);
            System.out.printf(Locale.ROOT,
                    "%s: %.1f MB, median %.2f ms per MB (quartiles %.2f-%.2f, fastest %.2f; %d conversions in %d rounds"
                            + " after %d)%n",
                    in[i], mb[i], median(t), t[t.length / 4], t[(3 * t.length) / 4], t[0], t.length, rounds, warmups);
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
