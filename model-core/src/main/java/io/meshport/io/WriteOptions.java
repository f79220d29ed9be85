package io.meshport.io;

/**
 * How {@link ModelIO} writes a file: the target format (null = from the file extension) and
 * whether an existing file may be replaced. Every write to a path is atomic ({@link AtomicFiles});
 * the library replaces an existing file ({@link #DEFAULTS}), the command line only with
 * {@code --force}.
 */
public record WriteOptions(String format, boolean overwrite) {
    /** Format from the extension; an existing file is replaced. */
    public static final WriteOptions DEFAULTS = new WriteOptions(null, true);

    public WriteOptions withFormat(String newFormat) {
        return new WriteOptions(newFormat, overwrite);
    }

    public WriteOptions withOverwrite(boolean newOverwrite) {
        return new WriteOptions(format, newOverwrite);
    }
}
