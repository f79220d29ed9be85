package io.meshport.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.TimeUnit;

/**
 * Folders for the side-file laws (docs/security.md): the things a hostile model's folder may hold
 * that a reader must not open — a FIFO, links out — and a temporary folder for a fuzz target's
 * layout that lives as long as the JVM and is removed at its end without following the links in it.
 */
public final class HostileFolders {
    private HostileFolders() {
    }

    /**
     * Makes a FIFO at {@code path} with the system's {@code mkfifo}.
     *
     * @return whether there is one now: false where {@code mkfifo} is missing (a test then goes without it)
     */
    public static boolean mkfifo(Path path) {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 && Files.exists(path);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A new temporary folder, removed when the JVM ends: the links in it themselves, never what they point to. */
    public static Path temporary(String prefix) {
        try {
            Path root = Files.createTempDirectory(prefix);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path root) {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // a temporary folder left behind at exit: the system's to clean
        }
    }
}
