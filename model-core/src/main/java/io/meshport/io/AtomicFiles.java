package io.meshport.io;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;

/**
 * Writes a file so that readers never see it half-written: the content goes to a temporary
 * file beside the target, which is moved into place only when complete. A failure leaves no
 * partial target and no temporary file; a signal (Ctrl-C, SIGTERM) removes this process's
 * temporary files and no other's; a temporary file left by a killed process is removed by the
 * next write into its folder ({@link TemporaryFiles}).
 *
 * <p>Only a regular file is ever replaced: an existing target that is a directory, a device, a
 * FIFO or a socket is refused whatever {@code overwrite} says, since moving a file over
 * {@code /dev/null} would replace the device for every program. Errors name the target as the
 * caller gave it, never the temporary file.
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
        /** Writes the whole content to {@code out}. */
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target} from {@code content}.
     *
     * @param overwrite whether an existing {@code target} is replaced: the library replaces, the CLI
     *     only with {@code --force}
     * @throws FileAlreadyExistsException when {@code target} exists and {@code overwrite} is false
     * @throws FileSystemException naming {@code target} when it is a directory or not a regular file,
     *     when its folder does not exist, or when writing it fails (a full disk)
     */
    public static void write(Path target, boolean overwrite, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        String shown = target.toString();
        refuseExisting(absolute, shown, overwrite);
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(shown, null, "no such directory: " + (dir == null ? shown : dir));
        }
        TemporaryFiles.sweep(dir);
        for (int i = 0; i < NAME_TRIES; i++) {
            Path tmp = TemporaryFiles.claim(absolute);
            OutputStream created;
            try {
                // CREATE_NEW with no attributes: the mode any new file gets (0666 less the umask)
                created = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException taken) {
                TemporaryFiles.release(tmp);
                continue;
            } catch (IOException e) {
                TemporaryFiles.release(tmp);
                throw onTarget(shown, e);
            }
            try {
                writeAndMove(created, tmp, absolute, shown, overwrite, content);
            } finally {
                TemporaryFiles.release(tmp);
            }
            return;
        }
        throw new FileAlreadyExistsException(shown, null, "no free temporary file name beside it");
    }

    /**
     * Checks, before anything is made, that {@link #write} may write {@code target}: refused as it
     * would refuse it (an existing file without {@code overwrite}; a folder, device, pipe or
     * socket always). A writer that puts other files beside its target asks this first, so that a
     * refused write leaves nothing behind.
     *
     * @throws FileAlreadyExistsException when {@code target} exists and {@code overwrite} is false
     * @throws FileSystemException naming {@code target} when it is a directory or not a regular file
     */
    public static void checkWritable(Path target, boolean overwrite) throws IOException {
        refuseExisting(target.toAbsolutePath(), target.toString(), overwrite);
    }

    /**
     * Refuses {@code absolute} as {@link #write} would; returns its attributes (POSIX ones where the
     * file system has them, so that the write keeps its permissions from the same look), or null
     * when there is no such file.
     */
    private static BasicFileAttributes refuseExisting(Path absolute, String shown, boolean overwrite)
            throws IOException {
        if (absolute.getFileSystem() == FileSystems.getDefault() && !absolute.toFile().exists()) {
            // what NIO answers too (no such file, a dangling link included), asked without the
            // exception NIO makes of it: a JNI throw, a translated exception and two stack walks
            // for each new output, a twentieth of a batch of small files
            return null;
        }
        BasicFileAttributes existing;
        try {
            Class<? extends BasicFileAttributes> kind = absolute.getFileSystem().supportedFileAttributeViews()
                    .contains("posix") ? PosixFileAttributes.class : BasicFileAttributes.class;
            existing = Files.readAttributes(absolute, kind);
        } catch (NoSuchFileException none) {
            return null;
        }
        if (existing.isDirectory()) {
            throw new FileSystemException(shown, null, "is a directory");
        }
        if (!existing.isRegularFile()) {
            throw new FileSystemException(shown, null,
                    "is not a regular file (a device, a pipe or a socket): it is never replaced");
        }
        if (!overwrite) {
            throw new FileAlreadyExistsException(shown, null, "exists, and the write was asked not to replace it");
        }
        return existing;
    }

    private static void writeAndMove(OutputStream created, Path tmp, Path absolute, String shown, boolean overwrite,
            Content content) throws IOException {
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(new TargetStream(created, shown), 1 << 16)) {
                content.writeTo(out);
            }
            // again just before the move: what appeared meanwhile is judged as if it had been there
            BasicFileAttributes replaced = refuseExisting(absolute, shown, overwrite);
            try {
                if (replaced instanceof PosixFileAttributes old) {
                    keepPermissions(old, tmp);
                }
                try {
                    Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw onTarget(shown, e);
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** {@code e}, an error of the temporary file or the disk, as one about the target the caller named. */
    private static IOException onTarget(String shown, IOException e) {
        if (e instanceof FileSystemException f && shown.equals(f.getFile())) {
            return e;
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        FileSystemException named = new FileSystemException(shown, null,
                reason == null ? e.getClass().getSimpleName() : reason);
        named.initCause(e);
        return named;
    }

    /** A step of the stream that can fail. */
    @FunctionalInterface
    private interface Step {
        void run() throws IOException;
    }

    /**
     * The temporary file's stream, whose own failures (a full disk, an I/O error) name the target;
     * what the content producer throws itself passes unchanged.
     */
    private static final class TargetStream extends FilterOutputStream {
        private final String shown;

        TargetStream(OutputStream out, String shown) {
            super(out);
            this.shown = shown;
        }

        @Override
        public void write(int b) throws IOException {
            guarded(() -> out.write(b));
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            guarded(() -> out.write(b, off, len));
        }

        @Override
        public void flush() throws IOException {
            guarded(out::flush);
        }

        @Override
        public void close() throws IOException {
            guarded(out::close);
        }

        private void guarded(Step step) throws IOException {
            try {
                step.run();
            } catch (IOException e) {
                throw onTarget(shown, e);
            }
        }
    }

    /**
     * Gives {@code tmp} the permissions of the file it replaces ({@code old}, read when the target
     * was last checked): {@code --force} must not change who may read a file. A file reached
     * through a symbolic link lends the link target's permissions, as {@code cp} does; a new file
     * keeps the umask's mode.
     */
    private static void keepPermissions(PosixFileAttributes old, Path tmp) throws IOException {
        PosixFileAttributeView fresh = Files.getFileAttributeView(tmp, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
        if (fresh != null) {
            fresh.setPermissions(old.permissions());
        }
    }
}
