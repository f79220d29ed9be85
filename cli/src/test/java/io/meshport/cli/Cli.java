package io.meshport.cli;

import io.meshport.cli.command.CommandLines;
import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Runs the {@code meshport} command in-process and captures what it prints. Public for the tests of the
 * command's other packages.
 */
public final class Cli {
    /** What a run ended with: its exit code, stdout and stderr. */
    public record Result(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private Cli() {
    }

    /** Runs {@code meshport args} through {@link CommandLines#commandLine(PrintWriter, PrintWriter)}. */
    public static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CommandLines.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new Result(exit, out.toString(), err.toString());
    }
}
