package io.meshport.harness;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Runs a property over many seeded cases with a growing size, so the first failure found is a
 * small one, and reports the seed and size that reproduce it.
 *
 * <p>The cases are the same in every run: the base seed is derived from the property's name, so
 * a green build stays green and a red one is red again on any machine. System properties:
 * <ul>
 *   <li>{@code -Dmeshport.seed=S -Dmeshport.size=N}: run only the case with seed S at size N
 *       (the maximum size when N is not given), as a failure prints it;
 *   <li>{@code -Dmeshport.explore=true}: draw a new base seed, printed before the cases run, to
 *       find failures the fixed cases miss;
 *   <li>{@code -Dmeshport.tries=N}: run N cases instead of the property's own number.
 * </ul>
 */
public final class Property {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Property() {
    }

    /** One case of a property: choices from {@code source}, scaled by {@code size} (1 and up). */
    @FunctionalInterface
    public interface Case {
        /** Checks one case; an exception or failed assertion fails the property with the case's seed and size. */
        void check(Source source, int size) throws Exception;
    }

    /**
     * Checks {@code property} on {@code tries} cases (sizes growing from 1 to {@code maxSize}).
     *
     * @param name what the property says; it also fixes the cases, so two properties with the
     *     same name run the same seeds
     * @throws AssertionError naming the property, seed and size of the first failing case
     */
    public static void forAll(String name, int tries, int maxSize, Case property) {
        Long replaySeed = Long.getLong("meshport.seed");
        if (replaySeed != null) {
            run(name, replaySeed, Integer.getInteger("meshport.size", maxSize), property);
            return;
        }
        int n = Integer.getInteger("meshport.tries", tries);
        long base = baseSeed(name);
        for (int i = 0; i < n; i++) {
            long seed = base + i * GOLDEN_GAMMA;
            int size = 1 + (int) ((long) i * maxSize / Math.max(1, n));
            run(name, seed, Math.min(maxSize, size), property);
        }
    }

    /** The fixed base seed of a property, or with {@code meshport.explore} a new one, printed. */
    static long baseSeed(String name) {
        if (!Boolean.getBoolean("meshport.explore")) {
            return fixedSeed(name);
        }
        long base = new SplittableRandom().nextLong();
        System.err.println("property '" + name + "': exploring from base seed " + base);
        return base;
    }

    /**
     * FNV-1a over the name's UTF-8 bytes: unlike {@link Object#hashCode()} in general it is
     * specified here, so the seed cannot change with the JVM; 64 bits keep names apart.
     */
    static long fixedSeed(String name) {
        long h = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return h;
    }

    /**
     * Whether {@code t} is a test framework's "skip this test" (JUnit's and TestNG's assumptions
     * throw opentest4j's {@code TestAbortedException}, or a subclass): known by name, so that the
     * kit runs with no test framework on its classpath (a format implementer's own runner, the
     * command's conformance suite).
     */
    static boolean aborted(Throwable t) {
        for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals("org.opentest4j.TestAbortedException")) {
                return true;
            }
        }
        return false;
    }

    private static void run(String name, long seed, int size, Case property) {
        try {
            property.check(new RandomSource(seed), size);
        } catch (Throwable t) {
            if (aborted(t)) {
                // an assumption a case could not meet (a missing corpus, say) skips the test, as in JUnit
                throw (RuntimeException) t;
            }
            String replay = "property '" + name + "' failed for seed " + seed + ", size " + size
                    + " (replay: -Dmeshport.seed=" + seed + " -Dmeshport.size=" + size + "): " + t;
            System.err.println(replay);
            throw new AssertionError(replay, t);
        }
    }
}
