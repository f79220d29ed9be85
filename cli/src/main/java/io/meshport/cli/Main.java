package io.meshport.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Entry point of the {@code meshport} command. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        // UTF-8 regardless of the locale: model and file names are UTF-8 in every format we read
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = commandLine(out, err).execute(args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** The configured command line writing to {@code out} and {@code err}; tests run it in-process. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        MeshportCommand root = new MeshportCommand();
        CommandLine cli = new CommandLine(root);
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
        ErrorReporter errors = new ErrorReporter(root);
        cli.setExecutionExceptionHandler(errors);
        cli.setParameterExceptionHandler(errors);
        return cli;
    }
}
