package io.meshport.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The files a model names beside itself — glTF buffers, OBJ material libraries, textures — opened
 * only inside one folder, the model's. Every reader and writer that follows a reference found in a
 * model goes through here, so the rule is written once (docs/security.md):
 *
 * <ul>
 *   <li>a reference is a relative name: absolute paths, drive letters and names that leave the
 *       folder by {@code ..} are refused before the disk is touched;
 *   <li>the name is resolved with symbolic links followed, and the real file must still lie inside
 *       the folder's real path: a link beside the model may point elsewhere in the folder, never
 *       out of it;
 *   <li>only regular files are opened: never a directory, a device ({@code /dev/zero}) or a FIFO,
 *       which would read forever or block;
 *   <li>the size is known before reading and capped by the caller; the file is read with at most
 *       one byte more than the cap, so a file growing meanwhile cannot exhaust memory.
 * </ul>
 *
 * A refusal is a {@link SideFileException} that names the reference, never a file's content.
 */
public final class SideFiles {
    private final Path folder;
    private Path realFolder;

    private SideFiles(Path folder) {
        this.folder = folder;
    }

    /** The side files of a model in {@code folder}. */
    public static SideFiles in(Path folder) {
        return new SideFiles(folder.toAbsolutePath().normalize());
    }

    /** The side files of the model read from {@code modelFile}: those in its folder. */
    public static SideFiles beside(Path modelFile) {
        Path parent = modelFile.toAbsolutePath().normalize().getParent();
        return in(parent == null ? modelFile.toAbsolutePath().getRoot() : parent);
    }

    /** The folder references resolve in. */
    public Path folder() {
        return folder;
    }

    /**
     * The real path of the regular file {@code reference} names inside the folder. Backslashes
     * count as slashes (names written on Windows).
     *
     * @throws SideFileException when the reference is absolute, leaves the folder (by {@code ..} or
     *     a symbolic link), names no file, or names something other than a regular file
     */
    public Path find(String reference) throws SideFileException {
        Path lexical = lexical(reference);
        Path real;
        try {
            real = lexical.toRealPath();
        } catch (NoSuchFileException e) {
            throw new SideFileException(reference, "is not found in the model's folder");
        } catch (IOException | SecurityException e) {
            throw new SideFileException(reference, "cannot be looked up (" + e.getClass().getSimpleName() + ")");
        }
        if (!real.startsWith(realFolder())) {
            throw new SideFileException(reference, "is a link that leads outside the model's folder: not followed");
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw new SideFileException(reference, "cannot be looked up (" + e.getClass().getSimpleName() + ")");
        }
        if (!attributes.isRegularFile()) {
            throw new SideFileException(reference, attributes.isDirectory() ? "is a folder, not a file"
                    : "is not a regular file (a device, a pipe or a socket): not read");
        }
        return real;
    }

    /**
     * The whole of the file {@code reference} names, when it has at most {@code maxBytes} bytes.
     *
     * @throws SideFileException as {@link #find(String)}, and when the file is larger than {@code maxBytes}
     */
    public byte[] read(String reference, long maxBytes) throws SideFileException {
        Path real = find(reference);
        long cap = Math.min(maxBytes, Integer.MAX_VALUE - 16L);
        long size = size(reference, real);
        if (size > cap) {
            throw new SideFileException(reference, "is " + size + " bytes, more than the " + cap + " read of it");
        }
        byte[] bytes = readUpTo(reference, real, (int) cap + 1);
        if (bytes.length > cap) {
            throw new SideFileException(reference, "grew past " + cap + " bytes while it was read");
        }
        return bytes;
    }

    /**
     * The first {@code length} bytes of the file {@code reference} names (a glTF buffer's
     * {@code byteLength} of its file).
     *
     * @throws SideFileException as {@link #find(String)}, and when the file is shorter than {@code length}
     */
    public byte[] readFirst(String reference, int length) throws SideFileException {
        Path real = find(reference);
        long size = size(reference, real);
        if (size < length) {
            throw new SideFileException(reference, "has " + size + " bytes, fewer than the " + length + " needed");
        }
        byte[] bytes = readUpTo(reference, real, length);
        if (bytes.length < length) {
            throw new SideFileException(reference, "shrank to " + bytes.length + " bytes while it was read");
        }
        return bytes;
    }

    private Path lexical(String reference) throws SideFileException {
        if (reference == null || reference.isBlank()) {
            throw new SideFileException(reference, "is an empty file name");
        }
        if (reference.indexOf('\0') >= 0) {
            throw new SideFileException(reference, "is not a file name (it holds a NUL character)");
        }
        String name = reference.replace('\\', '/');
        if (name.startsWith("/") || name.length() >= 2 && name.charAt(1) == ':' && Character.isLetter(name.charAt(0))) {
            throw new SideFileException(reference, "is an absolute path: only names inside the model's folder are read");
        }
        Path resolved;
        try {
            resolved = folder.resolve(name).normalize();
        } catch (InvalidPathException e) {
            throw new SideFileException(reference, "is not a file name here");
        }
        if (!resolved.startsWith(folder) || resolved.equals(folder)) {
            throw new SideFileException(reference, "leads outside the model's folder: not read");
        }
        return resolved;
    }

    private Path realFolder() throws SideFileException {
        if (realFolder == null) {
            try {
                realFolder = folder.toRealPath();
            } catch (IOException | SecurityException e) {
                throw new SideFileException(folder.getFileName() == null ? "" : folder.getFileName().toString(),
                        "(the model's folder) cannot be looked up");
            }
        }
        return realFolder;
    }

    private static long size(String reference, Path real) throws SideFileException {
        try {
            return Files.size(real);
        } catch (IOException e) {
            throw new SideFileException(reference, "cannot be looked up (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static byte[] readUpTo(String reference, Path real, int limit) throws SideFileException {
        // NOFOLLOW_LINKS: the real path has no link left; one put there since is not followed
        try (InputStream in = Files.newInputStream(real, LinkOption.NOFOLLOW_LINKS)) {
            return in.readNBytes(limit);
        } catch (IOException e) {
            throw new SideFileException(reference, "cannot be read (" + e.getClass().getSimpleName() + ")");
        }
    }
}
