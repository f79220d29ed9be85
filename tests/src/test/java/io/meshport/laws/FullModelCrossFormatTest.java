package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.FormatConventions;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.Severity;
import io.meshport.model.FormatExtra;
import io.meshport.model.Model;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every model format A's reader gives (from everything A holds, not only what both formats hold,
 * as {@link CrossFormatLawsTest} takes) is written by B without any exception but a
 * {@link io.meshport.io.ModelFormatException}, reads back with every triangle, and — when B reports
 * nothing lost — is the same model, in B's conventions and as B can give it back: a silent report
 * means nothing was lost. (It found PIE's writer failing on a one-component normal from IQM.)
 */
class FullModelCrossFormatTest {
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> pairs() {
        return CrossFormatLawsTest.pairs();
    }

    /**
     * Without the extras B cannot hold that say dropping them loses nothing (IQM's record of its
     * file layout): they are the format's bookkeeping, not the model's data.
     */
    private static Model withoutSilentExtras(Model model, Capabilities caps) {
        Model.Builder b = model.toBuilder();
        model.extras().forEach((type, value) -> {
            if (!caps.extras().contains(type) && value instanceof FormatExtra f && f.lossesElsewhere().isEmpty()) {
                b.removeExtra(type);
            }
        });
        return b.build();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("pairs")
    void aSilentReportMeansNothingWasLost(String first, String second) throws Exception {
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
            if (report.all().stream().anyMatch(d -> d.severity() == Severity.LOSS)) {
                return; // something was reported lost: whether rightly is still to check (issue #11)
            }
            Model expected = withoutSilentExtras(FormatConventions.convert(viaA, caps.conventions(), second,
                    Diagnostics.discarding()), caps);
            ModelDiff.assertEquivalent(Laws.comparable(caps, expected),
                    Laws.comparable(caps, CrossFormatLawsTest.comparable(expected, viaB)),
                    Tolerances.of(first, second), extras);
        });
    }
}
