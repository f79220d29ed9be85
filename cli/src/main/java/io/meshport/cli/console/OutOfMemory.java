package io.meshport.cli.console;

import java.io.PrintWriter;
import java.nio.file.FileSystemException;

/**
 * Running out of memory as the user should hear it: one line naming the file and how to give Java
 * more, never a stack trace. The heap a conversion needs grows with the model, so a limit that the
 * launcher's default or a library user's {@code -Xmx} sets can be too small for a huge file; that is
 * the user's to change, not a defect to report.
 */
public final class OutOfMemory {
    /** The file read or written last, for an OutOfMemoryError that escapes its step (a worker's, say). */
    private static volatile String current;
    /**
     * Whether the run said it ran out of memory. A plain field under the class's lock, not an
     * {@code AtomicBoolean}: its first {@code getAndSet} links a {@code VarHandle} call site, which
     * takes heap, and the first claim is made when there is none (the handler of a worker that died
     * of it then failed in turn, and the JVM printed its own line).
     */
    private static boolean said;
    /** Memory set aside for reporting: freed when the heap ran out, so that the line can be made. */
    @SuppressWarnings("unused")
    private static volatile byte[] reserve = new byte[256 << 10];

    private OutOfMemory() {
    }

    /**
     * The run's line for running out of memory on the file worked on now, made while there is
     * memory to make it: what {@link #say} prints when the line it makes finds none.
     */
    private static volatile String ready = "meshport: " + advice();

    /** {@code file} is being read or written now. */
    public static void working(String file) {
        current = file;
        ready = "meshport: " + file + ": " + advice();
    }

    /** The line for running out of memory outside any step that names its file: the last file, if any. */
    public static String line() {
        String file = current;
        return file == null ? advice() : file + ": " + advice();
    }

    /**
     * Ends the process with {@code code}: shutdown hooks run (temporary files go), and if they do not
     * finish within five seconds the process halts all the same.
     */
    public static void exit(int code) {
        try {
            Thread watchdog = new Thread(() -> {
                try {
                    Thread.sleep(5_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                Runtime.getRuntime().halt(code);
            }, "meshport-exit-watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
        } catch (OutOfMemoryError none) {
            // no memory for a watchdog either: the exit goes on without one
        }
        try {
            System.exit(code);
        } catch (OutOfMemoryError none) {
            // no memory to start the shutdown hooks: end without them rather than leave the run hanging
            Runtime.getRuntime().halt(code);
        }
    }

    /** Frees the memory set aside for reporting (the heap ran out: the report needs room). */
    public static void release() {
        reserve = null;
    }

    /**
     * Prints {@code problem} on {@code err} as {@link Failures#describe} says it, after the prefix:
     * when the line itself finds no memory (another thread still held what was freed), the reserve
     * goes, the heap is collected and the line tried again, twice, since the caller has claimed the
     * run's only report of the shortage and a line not printed is a run that says nothing; then the
     * line made beforehand for the file worked on (a worker that died of the shortage while the
     * main thread still held the model once printed nothing at 8 MB of heap).
     *
     * @return whether the line was printed
     */
    public static boolean say(PrintWriter err, String prefix, Throwable problem) {
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                err.println(prefix + Failures.describe(problem));
                err.flush();
                return true;
            } catch (OutOfMemoryError again) {
                release();
                System.gc();
            }
        }
        try {
            err.println(ready);
            err.flush();
            return true;
        } catch (OutOfMemoryError none) {
            return false;
        }
    }

    /** Whether {@code problem} or one of its causes is an {@link OutOfMemoryError}. */
    public static boolean in(Throwable problem) {
        for (Throwable t = problem; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether this JVM ran out of memory once (its reserve for reporting is spent): one that serves
     * more runs ({@code Standby}) should end rather than meet the next shortage without it.
     */
    public static boolean spent() {
        return reserve == null;
    }

    /** A new run (tests run many in one JVM): nothing said of memory yet. */
    public static synchronized void newRun() {
        said = false;
    }

    /**
     * Whether the caller is the first to say that the run ran out of memory, and so says it: the
     * thread whose step ran out and a worker that died of the same shortage race to report it, and
     * the run says it once.
     */
    public static synchronized boolean claim() {
        boolean first = !said;
        said = true;
        return first;
    }

    /** The error to report for running out of memory while working on {@code file}, as the user named it. */
    public static FileSystemException on(String file, Throwable cause) {
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
