package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Standby}'s side of the launcher's protocol, spoken by the test: a run answered on the
 * asking process's own stdout, an idle standby leaving (or staying while a launch holds its claim,
 * until that claim is stale), and anything unexpected in its pipes answered "cold" so that a waiting
 * launch starts its own JVM. The launchers' side: {@code StandbyTest} in the tests module.
 */
class StandbyProtocolTest {
    @TempDir
    Path dir;
    private Path jar;
    private RandomAccessFile statusPipe;
    private FileInputStream statusReader;

    @BeforeEach
    void pipes() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "Linux");
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve("request").toString(), dir.resolve("status").toString())
                .start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo");
        jar = Files.writeString(dir.resolve("meshport.jar"), "a jar");
        // held open for reading and writing from the start, as the launcher does: the open never
        // waits, and an answer written by a standby that then leaves stays in the pipe
        statusPipe = new RandomAccessFile(dir.resolve("status").toFile(), "rw");
        statusReader = new FileInputStream(statusPipe.getFD());
    }

    @AfterEach
    void close() throws IOException {
        if (statusPipe != null) {
            statusPipe.close();
        }
    }

    /** Serves in the background with {@code idle} milliseconds of patience. */
    private CompletableFuture<Void> serving(long idle) throws IOException {
        Standby standby = new Standby(dir, jar);
        return CompletableFuture.runAsync(() -> {
            try {
                standby.serve(idle);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private void send(String... fields) throws IOException {
        try (RandomAccessFile request = new RandomAccessFile(dir.resolve("request").toFile(), "rw")) {
            for (String field : fields) {
                request.write((field + "\0").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** The status line, read as it comes, within 30 s. */
    private String status() throws IOException, InterruptedException {
        StringBuilder line = new StringBuilder();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
            if (statusReader.available() == 0) {
                Thread.sleep(10);
                continue;
            }
            int c = statusReader.read();
            if (c == '\n') {
                return line.toString();
            }
            line.append((char) c);
        }
        throw new AssertionError("no status within 30 s; so far: " + line);
    }

    private void awaitReady() throws InterruptedException {
        for (int i = 0; i < 500 && !Files.exists(dir.resolve("ready")); i++) {
            Thread.sleep(10);
        }
        assertTrue(Files.exists(dir.resolve("ready")), "ready");
    }

    /** The asking process: its stdout {@code out.txt}, which the test reads (a launch's is a terminal or a pipe). */
    private Process asking() throws IOException {
        return new ProcessBuilder("sleep", "30").redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
    }

    /** A launch by {@code launch} claims the standby and asks for {@code --version}. */
    private void claimAndRunVersion(Process launch) throws IOException {
        Files.createFile(dir.resolve("claim"));
        send("run", Long.toString(launch.pid()), "0", "1", "--version");
    }

    /** Waits up to 5 s for the standby to release its claim (it does once a run is counted). */
    private boolean claimReleased() throws InterruptedException {
        for (int i = 0; i < 500 && Files.exists(dir.resolve("claim")); i++) {
            Thread.sleep(10);
        }
        return !Files.exists(dir.resolve("claim"));
    }

    @Test
    void aRunIsAnsweredOnTheAskingProcesssOwnStreams() throws Exception {
        Process launch = asking();
        Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
        try {
            CompletableFuture<Void> serving = serving(60_000);
            awaitReady();
            claimAndRunVersion(launch);
            assertEquals("0", status());
            Path out = dir.resolve("out.txt");
            assertTrue(Files.readString(out).startsWith("meshport "), Files.readString(out));
            send("ack");
            assertTrue(claimReleased(), "the claim is released once the launch took its answer");
            assertEquals("1", Files.readString(dir.resolve("served")).strip());
            // the jar rebuilt: the next launch is sent to a JVM of its own, and the standby leaves
            Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() + 10_000));
            claimAndRunVersion(launch);
            assertEquals("cold", status());
            serving.get(30, TimeUnit.SECONDS);
        } finally {
            launch.destroy();
            Thread.setDefaultUncaughtExceptionHandler(handler);
        }
    }

    /**
     * A launch writes its ack and ends; the standby may see the end before the ack has come through
     * the pipe (a busy machine, runs back to back): it is still served, and the standby stays for
     * the next (it left, and every later run of the loop took a JVM of its own).
     */
    @Test
    void anAckThatComesAfterItsLaunchEndedStillCounts() throws Exception {
        Process launch = asking();
        try {
            CompletableFuture<Void> serving = serving(60_000);
            awaitReady();
            claimAndRunVersion(launch);
            assertEquals("0", status());
            launch.destroy();
            launch.waitFor(10, TimeUnit.SECONDS);
            Thread.sleep(300);
            send("ack");
            assertTrue(claimReleased(), "the claim is released: the run counted");
            assertEquals("1", Files.readString(dir.resolve("served")).strip());
            assertFalse(serving.isDone(), "the standby stays for the next run");
            send("end");
            serving.get(30, TimeUnit.SECONDS);
        } finally {
            launch.destroy();
        }
    }

    @Test
    void aLaunchInAnotherFolderIsSentToAJvmOfItsOwn() throws Exception {
        // the standby's folder is this JVM's; a launch elsewhere (or in a folder made again under
        // the same name) would find other files by the same relative names
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Process launch = new ProcessBuilder("sleep", "30").directory(elsewhere.toFile()).start();
        try {
            CompletableFuture<Void> serving = serving(60_000);
            awaitReady();
            send("run", Long.toString(launch.pid()), "0", "1", "--version");
            assertEquals("cold", status());
            serving.get(30, TimeUnit.SECONDS);
        } finally {
            launch.destroy();
        }
    }

    @Test
    void anIdleStandbyClaimsItselfAndLeaves() throws Exception {
        CompletableFuture<Void> serving = serving(100);
        serving.get(30, TimeUnit.SECONDS);
        assertTrue(Files.exists(dir.resolve("claim")), "no launch can claim a standby that leaves");
    }

    @Test
    void aClaimWhoseLaunchWentAwayEndsTheWaitOnceStale() throws Exception {
        Files.createFile(dir.resolve("claim"));
        CompletableFuture<Void> serving = serving(100);
        Thread.sleep(500);
        assertFalse(serving.isDone(), "a fresh claim: its run is coming");
        Files.setLastModifiedTime(dir.resolve("claim"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        serving.get(30, TimeUnit.SECONDS);
    }

    /** A process that is no process, a count of arguments that is no count. */
    @ParameterizedTest
    @CsvSource({"not a process, 0, 0", "1, 0, -5"})
    void whatIsNoRunIsAnsweredColdAndEndsIt(String pid, String terminal, String count) throws Exception {
        CompletableFuture<Void> serving = serving(60_000);
        awaitReady();
        send("run", pid, terminal, count);
        assertEquals("cold", status());
        serving.get(30, TimeUnit.SECONDS);
    }
}
