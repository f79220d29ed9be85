package io.meshport.cli.files;

import io.meshport.io.Diagnostic;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Where each converted file of a batch goes: below the output directory at its own relative path,
 * with the output format's extension. An archive's entry names its own path, and one named
 * {@code ../../.bashrc} or {@code /etc/x} must not write there ("zip slip"); two inputs with one
 * output ({@code a.pie} and {@code a.iqe} to {@code a.iqm}) must not replace each other; nothing
 * is written through a symbolic link below the output directory ({@code out/sub -> /elsewhere}),
 * nor into the input's own tree, where a later run would read it as an input.
 */
public final class BatchOutputs {
    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");

    private final Path dir;
    private final Path inside;
    private final Path inputTree;
    private final String extension;
    private Path realDir;
    private Boolean caseInsensitive;
    private final Map<Path, String> claimed = new HashMap<>();
    /** Folders below the output directory that {@link #claim} found no symbolic link (it alone uses this). */
    private final Set<Path> checkedFolders = new HashSet<>();
    /** Each output's path in lower case, to the first entry with it: case-insensitive file systems make them one. */
    private final Map<String, Claim> folded = new HashMap<>();
    /**
     * Outputs that differ from an earlier one only in case, to that earlier output: claimed on the
     * thread that lists the entries while the converting threads read it ({@link #beforeWriting}).
     */
    private final Map<Path, Path> caseTwins = new ConcurrentHashMap<>();
    private final List<Diagnostic> warnings = new ArrayList<>();

    private record Claim(Path out, String entry) {
    }

    /**
     * Outputs below {@code dir} (as the user typed it) with the extension {@code extension} (no dot).
     *
     * @param inputTree the real path of the directory converted, whose tree no output may enter
     *     unless {@code dir} is inside it (then the conversion leaves {@code dir} out of its input);
     *     null for an archive
     */
    public BatchOutputs(Path dir, String extension, Path inputTree) {
        this.dir = dir;
        this.inside = dir.toAbsolutePath().normalize();
        this.inputTree = inputTree;
        this.extension = extension;
    }

    /**
     * The output of {@code entry}, which no earlier entry has.
     *
     * @throws FileSystemException naming the entry when its name is absolute, climbs out with
     *     {@code ..}, gives an output an earlier entry has, leads through a symbolic link below the
     *     output directory or into the input's tree
     */
    Path claim(BatchEntry entry) throws IOException {
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
        refuseLinks(entry.shown(), out, checkedFolders);
        if (inputTree != null) {
            // no link below the directory (refused above): the path below its real path is real
            Path real = realDir().resolve(inside.relativize(absolute).toString());
            if (real.startsWith(inputTree) && !realDir().startsWith(inputTree)) {
                throw new FileSystemException(entry.shown(), null, "not converted: its output " + out
                        + " would be inside the input folder, where a later run would read it as an input");
            }
        }
        String earlier = claimed.putIfAbsent(absolute, entry.shown());
        if (earlier != null) {
            throw new FileSystemException(entry.shown(), null, "not converted: its output " + out + " is that of "
                    + earlier);
        }
        Claim twin = folded.putIfAbsent(absolute.toString().toLowerCase(Locale.ROOT), new Claim(out, entry.shown()));
        if (twin != null) {
            if (caseInsensitive()) {
                throw new FileSystemException(entry.shown(), null, "not converted: its output " + out + " differs from"
                        + " that of " + twin.entry() + " only in case, and this file system does not tell them apart");
            }
            caseTwins.put(out, twin.out());
            warnings.add(Diagnostic.warning(entry.shown(), "its output " + out + " differs from that of " + twin.entry()
                    + " only in case: on a case-insensitive file system (Windows, macOS) they would be one file"));
        }
        return out;
    }

    private Path realDir() throws IOException {
        if (realDir == null) {
            realDir = dir.toRealPath();
        }
        return realDir;
    }

    /**
     * Whether the output directory's file system ignores case: its nearest folder whose name has
     * letters is found under the name in swapped case too. Without such a name it is taken to keep
     * case; {@link #beforeWriting} still refuses to write one output over its twin.
     */
    private boolean caseInsensitive() throws IOException {
        if (caseInsensitive == null) {
            caseInsensitive = false;
            for (Path p = realDir(); p != null && p.getFileName() != null; p = p.getParent()) {
                String name = p.getFileName().toString();
                String swapped = swapCase(name);
                if (!swapped.equals(name)) {
                    Path other = p.resolveSibling(swapped);
                    caseInsensitive = Files.exists(other) && Files.isSameFile(other, p);
                    break;
                }
            }
        }
        return caseInsensitive;
    }

    private static String swapCase(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(Character.isUpperCase(c) ? Character.toLowerCase(c)
                : Character.toUpperCase(c)));
        return b.toString();
    }

    /**
     * Checks {@code out} again just before it is written, after its folders were made: no link
     * below the output directory, and not the file an output differing only in case already is.
     */
    public void beforeWriting(BatchEntry entry, Path out) throws IOException {
        refuseLinks(entry.shown(), out, null);
        Path twin = caseTwins.get(out);
        if (twin != null && Files.exists(out) && Files.exists(twin) && Files.isSameFile(out, twin)) {
            throw new FileSystemException(entry.shown(), null, "not converted: on this file system its output " + out
                    + " is the file " + twin + " already written");
        }
    }

    /** What {@link #claim} found worth saying of outputs it gave (case-only differences). */
    List<Diagnostic> warnings() {
        return List.copyOf(warnings);
    }

    /**
     * Refuses {@code out} when it, or a folder on its way from the output directory, is a symbolic link.
     *
     * @param checked folders already found no link by this check, skipped and added to (claims: a
     *     batch's outputs share a few folders, and asking each again was a sixth of the listing
     *     thread); null to look at every one ({@link #beforeWriting}, the check that guards the write)
     */
    private void refuseLinks(String shown, Path out, Set<Path> checked) throws FileSystemException {
        Path relative = dir.relativize(out);
        Path at = dir;
        int last = relative.getNameCount() - 1;
        for (int i = 0; i <= last; i++) {
            at = at.resolve(relative.getName(i));
            if (checked != null && i < last && checked.contains(at)) {
                continue;
            }
            if (Files.isSymbolicLink(at)) {
                // never where it points: the output tree may be someone else's
                throw new FileSystemException(shown, null, "not converted: " + at + " is a symbolic link, and a"
                        + " conversion never writes through one");
            }
            if (checked != null && i < last) {
                checked.add(at);
            }
        }
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
