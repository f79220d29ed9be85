package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.LossReports;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every model format A's reader gives (from everything A holds, not only what both formats hold,
 * as {@link CrossFormatLawsTest} takes) is written by B without any exception but a
 * {@link io.meshport.io.ModelFormatException}, reads back with every triangle, and B's loss report
 * is exact ({@link LossReports}): it names every part that did not come back and nothing that did.
 * (It found PIE's writer failing on a one-component normal from IQM.)
 */
class FullModelCrossFormatTest {
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> pairs() {
        return CrossFormatLawsTest.pairs();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("pairs")
    void theLossReportIsExact(String first, String second) throws Exception {
        ModelFormat a = ModelIO.require(first);
        ModelFormat b = ModelIO.require(second);
        ModelGenerator generator = new ModelGenerator(a.capabilities(), TestExtras.GENERATORS);
        Capabilities caps = b.capabilities();
        Set<Class<?>> extras = new HashSet<>(a.capabilities().extras());
        extras.addAll(caps.extras());
        Property.forAll(first + " -> " + second + ": any model of A written as B", 60, 20, (s, size) -> {
            Model viaA = CrossFormatLawsTest.through(a, generator.generate(s, size), new Diagnostics());
            Diagnostics report = new Diagnostics();
            Model viaB = CrossFormatLawsTest.through(b, viaA, report);
            assertEquals(viaA.triangleCount(), viaB.triangleCount(), "every triangle survives");
            Model written = FormatConventions.convert(viaA, caps.conventions(), second, Diagnostics.discarding());
            LossReports.assertExact(written, viaB, report.all(), caps, Tolerances.of(first, second), extras);
        });
    }
}
