package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Stops a real {@code meshport convert} process while it writes, as Ctrl-C or a CI timeout would. */
class InterruptedConvertTest {
    @TempDir
    Path dir;

    private List<String> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aKilledConvertLeavesNeitherOutputNorTemporaryFile() throws Exception {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Files.writeString(in, Files.readString(in).replaceFirst("(?m)^comment .*$", "comment " + MtestFormat.STALL_COMMENT));
        Path out = dir.resolve("out.mtest");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "convert", in.toString(), out.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (listing().stream().noneMatch(n -> n.startsWith(".out.mtest.")) && System.nanoTime() < deadline) {
                assertTrue(p.isAlive(), () -> "convert ended early: " + readLog());
                Thread.sleep(20);
            }
            assertTrue(listing().stream().anyMatch(n -> n.startsWith(".out.mtest.")), "the write started: " + listing());
            p.destroy(); // SIGTERM: shutdown hooks run, finally blocks of the writing thread do not
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "convert stopped");
        } finally {
            p.destroyForcibly();
        }
        Files.delete(dir.resolve("log.txt"));
        assertEquals(List.of("in.mtest"), listing(), "no partial output, no temporary file");
    }

    @Test
    void aKilledBatchLeavesWhatItFinishedAndNoTemporaryFile() throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        Fixtures.write(Fixtures.character(), in.resolve("a.mtest"));
        Path stalling = Fixtures.write(Fixtures.character(), in.resolve("b.mtest"));
        Files.writeString(stalling, Files.readString(stalling).replaceFirst("(?m)^comment .*$",
                "comment " + MtestFormat.STALL_COMMENT));
        Fixtures.write(Fixtures.character(), in.resolve("c.mtest"));
        Path out = dir.resolve("out");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // --scale: through the model and its writer, which stalls on b; one job: a is done by then, c not begun
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "convert", "--to", "mtest", "--scale", "2", "--jobs", "1", in.toString(),
                out.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!temporaryFileIn(out) && System.nanoTime() < deadline) {
                assertTrue(p.isAlive(), () -> "convert ended early: " + readLog());
                Thread.sleep(20);
            }
            assertTrue(temporaryFileIn(out), "the write of b started");
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "convert stopped");
        } finally {
            p.destroyForcibly();
        }
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of("a.mtest"), files.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void aStoppedConvertRemovesOnlyItsOwnTemporaryFileAndALaterOneRemovesAKilledOnes() throws Exception {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Files.writeString(in, Files.readString(in).replaceFirst("(?m)^comment .*$", "comment " + MtestFormat.STALL_COMMENT));
        Path out = dir.resolve("out.mtest");
        Process first = convert(in, out, "first.txt");
        Process second = null;
        try {
            awaitTemporaryFiles(1, first);
            second = convert(in, out, "second.txt");
            awaitTemporaryFiles(2, second);
            first.destroy(); // SIGTERM to one of two conversions of the same output
            assertTrue(first.waitFor(30, TimeUnit.SECONDS), "the first convert stopped");
            assertEquals(1, temporaryFiles().size(), "the other conversion's temporary file is left alone");
            assertTrue(second.isAlive(), "the other conversion goes on");
            second.destroyForcibly().waitFor(30, TimeUnit.SECONDS); // kill -9: no hook runs, its file stays
            assertEquals(1, temporaryFiles().size(), "a killed process cleans nothing");
        } finally {
            first.destroyForcibly();
            if (second != null) {
                second.destroyForcibly();
            }
        }
        Path plain = Fixtures.write(Fixtures.character(), dir.resolve("plain.mtest"));
        Process later = convert(plain, out, "later.txt");
        assertTrue(later.waitFor(60, TimeUnit.SECONDS), "the later convert ended");
        assertEquals(0, later.exitValue(), () -> readLog("later.txt"));
        assertEquals(List.of(), temporaryFiles(), "the later write removed the killed process's leftover");
        assertTrue(Files.isRegularFile(out));
    }

    private Process convert(Path in, Path out, String log) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "convert", "--force", in.toString(), out.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve(log).toFile()).start();
    }

    private List<String> temporaryFiles() throws IOException {
        return listing().stream().filter(n -> n.startsWith(".out.mtest.")).toList();
    }

    private void awaitTemporaryFiles(int count, Process writer) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (temporaryFiles().size() < count && System.nanoTime() < deadline) {
            assertTrue(writer.isAlive(), "convert ended early");
            Thread.sleep(20);
        }
        assertEquals(count, temporaryFiles().size(), "writes under way: " + listing());
    }

    private String readLog(String name) {
        try {
            return Files.readString(dir.resolve(name));
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static boolean temporaryFileIn(Path out) throws IOException {
        if (!Files.isDirectory(out)) {
            return false;
        }
        try (Stream<Path> files = Files.list(out)) {
            return files.anyMatch(f -> f.getFileName().toString().startsWith(".b.mtest."));
        }
    }

    private String readLog() {
        try {
            return Files.readString(dir.resolve("log.txt"));
        } catch (IOException e) {
            return e.toString();
        }
    }
}
