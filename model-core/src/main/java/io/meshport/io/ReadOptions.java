package io.meshport.io;

/**
 * How to read a file. {@code lenient}: where a format's rules go beyond what its reader needs to
 * hold the data (VIF's hierarchy rules, say), breaches are warnings rather than errors. A format
 * without such rules reads the same either way.
 */
public record ReadOptions(boolean lenient) {
    public static final ReadOptions STRICT = new ReadOptions(false);
    public static final ReadOptions LENIENT = new ReadOptions(true);
}
