package io.meshport.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that readers never see it half-written: the content goes to a temporary
 * file beside the target, which is moved into place only when complete. A failure (or an
 * interrupted JVM) leaves at most the temporary file's deletion undone, never a partial target.
 *
 * <p>The result has the permissions a user expects of a written file: a new file those any newly
 * created file gets (the umask decides), a replaced file its old ones. {@code Files.createTempFile}
 * would give every output mode 0600, unreadable to the group and the web server that serve it.
 */
public final class AtomicFiles {
    /** Tries at a free temporary name; a clash needs another writer drawing the same 64 random bits. */
    private static final int NAME_TRIES = 100;

    private AtomicFiles() {
    }

    /** The content producer; it must not close the stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target} from {@code content}.
     *
     * @param overwrite whether an existing {@code target} is replaced: the library replaces, the CLI
     *     only with {@code --force}
     * @throws FileAlreadyExistsException when {@code target} exists and {@code overwrite} is false
     */
    public static void write(Path target, boolean overwrite, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (!overwrite && Files.exists(absolute)) {
            throw new FileAlreadyExistsException(target.toString(), null, "exists, and the write was asked not to replace it");
        }
        Path dir = absolute.getParent();
        String prefix = "." + absolute.getFileName() + ".";
        for (int i = 0; i < NAME_TRIES; i++) {
            // the name InterruptCleanup (cli) looks for: ".<name>.<random>.tmp" beside the target
            Path tmp = dir.resolve(prefix + Long.toUnsignedString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            OutputStream created;
            try {
                // CREATE_NEW with no attributes: the mode any new file gets (0666 less the umask)
                created = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            writeAndMove(created, tmp, absolute, target, overwrite, content);
            return;
        }
        throw new FileAlreadyExistsException(dir.toString(), null, "no free temporary file name beside "
                + absolute.getFileName());
    }

    private static void writeAndMove(OutputStream created, Path tmp, Path absolute, Path target, boolean overwrite,
            Content content) throws IOException {
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(created, 1 << 16)) {
                content.writeTo(out);
            }
            if (!overwrite && Files.exists(absolute)) {
                throw new FileAlreadyExistsException(target.toString(), null, "exists, and the write was asked not to replace it");
            }
            keepPermissions(absolute, tmp);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /**
     * Gives {@code tmp} the permissions of the file it replaces, when there is one and the file
     * system has POSIX permissions: {@code --force} must not change who may read a file. A file
     * reached through a symbolic link lends the link target's permissions, as {@code cp} does.
     */
    private static void keepPermissions(Path existing, Path tmp) throws IOException {
        PosixFileAttributeView old = Files.getFileAttributeView(existing, PosixFileAttributeView.class);
        PosixFileAttributeView fresh = Files.getFileAttributeView(tmp, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
        if (old == null || fresh == null) {
            return;
        }
        Set<PosixFilePermission> permissions;
        try {
            permissions = old.readAttributes().permissions();
        } catch (NoSuchFileException none) {
            return; // nothing replaced (or it went meanwhile): the new file keeps the umask's mode
        }
        fresh.setPermissions(permissions);
    }
}
