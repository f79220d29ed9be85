package io.meshport.engines.internal;

/**
 * One way a file breaks its format so that meshport's reader refuses it while an engine, which
 * checks less, may still load it: what {@link BreakVerdict} turns into a finding.
 */
public interface EngineBreak {
    /**
     * The part of the file, as a finding names it.
     *
     * @return e.g. {@code triangle 3}, {@code level 1}, {@code line 4}
     */
    String part();

    /**
     * What is wrong, in numbers.
     *
     * @return the detail a finding starts with
     */
    String detail();
}
