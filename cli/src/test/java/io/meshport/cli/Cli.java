package io.meshport.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the {@code meshport} command in-process and captures what it prints. */
final class Cli {
    record Result(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private Cli() {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new Result(exit, out.toString(), err.toString());
    }
}
