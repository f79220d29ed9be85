package io.meshport.harness;

/**
 * Runs a property over many seeded cases with a growing size, so the first failure found is a
 * small one, and reports the seed and size that reproduce it. Replay one case with
 * {@code -Dmeshport.seed=S -Dmeshport.size=N}; change the number of cases with
 * {@code -Dmeshport.tries=N}.
 */
public final class Property {
    private Property() {
    }

    /** One case of a property: choices from {@code source}, scaled by {@code size} (1 and up). */
    @FunctionalInterface
    public interface Case {
        void check(Source source, int size) throws Exception;
    }

    /**
     * Checks {@code property} on {@code tries} cases (sizes growing from 1 to {@code maxSize}).
     *
     * @throws AssertionError naming the property, seed and size of the first failing case
     */
    public static void forAll(String name, int tries, int maxSize, Case property) {
        Long fixedSeed = Long.getLong("meshport.seed");
        Integer fixedSize = Integer.getInteger("meshport.size");
        int n = Integer.getInteger("meshport.tries", tries);
        if (fixedSeed != null) {
            run(name, fixedSeed, fixedSize != null ? fixedSize : maxSize, property);
            return;
        }
        long base = System.nanoTime() ^ name.hashCode() * 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n; i++) {
            long seed = base + i * 0x9E3779B97F4A7C15L;
            int size = 1 + (int) ((long) i * maxSize / Math.max(1, n));
            run(name, seed, Math.min(maxSize, size), property);
        }
    }

    private static void run(String name, long seed, int size, Case property) {
        try {
            property.check(new RandomSource(seed), size);
        } catch (Throwable t) {
            String replay = "property '" + name + "' failed for seed " + seed + ", size " + size
                    + " (replay: -Dmeshport.seed=" + seed + " -Dmeshport.size=" + size + "): " + t;
            System.err.println(replay);
            AssertionError e = new AssertionError(replay, t);
            throw e;
        }
    }
}
