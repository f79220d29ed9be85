package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.cli.console.ExitCode;
import io.meshport.harness.HostileFolders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outputs that are not a place for a file: a device or a FIFO is never replaced, {@code --force} or
 * not; a folder or a missing folder is named as the user gave it, never by the hidden temporary
 * file; running out of memory is one line naming the file and how to give Java more.
 */
class OutputFaultsTest {
    @TempDir
    Path dir;

    @Test
    void aDeviceOrFifoOutputIsNeverReplaced() throws Exception {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Path fifo = dir.resolve("fifo.mtest");
        assumeTrue(HostileFolders.mkfifo(fifo), "mkfifo");
        Path device = Files.createSymbolicLink(dir.resolve("null.mtest"), Path.of("/dev/null"));
        for (Path out : List.of(fifo, device)) {
            // with or without --force: the answer is never "exists (use --force)", which --force would not help
            for (List<String> args : List.of(List.of("convert", "--force", in.toString(), out.toString()),
                    List.of("convert", in.toString(), out.toString()),
                    List.of("render", in.toString(), "-o", out + ".png"))) {
                if (args.get(0).equals("render")) {
                    Files.deleteIfExists(Path.of(out + ".png"));
                    Files.createSymbolicLink(Path.of(out + ".png"), out.toAbsolutePath());
                }
                Path shown = args.get(0).equals("render") ? Path.of(out + ".png") : out;
                Cli.Result r = Cli.run(args.toArray(String[]::new));
                assertEquals(ExitCode.IO, r.exit(), r::toString);
                assertEquals("meshport: " + shown + ": is not a regular file (a device, a pipe or a socket): it is"
                        + " never replaced\n", r.err(), r::toString);
                if (args.get(0).equals("render")) {
                    Files.delete(shown);
                }
            }
        }
        assertFalse(Files.isRegularFile(fifo), "still a FIFO");
        assertTrue(Files.isSymbolicLink(device), "the link to the device is untouched");
        assertEquals(List.of("fifo.mtest", "in.mtest", "null.mtest"), listing(dir));
    }

    @Test
    void aFolderOrAMissingFolderIsNamedAsGiven() throws Exception {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Path folder = Files.createDirectories(dir.resolve("outdir"));
        Cli.Result asFolder = Cli.run("convert", "--force", in.toString(), folder.toString(), "--to", "mtest");
        assertEquals("meshport: " + folder + ": is a directory\n", asFolder.err(), asFolder::toString);
        Cli.Result asFolderUnforced = Cli.run("convert", in.toString(), folder.toString(), "--to", "mtest");
        assertEquals("meshport: " + folder + ": is a directory\n", asFolderUnforced.err(), asFolderUnforced::toString);
        Cli.Result renderToFolder = Cli.run("render", in.toString(), "-o", folder.toString());
        assertEquals("meshport: " + folder + ": is a directory\n", renderToFolder.err(), renderToFolder::toString);
        Path missing = dir.resolve("nonexist").resolve("x.png");
        Cli.Result render = Cli.run("render", in.toString(), "-o", missing.toString());
        assertEquals("meshport: " + missing + ": no such directory: " + missing.getParent() + "\n", render.err(),
                render::toString);
        for (Cli.Result r : List.of(asFolder, asFolderUnforced, renderToFolder, render)) {
            assertEquals(ExitCode.IO, r.exit(), r::toString);
            assertFalse(r.err().contains(".tmp"), r::toString);
        }
        assertEquals(List.of("in.mtest", "outdir"), listing(dir));
        assertEquals(List.of(), listing(folder));
    }

    @Test
    void anOutputThatIsAnInputIsNeverReplaced() throws Exception {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        String before = Files.readString(in);
        Path same = dir.resolve("sub/../in.mtest");
        Files.createDirectories(dir.resolve("sub"));
        Cli.Result r = Cli.run("convert", "--force", in.toString(), same.toString());
        assertEquals(ExitCode.IO, r.exit(), r::toString);
        assertEquals("meshport: " + same + ": is an input of this conversion: not replaced\n", r.err());
        assertEquals(before, Files.readString(in));
    }

