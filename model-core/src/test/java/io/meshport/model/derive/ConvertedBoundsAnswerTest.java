package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.Winding;
import io.meshport.model.edit.ConventionConversion;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A writer asks whether a model's recorded bounds are skinning's of the model as given, before it
 * converts the axes ({@code DocumentFormat.fromModel}), and keeps the answer for the model it
 * checks: the answer of the model turned into another format's conventions must be the same, and
 * {@link RecordedBounds#sameAnswer} must hold only where the answer cannot change. Random skinned
 * models (those the skinned bounds are tested on), with bounds that are skinning's, moved within
 * the tolerance, moved past it, or moved to near its edge, turned from Z-up right-handed to each
 * other convention.
 */
class ConvertedBoundsAnswerTest {
    private static final List<Conventions> TARGETS = List.of(Conventions.Y_UP_RIGHT_CCW,
            new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.CLOCKWISE),
            new Conventions(Axis.Z_UP, Handedness.LEFT, Winding.COUNTER_CLOCKWISE));

    private static final long SEED = Long.getLong("meshport.seed", 20261201L);

    @Test
    void theAnswerOfTheModelAsGivenIsTheConvertedModels() {
        String replay = "seed " + SEED + " (replay with -Dmeshport.seed=" + SEED + ")";
        System.out.println("ConvertedBoundsAnswerTest " + replay);
        SplittableRandom random = new SplittableRandom(SEED);
        int[] answers = new int[2]; // not derived, derived
        for (int round = 0; round < 120; round++) {
            Model zUp = SkinnedBoundsTest.randomSkinnedModel(random).toBuilder()
                    .conventions(Conventions.Z_UP_RIGHT_CW).build();
            List<Bounds> computed = SkinnedBounds.of(zUp);
            List<Bounds> given = new ArrayList<>(computed);
            int variant = computed.isEmpty() ? 0 : random.nextInt(4);
            for (int f = 0; variant > 0 && f < given.size(); f++) {
                // 1: within the tolerance (1e-3 of the largest magnitude); 2: past it; 3: near its edge
                double fraction = variant == 1 ? 1e-5 : variant == 2 ? 0.5 : random.nextDouble(0.9e-3, 1.1e-3);
                given.set(f, RecordedBoundsTest.moved(given.get(f), fraction));
            }
            Model source = zUp.toBuilder().frameBounds(given).build();
            boolean answer = RecordedBounds.derived(source);
            for (Conventions target : TARGETS) {
                Model converted = ConventionConversion.convert(source, target);
                assertEquals(answer, RecordedBounds.derived(converted),
                        replay + ", round " + round + ", variant " + variant + ", to " + target);
            }
            answers[answer ? 1 : 0]++;
        }
        assertTrue(answers[0] > 20 && answers[1] > 20, answers[1] + " derived, " + answers[0] + " not (" + replay + ")");
    }

    @Test
    void sameAnswerOnlyWhereSkinningReadsTheSame() {
        Model model = SkinnedBoundsTest.randomSkinnedModel(new SplittableRandom(11)).toBuilder()
                .conventions(Conventions.Z_UP_RIGHT_CW).build();
        model = model.toBuilder().frameBounds(SkinnedBounds.of(model)).build();
        assertTrue(RecordedBounds.sameAnswer(model, model));
        List<Mesh> renamed = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            renamed.add(m.toBuilder().name(m.name() + "-renamed").build());
        }
        assertTrue(RecordedBounds.sameAnswer(model, model.toBuilder().meshes(renamed).build()), "renamed meshes");
        assertFalse(RecordedBounds.sameAnswer(model, model.toBuilder().meshes(model.meshes().subList(0, 0)).build()),
                "meshes dropped");
        assertFalse(RecordedBounds.sameAnswer(model, model.toBuilder().frameBounds(List.of()).build()), "no bounds");
        assertFalse(RecordedBounds.sameAnswer(model, ConventionConversion.convert(model, Conventions.Y_UP_RIGHT_CCW)),
                "turned");
        List<Mesh> copied = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            Mesh.Builder b = m.toBuilder();
            m.arrays().forEach(a -> b.putArray(a.slice(0, a.vertexCount())));
            copied.add(b.build());
        }
        assertFalse(RecordedBounds.sameAnswer(model, model.toBuilder().meshes(copied).build()),
                "arrays of equal values are other arrays: only the same objects are known to skin alike");
        assertFalse(RecordedBounds.sameAnswer(model, model.toBuilder().conventions(Conventions.Y_UP_RIGHT_CCW).build()),
                "another up axis");
        List<Joint> joints = new ArrayList<>(model.joints());
        Joint first = joints.get(0);
        joints.set(0, new Joint(first.name(), first.parent(), Transform.IDENTITY));
        assertFalse(RecordedBounds.sameAnswer(model, model.toBuilder().joints(joints).build()), "a joint moved");
    }
}
