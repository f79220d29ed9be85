package io.meshport.cli.files;

import io.meshport.io.Diagnostic;
import java.io.IOException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The files of a directory tree. A symbolic link is followed only when it leads to a file inside
 * the tree: one leading out of it ({@code passwd.pie -> /etc/passwd}) is left out with a warning
 * naming it, so that a tree someone else wrote cannot make a batch read, and quote in an error,
 * files elsewhere. Links to directories are not gone into (a link back up the tree would never end).
 * With {@code followLinks} (--follow-links) every link is followed, into directories too, and a
 * loop is left out with a warning.
 */
final class DirectoryInput implements BatchInput {
    private final Path dir;
    private final Path skipped;
    private final boolean followLinks;
    private final List<Diagnostic> warnings = new ArrayList<>();

    /**
     * @param dir the directory as the user typed it: messages name its files below it
     * @param skipped a directory not to go into, or null
     */
    DirectoryInput(Path dir, Path skipped, boolean followLinks) {
        this.dir = dir;
        this.skipped = skipped;
        this.followLinks = followLinks;
    }

    @Override
    public List<BatchEntry> entries() throws IOException {
        warnings.clear();
        // the tree as it really is: the directory the user named may itself be a link
        Path tree = dir.toRealPath();
        List<BatchEntry> found = new ArrayList<>();
        Set<FileVisitOption> options = followLinks ? EnumSet.of(FileVisitOption.FOLLOW_LINKS)
                : EnumSet.noneOf(FileVisitOption.class);
        Files.walkFileTree(dir, options, Integer.MAX_VALUE, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                return skipped != null && Files.exists(skipped) && Files.isSameFile(d, skipped)
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isSymbolicLink()) {
                    // only without --follow-links: with it, attrs are those of the link's target
                    inTree(file, tree).ifPresent(target -> {
                        if (Files.isRegularFile(target)) {
                            found.add(new FileEntry(file, relative(file)));
                        }
                    });
                } else if (attrs.isRegularFile()) {
                    found.add(new FileEntry(file, relative(file)));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof FileSystemLoopException) {
                    warnings.add(Diagnostic.warning(file.toString(),
                            "a symbolic link to a folder that holds it: not followed again"));
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }
        });
        found.sort(Comparator.comparing(BatchEntry::relative));
        return found;
    }

    /**
     * Where the link {@code link} leads when that is inside {@code tree}; else empty, with a warning
     * when it leads out (a link that leads nowhere is no file, as before: nothing to say).
     */
    private Optional<Path> inTree(Path link, Path tree) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException | SecurityException dangling) {
            return Optional.empty();
        }
        if (target.startsWith(tree)) {
            return Optional.of(target);
        }
        // never where it points: that may be what the tree's author wanted a message to show
        warnings.add(Diagnostic.warning(link.toString(), "a symbolic link that leads out of " + dir
                + ": not followed (--follow-links follows it)"));
        return Optional.empty();
    }

    @Override
    public List<Diagnostic> warnings() {
        return List.copyOf(warnings);
    }

    @Override
    public int leftOut() {
        return warnings.size();
    }

    private String relative(Path file) {
        StringBuilder b = new StringBuilder();
        for (Path name : dir.relativize(file)) {
            b.append(b.length() == 0 ? "" : "/").append(name);
        }
        return b.toString();
    }
}
