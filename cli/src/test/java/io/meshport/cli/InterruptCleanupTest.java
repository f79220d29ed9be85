package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InterruptCleanupTest {
    @TempDir
    Path dir;

    @Test
    void deletesOnlyTheTemporaryFilesOfThisWrite() throws IOException {
        Path target = Files.writeString(dir.resolve("out.iqm"), "old");
        Files.writeString(dir.resolve(".out.iqm.111.tmp"), "someone else's");
        Files.writeString(dir.resolve(".other.iqm.222.tmp"), "another target's");
        try (InterruptCleanup guard = new InterruptCleanup(target)) {
            Files.writeString(dir.resolve(".out.iqm.333.tmp"), "half written");
            guard.deleteNewTemporaryFiles(); // what the shutdown hook does on Ctrl-C
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(".other.iqm.222.tmp", ".out.iqm.111.tmp", "out.iqm"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals("old", Files.readString(target));
    }

    @Test
    void aBatchGuardDeletesTheTemporaryFilesOfTheWritesUnderWayOnly() throws IOException {
        Files.writeString(dir.resolve(".b.iqm.111.tmp"), "someone else's, from before");
        try (InterruptCleanup guard = new InterruptCleanup()) {
            guard.writing(dir.resolve("a.iqm"));
            Files.writeString(dir.resolve(".a.iqm.222.tmp"), "done and moved: its name reused by a later run");
            guard.written(dir.resolve("a.iqm"));
            guard.writing(dir.resolve("b.iqm"));
            Files.writeString(dir.resolve(".b.iqm.333.tmp"), "half written");
            Path sub = Files.createDirectories(dir.resolve("sub"));
            guard.writing(sub.resolve("c.iqm"));
            Files.writeString(sub.resolve(".c.iqm.444.tmp"), "half written");
            guard.deleteNewTemporaryFiles();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            assertEquals(List.of("", ".a.iqm.222.tmp", ".b.iqm.111.tmp", "sub"),
                    files.map(p -> dir.relativize(p).toString()).sorted().toList());
        }
    }
}
