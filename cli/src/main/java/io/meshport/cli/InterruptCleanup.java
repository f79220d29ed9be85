package io.meshport.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Removes the temporary files of atomic writes when the JVM is stopped (Ctrl-C, SIGTERM)
 * while writing. {@code AtomicFiles} cleans up after failures, but on a signal only shutdown
 * hooks run, not {@code finally} blocks; without this an interrupted {@code convert} would
 * leave {@code .OUT.123.tmp} beside the output. The targets themselves are never touched.
 *
 * <p>One guard serves all the writes of a batch, from any thread: it lists a directory once, when
 * the first write into it starts, where a guard a write would list it twice a file, which grows
 * with the square of a directory's size (a flat folder of thousands of models).
 */
final class InterruptCleanup implements AutoCloseable {
    /** Per directory written into, the temporary files that were there before: not ours. */
    private final Map<Path, Set<Path>> before = new ConcurrentHashMap<>();
    private final Set<Path> writing = ConcurrentHashMap.newKeySet();
    private final Thread hook = new Thread(this::deleteNewTemporaryFiles, "meshport-interrupt-cleanup");

    /** Starts guarding the writes {@link #writing} announces. */
    InterruptCleanup() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Starts guarding the temporary files of a write to {@code target}. */
    InterruptCleanup(Path target) throws IOException {
        this();
        try {
            writing(target);
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    /** A write to {@code target} is about to start: its temporary files from now on are deleted on a signal. */
    void writing(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        try {
            // a write into a directory waits here until its first listing is done: none of ours is in it
            before.computeIfAbsent(absolute.getParent(), dir -> {
                try {
                    return temporaryFiles(dir, "");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        writing.add(absolute);
    }

    /** The write to {@code target} finished, or failed and cleaned up itself. */
    void written(Path target) {
        writing.remove(target.toAbsolutePath());
    }

    /** Deletes the temporary files of the writes under way that appeared since they started. */
    void deleteNewTemporaryFiles() {
        for (Path target : writing) {
            Path dir = target.getParent();
            try {
                // AtomicFiles names its temporary file ".<name>.<random>.tmp" beside the target
                for (Path p : temporaryFiles(dir, target.getFileName() + ".")) {
                    if (!before.getOrDefault(dir, Set.of()).contains(p)) {
                        Files.deleteIfExists(p);
                    }
                }
            } catch (IOException e) {
                // shutting down: nothing useful can be done about a file that cannot be deleted
            }
        }
    }

    /** The files {@code .<prefix>*.tmp} in {@code dir}. */
    private static Set<Path> temporaryFiles(Path dir, String prefix) throws IOException {
        Set<Path> found = new HashSet<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, p -> {
            String n = p.getFileName().toString();
            return n.startsWith("." + prefix) && n.endsWith(".tmp");
        })) {
            entries.forEach(found::add);
        }
        return found;
    }

    /** The writes finished (or failed and cleaned up themselves): stop guarding. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook is running or has run
        }
    }
}
