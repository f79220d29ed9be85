package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's samples are what the commands print: every fenced block whose first line is
 * {@code $ meshport ...} is run, in a folder holding the examples and the files "Try it" makes, and
 * must print the block's other lines exactly.
 */
class ReadmeSamplesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    record Sample(String command, String shown) {
    }

    static List<Sample> samples(String readme) {
        List<Sample> out = new ArrayList<>();
        String[] lines = readme.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("```") && i + 1 < lines.length && lines[i + 1].startsWith("$ meshport ")) {
                StringBuilder shown = new StringBuilder();
                int j = i + 2;
                for (; j < lines.length && !lines[j].startsWith("```"); j++) {
                    shown.append(lines[j]).append('\n');
                }
                out.add(new Sample(lines[i + 1].substring(2), shown.toString()));
                i = j;
            }
        }
        return out;
    }

    @Test
    void everySampleIsWhatItsCommandPrints() throws Exception {
        List<Sample> samples = samples(Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8));
        assertTrue(samples.size() >= 2, "the info and diff samples at least: " + samples);
        copy(ROOT.resolve("examples"), dir.resolve("examples"));
        // what "Try it" has made by then
        run("meshport convert examples/cube.iqe cube.iqm");
        run("meshport convert examples/mount.pie mount.iqm");
        for (Sample sample : samples) {
            assertEquals(sample.shown(), run(sample.command()), sample.command());
        }
    }

    private String run(String command) throws Exception {
        List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        List<String> words = Arrays.asList(command.split(" +"));
        assertEquals("meshport", words.get(0), command);
        args.addAll(words.subList(1, words.size()));
        // stdout first, then stderr: what a terminal shows when stderr is printed last
        Process p = new ProcessBuilder(args).directory(dir.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), command);
        return out + err;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
