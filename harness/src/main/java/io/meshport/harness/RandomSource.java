package io.meshport.harness;

import java.util.SplittableRandom;

/** A {@link Source} over a seeded {@link SplittableRandom}: the same seed gives the same choices. */
public final class RandomSource implements Source {
    private final SplittableRandom random;
    private final long seed;

    /** Choices from {@code seed}: the same seed, the same choices, on any JVM. */
    public RandomSource(long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
    }

    /** The seed this source was made from, to replay it. */
    public long seed() {
        return seed;
    }

    @Override
    public int nextInt(int min, int max) {
        if (min > max) {
            throw new IllegalArgumentException(min + " > " + max);
        }
        return max == Integer.MAX_VALUE ? (int) random.nextLong(min, (long) max + 1) : random.nextInt(min, max + 1);
    }

    @Override
    public boolean nextBoolean() {
        return random.nextBoolean();
    }

    @Override
    public float nextFloat(float min, float max) {
        if (min == max) {
            return min;
        }
        float f = (float) random.nextDouble(min, max);
        return Math.min(max, Math.max(min, f));
    }

    @Override
    public long nextLong() {
        return random.nextLong();
    }

    @Override
    public byte[] nextBytes(int count) {
        byte[] b = new byte[count];
        random.nextBytes(b);
        return b;
    }
}
