package io.meshport.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;
import picocli.CommandLine;

/** Entry point of the {@code meshport} command. */
public final class Main {
    private Main() {
    }

    /** Memory set aside for reporting an OutOfMemoryError that reaches a thread's end. */
    @SuppressWarnings("unused")
    private static volatile byte[] reserve = new byte[256 << 10];

    /** Runs the command line {@code args} and exits with its code. */
    public static void main(String[] args) {
        // UTF-8 regardless of the locale: model and file names are UTF-8 in every format we read
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // one line, as every failure: the default handler would print a stack trace
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            reserve = null; // room to report in, when the heap is what ran out
            err.println("meshport: " + ErrorReporter.describe(e));
            err.flush();
            if (OutOfMemory.in(e)) {
                // a thread that died of it may leave others waiting for its work forever: end the run
                OutOfMemory.exit(ExitCode.IO);
            }
        });
        int code;
        try {
            code = commandLine(out, err, Terminal::stderrIsTerminal, args.length > 0 ? args[0] : null).execute(args);
        } catch (OutOfMemoryError e) {
            reserve = null;
            // outside any file's read or write (each of those names its file): the whole run ran out
            err.println("meshport: " + OutOfMemory.line());
            code = ExitCode.IO;
        }
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * The configured command line writing to {@code out} and {@code err}; tests run it in-process.
     * {@code err} is no terminal: no progress bar is drawn on it.
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(out, err, () -> false);
    }

    /** {@link #commandLine(PrintWriter, PrintWriter)} whose {@code err} is a terminal when {@code stderrIsTerminal} says. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, BooleanSupplier stderrIsTerminal) {
        return commandLine(out, err, stderrIsTerminal, null);
    }

    /**
     * The command line with only the subcommand named {@code first} (the run's first argument)
     * when it names one, else with all of them: building a command's model reflects over all its
     * options, and a short run should pay for its own command only.
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, BooleanSupplier stderrIsTerminal, String first) {
        MeshportCommand root = new MeshportCommand();
        CommandLine cli = new CommandLine(root);
        boolean named = MeshportCommand.SUBCOMMANDS.stream().anyMatch(c -> name(c).equals(first));
        for (Class<?> command : MeshportCommand.SUBCOMMANDS) {
            if (!named || name(command).equals(first)) {
                cli.addSubcommand(name(command), command); // picocli makes the instance
            }
        }
        cli.setOut(out);
        cli.setErr(err);
        // convert's per-input options (--name before each input) repeat, and each occurrence must
        // reach its setter in command-line order rather than be rejected as "specified twice"
        cli.setOverwrittenOptionsAllowed(true);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        // every subcommand has --version (mixinStandardHelpOptions) but no version of its own to print
        for (CommandLine sub : cli.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(root.spec.versionProvider());
        }
        CommandLine convert = cli.getSubcommands().get("convert");
        if (convert != null) {
            ((ConvertCommand) convert.getCommand()).stderrIsTerminal = stderrIsTerminal;
        }
        ErrorReporter errors = new ErrorReporter(root);
        cli.setExecutionExceptionHandler(errors);
        cli.setParameterExceptionHandler(errors);
        return cli;
    }

    private static String name(Class<?> command) {
        return command.getAnnotation(CommandLine.Command.class).name();
    }
}
