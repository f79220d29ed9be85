package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Bounds;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import io.meshport.model.edit.ConventionConversion;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A Y-up model's skinned bounds take the horizontal radius around Y, as {@link Bounds} defines it
 * and a conversion of axes keeps it: bounds that are skinning's in a Z-up model (the reference
 * compiler's IQM) are still skinning's once the model is turned Y-up for glTF, so the loss check
 * does not call them lost; the joint-set trees give the plain computation's values in both axes.
 */
class UpAxisBoundsTest {
    @Test
    void boundsDerivedInZUpStayDerivedOnceTurnedYUp() {
        long seed = Long.getLong("meshport.seed", 20261130L);
        String replay = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ")";
        System.out.println("UpAxisBoundsTest " + replay);
        SplittableRandom random = new SplittableRandom(seed);
        int checked = 0;
        for (int round = 0; round < 200; round++) {
            Model random0 = SkinnedBoundsTest.randomSkinnedModel(random);
            Model zUp = random0.toBuilder().conventions(Conventions.Z_UP_RIGHT_CW).build();
            List<Bounds> skinned = SkinnedBounds.of(zUp);
            if (skinned.isEmpty() || !finite(skinned)) {
                continue;
            }
            Model yUp = ConventionConversion.convert(zUp.toBuilder().frameBounds(skinned).build(),
                    Conventions.Y_UP_RIGHT_CCW);
            String where = replay + ", round " + round;
            assertEquals(SkinnedBounds.of(yUp, false), SkinnedBounds.of(yUp, true), where + ": trees as the plain walk");
            assertTrue(RecordedBounds.derived(yUp), where + ": Z-up bounds turned Y-up are skinning's");
            for (int f = 0; f < skinned.size(); f++) {
                assertEquals(skinned.get(f).xyRadius(), yUp.frameBounds().get(f).xyRadius(), where + ", frame " + f);
            }
            checked++;
        }
        assertTrue(checked > 20, checked + " models checked (" + replay + ")");
    }

    private static boolean finite(List<Bounds> bounds) {
        for (Bounds b : bounds) {
            for (float v : new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(),
                b.radius()}) {
                if (!Float.isFinite(v) || Math.abs(v) > 1e15f) {
                    return false;
                }
            }
        }
        return true;
    }
}
