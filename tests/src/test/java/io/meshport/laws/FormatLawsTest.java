package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Capabilities;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.harness.TextMutator;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DESIGN.md §6 laws 2, 3 and 6 for every format, on generated models the format can hold.
 * Failures print a replayable seed.
 */
class FormatLawsTest {
    /** IQM quantises animation channels to 16 bits over each channel's range: half a step of a 100-unit range. */
    private static final ModelDiff.Tolerance IQM = new ModelDiff.Tolerance(0, 1e-3, 0, true);
    /** IQE prints the shortest decimal that reads back to the same float; quaternions may be renormalised. */
    private static final ModelDiff.Tolerance IQE = new ModelDiff.Tolerance(0, 1e-6, 0, true);

    static Stream<Arguments> formats() {
        return Stream.of(Arguments.of("iqm", FormatCapabilities.IQM, IQM),
                Arguments.of("iqe", FormatCapabilities.IQE, IQE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void semanticRoundTrip(String name, Capabilities caps, ModelDiff.Tolerance tol) throws IOException {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(caps);
        Property.forAll(name + ": read(write(model)) is the model", 150, 30, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics losses = new Diagnostics();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            format.writer().orElseThrow().write(model, out, losses);
            assertEquals(0, losses.all().size(), "a model the format can hold loses nothing: " + losses.all());
            ModelDiff.assertEquivalent(model, Laws.read(format, out.toByteArray(), "generated"), tol);
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void writeReadIsAFixpoint(String name, Capabilities caps, ModelDiff.Tolerance tol) throws IOException {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(caps);
        Property.forAll(name + ": write(read(write(model))) is stable", 100, 30,
                (s, size) -> Laws.fixpoint(format, Laws.write(format, generator.generate(s, size)), "generated"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void damagedFilesOnlyEverGiveFormatErrors(String name, Capabilities caps, ModelDiff.Tolerance tol)
            throws IOException {
        ModelFormat format = ModelIO.require(name);
        ModelGenerator generator = new ModelGenerator(caps);
        boolean text = !name.equals("iqm");
        Property.forAll(name + ": damaged files give ModelFormatException or a model", 300, 20, (s, size) -> {
            byte[] valid = Laws.write(format, generator.generate(s, size));
            for (int i = 0; i < 5; i++) {
                byte[] damaged = text && s.nextBoolean() ? TextMutator.mutate(valid, s, 4) : ByteMutator.mutate(valid, s, 4);
                Laws.onlyFormatErrors(format, damaged);
            }
        });
    }
}
