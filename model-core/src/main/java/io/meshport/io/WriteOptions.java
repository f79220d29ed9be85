package io.meshport.io;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How {@link ModelIO} writes a file: the target format (null = from the file extension), whether
 * an existing file may be replaced, settings only one format knows, by name (prefixed with the
 * format's name, e.g. {@code pie.version}; a writer ignores the others), and where a writer that
 * carries images finds the textures the model names ({@link TextureSource#NONE}: nowhere, images
 * are named by URI only). Every write to a path is atomic ({@link AtomicFiles}); the library
 * replaces an existing file ({@link #DEFAULTS}), the command line only with {@code --force}.
 *
 * @param format the target format's name, or null to choose it by the file's extension
 * @param overwrite whether an existing file at the target may be replaced
 * @param formatSettings settings by name, each prefixed with its format's name; empty for none
 * @param textures where a writer that carries images finds them; {@link TextureSource#NONE} for nowhere
 */
public record WriteOptions(String format, boolean overwrite, Map<String, String> formatSettings,
        TextureSource textures) {
    /** Format from the extension; an existing file is replaced; no textures embedded. */
    public static final WriteOptions DEFAULTS = new WriteOptions(null, true, Map.of());

    /** Checks and copies the settings. */
    public WriteOptions {
        formatSettings = Map.copyOf(Objects.requireNonNull(formatSettings, "formatSettings"));
        Objects.requireNonNull(textures, "textures");
    }

    /** Options with format settings and no texture source. */
    public WriteOptions(String format, boolean overwrite, Map<String, String> formatSettings) {
        this(format, overwrite, formatSettings, TextureSource.NONE);
    }

    /** Options without format settings or texture source. */
    public WriteOptions(String format, boolean overwrite) {
        this(format, overwrite, Map.of());
    }

    /** These options writing {@code newFormat}. */
    public WriteOptions withFormat(String newFormat) {
        return new WriteOptions(newFormat, overwrite, formatSettings, textures);
    }

    /** These options replacing an existing file or not. */
    public WriteOptions withOverwrite(boolean newOverwrite) {
        return new WriteOptions(format, newOverwrite, formatSettings, textures);
    }

    /** These options with one more format setting (or another value of it). */
    public WriteOptions withSetting(String name, String value) {
        HashMap<String, String> settings = new HashMap<>(formatSettings);
        settings.put(name, value);
        return new WriteOptions(format, overwrite, settings, textures);
    }

    /** These options finding textures in {@code source}. */
    public WriteOptions withTextures(TextureSource source) {
        return new WriteOptions(format, overwrite, formatSettings, source);
    }
}
