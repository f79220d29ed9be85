package io.meshport.fbx.internal.read;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.ByteMutator;
import io.meshport.harness.RandomSource;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6 for the tree readers: any bytes give a tree (which our encoder writes back to the
 * same tree) or a {@link ModelFormatException}. A normal build replays the seeds under
 * {@code FbxTreeReaderFuzzTestInputs/} (small files our encoder and hand wrote: see
 * src/test/resources/README.md) and a fixed-seed mutation round over the fixtures; run with
 * {@code JAZZER_FUZZ=1} to fuzz.
 */
class FbxTreeReaderFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void binaryReaderOnlyThrowsModelFormatException(byte[] input) throws IOException {
        FbxFuzzing.binaryReadsOrFailsCleanly(input);
    }

    @FuzzTest(maxDuration = "30s")
    void asciiReaderOnlyThrowsModelFormatException(byte[] input) throws IOException {
        FbxFuzzing.asciiReadsOrFailsCleanly(input);
    }

    @Test
    void theSeedsReadAsTrees() throws IOException, URISyntaxException {
        for (String target : List.of("binaryReaderOnlyThrowsModelFormatException", "asciiReaderOnlyThrowsModelFormatException")) {
            Path seeds = Path.of(FbxTreeReaderFuzzTest.class.getResource("FbxTreeReaderFuzzTestInputs/" + target).toURI());
            List<Path> files;
            try (Stream<Path> list = Files.list(seeds)) {
                files = list.sorted().toList();
            }
            assertTrue(files.size() >= 4, files.toString());
            for (Path seed : files) {
                new FbxTreeReader().read(seed); // each seed is a valid file: the fuzzer starts past the errors
            }
        }
    }

    /** Mutated fixtures, a fixed seed each (printed for replay), only ever give a tree or a ModelFormatException. */
    @Test
    void mutatedFixturesFailCleanly() throws Exception {
        byte[] binary = FbxTestTrees.fixture("character-binary.fbx");
        byte[] ascii = FbxTestTrees.fixture("character-ascii.fbx");
        byte[] small = FbxBinaryEncoder.encode(FbxBinaryTreeReaderTest.everyType());
        byte[] smallDeflated = new FbxBinaryEncoder(7500, true, true).file(FbxBinaryTreeReaderTest.everyType());
        byte[] text = FbxAsciiTreeReaderTest.FILE.getBytes(StandardCharsets.UTF_8);
        for (long seed = 1; seed <= 300; seed++) {
            RandomSource s = new RandomSource(seed);
            try {
                FbxFuzzing.binaryReadsOrFailsCleanly(ByteMutator.mutate(seed % 3 == 0 ? binary
                        : seed % 3 == 1 ? small : smallDeflated, s, 4));
                FbxFuzzing.asciiReadsOrFailsCleanly(ByteMutator.mutate(seed % 2 == 0 ? ascii : text, s, 4));
            } catch (ModelFormatException notExpected) {
                throw new AssertionError("seed " + seed + ": the readers' errors are caught in FbxFuzzing", notExpected);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("mutation seed " + seed + " (RandomSource) breaks a reader", e);
            }
        }
    }
}
