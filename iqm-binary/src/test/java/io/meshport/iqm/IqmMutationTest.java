package io.meshport.iqm;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Property;
import io.meshport.harness.Source;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Law 6 by mutation: every corpus file (and the hand-built ones), bit flips, overwritten fields,
 * random bytes and truncations, with the IQM header in mind, and the harness's generic
 * {@link ByteMutator}. Each mutant either reads (and then behaves, see {@link IqmRobustness}) or
 * is rejected with a {@link io.meshport.io.ModelFormatException}. The mutants of a file are a
 * {@link Property}: the same in every run; a failure prints the seed and size that replay it.
 */
class IqmMutationTest {
    private static final int MUTANTS = 60;

    static Stream<Path> files() {
        return IqmCorpus.files().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void corpusMutantsReadOrAreRejected(Path path) throws IOException {
        mutate(Files.readAllBytes(path), IqmCorpus.name(path));
    }

    @Test
    void handBuiltMutantsReadOrAreRejected() {
        mutate(IqmTestModels.everySectionBytes(), "every-section");
        mutate(IqmVersion1Files.twoJointsThreeFrames(), "v1");
    }

    private static void mutate(byte[] original, String name) {
        Property.forAll("iqm: mutants of " + name + " read or are rejected", MUTANTS, 3,
                (s, size) -> IqmRobustness.readOrReject(mutant(original, s, size)));
    }

    /** 1 to {@code maxEdits} edits; one in seven is the harness's, the others know the IQM layout. */
    static byte[] mutant(byte[] original, Source r, int maxEdits) {
        byte[] b = original.clone();
        int edits = r.nextInt(1, maxEdits);
        for (int e = 0; e < edits && b.length > 0; e++) {
            ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
            switch (r.nextInt(0, 6)) {
                case 0: { // flip one bit
                    int at = r.nextInt(0, b.length - 1);
                    b[at] ^= (byte) (1 << r.nextInt(0, 7));
                    break;
                }
                case 1: // a header field
                case 2: { // or any aligned word: counts, offsets, indices, masks
                    int words = b.length / 4;
                    int word = r.nextInt(0, 2) == 0 || words <= 31 ? 4 + r.nextInt(0, 26) : r.nextInt(0, words - 1);
                    if (word * 4 + 4 <= b.length) {
                        buf.putInt(word * 4, interesting(r, b.length, buf.getInt(word * 4)));
                    }
                    break;
                }
                case 3: { // random bytes over a short range
                    int at = r.nextInt(0, b.length - 1);
                    int n = Math.min(b.length - at, r.nextInt(1, 16));
                    System.arraycopy(r.nextBytes(n), 0, b, at, n);
                    break;
                }
                case 4: { // truncate, keeping the header's filesize honest half the time
                    int length = r.nextInt(0, b.length);
                    b = Arrays.copyOf(b, length);
                    if (length >= 24 && r.nextBoolean()) {
                        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(20, length);
                    }
                    break;
                }
                case 5: { // a nearby value: off-by-one errors in counts and offsets
                    int words = b.length / 4;
                    if (words > 0) {
                        int at = 4 * (r.nextBoolean() && words > 31 ? 4 + r.nextInt(0, 26) : r.nextInt(0, words - 1));
                        buf.putInt(at, buf.getInt(at) + r.nextInt(-4, 4));
                    }
                    break;
                }
                default: // generic damage: duplicated and deleted ranges, boundary values
                    b = ByteMutator.mutate(b, r, 1);
                    break;
            }
        }
        return b;
    }

    private static int interesting(Source r, int length, int old) {
        switch (r.nextInt(0, 9)) {
            case 0: return 0;
            case 1: return -1;
            case 2: return Integer.MAX_VALUE;
            case 3: return Integer.MIN_VALUE;
            case 4: return length;
            case 5: return length - 1 - r.nextInt(0, 15);
            case 6: return old * 2;
            case 7: return old + 1;
            case 8: return 1 << r.nextInt(0, 30);
            default: return r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
    }
}
