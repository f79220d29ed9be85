package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.LossReports;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.Severity;
import io.meshport.io.WriteOptions;
import io.meshport.laws.Tolerances;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real corpus file (Unvanquished IQE, Red Eclipse IQM, Warzone 2100 PIE) converted into every
 * other format the SPI finds: the writer takes it (PIE splits meshes over the game's limit into levels), the
 * output reads back, every triangle survives, the writer says it turned the axes exactly when the
 * formats' conventions differ, and its loss report is exact ({@link LossReports}: everything of the
 * model comes back but what it names, and everything it names is gone) — except where PIE split a
 * mesh into levels, which only the triangle count follows.
 */
class CorpusMatrixTest {
    static Stream<Arguments> conversions() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (String from : List.of("iqe", "iqm", "pie")) {
            for (Path file : Corpus.files(from, "." + from)) {
                for (String to : writable()) {
                    if (!to.equals(from)) {
                        all.add(Arguments.of(Corpus.name(file), to, file));
                    }
                }
            }
        }
        return all.build();
    }

    /** Every format the SPI finds that meshport writes: a new format joins the matrix by registering. */
    private static List<String> writable() {
        return ModelIO.formats().stream().filter(f -> f.writer().isPresent()).map(ModelFormat::name).sorted().toList();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("conversions")
    void everyTriangleSurvivesAndTheReportIsExact(String name, String to, Path file) throws IOException {
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
        if (losses.all().stream().noneMatch(d -> d.message().contains("split into several levels"))) {
            String fileName = file.getFileName().toString();
            ModelFormat source = ModelIO.require(fileName.substring(fileName.lastIndexOf('.') + 1));
            Set<Class<?>> extras = new HashSet<>(source.capabilities().extras());
            extras.addAll(target.capabilities().extras());
            Model written = FormatConventions.convert(model, target.capabilities().conventions(), to,
                    Diagnostics.discarding());
            LossReports.assertExact(written, back, losses.all(), target.capabilities(),
                    Tolerances.of(source.name(), to), extras);
        }
    }
}
