package io.meshport.conformance;

import io.meshport.harness.Laws;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each IQE of the corpus, meshport's IQM equals the reference compiler's
 * ({@code *.reference.iqm}) semantically ({@link ReferenceIqm}).
 */
class IqeReferenceConformanceTest {
    static Stream<String> models() {
        return Corpus.files("iqe", ".iqe").stream().map(p -> p.getFileName().toString().replace(".iqe", ""));
    }

    @ParameterizedTest
    @MethodSource("models")
    void meshportIqmMatchesTheReferenceCompiler(String name) throws IOException {
        Path dir = Corpus.root().resolve("iqe").resolve(name);
        ModelFormat iqm = ModelIO.require("iqm");
        Model fromIqe = ModelIO.read(dir.resolve(name + ".iqe"), "iqe", new Diagnostics());
        Model ours = Laws.read(iqm, Laws.write(iqm, fromIqe), name + ".iqm");
        Model reference = Laws.read(iqm, Files.readAllBytes(dir.resolve(name + ".reference.iqm")),
                name + ".reference.iqm");

        ReferenceIqm.assertSame(reference, ours);
    }
}
