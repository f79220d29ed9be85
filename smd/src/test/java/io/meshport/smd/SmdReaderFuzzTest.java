package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6: any bytes give a document (which writes back to itself and whose model exports
 * again) or a {@link io.meshport.io.ModelFormatException}. A normal build replays the seeds under
 * {@code SmdReaderFuzzTestInputs/} (our own small files); run with {@code JAZZER_FUZZ=1} to fuzz.
 */
class SmdReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        SmdFuzzing.readOrFailCleanly(input);
    }

    /**
     * The hand-written seeds ({@code ref_*}, {@code anim_*}) are SMD files that read, so that the
     * fuzzer starts from inputs that reach the compiler and the exporter, not only the reader's errors.
     */
    @Test
    void theHandWrittenSeedsReadAsDocuments() throws IOException, URISyntaxException {
        Path seeds = Path.of(SmdReaderFuzzTest.class.getResource(
                "SmdReaderFuzzTestInputs/readerOnlyThrowsModelFormatException").toURI());
        List<Path> written;
        try (Stream<Path> files = Files.list(seeds)) {
            written = files.filter(p -> p.getFileName().toString().matches("(ref|anim)_.*")).sorted().toList();
        }
        assertTrue(written.size() >= 6, written.toString());
        for (Path seed : written) {
            Smd.reader().withDiagnostics(new Diagnostics()).readDocument(seed);
            SmdFuzzing.readOrFailCleanly(Files.readAllBytes(seed));
        }
    }
}
