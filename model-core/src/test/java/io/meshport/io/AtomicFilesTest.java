package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@link AtomicFiles} writes: the permissions (a new file's by the umask, a replaced file's
 * kept), the outputs it refuses (anything but a regular file), errors that name the target and not
 * the temporary file, and the temporary files it cleans: its own on a signal, a dead process's on
 * the next write, never a live one's.
 */
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

    @Test
    void onlyARegularFileIsReplaced() throws Exception {
        Path fifo = dir.resolve("fifo.iqm");
        assumeTrue(SideFilesTest.mkfifo(fifo), "mkfifo");
        Path device = Files.createSymbolicLink(dir.resolve("null.iqm"), Path.of("/dev/null"));
        Path folder = Files.createDirectories(dir.resolve("folder.iqm"));
        for (Path target : List.of(fifo, device, folder)) {
            FileSystemException e = assertThrows(FileSystemException.class, () -> write(target, "data"), target.toString());
            assertEquals(target.toString(), e.getFile());
            assertTrue(e.getReason().contains(target == folder ? "is a directory" : "not a regular file"), e.getReason());
        }
        assertTrue(Files.isSymbolicLink(device), "the link to the device is left as it was");
        assertTrue(Files.isDirectory(folder));
        assertFalse(Files.isRegularFile(fifo), "the FIFO is still a FIFO");
        assertEquals(List.of("fifo.iqm", "folder.iqm", "null.iqm"), names(dir), "no temporary file left");
    }

    @Test
    void errorsNameTheTargetNotTheTemporaryFile() throws IOException {
        Path missing = dir.resolve("nonexist").resolve("x.png");
        NoSuchFileException none = assertThrows(NoSuchFileException.class, () -> write(missing, "data"));
        assertEquals(missing.toString(), none.getFile());
        assertEquals("no such directory: " + dir.resolve("nonexist"), none.getReason());
        // a stream that fails under the content, as a full disk makes it fail
        Path target = dir.resolve("out.iqm");
        FileSystemException failed = assertThrows(FileSystemException.class, () -> AtomicFiles.write(target, true, out -> {
            out.close();
            out.write(new byte[1 << 17]);
        }));
        assertEquals(target.toString(), failed.getFile());
        assertFalse(failed.getMessage().contains(".tmp"), failed.getMessage());
        assertEquals(List.of(), names(dir).stream().filter(n -> n.endsWith(".tmp")).toList());
        // what the content throws itself is its own
        IOException own = new IOException("the writer's own words");
        assertSame(own, assertThrows(IOException.class, () -> AtomicFiles.write(target, true, out -> {
            throw own;
        })));
    }

    @Test
    void aSignalRemovesThisProcessesTemporaryFilesOnly() throws IOException {
        Path target = dir.resolve("out.iqm");
        long other = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
        Path theirs = dir.resolve(".out.iqm.meshport-" + other + "-00000000000000ab.tmp");
        List<String> during = new ArrayList<>();
        assertThrows(IOException.class, () -> AtomicFiles.write(target, true, out -> {
            // another live process writes the same output meanwhile; then this one is stopped
            Files.writeString(theirs, "another meshport's half-written output");
            during.addAll(names(dir));
            TemporaryFiles.deleteLive();
        }));
        assertEquals(2, during.size(), "ours and theirs were there: " + during);
        assertEquals(List.of(theirs.getFileName().toString()), names(dir), "theirs survives, ours is gone");
    }

    @Test
    void theNextWriteRemovesTemporaryFilesOfDeadProcesses() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("sweep"));
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        long live = ProcessHandle.current().pid();
        Path dead = sub.resolve(".a.iqm.meshport-" + gone.pid() + "-0123456789abcdef.tmp");
        Path reused = sub.resolve(".b.iqm.meshport-1-0123456789abcdef.tmp");
        Path running = sub.resolve(".c.iqm.meshport-" + live + "-0123456789abcdef.tmp");
        Path notOurs = sub.resolve(".d.iqm.12345.tmp");
        for (Path p : List.of(dead, reused, running, notOurs)) {
            Files.writeString(p, "left");
        }
        // pid 1 was started long after this file was written: the pid was reused, the writer is gone
        Files.setLastModifiedTime(reused, FileTime.from(Instant.parse("1971-01-01T00:00:00Z")));
        write(sub.resolve("e.iqm"), "data");
        assertEquals(List.of(running.getFileName().toString(), notOurs.getFileName().toString(), "e.iqm"),
                names(sub));
        assertEquals(-1, TemporaryFiles.owner(".d.iqm.12345.tmp"));
        assertEquals(-1, TemporaryFiles.owner(".x.meshport-12-0123.tmp"));
        assertEquals(42, TemporaryFiles.owner(".x.meshport-42-0123456789abcdef.tmp"));
    }

    @Test
    void temporaryNamesCarrySixteenHexDigitsTheSweepReadsBack() {
        long seed = 20261130L;
        java.util.Random random = new java.util.Random(seed);
        List<Long> bits = new ArrayList<>(List.of(0L, 1L, -1L, 0xfL, Long.MIN_VALUE, Long.MAX_VALUE));
        for (int i = 0; i < 1000; i++) {
            // small values too: the digits are padded with zeros to sixteen
            bits.add(random.nextLong() >>> random.nextInt(64));
        }
        for (long b : bits) {
            assertEquals(String.format("%016x", b), TemporaryFiles.sixteenHexDigits(b), "bits " + b + ", seed " + seed);
        }
        Path claimed = TemporaryFiles.claim(dir.resolve("out.iqm").toAbsolutePath());
        TemporaryFiles.release(claimed);
        assertEquals(ProcessHandle.current().pid(), TemporaryFiles.owner(claimed.getFileName().toString()));
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
