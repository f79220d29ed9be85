package io.meshport.cli.console;

/** The process exit codes, as documented in {@code meshport --help}. */
public final class ExitCode {
    /** Success. */
    public static final int OK = 0;
    /** Malformed input, or {@code validate} found errors. */
    public static final int BAD_INPUT = 1;
    /** {@code diff}: the models differ (its malformed input is {@link #USAGE}, so that 1 is an answer). */
    public static final int DIFFERENT = 1;
    /** The command line is wrong. */
    public static final int USAGE = 2;
    /** Reading or writing failed, or the output exists and {@code --force} was not given. */
    public static final int IO = 3;

    private ExitCode() {
    }
}
