package io.meshport.model.edit;

import io.meshport.model.derive.SkinnedBounds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnimationMergeTest {
    @Test
    void remapsByJointNameAndFillsMissingJointsWithTheBindPose() throws ModelFormatException {
        Model base = EditFixtures.skinnedModel();
        // the other file lists joints in another order and has an extra one, but lacks "tip"
        List<Joint> otherJoints = List.of(new Joint("extra", -1, Transform.IDENTITY), new Joint("root", -1,
                Transform.IDENTITY));
        Animation wave = Animation.ofFrames("wave", 10, true, List.of(
                List.of(EditFixtures.translation(9, 9, 9), EditFixtures.translation(5, 0, 0))));
        Model other = Model.builder().joints(otherJoints).addAnimation(wave).build();
        Diagnostics warnings = new Diagnostics();
        Model merged = AnimationMerge.append(base, other, "wave.iqe", warnings);

        assertEquals(List.of("walk", "wave"), merged.animations().stream().map(Animation::name).toList());
        Animation w = merged.animations().get(1);
        assertEquals(2, w.jointCount());
        assertEquals(5f, w.pose(0, 0).tx(), "root's poses come from the other file's 'root'");
        assertEquals(base.joints().get(1).basePose(), w.pose(0, 1), "tip keeps its bind pose");
        assertEquals(base.meshes(), merged.meshes());
        assertEquals(4, merged.frameBounds().size(), "bounds cover the appended frames");
        assertEquals(SkinnedBounds.of(merged), merged.frameBounds());
        String all = warnings.all().toString();
        assertTrue(all.contains("1 joint of the skeleton not animated, keeping the bind pose: tip"), all);
        assertTrue(all.contains("1 joint not in the first input's skeleton, dropped: extra"), all);
    }

    @Test
    void refusesAnAnimationSharingNoJointName() {
        Model other = Model.builder().joints(List.of(new Joint("a", -1, Transform.IDENTITY)))
                .addAnimation(Animation.ofFrames("x", 1, false, List.of(List.of(Transform.IDENTITY)))).build();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> AnimationMerge.append(EditFixtures.skinnedModel(), other, "x.iqm", new Diagnostics()));
        assertEquals("x.iqm: animation x shares no joint name with the first input's skeleton", e.getMessage());
    }

    @Test
    void animationOnlyInputsMatchByPosition() throws ModelFormatException {
        Model animOnly = Model.builder().addAnimation(EditFixtures.walk(2)).build();
        Model merged = AnimationMerge.append(EditFixtures.skinnedModel(), animOnly, "a.iqm", new Diagnostics());
        assertEquals(EditFixtures.walk(2), merged.animations().get(1));
        Model wrongCount = Model.builder().addAnimation(Animation.ofFrames("one", 1, false,
                List.of(List.of(Transform.IDENTITY)))).build();
        assertThrows(ModelFormatException.class,
                () -> AnimationMerge.append(EditFixtures.skinnedModel(), wrongCount, "b.iqm", new Diagnostics()));
    }

    @Test
    void aBaseWithoutSkeletonTakesTheFirstOneOffered() throws ModelFormatException {
        Model meshOnly = Model.builder().addMesh(EditFixtures.skinnedTriangle()).build();
        Model anim = Model.builder().joints(EditFixtures.skeleton()).addAnimation(EditFixtures.walk(2)).build();
        Diagnostics warnings = new Diagnostics();
        Model merged = AnimationMerge.append(meshOnly, anim, "anim.iqe", warnings);
        assertEquals(EditFixtures.skeleton(), merged.joints());
        assertEquals(EditFixtures.walk(2), merged.animations().get(0));
        assertTrue(merged.frameBounds().isEmpty(), "neither input had bounds");
        assertEquals(List.of(), warnings.all());
    }
}
