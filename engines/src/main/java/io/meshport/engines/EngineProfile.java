package io.meshport.engines;

import java.util.List;

/**
 * One engine's loader rules for one format: which files the engine refuses or crashes on, and
 * which it loads but shows differently. Found by {@link Engines} as a service: a module adds an
 * engine with {@code provides io.meshport.engines.EngineProfile with ...} (or a line in
 * {@code META-INF/services/io.meshport.engines.EngineProfile} on the class path).
 */
public interface EngineProfile {
    /**
     * The name {@code --target} takes.
     *
     * @return a lower-case name such as {@code daemon} or {@code wz2100-4.4}
     */
    String name();

    /**
     * The engine as a person knows it.
     *
     * @return e.g. {@code Daemon (Unvanquished)}
     */
    String title();

    /**
     * The format whose files the engine loads with these rules.
     *
     * @return the {@link io.meshport.io.ModelFormat#name()} of that format, e.g. {@code iqm}
     */
    String format();

    /**
     * The rules this profile checks, in the order of {@code docs/engines.md}.
     *
     * @return every rule a finding of {@link #check} may name
     */
    List<EngineRule> rules();

    /**
     * Checks a file of {@link #format()} against the engine's rules.
     *
     * @param file the file, read as its format
     * @return the broken rules, in file order per rule; empty when the engine loads the file as it is
     * @throws IllegalArgumentException when the file is not of this profile's format
     */
    List<EngineFinding> check(CheckedFile file);
}
