package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * Whether the per-frame bounds a model records are what skinning it gives ({@link SkinnedBounds}),
 * so that a format that cannot hold them loses nothing by dropping them: the question the loss
 * check asks of every model with bounds written to such a format (glTF, OBJ...).
 *
 * <p>Answered from what the model records first, skinning as little as that leaves open: a count
 * of bounds other than the model's frames, or a model that cannot be skinned, answers no without
 * skinning. Then the frames are skinned in order, as {@link SkinnedBounds#of} skins them on one
 * thread (joint-set trees set up once, each frame starting from where the last one's extremes
 * were), each compared as it comes: the first that differs answers no. Models whose bounds differ
 * do so in every frame as a rule (bounds written by another program, or edited), so a no costs
 * the set-up and a frame; a yes costs what computing every frame costs, once. Why not the first
 * and last frames skinned alone before the trees, as before: for bounds that are skinning's (the
 * reference compiler's, every IQM file's) that set up a second copy of every skin and skinned two
 * frames vertex by vertex for nothing, 0.27 of the 0.69 s of CPU the answer took on the
 * 1M-vertex benchmark model. The answer is the one comparing every frame gives, as the frames
 * are the ones {@link SkinnedBounds#of} computes.
 */
public final class RecordedBounds {
    private RecordedBounds() {
    }

    /**
     * Whether {@code model}'s per-frame bounds are, frame for frame and within {@link #matches}'
     * tolerance, what skinning it gives; true for a model without bounds only when it cannot be
     * skinned either (no bounds are then what skinning gives).
     *
     * @throws CancellationException when the thread asking is interrupted (looked at before each
     *     frame): the question was withdrawn, as a format's preparation that changed what skinning
     *     reads withdraws the one asked of the model before it; the thread stays interrupted
     */
    public static boolean derived(Model model) {
        List<Bounds> given = model.frameBounds();
        boolean skinnable = SkinnedBounds.derivable(model);
        if (!skinnable || given.size() != model.frameCount()) {
            return !skinnable && given.isEmpty();
        }
        List<SkinnedBounds.Skin> skins = SkinnedBounds.skins(model, true);
        double[][] inverseBase = SkinnedBounds.inverseBase(model.joints());
        int[][] extremes = new int[skins.size()][];
        for (int s = 0; s < extremes.length; s++) {
            extremes[s] = JointSetTrees.extremes();
        }
        int up = SkinnedBounds.up(model);
        int frame = 0;
        for (Animation a : model.animations()) {
            for (int f = 0; f < a.frameCount(); f++) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("the question of the recorded bounds was withdrawn");
                }
                double[] skinning = SkinnedBounds.skinning(model.joints(), a, f, inverseBase);
                if (!matches(given.get(frame++), SkinnedBounds.frame(skins, skinning, extremes, up))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether {@link #derived(Model)} of {@code b} is that of {@code a} without asking it: {@code b}
     * is {@code a}, or has the same per-frame bounds, joints, animations and up axis, and as many
     * meshes, in order, each with the same position and blend arrays (the same objects) as
     * {@code a}'s: all that skinning reads. A format's preparation that only renames meshes keeps
     * the answer; one that splits meshes or changes poses has it asked again.
     */
    public static boolean sameAnswer(Model a, Model b) {
        if (a == b) {
            return true;
        }
        if (SkinnedBounds.up(a) != SkinnedBounds.up(b) || a.meshes().size() != b.meshes().size()
                || !a.frameBounds().equals(b.frameBounds()) || !a.joints().equals(b.joints())
                || !a.animations().equals(b.animations())) {
            return false;
        }
        for (int i = 0; i < a.meshes().size(); i++) {
            Mesh ma = a.meshes().get(i);
            Mesh mb = b.meshes().get(i);
            if (ma.vertexCount() != mb.vertexCount()) {
                return false;
            }
            for (AttributeKind kind : new AttributeKind[] {AttributeKind.POSITION, AttributeKind.BLEND_INDEXES,
                AttributeKind.BLEND_WEIGHTS}) {
                if (ma.array(kind).orElse(null) != mb.array(kind).orElse(null)) {
                    return false;
                }
            }
        }
        return true;
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

    private static float[] values(Bounds b) {
        return new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(), b.radius()};
    }
}
