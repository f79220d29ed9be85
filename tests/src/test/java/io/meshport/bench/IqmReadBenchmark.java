package io.meshport.bench;

import io.meshport.iqm.Iqm;
import java.nio.file.Path;

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
        ReadBenchmark.run("IQM read", Path.of(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                file -> Iqm.reader().read(file));
    }
}
