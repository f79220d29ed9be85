package io.meshport.cli;

import io.meshport.cli.command.CommandLines;
import io.meshport.cli.command.MeshportCommand;
import io.meshport.cli.console.ControlCharacters;
import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.OutOfMemory;
import io.meshport.cli.console.Terminal;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

/** Entry point of the {@code meshport} command. */
public final class Main {
    private Main() {
    }

    /** Runs the command line {@code args} and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = printing(System.out);
        PrintWriter err = printing(System.err);
        Thread.setDefaultUncaughtExceptionHandler(failures(err));
        System.exit(run(args, out, err));
    }

    /**
     * Text to {@code stream} as the command prints it: UTF-8 regardless of the locale (model and
     * file names are UTF-8 in every format we read), control characters shown, not sent (names
     * and quoted tokens come from the files read: {@link ControlCharacters}), flushed at each line.
     */
    static PrintWriter printing(OutputStream stream) {
        return new PrintWriter(new ControlCharacters(new OutputStreamWriter(stream, StandardCharsets.UTF_8)), true);
    }

    /**
     * Reports a failure that reaches a thread's end on {@code err}: one line, as every failure (the
     * default handler would print a stack trace).
     */
    static Thread.UncaughtExceptionHandler failures(PrintWriter err) {
        return (thread, e) -> {
            OutOfMemory.release(); // room to report in, when the heap is what ran out
            boolean memory = OutOfMemory.in(e);
            if (memory && !OutOfMemory.claim()) {
                return; // a worker of the step that ran out: the run's own line names the file and ends it
            }
            // when even the retried line finds no memory, the exit below is all that is left to
            // say, rather than the JVM's own two lines
            OutOfMemory.say(err, "meshport: ", e);
            if (memory) {
                // a thread that died of it may leave others waiting for its work forever: end the run
                OutOfMemory.exit(ExitCode.IO);
            }
        };
    }

    /**
     * Runs the command line {@code args}, writing to {@code out} and {@code err}, and returns its
     * exit code; {@link StartupTraining} runs it too, so that the archive holds this class's path.
     */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, Terminal::stderrIsTerminal);
    }

    /**
     * Runs {@code args} as {@link #run(String[], PrintWriter, PrintWriter)} does, with a progress bar
     * on {@code err} when {@code stderrIsTerminal} says so ({@link Standby}: its own stderr is no
     * terminal, its client's may be).
     */
    static int run(String[] args, PrintWriter out, PrintWriter err, BooleanSupplier stderrIsTerminal) {
        if (printedVersion(args, out)) {
            return ExitCode.OK;
        }
        int code;
        try {
            code = CommandLines.commandLine(out, err, stderrIsTerminal, args.length > 0 ? args[0] : null)
                    .execute(args);
        } catch (OutOfMemoryError e) {
            OutOfMemory.release();
            // outside any file's read or write (each of those names its file): the whole run ran out
            if (OutOfMemory.claim()) {
                OutOfMemory.say(err, "meshport: ", e);
            }
            code = ExitCode.IO;
        }
        out.flush();
        err.flush();
        return code;
    }

    /**
     * Whether {@code args} is {@code --version} (or {@code -V}) alone, then printed on {@code out} as
     * picocli prints the version provider's lines (MainTest compares the two), without building
     * the command's model: half of the run's time. A version that cannot be read is left to picocli
     * and its error.
     */
    private static boolean printedVersion(String[] args, PrintWriter out) {
        if (args.length != 1 || !(args[0].equals("--version") || args[0].equals("-V"))) {
            return false;
        }
        String[] lines;
        try {
            lines = new MeshportCommand.Version().getVersion();
        } catch (IOException e) {
            return false;
        }
        for (String line : lines) {
            out.println(line);
        }
        out.flush();
        return true;
    }
}
