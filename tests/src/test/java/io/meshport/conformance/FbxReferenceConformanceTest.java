package io.meshport.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.fbx.Fbx;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Winding;
import io.meshport.model.edit.AnimationMerge;
import io.meshport.model.edit.ConventionConversion;
import io.meshport.model.edit.ModelTransform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For each FBX case of {@code src/test/resources/fbx-reference/} (assimp's ASCII FBX exports of
 * meshport's own models: its README says how), the IQM meshport makes from the inputs of the
 * reference compiler's command line ({@code <mesh>.reference.cmd}: {@code iqm out.iqm mesh.fbx
 * anim.fbx ...}) equals the reference compiler's ({@code <mesh>.reference.iqm.gz}) semantically
 * ({@link ReferenceIqm}). Each input is read by meshport's FBX reader and placed as {@code meshport
 * iqm} places an FBX input ({@code FbxReferenceCompiler}): corners reversed, then the reference's
 * quarter turn about X in the meshes and root joints ({@link ModelTransform}, its {@code --rotate}),
 * Z-up recorded so the IQM writer changes no axes; animation inputs are appended as {@code meshport
 * convert} appends them. An input stored gzipped ({@code character.fbx.gz}) is the command line's
 * {@code character.fbx}.
 */
class FbxReferenceConformanceTest {
    /** The cases' folder, from the tests module's directory (as the golden files are found). */
    static final Path CASES = Path.of(System.getProperty("meshport.root", "..")).resolve(
            "tests/src/test/resources/fbx-reference");

    /** A case: its folder, the reference's output and the inputs of its command line, in order. */
    record Case(Path dir, String output, List<String> inputs) {
        static Case of(Path command) throws IOException {
            String[] words = Files.readString(command, StandardCharsets.UTF_8).trim().split("\\s+");
            assertEquals("iqm", words[0], command + " runs the reference compiler");
            return new Case(command.getParent(), words[1], List.of(words).subList(2, words.length));
        }

        @Override
        public String toString() {
            return CASES.relativize(dir).toString();
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> found = Files.find(CASES, 2, (p, a) -> p.toString().endsWith(".reference.cmd"))) {
            for (Path command : found.sorted().toList()) {
                out.add(Case.of(command));
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void meshportIqmMatchesTheReferenceCompiler(Case c, @TempDir Path work) throws IOException {
        Diagnostics warnings = new Diagnostics();
        Model model = null;
        for (String input : c.inputs()) {
            Path file = Files.write(work.resolve(input), SmdReferenceConformanceTest.bytes(c.dir(), input));
            Model read = placed(Fbx.reader().withFileUnits().withDiagnostics(warnings).read(file));
            model = model == null ? read : AnimationMerge.append(model, read, input, warnings);
        }
        ModelFormat iqm = ModelIO.require("iqm");
        Model ours = Laws.read(iqm, Laws.write(iqm, model), "ours.iqm");
        Model reference = Laws.read(iqm, SmdReferenceConformanceTest.bytes(c.dir(), c.output()), c.output());
        ReferenceIqm.assertSame(withoutJointlessBlends(reference), ours);
    }

    /**
     * {@code model} without blend streams when it has no joints: the reference writes every FBX
     * vertex a blend index and weight, all zero, in a file without joints (its importer makes a blend
     * per vertex whatever the scene); they name no joint, and meshport writes none.
     */
    private static Model withoutJointlessBlends(Model model) {
        if (!model.joints().isEmpty()) {
            return model;
        }
        List<Mesh> meshes = model.meshes().stream().map(m -> m.toBuilder().removeArrays(AttributeKind.BLEND_INDEXES)
                .removeArrays(AttributeKind.BLEND_WEIGHTS).build()).toList();
        return model.toBuilder().meshes(meshes).build();
    }

    /** An FBX model placed as the reference places it (see the class comment). */
    private static Model placed(Model fbx) {
        Conventions yUp = Conventions.Y_UP_RIGHT_CCW;
        Model clockwise = ConventionConversion.convert(fbx.toBuilder().conventions(yUp).build(),
                new Conventions(yUp.up(), Handedness.RIGHT, Winding.CLOCKWISE, yUp.forward()));
        Model turned = ModelTransform.identity().rotatedByDegrees(90, 0, 0).applyTo(clockwise,
                Diagnostics.discarding());
        return turned.toBuilder().conventions(Conventions.Z_UP_RIGHT_CW).build();
    }
}
