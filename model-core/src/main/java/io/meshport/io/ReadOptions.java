package io.meshport.io;

/**
 * How to read a file. {@code lenient}: where a format's rules go beyond what its reader needs to
 * hold the data (VIF's hierarchy rules, say), breaches are warnings rather than errors. A format
 * without such rules reads the same either way.
 *
 * @param lenient whether breaches of rules the reader does not need are warnings rather than errors
 */
public record ReadOptions(boolean lenient) {
    /** Breaches of a format's rules are errors: the default. */
    public static final ReadOptions STRICT = new ReadOptions(false);
    /** Breaches of rules the reader does not need to hold the data are warnings. */
    public static final ReadOptions LENIENT = new ReadOptions(true);
}
