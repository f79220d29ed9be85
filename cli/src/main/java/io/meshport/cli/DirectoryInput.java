package io.meshport.cli;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The files of a directory tree. Symbolic links to files are followed, links to directories are
 * not (a link back up the tree would never end).
 *
 * @param dir the directory as the user typed it: messages name its files below it
 * @param skipped a directory not to go into, or null
 */
record DirectoryInput(Path dir, Path skipped) implements BatchInput {
    @Override
    public List<BatchEntry> entries() throws IOException {
        List<BatchEntry> found = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                return skipped != null && Files.exists(skipped) && Files.isSameFile(d, skipped)
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (Files.isRegularFile(file)) {
                    found.add(new FileEntry(file, relative(file)));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        found.sort(Comparator.comparing(BatchEntry::relative));
        return found;
    }

    private String relative(Path file) {
        StringBuilder b = new StringBuilder();
        for (Path name : dir.relativize(file)) {
            b.append(b.length() == 0 ? "" : "/").append(name);
        }
        return b.toString();
    }
}
