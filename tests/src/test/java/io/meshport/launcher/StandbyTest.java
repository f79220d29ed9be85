package io.meshport.launcher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkout's launcher and the installed one (the distribution archive's {@code bin/meshport})
 * with a JVM on standby ({@code MESHPORT_STANDBY=1}; {@code lib/meshport-standby.bash}, the Java side
 * {@code io.meshport.cli.Standby}): a second short run within a minute leaves one behind; later runs
 * from the same folder are run by it and print, write and exit exactly as a JVM of their own does
 * (relative paths, errors, usage errors, a refused output), and as much into regular files (through
 * the launcher's relay: appended, with 2>&1, or a file a stream); the standby leaves when idle and
 * takes its folder with it. Runs after the reactor packaged the command's jar and archive.
 */
class StandbyTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", "..")).toAbsolutePath().normalize();
    /** The seconds a standby waits for a run here: long enough for a busy machine between two runs. */
    private static final int IDLE_SECONDS = 10;

    /** What a run printed and returned. */
    private record Ran(int code, String out, String err) {
    }

    @Test
    void theCheckoutsLauncher(@TempDir Path dir) throws Exception {
        assertTrue(Files.isRegularFile(ROOT.resolve("cli/target/meshport.jar")), "the command's jar is built first");
        runsAsAJvmOfItsOwn(ROOT.resolve("meshport"), dir);
    }

    @Test
    void theInstalledLauncher(@TempDir Path dir) throws Exception {
        Path archive;
        try (Stream<Path> files = Files.list(ROOT.resolve("cli/target"))) {
            archive = files.filter(p -> p.getFileName().toString().matches("meshport-.*\\.tar\\.gz")).findFirst()
                    .orElseThrow(() -> new AssertionError("the distribution archive is built first"));
        }
        Path install = Files.createDirectories(dir.resolve("install"));
        Process tar = new ProcessBuilder("tar", "xzf", archive.toString(), "-C", install.toString()).inheritIO().start();
        assertTrue(tar.waitFor(60, TimeUnit.SECONDS) && tar.exitValue() == 0, "tar xzf " + archive);
        Path launcher;
        try (Stream<Path> files = Files.list(install)) {
            launcher = files.findFirst().orElseThrow().resolve("bin/meshport");
        }
        Path work = Files.createDirectories(dir.resolve("work"));
        runsAsAJvmOfItsOwn(launcher, work);
    }

    /**
     * Runs commands with {@code launcher} in {@code dir}, each in a JVM of its own and then on a
     * standby, and compares what they printed, wrote and returned.
     */
    private static void runsAsAJvmOfItsOwn(Path launcher, Path dir) throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")) && Files.isExecutable(Path.of("/bin/bash")),
                "Linux with bash");
        Files.copy(ROOT.resolve("examples/turret.iqe"), dir.resolve("turret.iqe"));
        Files.writeString(dir.resolve("broken.iqe"), "# Inter-Quake Export\nvp 1 2 3\nfm 0 1 9\n");
        Files.writeString(dir.resolve("taken.iqm"), "not replaced");
        Path standbys = dir.resolve("standbys");
        Files.createDirectories(dir.resolve("cache"));
        List<List<String>> commands = List.of(
                List.of("info", "turret.iqe"),
                List.of("info", "--json", "turret.iqe"),
                List.of("validate", "broken.iqe"),
                List.of("convert", "turret.iqe", "OUT.iqm"),
                List.of("convert", "turret.iqe", "taken.iqm"),
                List.of("frobnicate", "turret.iqe"));
        List<Ran> own = new ArrayList<>();
        for (List<String> command : commands) {
            own.add(launch(launcher, dir, Map.of("MESHPORT_STANDBY", "0"), command, "own"));
        }
        Map<String, String> env = Map.of("MESHPORT_STANDBY", "1", "MESHPORT_STANDBY_DIR", standbys.toString(),
                "MESHPORT_STANDBY_SECONDS", Integer.toString(IDLE_SECONDS));
        // the first run marks its kind, the second leaves a standby of it
        launch(launcher, dir, env, List.of("info", "turret.iqe"), "first");
        launch(launcher, dir, env, List.of("info", "turret.iqe"), "second");
        Path standby = ready(standbys);
        long pid = Long.parseLong(Files.readString(standby.resolve("pid")).strip());
        try {
            for (int i = 0; i < commands.size(); i++) {
                Ran ran = launch(launcher, dir, env, commands.get(i), "standby");
                assertEquals(own.get(i), ran, "run on standby: " + commands.get(i));
                awaitServed(standby, i + 1);
            }
            // back to back, as a script's loop runs them: each run's output reaches its own streams
            for (int i = 0; i < 10; i++) {
                assertEquals(own.get(0), launch(launcher, dir, env, commands.get(0), "standby"), "run " + i + " of a loop");
            }
            awaitServed(standby, commands.size() + 10);
            assertArrayEquals(Files.readAllBytes(dir.resolve("OUT-own.iqm")), Files.readAllBytes(dir.resolve("OUT-standby.iqm")),
                    "the output written on standby, by a relative path");
            assertEquals("not replaced", Files.readString(dir.resolve("taken.iqm")));
            // output into regular files, through the launcher's relay: appended after what the file
            // held, with the errors in it (2>&1), or each stream into a file of its own
            Path both = dir.resolve("both.txt");
            Files.writeString(both, "before\n");
            ProcessBuilder appended = builder(launcher, dir, env, commands.get(0))
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(both.toFile())).redirectErrorStream(true);
            assertEquals(new Ran(0, "", ""), finish(appended.start(), List.of("info", ">> both.txt 2>&1")));
            assertEquals("", own.get(0).err());
            assertEquals("before\n" + own.get(0).out(), Files.readString(both), "a run appending to a file");
            awaitServed(standby, commands.size() + 11);
            Path out = dir.resolve("out.txt");
            Path err = dir.resolve("err.txt");
            ProcessBuilder separate = builder(launcher, dir, env, commands.get(2)).redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            assertEquals(new Ran(own.get(2).code(), "", ""), finish(separate.start(), List.of("validate", "> out 2> err")));
            assertEquals(own.get(2).out(), Files.readString(out), "stdout of a run into a file");
            assertEquals(own.get(2).err(), Files.readString(err), "stderr of a run into a file");
            awaitServed(standby, commands.size() + 12);
            // idle for IDLE_SECONDS: it leaves, and its folder with it
            Optional<ProcessHandle> process = ProcessHandle.of(pid);
            if (process.isPresent()) {
                process.get().onExit().get(IDLE_SECONDS + 60L, TimeUnit.SECONDS);
            }
            assertFalse(Files.exists(standby), "the standby's folder after it left");
        } finally {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }
    }

    /** Runs the launcher in {@code dir}; an output named {@code OUT.iqm} is named {@code OUT-<tag>.iqm}. */
    private static Ran launch(Path launcher, Path dir, Map<String, String> env, List<String> command, String tag) throws Exception {
        List<String> args = command.stream().map(a -> a.equals("OUT.iqm") ? "OUT-" + tag + ".iqm" : a).toList();
        Ran ran = finish(builder(launcher, dir, env, args).start(), args);
        return new Ran(ran.code(), ran.out().replace("OUT-" + tag, "OUT"), ran.err().replace("OUT-" + tag, "OUT"));
    }

    /**
     * What {@code p} printed and returned: both streams read beside a bounded wait, so that a launcher
     * that hangs fails the test (and is ended, with what it started) instead of holding it forever.
     */
    private static Ran finish(Process p, List<String> args) throws Exception {
        CompletableFuture<String> out = drain(p.getInputStream());
        CompletableFuture<String> err = drain(p.getErrorStream());
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("the launcher did not end in 120 s: " + args);
        }
        return new Ran(p.exitValue(), out.get(30, TimeUnit.SECONDS), err.get(30, TimeUnit.SECONDS));
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }, task -> new Thread(task, "drain").start()); // a thread each: the common pool has one on two cores
    }

    private static ProcessBuilder builder(Path launcher, Path dir, Map<String, String> env, List<String> args) {
        List<String> line = new ArrayList<>(List.of(launcher.toString()));
        line.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(line).directory(dir.toFile());
        builder.environment().remove("CI"); // continuous integration turns the standby off unless asked
        builder.environment().putAll(env);
        // the installed launcher's class-data sharing archive: in the test's folder
        builder.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        return builder;
    }

    /** The standby's folder once it says it is ready (the training run takes a few seconds). */
    private static Path ready(Path standbys) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < end) {
            if (Files.isDirectory(standbys)) {
                try (Stream<Path> list = Files.list(standbys)) {
                    Optional<Path> ready = list.filter(p -> Files.exists(p.resolve("ready"))).findFirst();
                    if (ready.isPresent()) {
                        return ready.get();
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no standby became ready in " + standbys);
    }

    /** Waits for the standby to count {@code runs} (it counts after the launch took its status). */
    private static void awaitServed(Path standby, int runs) throws Exception {
        Path served = standby.resolve("served");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String seen = "";
        while (System.nanoTime() < end) {
            seen = Files.exists(served) ? Files.readString(served).strip() : "";
            if (seen.equals(Integer.toString(runs))) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the standby counted '" + seen + "' runs, not " + runs);
    }
}
