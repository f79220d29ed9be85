package io.meshport.engines;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /**
     * What the engine makes of a file of {@link #format()} that meshport's reader refuses as broken:
     * engines check less than the reader, so some load such a file (showing something else, or
     * reading outside their buffers) and some refuse it for a reason of their own. The findings
     * name the rules of {@link #rules()} the break falls under.
     *
     * @param sourceName the file's name in messages
     * @param bytes the whole file, from its position to its limit (not changed)
     * @return the broken rules as for {@link #check} (empty: the engine loads it as it is), or empty
     *     when the profile cannot tell what the engine does with this file (the default)
     */
    default Optional<List<EngineFinding>> checkRefused(String sourceName, ByteBuffer bytes) {
        return Optional.empty();
    }

    /**
     * {@code model} changed where the engine's rules ask and a converter can (the "converter" column
     * of {@code docs/engines.md}: empty meshes left out, arrays in the layouts the engine takes,
     * weights added where it requires them, meshes split at its index limits), each change
     * reported to {@code changes} as a conversion. What cannot be changed is left for {@link #check}
     * to find in the written file. By default the model itself.
     *
     * @param model the model about to be written as {@link #format()}
     * @param changes where each change is reported
     * @return the model the engine loads, as far as a converter can make it
     * @throws ModelFormatException when the model is one the engine can never load and no change
     *     makes it one (an animation-only file for an engine that takes animations only with their
     *     mesh), said in the engine's words
     */
    default Model fitted(Model model, Diagnostics changes) throws ModelFormatException {
        return model;
    }

    /**
     * The settings of {@link #format()}'s writer a file for this engine needs (by name, e.g.
     * {@code pie.version} 3 for a loader that reads PIE 2 and 3), for {@code model} as
     * {@link #fitted} gave it; a setting the user gave is kept. By default none.
     *
     * @param model the fitted model
     * @return settings by name
     */
    default Map<String, String> writeSettings(Model model) {
        return Map.of();
    }

    /**
     * The files the engine reads beside a file of {@code model} called {@code fileName} (a name, no
     * folder): DarkPlaces' {@code fileName.framegroups}, Tesseract's {@code iqm.cfg}; by name beside
     * the file, their bytes. By default none.
     *
     * @param model the fitted model as it is written
     * @param fileName the written file's name
     * @return the side files by name, in the order they are written
     */
    default Map<String, byte[]> sideFiles(Model model, String fileName) {
        return Map.of();
    }
}
