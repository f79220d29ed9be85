package io.meshport.iqm;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Law 6 by coverage-guided fuzzing. In a normal build this replays the seeds in
 * {@code src/test/resources/io/meshport/iqm/IqmReaderFuzzTestInputs/readerOnlyThrowsModelFormatException/}
 * (small valid files of every kind, written by {@link IqmFuzzSeeds}); with {@code JAZZER_FUZZ=1}
 * it fuzzes from them. Only {@link io.meshport.io.ModelFormatException} may escape the reader;
 * whatever it accepts must write back, map to the model and back (see {@link IqmRobustness}).
 */
class IqmReaderFuzzTest {
    @FuzzTest(maxDuration = "5m")
    void readerOnlyThrowsModelFormatException(byte[] data) {
        IqmRobustness.readOrReject(data);
    }
}
