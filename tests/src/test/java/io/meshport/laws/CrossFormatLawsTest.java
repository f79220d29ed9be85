package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DESIGN.md §6 law 4: for every ordered pair of formats A → B the SPI finds, the subset both hold
 * (the intersection of their declared capabilities) survives model → A → model → B → model, and
 * nothing of it is reported lost.
 */
class CrossFormatLawsTest {
    static Stream<Arguments> pairs() {
        List<String> names = FormatLawsTest.formats().toList();
        Stream.Builder<Arguments> pairs = Stream.builder();
        for (String a : names) {
            for (String b : names) {
                if (!a.equals(b)) {
                    pairs.add(Arguments.of(a, b));
                }
            }
        }
        return pairs.build();
    }

    static Model through(ModelFormat format, Model model, Diagnostics losses) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        format.writer().orElseThrow().write(model, out, losses);
        return Laws.read(format, out.toByteArray(), "x." + format.extensions().get(0));
    }

    /**
     * What the expected model does not say is not compared: bounds a writer derives for a model
     * without them, conventions a reader records when the model had none, and the extras a reader
     * records of its own file (a VIF hierarchy the writer built), which are not the shared subset.
     */
    static Model comparable(Model expected, Model actual) {
        return Laws.withoutAdded(expected, actual);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("pairs")
    void sharedSubsetSurvives(String first, String second) throws Exception {
        ModelFormat a = ModelIO.require(first);
        ModelFormat b = ModelIO.require(second);
        Capabilities shared = a.capabilities().intersect(b.capabilities());
        ModelGenerator generator = new ModelGenerator(shared, TestExtras.GENERATORS);
        Set<Class<?>> added = new HashSet<>(a.capabilities().extras());
        added.addAll(b.capabilities().extras());
        ModelDiff.Tolerance tol = Tolerances.of(first, second);
        Property.forAll(first + " -> " + second + " keeps the shared subset", 80, 25, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics losses = new Diagnostics();
            Model viaA = through(a, model, losses);
            Model viaB = through(b, comparable(model, viaA), losses);
            assertEquals(List.of(), losses.all(), "nothing of the shared subset is reported lost");
            ModelDiff.assertEquivalent(Laws.comparable(shared, model),
                    Laws.comparable(shared, OwnMeshNames.blanked(shared, comparable(model, viaA))),
                    tol, added);
            ModelDiff.assertEquivalent(Laws.comparable(shared, model),
                    Laws.comparable(shared, OwnMeshNames.blanked(shared, comparable(model, viaB))),
                    tol, added);
        });
    }

    @Test
    void iqmToIqeNamesExactlyTheBoundsItDrops() throws IOException {
        ModelFormat iqe = ModelIO.require("iqe");
        ModelFormat iqm = ModelIO.require("iqm");
        Capabilities c = iqe.capabilities();
        Capabilities withBounds = new Capabilities(c.layouts(), c.customLayouts(), c.texcoordSets(), c.colorSets(),
                c.triangleStreamLayouts(), c.skeleton(), c.animations(), true, c.comment(), c.meshNames(),
                c.materials(), c.conventions(), c.extras(), c.codecExtras(), c.required(), c.tangentsWithTexcoords(),
                c.uniformStreams(), c.keepsVertices(), c.singleMesh(), c.jointScale(), c.joinsByMaterial());
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
            Model.Builder expected = model.toBuilder().frameBounds(List.of());
            iqm.capabilities().extras().forEach(expected::removeExtra); // IQM's record of its file stays behind
            ModelDiff.assertEquivalent(expected.build(), back, ModelDiff.Tolerance.EXACT.withPose(1e-4));
        });
    }
}
