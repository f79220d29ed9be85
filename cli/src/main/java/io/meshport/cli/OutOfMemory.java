package io.meshport.cli;

import java.nio.file.FileSystemException;

/**
 * Running out of memory as the user should hear it: one line naming the file and how to give Java
 * more, never a stack trace. The heap a conversion needs grows with the model, so a limit that the
 * launcher's default or a library user's {@code -Xmx} sets can be too small for a huge file; that is
 * the user's to change, not a defect to report.
 */
final class OutOfMemory {
    private OutOfMemory() {
    }

    /** Whether {@code problem} or one of its causes is an {@link OutOfMemoryError}. */
    static boolean in(Throwable problem) {
        for (Throwable t = problem; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /** The error to report for running out of memory while working on {@code file}, as the user named it. */
    static FileSystemException on(String file, Throwable cause) {
        FileSystemException e = new FileSystemException(file, null, advice());
        e.initCause(cause);
        return e;
    }

    /** What ran out and how to give more: the heap's limit and the two ways to raise it. */
    static String advice() {
        long max = Runtime.getRuntime().maxMemory();
        String limit = max == Long.MAX_VALUE ? "" : " (Java's heap is limited to " + (max >> 20) + " MB)";
        long suggested = max == Long.MAX_VALUE ? 4096 : Math.max(1024, Long.highestOneBit(max >> 20) * 4);
        return "out of memory" + limit + "; give it more with MESHPORT_JAVA_OPTS=-Xmx" + suggested
                + "m, or java -Xmx" + suggested + "m -jar meshport.jar";
    }
}
