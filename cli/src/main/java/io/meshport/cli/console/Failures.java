package io.meshport.cli.console;

import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * A failure in the user's words, as one line: the compiler-style message for bad input, the file and
 * reason for I/O errors, the advice for running out of memory. Every layer that tells the user of a
 * failure says it so: the command line's error handler, the entry point's last resort, a batch's
 * failed file, and {@code validate}'s and {@code diff}'s own lines.
 */
public final class Failures {
    private Failures() {
    }

    /** One line: the compiler-style message for bad input, the file and reason for I/O errors. */
    public static String describe(Throwable problem) {
        if (!(problem instanceof FileSystemException) && OutOfMemory.in(problem)) {
            return OutOfMemory.line();
        }
        if (problem instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + reason(problem);
        }
        return reason(problem);
    }

    /** {@link #describe} without the file name of a file-system error (for callers that print it first). */
    public static String reason(Throwable problem) {
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
