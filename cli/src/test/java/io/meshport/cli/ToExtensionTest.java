package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --to} takes any extension a format writes: {@code --to glb} writes binary glTF, named .glb. */
class ToExtensionTest {
    @TempDir
    Path dir;

    @Test
    void toGlbWritesGlbFilesInABatchAndAlone() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.copy(Corpus.examples("cube.iqe").get(0), in.resolve("cube.iqe"));
        Cli.Result batch = Cli.run("convert", "--to", "glb", in.toString(), dir.resolve("out").toString());
        assertEquals(0, batch.exit(), batch.toString());
        try (Stream<Path> files = Files.list(dir.resolve("out"))) {
            assertEquals(List.of("cube.glb"), files.map(p -> p.getFileName().toString()).toList());
        }
        Path alone = dir.resolve("alone");
        Cli.Result one = Cli.run("convert", "--to", "glb", in.resolve("cube.iqe").toString(), alone.toString());
        assertEquals(0, one.exit(), one.toString());
        byte[] head = Files.readAllBytes(alone);
        assertEquals("glTF", new String(head, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
    }
}
