package io.meshport.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file so that readers never see it half-written: the content goes to a temporary
 * file beside the target, which is moved into place only when complete. A failure (or an
 * interrupted JVM) leaves at most the temporary file's deletion undone, never a partial target.
 */
public final class AtomicFiles {
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
        Path tmp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                content.writeTo(out);
            }
            if (!overwrite && Files.exists(absolute)) {
                throw new FileAlreadyExistsException(target.toString(), null, "exists, and the write was asked not to replace it");
            }
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
}
