package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.cli.command.CommandLines;
import io.meshport.harness.junit.Corpus;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress bar as a user sees it: drawn on a terminal, absent when stderr goes to a file or a
 * pipe (even when stdin and stdout are still the terminal), absent with --quiet. The real thing
 * runs meshport on a pseudo-terminal made by util-linux {@code script}.
 */
class ProgressOnTerminalTest {
    private static final Pattern FRAME = Pattern.compile("\r\\[[#.]{20}] \\d+/(\\d+) files");

    @TempDir
    Path dir;

    private static Cli.Result onTerminal(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CommandLines.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), () -> true, null)
                .execute(args);
        return new Cli.Result(exit, out.toString(), err.toString());
    }

    @Test
    void aBatchOnATerminalDrawsFramesAndClearsThemBeforeTheSummary() {
        Path corpus = Corpus.root().resolve("pie");
        Cli.Result r = onTerminal("convert", "--to", "iqm", corpus.toString(), dir.resolve("out").toString());
        assertEquals(0, r.exit(), r.toString());
        String err = r.err();
        assertTrue(err.startsWith("\r[....................] 0/285 files"), err);
        int summary = err.indexOf("converted 285, skipped 0, failed 0\n");
        // the first line of text (a reader's warning, or the writers' note) starts where the bar ended
        int first = Math.min(err.indexOf("warning:") < 0 ? err.length() : err.indexOf("warning:"),
                err.indexOf("note: axes converted"));
        int warning = Math.max(err.lastIndexOf('\n', first), err.lastIndexOf('\r', first)) + 1;
        String beforeText = err.substring(0, warning);
        // the last thing the bar did: spaces over its line, back to its start
        assertTrue(beforeText.matches("(?s).*\r {30,79}\r"), beforeText);
        assertFalse(err.substring(warning).contains("\r"), "nothing drawn after the bar is closed");
        assertTrue(summary > warning);

        Cli.Result quiet = onTerminal("convert", "--to", "iqm", "--quiet", corpus.toString(),
                dir.resolve("quiet").toString());
        assertEquals("converted 285, skipped 0, failed 0\n", quiet.err());
    }

    /** util-linux {@code script}, which runs a command on a pseudo-terminal, if it is on the PATH. */
    private static Optional<Path> script() {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(d.isEmpty() ? "." : d, "script");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static String quoted(Object s) {
        return "'" + s.toString().replace("'", "'\\''") + "'";
    }

    /** This build's meshport as a shell command, on the classpath the tests run with. */
    private static String meshport(Object... args) {
        StringBuilder b = new StringBuilder(quoted(Path.of(System.getProperty("java.home"), "bin", "java")))
                .append(" -cp ").append(quoted(System.getProperty("java.class.path"))).append(' ')
                .append(Main.class.getName());
        for (Object a : args) {
            b.append(' ').append(quoted(a));
        }
        return b.toString();
    }

    /** Starts {@code shellCommand} on a new pseudo-terminal; all it shows goes to {@code screen}. */
    private static Process onPseudoTerminal(String shellCommand, Path screen) throws IOException {
        Optional<Path> script = script();
        assumeTrue(script.isPresent(), "util-linux 'script' is not on the PATH: the progress bar cannot be shown on"
                + " a pseudo-terminal here");
        // stdin stays an open pipe: script ends when its input does. The shell outlives the command
        // by a second and keeps the terminal open, so script copies all the command last wrote
        // (the clearing of the bar when it is stopped) before the terminal closes.
        String lingering = shellCommand + "; status=$?; sleep 1; exit $status";
        return new ProcessBuilder(script.get().toString(), "-qec", lingering, "/dev/null")
                .redirectErrorStream(true).redirectOutput(screen.toFile()).start();
    }

    private static void finished(Process p) throws InterruptedException {
        try {
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "meshport ended");
        } finally {
            stop(p);
        }
    }

    /**
     * Stops meshport as Ctrl-C would (its shutdown hooks run), lets the shell and script end by
     * themselves, then kills whatever is left.
     */
    private static void stop(Process p) {
        List<ProcessHandle> descendants;
        try (Stream<ProcessHandle> all = p.descendants()) {
            descendants = all.toList();
        }
        // only meshport, the process without children of its own: killing the shell first would
        // close the terminal before meshport's last words reach it
        for (ProcessHandle leaf : descendants) {
            boolean hasChildren;
            try (Stream<ProcessHandle> children = leaf.children()) {
                hasChildren = children.findAny().isPresent();
            }
            if (!hasChildren) {
                leaf.destroy();
                leaf.onExit().completeOnTimeout(leaf, 30, TimeUnit.SECONDS).join();
            }
        }
        p.onExit().completeOnTimeout(p, 30, TimeUnit.SECONDS).join();
        descendants.forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    @Test
    void theBarIsDrawnOnARealTerminalAndNotWhenStderrAloneIsRedirected() throws Exception {
        Path corpus = Corpus.root().resolve("pie");
        Path screen = dir.resolve("screen.txt");
        Process p = onPseudoTerminal(meshport("convert", "--to", "iqm", "--jobs", "1", corpus, dir.resolve("a")), screen);
        finished(p);
        assertEquals(0, p.exitValue(), Files.readString(screen));
        String shown = Files.readString(screen, StandardCharsets.UTF_8);
        Matcher frames = FRAME.matcher(shown);
        int count = 0;
        while (frames.find()) {
            assertEquals("285", frames.group(1), shown);
            count++;
        }
        assertTrue(count >= 2, "frames redrawn in place: " + shown);
        assertTrue(shown.contains("converted 285, skipped 0, failed 0"), shown);

        Path log = dir.resolve("stderr.txt");
        Path quietScreen = dir.resolve("screen-redirected.txt");
        Process redirected = onPseudoTerminal(meshport("convert", "--to", "iqm", "--jobs", "1", corpus, dir.resolve("b"))
                + " 2> " + quoted(log), quietScreen);
        finished(redirected);
        assertEquals(0, redirected.exitValue(), Files.readString(quietScreen));
        assertEquals("", Files.readString(quietScreen), "stdout, still the terminal, has nothing to say");
        String err = Files.readString(log, StandardCharsets.UTF_8);
        assertFalse(err.contains("\r"), err);
        assertTrue(err.endsWith("converted 285, skipped 0, failed 0\n"), err);
    }

    @Test
    void aSingleConversionShowsItsStageOnceItTakesOverASecondAndClearsItWhenStopped() throws Exception {
        // the test format's writer stalls for a minute on this comment: a conversion that takes long
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Files.writeString(in, Files.readString(in).replaceFirst("(?m)^comment .*$", "comment " + MtestFormat.STALL_COMMENT));
        Path out = dir.resolve("out.mtest");
        Path screen = dir.resolve("screen.txt");
        Process p = onPseudoTerminal(meshport("convert", "--scale", "2", in, out), screen);
        String writing = "\r[#############.......] 2/3 steps  writing out.mtest";
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(screen).contains(writing) && System.nanoTime() < deadline) {
                assertTrue(p.isAlive(), () -> "convert ended early: " + read(screen));
                Thread.sleep(50);
            }
            assertTrue(Files.readString(screen).contains(writing), read(screen));
        } finally {
            stop(p);
        }
        // stopped as Ctrl-C stops it: the bar's line is cleared, the shell's prompt comes on a clean line
        String shown = read(screen);
        String after = shown.substring(shown.lastIndexOf(writing) + writing.length());
        assertTrue(after.matches("(?s).*\r {40,79}\r"), "the bar cleared at the end: " + after.replace("\r", "|"));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("in.mtest", "screen.txt"), left.map(f -> f.getFileName().toString()).sorted()
                    .toList());
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
