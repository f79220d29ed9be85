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
