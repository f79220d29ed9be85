package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import java.util.List;

/**
 * Whether the per-frame bounds a model records are what skinning it gives ({@link SkinnedBounds}),
 * so that a format that cannot hold them loses nothing by dropping them: the question the loss
 * check asks of every model with bounds written to such a format (glTF, OBJ...).
 *
 * <p>Answered from what the model records first, skinning as little as that leaves open: a count
 * of bounds other than the model's frames, or a model that cannot be skinned, answers no without
 * skinning; then the first and the last frame are skinned alone, each vertex moved once, and a
 * frame that differs answers no. Only bounds that pass those are compared with every frame's
 * ({@link SkinnedBounds#of}). Models whose bounds differ do so in every frame as a rule (bounds
 * written by another program, or edited): for the 1M-vertex benchmark model with 100 frames the answer then
 * costs two frames' skinning instead of setting up the joint-set trees and walking a hundred. The
 * answer is the one comparing every frame gives: a frame's bounds are the same skinned alone or
 * with the trees, up to the sign of a zero extreme, which no tolerance sees.
 */
public final class RecordedBounds {
    private RecordedBounds() {
    }

    /**
     * Whether {@code model}'s per-frame bounds are, frame for frame and within {@link #matches}'
     * tolerance, what skinning it gives; true for a model without bounds only when it cannot be
     * skinned either (no bounds are then what skinning gives).
     */
    public static boolean derived(Model model) {
        List<Bounds> given = model.frameBounds();
        boolean skinnable = SkinnedBounds.derivable(model);
        if (!skinnable || given.size() != model.frameCount()) {
            return !skinnable && given.isEmpty();
        }
        List<SkinnedBounds.Skin> skins = SkinnedBounds.skins(model, false);
        double[][] inverseBase = SkinnedBounds.inverseBase(model.joints());
        int last = given.size() - 1;
        for (int frame : last == 0 ? new int[] {0} : new int[] {0, last}) {
            if (!matches(given.get(frame), skinned(model, skins, inverseBase, frame))) {
                return false;
            }
        }
        return derived(given, SkinnedBounds.of(model));
    }

    /** Whether {@code given} and {@code computed} have as many bounds and each {@link #matches} its computed one. */
    public static boolean derived(List<Bounds> given, List<Bounds> computed) {
        if (given.size() != computed.size()) {
            return false;
        }
        for (int f = 0; f < given.size(); f++) {
            if (!matches(given.get(f), computed.get(f))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether one frame's bounds are the ones computed for it: each value within 1e-3 of the
     * largest magnitude among both (at least 1). The tolerance allows for poses that went through
     * IQM's 16-bit quantisation since the bounds were computed.
     */
    public static boolean matches(Bounds given, Bounds computed) {
        float[] a = values(given);
        float[] b = values(computed);
        double scale = 1;
        for (int k = 0; k < a.length; k++) {
            scale = Math.max(scale, Math.max(Math.abs(a[k]), Math.abs(b[k])));
        }
        for (int k = 0; k < a.length; k++) {
            if (!(Math.abs(a[k] - b[k]) <= 1e-3 * scale)) {
                return false;
            }
        }
        return true;
    }

    /** Frame {@code frame} (counted over all animations in order) skinned alone, every vertex in order. */
    private static Bounds skinned(Model model, List<SkinnedBounds.Skin> skins, double[][] inverseBase, int frame) {
        int f = frame;
        for (Animation a : model.animations()) {
            if (f < a.frameCount()) {
                return SkinnedBounds.frame(skins, SkinnedBounds.skinning(model.joints(), a, f, inverseBase), null,
                        SkinnedBounds.up(model));
            }
            f -= a.frameCount();
        }
        throw new IndexOutOfBoundsException("frame " + frame + " of " + model.frameCount());
    }

    private static float[] values(Bounds b) {
        return new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(), b.radius()};
    }
}
