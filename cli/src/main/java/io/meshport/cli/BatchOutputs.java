package io.meshport.cli;

import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Where each converted file of a batch goes: below the output directory at its own relative path,
 * with the output format's extension. An archive's entry names its own path, and one named
 * {@code ../../.bashrc} or {@code /etc/x} must not write there ("zip slip"); two inputs with one
 * output ({@code a.pie} and {@code a.iqe} to {@code a.iqm}) must not replace each other.
 */
final class BatchOutputs {
    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");

    private final Path dir;
    private final Path inside;
    private final String extension;
    private final Map<Path, String> claimed = new HashMap<>();

    /** Outputs below {@code dir} (as the user typed it) with the extension {@code extension} (no dot). */
    BatchOutputs(Path dir, String extension) {
        this.dir = dir;
        this.inside = dir.toAbsolutePath().normalize();
        this.extension = extension;
    }

    /**
     * The output of {@code entry}, which no earlier entry has.
     *
     * @throws FileSystemException naming the entry when its name is absolute, climbs out with
     *     {@code ..}, or gives an output an earlier entry has
     */
    Path claim(BatchEntry entry) throws FileSystemException {
        String name = entry.relative();
        boolean unsafe = name.startsWith("/") || name.startsWith("\\") || DRIVE.matcher(name).matches();
        List<String> parts = new ArrayList<>();
        // a backslash separates too: an archive made on Windows may use it
        for (String part : name.split("[/\\\\]")) {
            if (part.equals("..")) {
                unsafe = true;
            } else if (!part.isEmpty() && !part.equals(".")) {
                parts.add(part);
            }
        }
        if (unsafe || parts.isEmpty()) {
            throw outside(entry);
        }
        parts.set(parts.size() - 1, withExtension(parts.get(parts.size() - 1)));
        Path out = dir;
        try {
            for (String part : parts) {
                out = out.resolve(part);
            }
        } catch (InvalidPathException e) {
            throw new FileSystemException(entry.shown(), null, "its name cannot be a file name here (" + e.getReason()
                    + ")");
        }
        Path absolute = out.toAbsolutePath().normalize();
        if (!absolute.startsWith(inside)) {
            throw outside(entry);
        }
        String earlier = claimed.putIfAbsent(absolute, entry.shown());
        if (earlier != null) {
            throw new FileSystemException(entry.shown(), null, "not converted: its output " + out + " is that of "
                    + earlier);
        }
        return out;
    }

    private FileSystemException outside(BatchEntry entry) {
        return new FileSystemException(entry.shown(), null, "unsafe name (absolute, or with '..'): its output would"
                + " be outside " + dir + ", not converted");
    }

    private String withExtension(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return (dot > 0 ? fileName.substring(0, dot) : fileName) + "." + extension;
    }
}
