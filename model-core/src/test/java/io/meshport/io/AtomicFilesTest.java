package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The permissions of what {@link AtomicFiles} writes: a new file's by the umask, a replaced file's kept. */
class AtomicFilesTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null, "POSIX permissions");
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private static void write(Path target, String text) throws IOException {
        AtomicFiles.write(target, true, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aNewFileGetsWhatAnyNewFileGets() throws IOException {
        Path written = dir.resolve("new.bin");
        write(written, "data");
        // whatever the umask is where this runs: a file created plainly beside it is the measure
        Path plain = Files.createFile(dir.resolve("plain.bin"));
        assertEquals(mode(plain), mode(written));
        assertEquals("data", Files.readString(written));
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Path target = Files.writeString(dir.resolve("old.bin"), "old");
        // a mode no umask gives a new file, so keeping it cannot pass by chance
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw----r--"));
        write(target, "new");
        assertEquals("rw----r--", mode(target));
        assertEquals("new", Files.readString(target));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("old.bin"), files.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file left");
        }
    }
}
