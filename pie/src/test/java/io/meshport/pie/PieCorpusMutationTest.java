package io.meshport.pie;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Property;
import io.meshport.harness.TextMutator;
import io.meshport.harness.junit.Corpus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6 on the game's files: every corpus file mutated (PIE lines and words swapped,
 * dropped, repeated, replaced with junk, then bytes) reads as a document and a model and writes
 * back, or fails with a positioned {@link io.meshport.io.ModelFormatException}: never anything
 * else. A failure prints the seed and size that replay it.
 */
class PieCorpusMutationTest {
    private static final int FILES = 60;
    private static final int MUTANTS_PER_FILE = 8;

    @Test
    void mutatedGameFilesReadOrFailCleanly() throws Exception {
        List<Path> files = Corpus.files("pie", ".pie");
        // an even spread over the corpus keeps the run short; -Dmeshport.explore=true varies the seeds
        for (int i = 0; i < files.size(); i += Math.max(1, files.size() / FILES)) {
            Path file = files.get(i);
            byte[] original = Files.readAllBytes(file);
            Property.forAll("pie: mutants of " + Corpus.name(file) + " read or fail with ModelFormatException",
                    MUTANTS_PER_FILE, 8, (s, size) -> {
                        byte[] mutant = TextMutator.mutate(original, s, size);
                        if (s.nextInt(0, 2) == 0) {
                            mutant = ByteMutator.mutate(mutant, s, size);
                        }
                        PieFuzzing.readOrFailCleanly(mutant);
                    });
        }
    }
}
