package io.meshport.engines;

import io.meshport.io.Severity;
import java.util.Objects;

/**
 * One rule of an engine's loader, as {@code docs/engines.md} lists it.
 *
 * @param id the rule's id in {@code docs/engines.md}, e.g. {@code D15}
 * @param severity {@link Severity#ERROR} when the engine refuses a file that breaks it (or
 *     crashes), {@link Severity#WARNING} when it loads the file but shows something else
 * @param summary what the rule asks, in a few words
 * @param source where the loader has it: {@code file:line@commit}
 */
public record EngineRule(String id, Severity severity, String summary, String source) {
    /**
     * Checks the rule is complete and is an error or a warning.
     *
     * @throws IllegalArgumentException when the severity is neither an error nor a warning
     * @throws NullPointerException when a component is null
     */
    public EngineRule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(source, "source");
        if (severity != Severity.ERROR && severity != Severity.WARNING) {
            throw new IllegalArgumentException("a rule is an error or a warning, not " + severity);
        }
    }

    /**
     * A finding of this rule.
     *
     * @param part the part of the file it is about: {@code joint 12 'hand'}, {@code mesh 0 'body'},
     *     {@code array 4 (blend weights)}, {@code level 2}, {@code file}
     * @param message what is wrong and what the engine does about it
     * @return the finding, with this rule's severity and source
     */
    public EngineFinding finding(String part, String message) {
        return new EngineFinding(severity, id, part, message, source);
    }
}
