package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Law 6 by mutation: every corpus file (and the hand-built ones), bit flips, overwritten fields,
 * random bytes and truncations, seeded. Each mutant either reads (and then behaves, see
 * {@link IqmRobustness}) or is rejected with a {@link io.meshport.io.ModelFormatException}.
 * A failure prints the seed; {@code -Dmeshport.seed=<seed>} replays it,
 * {@code -Dmeshport.mutations=<n>} sets the mutants per file.
 */
class IqmMutationTest {
    private static final long SEED = Long.getLong("meshport.seed", 0x1C0FFEEL);
    private static final int MUTANTS = Integer.getInteger("meshport.mutations", 60);

    static Stream<Path> files() {
        return Corpus.iqmFiles().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void corpusMutantsReadOrAreRejected(Path path) throws IOException {
        mutate(Files.readAllBytes(path), Corpus.name(path));
    }

    @Test
    void handBuiltMutantsReadOrAreRejected() {
        mutate(IqmTestModels.everySectionBytes(), "every-section");
        mutate(IqmVersion1Files.twoJointsThreeFrames(), "v1");
    }

    private static void mutate(byte[] original, String name) {
        long fileSeed = SEED ^ name.hashCode();
        SplittableRandom random = new SplittableRandom(fileSeed);
        int accepted = 0;
        for (int i = 0; i < MUTANTS; i++) {
            long caseSeed = random.nextLong();
            byte[] mutant = mutant(original, new SplittableRandom(caseSeed));
            try {
                accepted += IqmRobustness.readOrReject(mutant) ? 1 : 0;
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError(name + " mutant " + i + " failed; replay with -Dmeshport.seed=" + SEED
                        + " (case seed " + caseSeed + ", " + mutant.length + " bytes)", e);
            }
        }
        assertTrue(accepted <= MUTANTS);
    }

    static byte[] mutant(byte[] original, SplittableRandom r) {
        byte[] b = original.clone();
        int edits = 1 + r.nextInt(3);
        for (int e = 0; e < edits && b.length > 0; e++) {
            ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
            switch (r.nextInt(6)) {
                case 0: { // flip one bit
                    int at = r.nextInt(b.length);
                    b[at] ^= (byte) (1 << r.nextInt(8));
                    break;
                }
                case 1: // a header field
                case 2: { // or any aligned word: counts, offsets, indices, masks
                    int words = b.length / 4;
                    int word = r.nextInt(3) == 0 || words <= 31 ? 4 + r.nextInt(27) : r.nextInt(words);
                    if (word * 4 + 4 <= b.length) {
                        buf.putInt(word * 4, interesting(r, b.length, buf.getInt(word * 4)));
                    }
                    break;
                }
                case 3: { // random bytes over a short range
                    int at = r.nextInt(b.length);
                    int n = Math.min(b.length - at, 1 + r.nextInt(16));
                    for (int k = 0; k < n; k++) {
                        b[at + k] = (byte) r.nextInt(256);
                    }
                    break;
                }
                case 4: { // truncate, keeping the header's filesize honest half the time
                    int length = r.nextInt(b.length + 1);
                    b = Arrays.copyOf(b, length);
                    if (length >= 24 && r.nextBoolean()) {
                        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(20, length);
                    }
                    break;
                }
                default: { // a nearby value: off-by-one errors in counts and offsets
                    int words = b.length / 4;
                    if (words > 0) {
                        int at = 4 * (r.nextInt(2) == 0 && words > 31 ? 4 + r.nextInt(27) : r.nextInt(words));
                        buf.putInt(at, buf.getInt(at) + r.nextInt(9) - 4);
                    }
                    break;
                }
            }
        }
        return b;
    }

    private static int interesting(SplittableRandom r, int length, int old) {
        switch (r.nextInt(10)) {
            case 0: return 0;
            case 1: return -1;
            case 2: return Integer.MAX_VALUE;
            case 3: return Integer.MIN_VALUE;
            case 4: return length;
            case 5: return length - 1 - r.nextInt(16);
            case 6: return old * 2;
            case 7: return old + 1;
            case 8: return 1 << r.nextInt(31);
            default: return r.nextInt();
        }
    }
}
