package io.meshport.pie;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/**
 * DESIGN §6 law 6: any bytes give a document (which writes back to itself and whose model
 * exports to the same document) or a {@link io.meshport.io.ModelFormatException}. A normal build
 * replays the seeds under {@code PieReaderFuzzTestInputs/} (our own files: the game's are GPL
 * and stay outside the repository; {@link PieCorpusMutationTest} mutates those); run with
 * {@code JAZZER_FUZZ=1} to fuzz.
 */
class PieReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        PieFuzzing.readOrFailCleanly(input);
    }
}
