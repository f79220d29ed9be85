package io.meshport.io;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How {@link ModelIO} writes a file: the target format (null = from the file extension), whether
 * an existing file may be replaced, and settings only one format knows, by name (prefixed with
 * the format's name, e.g. {@code pie.version}; a writer ignores the others). Every write to a path
 * is atomic ({@link AtomicFiles}); the library replaces an existing file ({@link #DEFAULTS}), the
 * command line only with {@code --force}.
 */
public record WriteOptions(String format, boolean overwrite, Map<String, String> formatSettings) {
    /** Format from the extension; an existing file is replaced. */
    public static final WriteOptions DEFAULTS = new WriteOptions(null, true, Map.of());

    public WriteOptions {
        formatSettings = Map.copyOf(Objects.requireNonNull(formatSettings, "formatSettings"));
    }

    public WriteOptions(String format, boolean overwrite) {
        this(format, overwrite, Map.of());
    }

    public WriteOptions withFormat(String newFormat) {
        return new WriteOptions(newFormat, overwrite, formatSettings);
    }

    public WriteOptions withOverwrite(boolean newOverwrite) {
        return new WriteOptions(format, newOverwrite, formatSettings);
    }

    public WriteOptions withSetting(String name, String value) {
        HashMap<String, String> settings = new HashMap<>(formatSettings);
        settings.put(name, value);
        return new WriteOptions(format, overwrite, settings);
    }
}
