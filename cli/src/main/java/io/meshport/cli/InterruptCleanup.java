package io.meshport.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Removes the temporary file of an atomic write when the JVM is stopped (Ctrl-C, SIGTERM)
 * while writing. {@code AtomicFiles} cleans up after failures, but on a signal only shutdown
 * hooks run, not {@code finally} blocks; without this an interrupted {@code convert} would
 * leave {@code .OUT.123.tmp} beside the output. The target itself is never touched.
 */
final class InterruptCleanup implements AutoCloseable {
    private final Path dir;
    private final String prefix;
    private final Set<Path> before;
    private final Thread hook;

    /** Starts guarding the temporary files of a write to {@code target}. */
    InterruptCleanup(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        this.dir = absolute.getParent();
        // AtomicFiles names its temporary file ".<name>.<random>.tmp" beside the target
        this.prefix = "." + absolute.getFileName() + ".";
        this.before = temporaryFiles();
        this.hook = new Thread(this::deleteNewTemporaryFiles, "meshport-interrupt-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Deletes the temporary files that appeared since this guard started. */
    void deleteNewTemporaryFiles() {
        try {
            for (Path p : temporaryFiles()) {
                if (!before.contains(p)) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException e) {
            // shutting down: nothing useful can be done about a file that cannot be deleted
        }
    }

    private Set<Path> temporaryFiles() throws IOException {
        Set<Path> found = new HashSet<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, p -> {
            String n = p.getFileName().toString();
            return n.startsWith(prefix) && n.endsWith(".tmp");
        })) {
            entries.forEach(found::add);
        }
        return found;
    }

    /** The write finished (or failed and cleaned up itself): stop guarding. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook is running or has run
        }
    }
}
