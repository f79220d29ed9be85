package io.meshport.cli.command;

import io.meshport.cli.console.CommandNames;
import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.Failures;
import io.meshport.cli.console.OutOfMemory;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns every failure into one line on stderr, {@code meshport: <what went wrong>}, and the
 * exit code that classifies it. Stack traces are for {@code --verbose} only: a user needs the
 * file and line, not our call stack. The line itself is {@link Failures#describe}'s, as every other
 * report of a failure; here are only what needs the commands: advice on a mistyped command name.
 */
final class ErrorReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {
    /** picocli's words for a map option's value without its key. */
    private static final Pattern KEY_VALUE = Pattern.compile(
            "Value for option option '([^']+)' \\(([^)]+)\\) should be in KEY=VALUE format but was (.*)", Pattern.DOTALL);

    private final MeshportCommand root;

    ErrorReporter(MeshportCommand root) {
        this.root = root;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String command = cmd.getCommandSpec().qualifiedName();
        err.println("meshport: " + explained(e) + " (see '" + command + " --help')");
        if (root.verbose()) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.USAGE;
    }

    /** picocli's message for {@code e}, where it is unclear in a user's words. */
    static String explained(ParameterException e) {
        if (e instanceof UnmatchedArgumentException u && u.getCommandLine().getParent() == null
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            // the first word is no command: a typo of one, most likely
            String word = u.getUnmatched().get(0);
            List<String> near = CommandNames.nearest(word, MeshportCommand.SUBCOMMANDS.stream()
                    .map(c -> c.getAnnotation(CommandLine.Command.class).name()).toList());
            return "unknown command '" + word + "'" + (near.isEmpty() ? " (commands: " + String.join(", ",
                    MeshportCommand.SUBCOMMANDS.stream().map(c -> c.getAnnotation(CommandLine.Command.class).name())
                            .toList()) + ")" : " (did you mean '" + String.join("' or '", near) + "'?)");
        }
        Matcher keyValue = KEY_VALUE.matcher(String.valueOf(e.getMessage()));
        if (keyValue.matches()) {
            return keyValue.group(1) + " takes " + keyValue.group(2) + ", not '" + keyValue.group(3) + "'";
        }
        return e.getMessage();
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        Throwable problem = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (OutOfMemory.in(problem)) {
            OutOfMemory.release();
            if (OutOfMemory.claim()) {
                OutOfMemory.say(err, "meshport: ", problem);
            } // else a worker that died of the same shortage said it already
            return ExitCode.IO;
        }
        err.println("meshport: " + Failures.describe(problem));
        if (root.verbose()) {
            problem.printStackTrace(err);
        }
        err.flush();
        return exitCode(problem);
    }

    static int exitCode(Throwable problem) {
        if (OutOfMemory.in(problem)) {
            return ExitCode.IO;
        }
        if (problem instanceof ModelFormatException) {
            return ExitCode.BAD_INPUT;
        }
        if (problem instanceof IOException) {
            return ExitCode.IO;
        }
        // anything else is a defect of ours; the input that triggered it is the likely culprit
        return ExitCode.BAD_INPUT;
    }
}
