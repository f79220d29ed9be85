package io.meshport.engines.internal;

import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import java.util.Optional;

/**
 * What one engine does with one {@link EngineBreak}: a finding of one of its rules, nothing (it
 * loads the file as if the break were repaired), or not known (its loader's handling was not
 * read, so no verdict is given for the file).
 *
 * @param known whether the engine's handling is known
 * @param finding the finding, or null when the engine does not notice the break
 */
public record BreakVerdict(boolean known, EngineFinding finding) {
    private static final BreakVerdict LOADS = new BreakVerdict(true, null);
    private static final BreakVerdict UNKNOWN = new BreakVerdict(false, null);

    /**
     * The engine does not notice the break; it loads the file as repaired.
     *
     * @return the verdict
     */
    public static BreakVerdict loads() {
        return LOADS;
    }

    /**
     * The engine's handling of the break is not known.
     *
     * @return the verdict
     */
    public static BreakVerdict unknown() {
        return UNKNOWN;
    }

    /**
     * A finding of {@code rule} about the break: its part, its detail, then {@code what} the engine does.
     *
     * @param rule the rule the break falls under
     * @param b the break
     * @param what what the engine does with it
     * @return the verdict
     */
    public static BreakVerdict of(EngineRule rule, EngineBreak b, String what) {
        return new BreakVerdict(true, rule.finding(b.part(), b.detail() + ": " + what));
    }

    /**
     * The finding, if the engine notices the break.
     *
     * @return the finding, or empty
     */
    public Optional<EngineFinding> asFinding() {
        return Optional.ofNullable(finding);
    }
}
