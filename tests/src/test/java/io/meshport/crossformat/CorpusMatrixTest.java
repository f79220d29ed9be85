package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Corpus;
import io.meshport.harness.Laws;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.Severity;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real corpus file (Unvanquished IQE, Red Eclipse IQM, Warzone 2100 PIE) converted into every
 * other format: the writer takes it (PIE splits meshes over the game's limit into levels), the
 * output reads back, every triangle survives, and the writer says it turned the axes exactly when
 * the formats' conventions differ. What survives beyond the triangles is each pair's own test
 * (PieThroughOtherFormatsTest, VifFromCorpusTest, the IQE conformance suite) and the generated-model
 * matrix (CrossFormatLawsTest).
 */
class CorpusMatrixTest {
    static Stream<Arguments> conversions() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (String from : List.of("iqe", "iqm", "pie")) {
            for (Path file : Corpus.files(from, "." + from)) {
                for (String to : List.of("iqe", "iqm", "pie", "vif")) {
                    if (!to.equals(from)) {
                        all.add(Arguments.of(Corpus.name(file), to, file));
                    }
                }
            }
        }
        return all.build();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("conversions")
    void everyTriangleSurvivesAndTheAxesAreSaid(String name, String to, Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        ModelFormat target = ModelIO.require(to);
        Diagnostics losses = new Diagnostics();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        target.writer().orElseThrow().write(model, out,
                WriteOptions.DEFAULTS.withFormat(to).withSetting("pie.split-levels", "true"), losses);
        Model back = Laws.read(target, out.toByteArray(), "x." + to);
        assertEquals(model.triangleCount(), back.triangleCount(), name + " -> " + to);
        boolean turned = losses.all().stream().anyMatch(d -> d.severity() == Severity.CONVERSION
                && d.message().startsWith("axes converted"));
        boolean differ = model.conventions().isKnown() && !model.conventions().equals(target.capabilities()
                .conventions());
        assertEquals(differ, turned, name + " -> " + to + ": " + losses.all());
        for (Diagnostic d : losses.all()) {
            assertTrue(d.severity() != Severity.ERROR, d.toString());
        }
    }
}
