package io.meshport.cli;

import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns every failure into one line on stderr, {@code meshport: <what went wrong>}, and the
 * exit code that classifies it. Stack traces are for {@code --verbose} only: a user needs the
 * file and line, not our call stack.
 */
final class ErrorReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {
    private final MeshportCommand root;

    ErrorReporter(MeshportCommand root) {
        this.root = root;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String command = cmd.getCommandSpec().qualifiedName();
        err.println("meshport: " + e.getMessage() + " (see '" + command + " --help')");
        if (root.verbose()) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.USAGE;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        Throwable problem = e instanceof UncheckedIOException u ? u.getCause() : e;
        err.println("meshport: " + describe(problem));
        if (root.verbose()) {
            problem.printStackTrace(err);
        }
        err.flush();
        return exitCode(problem);
    }

    static int exitCode(Throwable problem) {
        if (problem instanceof ModelFormatException) {
            return ExitCode.BAD_INPUT;
        }
        if (problem instanceof IOException) {
            return ExitCode.IO;
        }
        // anything else is a defect of ours; the input that triggered it is the likely culprit
        return ExitCode.BAD_INPUT;
    }

    /** One line: the compiler-style message for bad input, the file and reason for I/O errors. */
    static String describe(Throwable problem) {
        if (problem instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + reason(problem);
        }
        return reason(problem);
    }

    /** {@link #describe} without the file name of a file-system error (for callers that print it first). */
    static String reason(Throwable problem) {
        if (problem instanceof ModelFormatException) {
            return problem.getMessage();
        }
        if (problem instanceof FileAlreadyExistsException) {
            return "exists (use --force to replace it)";
        }
        if (problem instanceof NoSuchFileException f) {
            return f.getReason() != null ? f.getReason() : "no such file or directory";
        }
        if (problem instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (problem instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : "file system error";
        }
        if (problem instanceof IOException) {
            return String.valueOf(problem.getMessage());
        }
        return "internal error: " + problem + " (run with --verbose for details)";
    }
}
