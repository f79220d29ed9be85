package io.meshport.fbx.internal.compile;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.fbx.Fbx;
import io.meshport.harness.ByteMutator;
import io.meshport.harness.RandomSource;
import io.meshport.io.ModelFormatException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6 for the whole read, bytes to model: any bytes give a model or a
 * {@link ModelFormatException}. A normal build replays the seeds under {@code FbxReadFuzzTestInputs/}
 * (hand-written scenes of {@link FbxSceneTest}) and a fixed-seed mutation round over the three
 * character fixtures and those scenes; run with {@code JAZZER_FUZZ=1} to fuzz.
 */
class FbxReadFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void readOnlyThrowsModelFormatException(byte[] input) {
        readsOrFailsCleanly(input);
    }

    static void readsOrFailsCleanly(byte[] input) {
        try {
            Fbx.reader().read(input, "fuzz.fbx");
        } catch (ModelFormatException expected) {
            // the one way to refuse
        }
    }

    @Test
    void theSeedsReadAsModels() throws Exception {
        Path seeds = Path.of(FbxReadFuzzTest.class.getResource("FbxReadFuzzTestInputs/readOnlyThrowsModelFormatException")
                .toURI());
        List<Path> files;
        try (Stream<Path> list = Files.list(seeds)) {
            files = list.sorted().toList();
        }
        assertTrue(files.size() >= 3, files.toString());
        for (Path seed : files) {
            Fbx.reader().read(seed); // each a valid file: the fuzzer starts past the errors
        }
    }

    /** Mutated files, a fixed seed each (printed on failure for replay), give a model or a ModelFormatException. */
    @Test
    void mutatedFilesFailCleanly() throws URISyntaxException {
        List<byte[]> bases = List.of(FbxCharacterTest.fixture("character-binary.fbx"),
                FbxCharacterTest.fixture("character-blender.fbx"), FbxCharacterTest.fixture("character-ascii.fbx"),
                FbxSceneTest.skinned(FbxSceneTest.flags(8), "0.75").getBytes(StandardCharsets.UTF_8),
                FbxSceneTest.quadModel("", FbxSceneTest.p("RotationPivot", 1, 2, 3)).getBytes(StandardCharsets.UTF_8));
        for (long seed = 1; seed <= 300; seed++) {
            RandomSource s = new RandomSource(seed);
            try {
                readsOrFailsCleanly(ByteMutator.mutate(bases.get((int) (seed % bases.size())), s, 4));
            } catch (RuntimeException | AssertionError | OutOfMemoryError e) {
                throw new AssertionError("mutation seed " + seed + " (RandomSource) breaks the read", e);
            }
        }
    }
}
