package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Capabilities;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * DESIGN.md §6 law 4: for every pair of formats A → B, the subset both hold survives
 * A → model → B → model, and the loss report names exactly what did not.
 */
class CrossFormatLawsTest {
    private static final ModelDiff.Tolerance QUANTISED = new ModelDiff.Tolerance(0, 1e-3, 0, true);

    private static Model through(ModelFormat format, Model model, Diagnostics losses) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        format.writer().orElseThrow().write(model, out, losses);
        return Laws.read(format, out.toByteArray(), "x." + format.extensions().get(0));
    }

    private static Model withoutBounds(Model m) {
        return m.toBuilder().frameBounds(List.of()).build();
    }

    @Test
    void sharedSubsetSurvivesIqeToIqmAndBack() throws IOException {
        ModelFormat iqe = ModelIO.require("iqe");
        ModelFormat iqm = ModelIO.require("iqm");
        ModelGenerator generator = new ModelGenerator(FormatCapabilities.IQE_AND_IQM);
        Property.forAll("iqe -> iqm -> iqe keeps the shared subset", 80, 25, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics losses = new Diagnostics();
            Model viaIqe = through(iqe, model, losses);
            Model viaIqm = through(iqm, viaIqe, losses);
            // IQM computes bounds for animated skinned models; IQE would (rightly) report dropping them
            Model back = through(iqe, withoutBounds(viaIqm), losses);
            assertEquals(List.of(), losses.all(), "nothing of the shared subset is reported lost");
            ModelDiff.assertEquivalent(model, withoutBounds(viaIqm), QUANTISED);
            ModelDiff.assertEquivalent(model, back, QUANTISED);
        });
    }

    @Test
    void iqmToIqeNamesExactlyTheBoundsItDrops() throws IOException {
        ModelFormat iqe = ModelIO.require("iqe");
        ModelFormat iqm = ModelIO.require("iqm");
        Capabilities withBounds = new Capabilities(FormatCapabilities.IQE.layouts(), FormatCapabilities.IQE.customLayouts(),
                true, true, true, true, true, FormatCapabilities.IQE.required(), true, true);
        ModelGenerator generator = new ModelGenerator(withBounds);
        Property.forAll("iqm -> iqe reports the bounds and nothing else", 80, 25, (s, size) -> {
            Model model = through(iqm, generator.generate(s, size), new Diagnostics());
            Diagnostics losses = new Diagnostics();
            Model back = through(iqe, model, losses);
            List<String> messages = losses.all().stream().map(Diagnostic::message).collect(Collectors.toList());
            if (model.frameBounds().isEmpty()) {
                assertEquals(List.of(), messages);
            } else {
                assertEquals(1, messages.size(), messages.toString());
                assertTrue(messages.get(0).contains("bounds"), messages.get(0));
            }
            // dequantised rotations are a hair off unit length; IQE's pq with explicit w renormalises them
            ModelDiff.assertEquivalent(withoutBounds(model), back, ModelDiff.Tolerance.EXACT.withPose(1e-4));
        });
    }
}
