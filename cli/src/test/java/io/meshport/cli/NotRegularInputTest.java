package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.harness.HostileFolders;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A model named on the command line that is no regular file (docs/security.md, "A model named on
 * the command line"): a pipe is read as a stream, as {@code <(gunzip -c x.iqe.gz)} gives one; a
 * device that never ends ({@code /dev/zero}) is refused within the format's own limits, in bounded
 * memory (a {@code .glb} or {@code .gltf} took 2.7 GB before it failed, an {@code .iqm} 2 GB). The
 * minute's guard only keeps a regression from hanging the build.
 */
class NotRegularInputTest {
    private static final Duration GUARD = Duration.ofMinutes(1);

    @TempDir
    Path dir;

    static List<String> extensions() {
        return List.of("iqe", "iqm", "pie", "vif", "obj", "gltf", "glb", "md5mesh", "smd");
    }

    @ParameterizedTest
    @MethodSource("extensions")
    void aDeviceThatNeverEndsIsRefusedInBoundedMemory(String ext) throws IOException {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        Path link = Files.createSymbolicLink(dir.resolve("zero." + ext), zero);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Cli.Result r = assertTimeoutPreemptively(GUARD, () -> Cli.run("info", link.toString()));
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().startsWith("meshport: " + link), r.toString());
        assertFalse(r.err().contains("out of memory") || r.err().contains("\tat "), r.toString());
        assertTrue(allocated < 256L << 20, ext + ": " + allocated + " bytes allocated for " + r);
    }

    @ParameterizedTest
    @MethodSource("extensions")
    void aPipeIsReadAsAStream(String ext) throws Exception {
        Path model = Fixtures.write(Fixtures.character(), dir.resolve("source." + ext));
        Path fifo = dir.resolve("pipe." + ext);
        assumeTrue(HostileFolders.mkfifo(fifo), "no mkfifo here");
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                Files.copy(model, out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        writer.start();
        Cli.Result r = assertTimeoutPreemptively(GUARD, () -> Cli.run("info", fifo.toString()));
        writer.join(GUARD.toMillis());
        Cli.Result fromFile = Cli.run("info", model.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(fromFile.out().replace("source." + ext, "pipe." + ext), r.out());
    }
}
