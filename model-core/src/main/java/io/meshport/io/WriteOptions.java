package io.meshport.io;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How to write: the target format (null = from the file extension), whether an existing file
 * may be replaced, and format-specific settings by name.
 */
public record WriteOptions(String format, boolean overwrite, Map<String, String> settings) {
    public static final WriteOptions DEFAULTS = new WriteOptions(null, false, Map.of());

    public WriteOptions {
        settings = Map.copyOf(Objects.requireNonNull(settings, "settings"));
    }

    public WriteOptions withFormat(String newFormat) {
        return new WriteOptions(newFormat, overwrite, settings);
    }

    public WriteOptions withOverwrite(boolean newOverwrite) {
        return new WriteOptions(format, newOverwrite, settings);
    }

    public Optional<String> setting(String name) {
        return Optional.ofNullable(settings.get(name));
    }
}
