package io.meshport.md5;

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
 * {@code Md5ReaderFuzzTestInputs/} (our own small files: the corpus's are CC-BY-SA and stay outside
 * the repository); run with {@code JAZZER_FUZZ=1} to fuzz.
 */
class Md5ReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        Md5Fuzzing.readOrFailCleanly(input);
    }

    /**
     * The hand-written seeds ({@code mesh_*}, {@code anim_*}) are MD5 files that read, so that the
     * fuzzer starts from inputs that reach the compiler and the exporter, not only the reader's errors.
     */
    @Test
    void theHandWrittenSeedsReadAsDocuments() throws IOException, URISyntaxException {
        Path seeds = Path.of(Md5ReaderFuzzTest.class.getResource(
                "Md5ReaderFuzzTestInputs/readerOnlyThrowsModelFormatException").toURI());
        List<Path> written;
        try (Stream<Path> files = Files.list(seeds)) {
            written = files.filter(p -> p.getFileName().toString().matches("(mesh|anim)_.*")).sorted().toList();
        }
        assertTrue(written.size() >= 8, written.toString());
        for (Path seed : written) {
            Md5.reader().withDiagnostics(new Diagnostics()).readDocument(seed);
        }
    }
}
