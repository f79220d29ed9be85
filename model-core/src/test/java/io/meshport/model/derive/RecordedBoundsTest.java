package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Bounds;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * Whether a model's recorded bounds are what skinning gives, answered frame by frame as the frames
 * are skinned (stopping at the first that differs), is the answer comparing every frame gives: on random skinned models (the ones the
 * skinned bounds are tested on, non-finite positions and poses now and then) whose bounds are the
 * computed ones, the computed ones with one frame moved past the tolerance (the first, the last,
 * or one between, which only the comparison of every frame sees), or moved within it.
 */
class RecordedBoundsTest {
    @Test
    void sameAnswerAsComparingEveryFrame() {
        long seed = Long.getLong("meshport.seed", 20261129L);
        System.out.println("RecordedBoundsTest seed " + seed + " (replay with -Dmeshport.seed=" + seed + ")");
        SplittableRandom random = new SplittableRandom(seed);
        int derived = 0;
        int notDerived = 0;
        for (int round = 0; round < 150; round++) {
            Model model = SkinnedBoundsTest.randomSkinnedModel(random);
            String where = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round;
            List<Bounds> computed = SkinnedBounds.of(model);
            List<Bounds> given = new ArrayList<>(computed);
            int variant = computed.isEmpty() ? 0 : random.nextInt(5);
            int frame = switch (variant) {
                case 1 -> 0;
                case 2 -> given.size() - 1;
                default -> given.isEmpty() ? 0 : random.nextInt(given.size());
            };
            if (variant > 0) {
                // variant 4 within the tolerance (1e-3 of the largest magnitude), the others past it
                given.set(frame, moved(given.get(frame), variant == 4 ? 1e-5 : 0.5));
            }
            boolean expected = RecordedBounds.derived(given, computed);
            boolean answer = RecordedBounds.derived(model.toBuilder().frameBounds(given).build());
            assertEquals(expected, answer, where + ", variant " + variant + ", frame " + frame);
            if (expected) {
                derived++;
            } else {
                notDerived++;
            }
        }
        assertTrue(derived > 30 && notDerived > 30, derived + " derived, " + notDerived + " not (" + seed + ")");
    }

    @Test
    void aModelThatCannotBeSkinnedHasNoBoundsToDerive() {
        Model unskinned = SkinnedBoundsTest.randomSkinnedModel(new SplittableRandom(7)).toBuilder()
                .frameBounds(List.of()).build();
        assertEquals(SkinnedBounds.derivable(unskinned), !RecordedBounds.derived(unskinned),
                "no bounds are what skinning gives only when skinning gives none");
        assertFalse(RecordedBounds.matches(new Bounds(0, 0, 0, 1, 1, 1, 1, 2), new Bounds(0, 0, 0, 1, 1, 1, 1, 3)));
        assertTrue(RecordedBounds.matches(new Bounds(0, 0, 0, 1000, 1, 1, 1, 2), new Bounds(0, 0, 0, 1000, 1, 1, 1, 2.5f)),
                "within 1e-3 of the largest value");
    }

    @Test
    void aWithdrawnQuestionEndsBeforeSkinningAFrame() {
        // a model whose bounds are skinning's: answered, it skins every frame
        Model model = null;
        for (long seed = 1; model == null; seed++) {
            Model candidate = SkinnedBoundsTest.randomSkinnedModel(new SplittableRandom(seed));
            List<Bounds> computed = SkinnedBounds.of(candidate);
            Model withBounds = candidate.toBuilder().frameBounds(computed).build();
            // (non-finite positions now and then make bounds no comparison matches)
            if (!computed.isEmpty() && RecordedBounds.derived(withBounds)) {
                model = withBounds;
            }
        }
        Model asked = model;
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> RecordedBounds.derived(asked));
            assertTrue(Thread.currentThread().isInterrupted(), "the thread stays interrupted");
        } finally {
            Thread.interrupted();
        }
    }

    /** Every value of {@code b} moved by {@code fraction} of the largest magnitude among them (at least 1). */
    static Bounds moved(Bounds b, double fraction) {
        double scale = 1;
        for (float v : new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(),
            b.radius()}) {
            scale = Math.max(scale, Math.abs(v));
        }
        float d = (float) (fraction * scale);
        return new Bounds(b.minX() - d, b.minY(), b.minZ(), b.maxX() + d, b.maxY(), b.maxZ(), b.xyRadius(),
                b.radius() + d);
    }
}
