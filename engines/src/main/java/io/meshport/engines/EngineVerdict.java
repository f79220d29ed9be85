package io.meshport.engines;

import java.util.List;
import java.util.Optional;

/**
 * What one engine makes of one file.
 *
 * @param engine the profile's name
 * @param findings the broken rules; copied
 */
public record EngineVerdict(String engine, List<EngineFinding> findings) {
    /** Copies the findings. */
    public EngineVerdict {
        findings = List.copyOf(findings);
    }

    /**
     * Whether the engine loads the file (possibly showing something else).
     *
     * @return true when no finding is an error
     */
    public boolean loads() {
        return findings.stream().noneMatch(EngineFinding::isError);
    }

    /**
     * The first reason the engine refuses the file.
     *
     * @return the first error, or empty when it loads the file
     */
    public Optional<EngineFinding> firstError() {
        return findings.stream().filter(EngineFinding::isError).findFirst();
    }
}
