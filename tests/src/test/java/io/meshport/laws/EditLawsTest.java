package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.Severity;
import io.meshport.model.Axis;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationEdits;
import io.meshport.model.edit.MaterialEdits;
import io.meshport.model.edit.ModelEdit;
import io.meshport.model.edit.ModelEdits;
import io.meshport.model.validate.ModelValidator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The laws of the model edits (issue #33, docs/edits.md), on generated models of every format's
 * capabilities: every edit gives a valid model and reports what it did; an edit with an inverse
 * (mirror twice, flip twice, rename back, up and back, joints reordered and put back in their old
 * order) gives the model again. Failures print a replayable seed. The skeleton edits' own laws are
 * in {@link JointEditLawsTest}.
 */
class EditLawsTest {
    static Stream<String> formats() {
        return ModelIO.formats().stream().filter(f -> f.reader().isPresent()).map(ModelFormat::name);
    }

    /** Edits made for a model (names taken from it, so that they change something). */
    private static List<Function<Model, ModelEdit>> edits() {
        return List.of(m -> ModelEdits.mirror('x'), m -> ModelEdits.mirror('z'), m -> ModelEdits.flipWinding(),
                m -> ModelEdits.center(false), m -> ModelEdits.center(true), m -> ModelEdits.ground(),
                m -> ModelEdits.up(Axis.Y_UP), m -> ModelEdits.handedness(Handedness.LEFT),
                m -> ModelEdits.removeMeshes(List.of(firstMesh(m))), m -> ModelEdits.keepMeshes(List.of(firstMesh(m))),
                m -> ModelEdits.mergeMeshes(), m -> MaterialEdits.renameMaterial(firstMaterial(m), "renamed"),
                m -> MaterialEdits.materialPrefix("p_"), m -> MaterialEdits.materialRegex("[aeiou]", "_"),
                m -> AnimationEdits.renameAnimation(firstAnimation(m), "renamed"),
                m -> AnimationEdits.removeAnimations(List.of(firstAnimation(m))),
                m -> AnimationEdits.keepAnimations(List.of(firstAnimation(m))), m -> AnimationEdits.loop(firstAnimation(m), true),
                m -> AnimationEdits.trim(firstAnimation(m), 1, 2), m -> AnimationEdits.splitAnimation(firstAnimation(m), 0, 1,
                        "clip"), m -> ModelEdits.limitWeights(2), m -> ModelEdits.limitWeights(1), m -> ModelEdits.dedup(),
                m -> ModelEdits.normals(180), m -> ModelEdits.normals(30), m -> ModelEdits.tangents(),
                m -> AnimationEdits.renameJoints(java.util.Map.of(firstJoint(m), "renamed"), "map"),
                m -> AnimationEdits.resample(7), m -> AnimationEdits.resample(60), m -> ModelEdits.optimize(),
                m -> ModelEdits.splitMeshes(3, 0), m -> ModelEdits.splitMeshes(0, 6), m -> ModelEdits.splitJoints(1),
                m -> ModelEdits.splitJoints(3), m -> AnimationEdits.zeroRoot(), m -> ModelEdits.weld(-1),
                m -> ModelEdits.weld(0.5), m -> AnimationEdits.bindPoseFrom(m, "itself"),
                m -> AnimationEdits.removeJointScale(), m -> AnimationEdits.reorderJoints("parent-first"),
                m -> AnimationEdits.reorderJoints("depth-first"), m -> AnimationEdits.reorderJoints("breadth-first"),
                m -> MaterialEdits.texturePage(firstMaterial(m), "page-2"),
                m -> ModelEdits.simplify(0.5), m -> ModelEdits.simplify(0), m -> ModelEdits.simplifyTriangles(3),
                m -> ModelEdits.simplifyError(0.05), m -> ModelEdits.lod(3, 0.5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void everyEditGivesAValidModelAndSaysWhatItDid(String name) throws Exception {
        ModelGenerator generator = generator(name);
        Property.forAll(name + ": every edit gives a valid model", 40, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics before = new Diagnostics();
            ModelValidator.validate(model, "generated", before);
            for (Function<Model, ModelEdit> made : edits()) {
                ModelEdit edit = made.apply(model);
                Diagnostics report = new Diagnostics();
                Model edited;
                try {
                    edited = edit.apply(model, "generated", report);
                } catch (RuntimeException e) {
                    throw new AssertionError(edit.name() + " " + edit.parameters() + " failed", e);
                }
                assertTrue(report.all().stream().anyMatch(d -> d.message().startsWith("--" + edit.name())),
                        edit.name() + " reports: " + report.all());
                Diagnostics validation = new Diagnostics();
                ModelValidator.validate(edited, "edited", validation);
                assertEquals(errors(before), errors(validation), edit.name() + " " + edit.parameters()
                        + " keeps the model valid");
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void editsWithAnInverseGiveTheModelBack(String name) throws Exception {
        ModelGenerator generator = generator(name);
        Property.forAll(name + ": an edit and its inverse are the identity", 40, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics report = Diagnostics.discarding();
            for (List<ModelEdit> both : List.of(
                    List.of(ModelEdits.mirror('x'), ModelEdits.mirror('x')),
                    List.of(ModelEdits.mirror('y'), ModelEdits.mirror('y')),
                    List.of(ModelEdits.flipWinding(), ModelEdits.flipWinding()),
                    List.of(MaterialEdits.renameMaterial(firstMaterial(model), "\u0001"),
                            MaterialEdits.renameMaterial("\u0001", firstMaterial(model))),
                    List.of(AnimationEdits.renameJoints(java.util.Map.of(firstJoint(model), "\u0001"), "there"),
                            AnimationEdits.renameJoints(java.util.Map.of("\u0001", firstJoint(model)), "back")),
                    List.of(AnimationEdits.reorderJoints("depth-first"), AnimationEdits.reorderJoints(
                            JointEditLawsTest.back(JointEditLawsTest.order(model.joints(), "depth-first")))),
                    List.of(AnimationEdits.reorderJoints("breadth-first"), AnimationEdits.reorderJoints(
                            JointEditLawsTest.back(JointEditLawsTest.order(model.joints(), "breadth-first")))),
                    List.of(AnimationEdits.renameAnimation(firstAnimation(model), "\u0001"),
                            AnimationEdits.renameAnimation("\u0001", firstAnimation(model))),
                    List.of(ModelEdits.up(Axis.Y_UP), ModelEdits.up(model.conventions().up() == Axis.Y_UP ? Axis.Y_UP
                            : Axis.Z_UP)))) {
                Model back = ModelEdits.apply(model, both, "generated", report);
                if (model.conventions().up() == Axis.UNKNOWN && both.get(0).name().equals("up")) {
                    continue; // relabelled, not moved: the conventions differ by design
                }
                // the values come back; a negated unsigned stream stays in the signed type it was widened to, whose
                // normalised values are the unsigned ones rounded to its steps (a byte 40/255 to 5140/32767: 1e-5 off)
                List<String> differences = ModelDiff.between(model, back, new ModelDiff.Tolerance(1e-4, 0, 0, false));
                assertEquals(List.of(), differences, both.get(0).name() + " " + both.get(0).parameters() + " and back");
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void splitsKeepEveryPartWithinItsLimits(String name) throws Exception {
        ModelGenerator generator = generator(name);
        Property.forAll(name + ": split parts are within their limits", 40, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics report = new Diagnostics();
            Model parts = ModelEdits.apply(model, List.of(ModelEdits.splitMeshes(4, 0), ModelEdits.splitJoints(2)),
                    "generated", report);
            boolean oversized = report.all().stream().anyMatch(d -> d.message().contains("alone weight more"));
            long triangles = 0;
            for (Mesh m : parts.meshes()) {
                triangles += m.triangleCount();
                // a part over 4 vertices is a single triangle's part made for the joint limit
                assertTrue(m.vertexCount() <= 4 || m.triangleCount() == 1, m.name() + ": " + m.vertexCount());
                var idx = m.array(io.meshport.model.AttributeKind.BLEND_INDEXES);
                var w = m.array(io.meshport.model.AttributeKind.BLEND_WEIGHTS);
                if (idx.isPresent() && w.isPresent()) {
                    java.util.Set<Long> joints = new java.util.HashSet<>();
                    for (int v = 0; v < m.vertexCount(); v++) {
                        for (int c = 0; c < Math.min(idx.get().size(), w.get().size()); c++) {
                            if (w.get().getDouble(v, c) > 0) {
                                joints.add((long) idx.get().getDouble(v, c));
                            }
                        }
                    }
                    assertTrue(joints.size() <= 2 || oversized && m.triangleCount() == 1, m.name() + " uses " + joints);
                }
            }
            assertEquals(model.triangleCount(), triangles, "every triangle kept");
        });
    }

    /** Models drawn from what format {@code name} declares it holds. */
    static ModelGenerator generator(String name) throws java.io.IOException {
        return new ModelGenerator(ModelIO.require(name).capabilities(), TestExtras.GENERATORS);
    }

    private static long errors(Diagnostics d) {
        return d.all().stream().filter(x -> x.severity() == Severity.ERROR).map(Diagnostic::message).count();
    }

    private static String firstMesh(Model m) {
        return m.meshes().isEmpty() ? "none" : m.meshes().get(0).name();
    }

    private static String firstMaterial(Model m) {
        return m.meshes().stream().map(Mesh::material).filter(x -> !x.isEmpty()).findFirst().orElse("none");
    }

    private static String firstJoint(Model m) {
        return m.joints().isEmpty() ? "none" : m.joints().get(0).name();
    }

    private static String firstAnimation(Model m) {
        return m.animations().isEmpty() ? "none" : m.animations().get(0).name();
    }
}
