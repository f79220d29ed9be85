package io.meshport.harness;

import java.util.List;

/**
 * Where generators draw their choices from: a seeded {@link java.util.SplittableRandom} in
 * property tests ({@link RandomSource}), or Jazzer's {@code FuzzedDataProvider} in fuzz targets
 * ({@code FuzzedDataSource} of meshport-harness-junit). Generators never use another source of randomness, so a seed (or a
 * fuzzer input) reproduces a case exactly.
 */
public interface Source {
    /** A number in {@code [min, max]} (both inclusive). */
    int nextInt(int min, int max);

    /** True or false. */
    boolean nextBoolean();

    /** A finite float in {@code [min, max]}. */
    float nextFloat(float min, float max);

    /** Any 64 bits. */
    long nextLong();

    /** {@code count} bytes. */
    byte[] nextBytes(int count);

    /** One of {@code options}, which must not be empty. */
    default <T> T pick(List<T> options) {
        return options.get(nextInt(0, options.size() - 1));
    }

    /** A string of {@code 0..maxLength} characters from {@code alphabet}. */
    default String nextString(int maxLength, String alphabet) {
        int n = nextInt(0, maxLength);
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            b.append(alphabet.charAt(nextInt(0, alphabet.length() - 1)));
        }
        return b.toString();
    }
}
