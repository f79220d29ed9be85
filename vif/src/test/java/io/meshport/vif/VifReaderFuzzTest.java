package io.meshport.vif;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/**
 * DESIGN §6 law 6: any bytes give a document (which writes back to itself and whose model exports
 * to documents that keep VIF's rules) or a {@link io.meshport.io.ModelFormatException}; read
 * leniently, any bytes give a document, perhaps one that breaks the rules, whose model and export
 * throw nothing else. One target for both, so that one fuzzing run and one corpus serve both. A
 * normal build replays the seeds under {@code VifReaderFuzzTestInputs/} (our own small files, of
 * every version, one breaking the rules); run with {@code JAZZER_FUZZ=1} to fuzz.
 */
class VifReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        VifFuzzing.readOrFailCleanly(input);
        VifFuzzing.readLenientlyOrFailCleanly(input);
    }
}
