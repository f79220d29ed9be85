package io.meshport.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each SMD case of {@code src/test/resources/smd-reference/} (files Blender Source Tools exported
 * from {@code examples/character.glb}: its README says how), the IQM meshport makes from the inputs
 * of the reference compiler's command line ({@code <mesh>.reference.cmd}: {@code iqm out.iqm
 * mesh.smd anim.smd ...}) equals the reference compiler's ({@code <mesh>.reference.iqm.gz})
 * semantically ({@link ReferenceIqm}): the reference file read, each animation file read and
 * appended as {@code meshport convert} appends it. An input stored gzipped ({@code Body.smd.gz})
 * is the command line's {@code Body.smd}.
 */
class SmdReferenceConformanceTest {
    /** The cases' folder, from the tests module's directory (as the golden files are found). */
    static final Path CASES = Path.of(System.getProperty("meshport.root", "..")).resolve(
            "tests/src/test/resources/smd-reference");

    static Stream<Path> commands() throws IOException {
        try (Stream<Path> files = Files.walk(CASES)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".reference.cmd")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("commands")
    void meshportIqmMatchesTheReferenceCompiler(Path command, @TempDir Path work) throws IOException {
        Path dir = command.getParent();
        List<String> words = Arrays.asList(Files.readString(command, StandardCharsets.UTF_8).trim().split("\\s+"));
        assertEquals("iqm", words.get(0), command + " runs the reference compiler");
        List<String> inputs = words.subList(2, words.size());
        ModelFormat iqm = ModelIO.require("iqm");
        Diagnostics warnings = new Diagnostics();
        for (String input : inputs) {
            Files.write(work.resolve(input), bytes(dir, input));
        }
        Model model = ModelIO.read(work.resolve(inputs.get(0)), "smd", warnings);
        for (String input : inputs.subList(1, inputs.size())) {
            model = AnimationMerge.append(model, ModelIO.read(work.resolve(input), "smd", warnings), input, warnings);
        }
        Model ours = Laws.read(iqm, Laws.write(iqm, model), "ours.iqm");
        Model reference = Laws.read(iqm, bytes(dir, words.get(1)), words.get(1));
        ReferenceIqm.assertSame(reference, ours);
    }

    /** The file {@code name} of a case, or its gzipped copy {@code name.gz}, unpacked. */
    static byte[] bytes(Path dir, String name) throws IOException {
        Path plain = dir.resolve(name);
        if (Files.exists(plain)) {
            return Files.readAllBytes(plain);
        }
        try (InputStream in = new GZIPInputStream(Files.newInputStream(dir.resolve(name + ".gz")))) {
            return in.readAllBytes();
        }
    }
}
