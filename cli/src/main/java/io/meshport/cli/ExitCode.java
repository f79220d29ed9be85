package io.meshport.cli;

/** The process exit codes, as documented in {@code meshport --help}. */
final class ExitCode {
    static final int OK = 0;
    /** Malformed input, or {@code validate} found errors. */
    static final int BAD_INPUT = 1;
    /** {@code diff}: the models differ (its malformed input is {@link #USAGE}, so that 1 is an answer). */
    static final int DIFFERENT = 1;
    /** The command line is wrong. */
    static final int USAGE = 2;
    /** Reading or writing failed, or the output exists and {@code --force} was not given. */
    static final int IO = 3;

    private ExitCode() {
    }
}
