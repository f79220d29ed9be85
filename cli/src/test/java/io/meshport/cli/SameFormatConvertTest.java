package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code meshport convert X.fmt Y.fmt} without edits goes through the format's document: real IQM
 * files come back byte for byte, real IQE files keep every comment line and pose form.
 */
class SameFormatConvertTest {
    @TempDir
    Path dir;

    static Stream<Path> iqmFiles() {
        return Corpus.files("", ".iqm").stream(); // the Red Eclipse files and the reference compiler's outputs
    }

    static Stream<Path> iqeFiles() throws IOException {
        List<Path> files = new ArrayList<>(Corpus.files("iqe", ".iqe"));
        files.addAll(Corpus.examples(".iqe"));
        return files.stream();
    }

    private Path convert(Path in, String... options) {
        String name = in.getFileName().toString();
        Path out = dir.resolve("out-" + name);
        List<String> args = new ArrayList<>(List.of("convert"));
        args.addAll(List.of(options));
        args.addAll(List.of(in.toString(), out.toString()));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.toString());
        return out;
    }

    @ParameterizedTest
    @MethodSource("iqmFiles")
    void iqmComesBackByteForByte(Path file) throws IOException {
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(convert(file)), Corpus.name(file));
    }

    @ParameterizedTest
    @MethodSource("iqeFiles")
    void iqeKeepsCommentsAndPoseForms(Path file) throws IOException {
        List<String> in = lines(file);
        List<String> out = lines(convert(file));
        assertEquals(kept(in, "#"), kept(out, "#"), "comment lines, in order");
        for (String pose : List.of("pq", "pm", "pa", "pose")) {
            assertEquals(kept(in, pose + " ").size(), kept(out, pose + " ").size(), pose + " lines");
        }
        assertEquals(commandOrder(in), commandOrder(out), "the commands, in order");
    }

    @Test
    void anEditGoesThroughTheModel() throws IOException {
        Path file = iqmFiles().filter(p -> p.toString().contains("reference")).findFirst()
                .orElse(iqmFiles().findFirst().orElseThrow());
        assertFalse(Arrays.equals(Files.readAllBytes(file), Files.readAllBytes(convert(file, "--scale", "2"))),
                "a scaled copy is not the same file");
    }

    private static List<String> lines(Path file) throws IOException {
        return Arrays.asList(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\r\n|\r|\n"));
    }

    private static List<String> kept(List<String> lines, String start) {
        return lines.stream().map(String::strip).filter(l -> l.startsWith(start)).toList();
    }

    /** The first word of every line that is not blank or a comment. */
    private static List<String> commandOrder(List<String> lines) {
        return lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .map(l -> l.split("\\s+", 2)[0]).toList();
    }
}
