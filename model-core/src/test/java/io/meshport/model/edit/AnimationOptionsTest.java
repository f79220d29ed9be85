package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import org.junit.jupiter.api.Test;

class AnimationOptionsTest {
    private static Animation apply(AnimationOptions o, int frames) {
        Model m = Model.builder().joints(EditFixtures.skeleton()).addAnimation(EditFixtures.walk(frames)).build();
        return o.applyTo(m, "in", new Diagnostics()).animations().get(0);
    }

    private static float firstX(Animation a) {
        return a.pose(0, 0).tx();
    }

    @Test
    void noneIsExactlyTheSettingsOfNone() {
        assertTrue(AnimationOptions.NONE.isNone());
        assertTrue(new AnimationOptions(null, 0, false, 0, -1).isNone());
        AnimationOptions[] some = {new AnimationOptions("idle", 0, false, 0, -1),
            new AnimationOptions(null, 24, false, 0, -1), new AnimationOptions(null, -0.0, false, 0, -1),
            new AnimationOptions(null, 0, true, 0, -1), new AnimationOptions(null, 0, false, 1, -1),
            new AnimationOptions(null, 0, false, 0, 5)};
        for (AnimationOptions options : some) {
            assertFalse(options.isNone(), options.toString());
            assertEquals(options.equals(AnimationOptions.NONE), options.isNone(), options.toString());
        }
    }

    @Test
    void startAndEndSelectFramesLikeTheReference() {
        Animation a = apply(new AnimationOptions(null, 0, false, 2, 4), 10);
        assertEquals(3, a.frameCount(), "end is inclusive and counted from the original first frame");
        assertEquals(2f, firstX(a));
        assertEquals(10, apply(new AnimationOptions(null, 0, false, 0, -1), 10).frameCount());
        assertEquals(10, apply(new AnimationOptions(null, 0, false, 0, -2), 10).frameCount());
        assertEquals(9, apply(new AnimationOptions(null, 0, false, 0, -3), 10).frameCount());
        assertEquals(1, apply(new AnimationOptions(null, 0, false, 0, -100), 10).frameCount());
        assertEquals(0, apply(new AnimationOptions(null, 0, false, 20, -1), 10).frameCount());
        assertEquals(10, apply(new AnimationOptions(null, 0, false, -5, 99), 10).frameCount(), "negative start is 0");
    }

    @Test
    void metadataRulesFollowTheReference() {
        Animation a = apply(new AnimationOptions("run", 0, true, 0, -1), 2);
        assertEquals("run", a.name());
        assertEquals(30f, a.framerate(), "a zero fps keeps the animation's own");
        assertTrue(a.loop());
        assertEquals(12f, apply(new AnimationOptions(null, 12, false, 0, -1), 2).framerate());
    }

    @Test
    void boundsAreCutWithTheFrames() {
        Model m = EditFixtures.skinnedModel();
        Model cut = new AnimationOptions(null, 0, false, 1, 1).applyTo(m, "in", new Diagnostics());
        assertEquals(1, cut.frameBounds().size());
        assertEquals(m.frameBounds().get(1), cut.frameBounds().get(0));
    }

    @Test
    void ignoredWithWarningUnlessExactlyOneAnimation() {
        Model two = EditFixtures.skinnedModel().toBuilder().frameBounds(java.util.List.of())
                .addAnimation(EditFixtures.walk(2)).build();
        Diagnostics warnings = new Diagnostics();
        assertSame(two, new AnimationOptions("x", 0, false, 0, -1).applyTo(two, "in", warnings));
        assertEquals("in: warning: animation options ignored: the input has 2 animations, they apply only to an"
                + " input with exactly one", warnings.all().get(0).toString());
    }
}
