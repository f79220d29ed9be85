package io.meshport.engines;

import io.meshport.io.Diagnostic;
import io.meshport.io.Severity;
import java.util.Objects;

/**
 * A rule of an engine that a file breaks.
 *
 * @param severity {@link Severity#ERROR}: the engine refuses the file or crashes on it;
 *     {@link Severity#WARNING}: it loads the file but shows something else
 * @param rule the rule's id in {@code docs/engines.md}, e.g. {@code D15}
 * @param part the part of the file: {@code joint 12 'hand'}, {@code mesh 0 'body'}, {@code level 2},
 *     {@code array 4 (blend weights)}, {@code frame 3}, {@code file}
 * @param message what is wrong and what the engine does
 * @param source the loader's source of the rule: {@code file:line@commit}
 */
public record EngineFinding(Severity severity, String rule, String part, String message, String source) {
    /**
     * Checks every component is given.
     *
     * @throws NullPointerException when a component is null
     */
    public EngineFinding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(part, "part");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(source, "source");
    }

    /**
     * Whether the engine refuses the file (or crashes) for this finding.
     *
     * @return true for an error
     */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * The finding as a diagnostic about {@code sourceName}, for the validate report:
     * {@code daemon D15 joint 1 'arm': ... (tr_model_iqm.cpp:640-644@b276137)}.
     *
     * @param sourceName the file's name in messages
     * @param engine the profile's name
     * @return a diagnostic at no position, with this finding's severity
     */
    public Diagnostic toDiagnostic(String sourceName, String engine) {
        return new Diagnostic(severity, sourceName, 0, 0, -1, null,
                engine + " " + rule + " " + part + ": " + message + " (" + source + ")");
    }
}
