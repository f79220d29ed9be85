package io.meshport.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.MeshMeasures;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.edit.AnimationEdits;
import io.meshport.model.edit.ModelEdits;
import io.meshport.model.math.AffineMatrix;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The laws of the skeleton edits (issue #33, docs/edits.md) on generated models of every format's
 * capabilities: {@code --reorder-joints} puts the joints in the order it names (checked against an
 * order computed here), keeps the skin exactly, and the old order given back gives the model
 * again; {@code --remove-joint-scale} leaves no scale, keeps every joint in its place in the base
 * pose and every frame (uniform scales and non-uniform ones), and keeps every frame's skin where no
 * joint's (uniform) scale is animated.
 */
class JointEditLawsTest {
    static java.util.stream.Stream<String> formats() {
        return EditLawsTest.formats();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void reorderingPutsTheJointsInOrderKeepsTheSkinAndComesBack(String name) throws Exception {
        ModelGenerator generator = EditLawsTest.generator(name);
        Property.forAll(name + ": joints reordered and back", 40, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            for (String order : List.of("depth-first", "breadth-first", "parent-first")) {
                Diagnostics report = new Diagnostics();
                Model edited = AnimationEdits.reorderJoints(order).apply(model, "generated", report);
                int[] expected = order(model.joints(), order);
                for (int i = 0; i < expected.length; i++) {
                    Joint was = model.joints().get(expected[i]);
                    Joint now = edited.joints().get(i);
                    assertEquals(was.name(), now.name(), order + " joint " + i);
                    assertEquals(was.basePose(), now.basePose(), order + " joint " + i);
                    assertEquals(was.parent(), now.isRoot() ? -1 : expected[now.parent()], order + " joint " + i);
                }
                assertNull(skinDifference(model, edited, 0), order + " keeps the skin");
                Model back = AnimationEdits.reorderJoints(back(expected)).apply(edited, "generated",
                        Diagnostics.discarding());
                assertEquals(List.of(), ModelDiff.between(model, back, ModelDiff.Tolerance.EXACT),
                        order + " and back");
                assertEquals(model, back, order + " and back");
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void jointScaleRemovalKeepsTheJointsInPlaceAndTheSkinWhereNoScaleIsAnimated(String name) throws Exception {
        ModelGenerator generator = EditLawsTest.generator(name);
        Property.forAll(name + ": joint scale removed", 40, 20, (s, size) -> {
            Model model = generator.generate(s, size);
            Model constant = withBaseScalesInEveryFrame(model);
            for (Model m : List.of(model, constant, stretched(constant))) {
                Diagnostics report = new Diagnostics();
                Model edited = AnimationEdits.removeJointScale().apply(m, "generated", report);
                for (Joint j : edited.joints()) {
                    assertTrue(unitScale(j.basePose()), j.name() + ": " + j.basePose());
                }
                assertOrigins(m.joints(), edited.joints(), -1, null, null);
                for (int a = 0; a < m.animations().size(); a++) {
                    for (int f = 0; f < m.animations().get(a).frameCount(); f++) {
                        for (int j = 0; j < m.joints().size(); j++) {
                            assertTrue(unitScale(edited.animations().get(a).pose(f, j)), "frame " + f + " joint " + j);
                        }
                        assertOrigins(m.joints(), edited.joints(), f, m.animations().get(a),
                                edited.animations().get(a));
                    }
                }
                assertEquals(m.meshes(), edited.meshes(), "the base-pose mesh is kept as it is");
                String moved = skinDifference(m, edited, 1e-5);
                boolean lossReported = report.all().stream().anyMatch(d -> d.message().contains("not kept exactly"));
                if (m == constant) {
                    assertNull(moved, "scales not animated: the skin is kept");
                    assertFalse(lossReported, "exact, no loss reported: " + report.all());
                } else if (moved != null) {
                    assertTrue(lossReported, "the skin moved (" + moved + "), reported: " + report.all());
                }
            }
        });
    }

    /** What {@code order} puts where, computed apart from the edit: the old index of each new joint in turn. */
    static int[] order(List<Joint> joints, String order) {
        List<Integer> out = new ArrayList<>();
        if (order.equals("depth-first")) {
            for (int r = 0; r < joints.size(); r++) {
                if (joints.get(r).isRoot()) {
                    preOrder(joints, r, out);
                }
            }
        } else if (order.equals("breadth-first")) {
            for (int depth = 0; out.size() < joints.size(); depth++) {
                for (int j = 0; j < joints.size(); j++) {
                    if (depth(joints, j) == depth) {
                        out.add(j);
                    }
                }
            }
        } else {
            for (int j = 0; j < joints.size(); j++) {
                out.add(j);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The order that undoes {@code order}: for each joint of the model before it, where it went. */
    static int[] back(int[] order) {
        int[] back = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            back[order[i]] = i;
        }
        return back;
    }

    private static void preOrder(List<Joint> joints, int j, List<Integer> out) {
        out.add(j);
        for (int c = j + 1; c < joints.size(); c++) {
            if (joints.get(c).parent() == j) {
                preOrder(joints, c, out);
            }
        }
    }

    private static int depth(List<Joint> joints, int j) {
        return joints.get(j).isRoot() ? 0 : 1 + depth(joints, joints.get(j).parent());
    }

    /** The model with every frame's scales set to the base pose's: no scale animated. */
    private static Model withBaseScalesInEveryFrame(Model model) {
        return withPoses(model, (j, t) -> {
            Transform base = model.joints().get(j).basePose();
            return new Transform(t.tx(), t.ty(), t.tz(), t.qx(), t.qy(), t.qz(), t.qw(), base.sx(), base.sy(),
                    base.sz());
        });
    }

    /** The model with every scale other than 1 made non-uniform (x half as much again, z halved), in every pose. */
    private static Model stretched(Model model) {
        return withPoses(model, (j, t) -> unitScale(t) ? t : new Transform(t.tx(), t.ty(), t.tz(), t.qx(), t.qy(),
                t.qz(), t.qw(), t.sx() * 1.5f, t.sy(), t.sz() * 0.5f));
    }

    /** The model with each joint's pose, in the base pose and every frame, what {@code pose} makes of it. */
    private static Model withPoses(Model model, java.util.function.BiFunction<Integer, Transform, Transform> pose) {
        List<Joint> joints = new ArrayList<>();
        for (int j = 0; j < model.joints().size(); j++) {
            Joint joint = model.joints().get(j);
            joints.add(new Joint(joint.name(), joint.parent(), pose.apply(j, joint.basePose())));
        }
        List<Animation> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            List<List<Transform>> frames = new ArrayList<>();
            for (int f = 0; f < a.frameCount(); f++) {
                List<Transform> frame = new ArrayList<>();
                for (int j = 0; j < a.jointCount(); j++) {
                    frame.add(pose.apply(j, a.pose(f, j)));
                }
                frames.add(frame);
            }
            animations.add(a.jointCount() == 0 ? a : Animation.ofFrames(a.name(), a.framerate(), a.loop(), frames));
        }
        return model.toBuilder().joints(joints).animations(animations).build();
    }

    private static boolean unitScale(Transform t) {
        return t.sx() == 1 && t.sy() == 1 && t.sz() == 1;
    }

    /**
     * Where a mesh's skinned positions in the base pose or a frame differ between the models by more
     * than {@code tolerance} of the frame's size (0: bit for bit), or null where they never do.
     */
    private static String skinDifference(Model expected, Model actual, double tolerance) {
        for (int a = -1; a < expected.animations().size(); a++) {
            int frames = a < 0 ? 1 : expected.animations().get(a).frameCount();
            for (int f = 0; f < frames; f++) {
                List<float[]> was = MeshMeasures.skinnedPositions(expected, a, f);
                List<float[]> now = MeshMeasures.skinnedPositions(actual, a, f);
                for (int m = 0; m < was.size(); m++) {
                    double size = 1;
                    for (float x : was.get(m)) {
                        size = Math.max(size, Math.abs(x));
                    }
                    for (int i = 0; i < was.get(m).length; i++) {
                        float x = was.get(m)[i];
                        float y = now.get(m)[i];
                        if (tolerance == 0 ? Float.compare(x, y) != 0 : !(Math.abs(x - y) <= tolerance * size)) {
                            return "animation " + a + " frame " + f + " mesh " + m + " value " + i + ": " + x
                                    + " became " + y;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Every joint's place (its world origin) in the base pose ({@code frame} -1) or a frame, the same in both. */
    private static void assertOrigins(List<Joint> was, List<Joint> now, int frame, Animation before, Animation after) {
        double[][] p = origins(was, frame, before);
        double[][] q = origins(now, frame, after);
        double size = 1;
        for (double[] o : p) {
            size = Math.max(size, Math.max(Math.abs(o[0]), Math.max(Math.abs(o[1]), Math.abs(o[2]))));
        }
        for (int j = 0; j < p.length; j++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(p[j][c], q[j][c], 1e-5 * size, "joint " + j + " frame " + frame);
            }
        }
    }

    private static double[][] origins(List<Joint> joints, int frame, Animation a) {
        double[][] world = new double[joints.size()][];
        double[][] out = new double[joints.size()][];
        for (int j = 0; j < joints.size(); j++) {
            Transform t = frame < 0 ? joints.get(j).basePose() : a.pose(frame, j);
            double[] local = t.toMatrix();
            world[j] = joints.get(j).isRoot() ? local : AffineMatrix.multiply(world[joints.get(j).parent()], local);
            out[j] = new double[] {world[j][12], world[j][13], world[j][14]};
        }
        return out;
    }
}
