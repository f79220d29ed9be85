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
 * <p>The ratio of each size to the largest is taken within each round (the round's mean time per
 * MB of that size over the largest's), and its median over the rounds is reported: the two halves
 * of a ratio are then seconds apart, where medians taken over the whole run compare a size's
 * fast conversions with another's slow ones. Rounds alternate the order of the sizes, so that a
 * machine slowing down within a round does not always land on the same size.
 *
 * <p>Every conversion writes a new output file, deleted before the clock starts: replacing a file
 * costs a fixed few milliseconds more on ext4, which belong to the file system, not to the
 * conversion, and which {@code bench/run.sh} measures on their own (IQM write over an existing
 * file).
 *
 * <p>Usage: {@code ScalingBenchmark FORMAT OUT_DIR ROUNDS WARMUP_ROUNDS IN...}; prints one line
 * per input: the median, quartiles and fastest time per MB of input, and the median and quartiles
 * of its per-round ratio to the largest input.
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
        int reference = 0; // the largest input
        for (int i = 0; i < inputs; i++) {
            in[i] = Path.of(args[4 + i]);
            mb[i] = Files.size(in[i]) / 1e6;
            if (mb[i] > mb[reference]) {
                reference = i;
            }
        }
        int[] repeats = new int[inputs];
        double[][] msPerMb = new double[inputs][];
        for (int i = 0; i < inputs; i++) {
            repeats[i] = Math.max(1, (int) Math.round(mb[reference] / mb[i]));
            msPerMb[i] = new double[rounds * repeats[i]];
        }
        Path out = outDir.resolve("scaling-out." + format);
        double[][] roundMean = new double[inputs][rounds];
        for (int round = -warmups; round < rounds; round++) {
            for (int turn = 0; turn < inputs; turn++) {
                // odd rounds take the sizes in reverse order
                int i = (round & 1) == 0 ? turn : inputs - 1 - turn;
                for (int r = 0; r < repeats[i]; r++) {
                    // Each conversion writes a new file, as `meshport convert` does unless told to
                    // replace one: on ext4 a rename over an existing file also starts writing the
                    // new one's blocks out (auto_da_alloc), a few ms however small the file.
                    Files.deleteIfExists(out);
                    long t0 = System.nanoTime();
                    ModelIO.write(ModelIO.read(in[i], Diagnostics.discarding()), out,
                            WriteOptions.DEFAULTS.withOverwrite(true).withFormat(format), Diagnostics.discarding());
                    if (round >= 0) {
                        double ms = (System.nanoTime() - t0) / 1e6 / mb[i];
                        msPerMb[i][round * repeats[i] + r] = ms;
                        roundMean[i][round] += ms / repeats[i];
                    }
                }
            }
        }
        for (int i = 0; i < inputs; i++) {
            double[] t = msPerMb[i];
            Arrays.sort(t);
            double[] ratio = new double[rounds];
            for (int round = 0; round < rounds; round++) {
                ratio[round] = roundMean[i][round] / roundMean[reference][round];
            }
            Arrays.sort(ratio);
            System.out.printf(Locale.ROOT,
                    "%s: %.1f MB, median %.2f ms per MB (quartiles %.2f-%.2f, fastest %.2f; %d conversions in %d rounds"
                            + " after %d); per round to the largest: median %.3f (quartiles %.3f-%.3f)%n",
                    in[i], mb[i], median(t), t[t.length / 4], t[(3 * t.length) / 4], t[0], t.length, rounds, warmups,
                    median(ratio), ratio[rounds / 4], ratio[(3 * rounds) / 4]);
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
