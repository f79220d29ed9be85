package io.meshport.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.harness.junit.Corpus;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each MD5 model of the corpus, the IQM meshport makes from the inputs of the reference
 * compiler's command line ({@code <mesh>.reference.cmd}: {@code iqm out.iqm mesh.md5mesh
 * anim.md5anim ...}) equals the reference compiler's ({@code <mesh>.reference.iqm.gz})
 * semantically ({@link ReferenceIqm}): the mesh read, each animation read and appended as
 * {@code meshport convert} appends it.
 */
class Md5ReferenceConformanceTest {
    static Stream<Path> commands() throws IOException {
        Path md5 = Corpus.root().resolve("md5");
        try (Stream<Path> files = Files.walk(md5)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".reference.cmd")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("commands")
    void meshportIqmMatchesTheReferenceCompiler(Path command) throws IOException {
        Path dir = command.getParent();
        List<String> words = Arrays.asList(Files.readString(command, StandardCharsets.UTF_8).trim().split("\\s+"));
        assertEquals("iqm", words.get(0), command + " runs the reference compiler");
        List<String> inputs = words.subList(2, words.size());
        ModelFormat iqm = ModelIO.require("iqm");
        Diagnostics warnings = new Diagnostics();
        Model model = ModelIO.read(dir.resolve(inputs.get(0)), "md5", warnings);
        for (String input : inputs.subList(1, inputs.size())) {
            model = AnimationMerge.append(model, ModelIO.read(dir.resolve(input), "md5", warnings), input, warnings);
        }
        Model ours = Laws.read(iqm, Laws.write(iqm, model), "ours.iqm");
        byte[] referenceBytes;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(dir.resolve(words.get(1) + ".gz")))) {
            referenceBytes = in.readAllBytes();
        }
        Model reference = Laws.read(iqm, referenceBytes, words.get(1));
        ReferenceIqm.assertSame(reference, ours);
    }
}
