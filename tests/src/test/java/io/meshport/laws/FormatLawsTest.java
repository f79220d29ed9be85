package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.harness.TextMutator;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DESIGN.md §6 laws 2, 3 and 6 for every format the SPI finds that reads and writes, on generated
 * models drawn from the capabilities the format declares. A format that registers gets these
 * suites without edits here. Failures print a replayable seed.
 */
class FormatLawsTest {
    static Stream<String> formats() {
        return ModelIO.formats().stream().filter(f -> f.reader().isPresent() && f.writer().isPresent())
                .map(ModelFormat::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void semanticRoundTrip(String name) throws Exception {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(format.capabilities(), TestExtras.GENERATORS);
        Property.forAll(name + ": read(write(model)) is the model", 150, 30, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics losses = new Diagnostics();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            format.writer().orElseThrow().write(model, out, losses);
            assertEquals(0, losses.all().size(), "a model the format can hold loses nothing: " + losses.all());
            Capabilities caps = format.capabilities();
            ModelDiff.assertEquivalent(Laws.comparable(caps, model),
                    Laws.comparable(caps, OwnMeshNames.blanked(caps, Laws.withoutAddedStreams(model,
                            Laws.read(format, out.toByteArray(), "generated")))), Tolerances.of(name),
                    caps.extras());
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void writeReadIsAFixpoint(String name) throws Exception {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(format.capabilities(), TestExtras.GENERATORS);
        Property.forAll(name + ": write(read(write(model))) is stable", 100, 30,
                (s, size) -> Laws.fixpoint(format, Laws.write(format, generator.generate(s, size)), "generated"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void damagedFilesOnlyEverGiveFormatErrors(String name) throws Exception {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(format.capabilities(), TestExtras.GENERATORS);
        Property.forAll(name + ": damaged files give ModelFormatException or a model", 300, 20, (s, size) -> {
            byte[] valid = Laws.write(format, generator.generate(s, size));
            boolean text = TextMutator.looksLikeText(valid);
            for (int i = 0; i < 5; i++) {
                byte[] damaged = text && s.nextBoolean() ? TextMutator.mutate(valid, s, 4) : ByteMutator.mutate(valid, s, 4);
                Laws.onlyFormatErrors(format, damaged);
            }
        });
    }
}