    @Test
    void runningOutOfMemoryIsOneLineNamingTheFile() throws Exception {
        // a model far larger than the heap the process is given: 30 MB of IQE text in 16 MB
        Path in = dir.resolve("huge.iqe");
        StringBuilder text = new StringBuilder("# Inter-Quake Export\nmesh m\n");
        for (int i = 0; i < 1_000_000; i++) {
            text.append("vp ").append(i).append(".25 ").append(i).append(".5 ").append(i).append(".75\n");
        }
        for (int i = 0; i + 2 < 1_000_000; i += 3) {
            text.append("fm ").append(i).append(' ').append(i + 1).append(' ').append(i + 2).append('\n');
        }
        Files.writeString(in, text);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx16m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "convert", in.toString(), dir.resolve("huge.iqm").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the conversion ended");
        String log = Files.readString(dir.resolve("log.txt"));
        assertEquals(ExitCode.IO, p.exitValue(), log);
        assertEquals(1, log.lines().count(), log);
        assertTrue(log.startsWith("meshport: " + in + ": out of memory (Java's heap is limited to "), log);
        assertTrue(log.contains("MESHPORT_JAVA_OPTS=-Xmx"), log);
        assertFalse(Files.exists(dir.resolve("huge.iqm")));
    }

    @Test
    void runningOutOfMemoryInAnyStageOfAConversionIsOneLine() throws Exception {
        // 5 MB of IQE whose every number differs (a jittered grid with vp, vt and vn), converted to
        // IQM in heaps from far too small to nearly enough, with G1 (plain java) and the launcher's
        // collector: the memory runs out while reading, compiling, exporting or writing. Each run
        // either converts or says one line naming the file it was working on, never a stack trace.
        Path in = dir.resolve("grid.iqe");
        StringBuilder text = new StringBuilder("# Inter-Quake Export\nmesh grid\n");
        SplittableRandom random = new SplittableRandom(35);
        int side = 220;
        for (int v = 0; v < side * side; v++) {
            text.append("vp ").append(v % side + random.nextFloat()).append(' ').append(v / side + random.nextFloat())
                    .append(' ').append(random.nextFloat()).append("\nvt ").append(random.nextFloat()).append(' ')
                    .append(random.nextFloat()).append("\nvn 0 ").append(random.nextFloat() / 8).append(" 1\n");
        }
        for (int v = 0; v + side + 1 < side * side; v++) {
            if (v % side + 1 < side) {
                text.append("fm ").append(v).append(' ').append(v + 1).append(' ').append(v + side).append("\nfm ")
                        .append(v + 1).append(' ').append(v + side + 1).append(' ').append(v + side).append('\n');
            }
        }
        Files.writeString(in, text);
        Path out = dir.resolve("grid.iqm");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        int converted = 0;
        for (String collector : List.of("-XX:+UseG1GC", "-XX:+UseParallelGC")) {
            for (int heap = 8; heap <= 24; heap += 4) {
                Files.deleteIfExists(out);
                Path log = dir.resolve("log-" + heap + collector.charAt(7) + ".txt");
                Process p = new ProcessBuilder(java.toString(), collector, "-Xmx" + heap + "m", "-cp",
                        System.getProperty("java.class.path"), Main.class.getName(), "convert", in.toString(),
                        out.toString()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
                assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the conversion ended");
                String said = Files.readString(log);
                String run = collector + " -Xmx" + heap + "m: " + said;
                if (p.exitValue() == 0) {
                    assertEquals("", said, run);
                    converted++;
                    continue;
                }
                assertEquals(ExitCode.IO, p.exitValue(), run);
                assertEquals(1, said.lines().count(), run);
                assertTrue(said.startsWith("meshport: " + in + ": out of memory")
                        || said.startsWith("meshport: " + out + ": out of memory"), run);
                assertTrue(said.contains("MESHPORT_JAVA_OPTS=-Xmx"), run);
                assertFalse(Files.exists(out), run);
            }
        }
        assertTrue(converted < 10, "some heap was too small");
    }

    private static List<String> listing(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
