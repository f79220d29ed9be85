package io.meshport.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The temporary files {@link AtomicFiles} writes beside its targets, named
 * {@code .<target>.meshport-<pid>-<random>.tmp} so that any later process can tell whose each one
 * is. This process deletes, on a signal (Ctrl-C, SIGTERM: only shutdown hooks run then, no
 * {@code finally}), exactly the ones it is writing, never another process's; and the first write
 * into a folder removes the ones a killed process ({@code kill -9}, a power cut) left there: those
 * whose process is gone, or whose pid now belongs to a process started after the file was last
 * written.
 */
final class TemporaryFiles {
    private static final String MARK = ".meshport-";
    private static final String SUFFIX = ".tmp";
    private static final long PID = ProcessHandle.current().pid();

    /** The temporary files this process is writing now. */
    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();
    /** Folders already rid of stale temporary files by this process: each is listed once, not once a write. */
    private static final Set<Path> SWEPT = ConcurrentHashMap.newKeySet();
    private static volatile boolean hooked;

    private TemporaryFiles() {
    }

    /** A fresh name for a temporary file of {@code target} (absolute), registered as this process's. */
    static Path claim(Path target) {
        hook();
        Path tmp = target.resolveSibling("." + target.getFileName() + MARK + PID + "-"
                + sixteenHexDigits(ThreadLocalRandom.current().nextLong()) + SUFFIX);
        LIVE.add(tmp);
        return tmp;
    }

    /** {@code bits} as 16 lower-case hex digits (not {@code String.format}: a batch names a file each). */
    static String sixteenHexDigits(long bits) {
        String hex = Long.toHexString(bits);
        return "0".repeat(16 - hex.length()) + hex;
    }

    /** {@code tmp} is moved into place or deleted: no longer this process's to clean. */
    static void release(Path tmp) {
        LIVE.remove(tmp);
    }

    /** Removes, once per process and folder, the temporary files of dead processes in {@code dir}. */
    static void sweep(Path dir) {
        if (!SWEPT.add(dir)) {
            return;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, p -> owner(p.getFileName().toString()) > 0)) {
            for (Path p : entries) {
                if (stale(p)) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | SecurityException e) {
            // a folder that cannot be listed or cleaned keeps its leftovers; the write itself goes on
        }
    }

    /** The pid in a temporary file's name, or -1 when the name is not one of ours. */
    static long owner(String name) {
        int mark = name.lastIndexOf(MARK);
        if (!name.startsWith(".") || !name.endsWith(SUFFIX) || mark <= 1) {
            return -1;
        }
        String rest = name.substring(mark + MARK.length(), name.length() - SUFFIX.length());
        int dash = rest.indexOf('-');
        if (dash <= 0 || rest.length() - dash - 1 != 16 || !rest.substring(dash + 1).chars().allMatch(
                c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f') || !rest.substring(0, dash).chars().allMatch(
                c -> c >= '0' && c <= '9') || dash > 18) {
            return -1;
        }
        return Long.parseLong(rest.substring(0, dash));
    }

    private static boolean stale(Path p) throws IOException {
        if (LIVE.contains(p)) {
            return false;
        }
        BasicFileAttributes attributes = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!attributes.isRegularFile()) {
            return false;
        }
        Optional<ProcessHandle> process = ProcessHandle.of(owner(p.getFileName().toString()));
        if (process.isEmpty() || !process.get().isAlive()) {
            return true;
        }
        // the pid is taken: by the writer itself, or by a later process that reuses it
        Optional<Instant> started = process.get().info().startInstant();
        return started.isPresent() && started.get().isAfter(attributes.lastModifiedTime().toInstant());
    }

    private static void hook() {
        if (hooked) {
            return;
        }
        synchronized (TemporaryFiles.class) {
            if (!hooked) {
                Runtime.getRuntime().addShutdownHook(new Thread(TemporaryFiles::deleteLive, "meshport-temporary-files"));
                hooked = true;
            }
        }
    }

    /** On a signal: this process's unfinished temporary files go; targets are never touched. */
    static void deleteLive() {
        for (Path tmp : LIVE) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException | SecurityException e) {
                // shutting down: nothing useful can be done about a file that cannot be deleted
            }
        }
    }
}
