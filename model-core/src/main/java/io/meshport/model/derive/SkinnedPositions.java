package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;

/**
 * Every mesh's positions with the skeleton posed for one frame of an animation, skinned as
 * {@link SkinnedBounds} skins them (the reference IQM compiler's way): what a viewer draws for
 * that frame. A mesh without blend data, and every mesh of a model without joints or with an
 * animation that holds no poses for them, keeps its positions as they are.
 */
public final class SkinnedPositions {
    private SkinnedPositions() {
    }

    /**
     * Per mesh of {@code model}, three floats per vertex: its positions at frame {@code frame} of
     * {@code animation} (an index into the model's animations; -1 for the base pose). A mesh
     * without positions has none.
     *
     * @throws IndexOutOfBoundsException when {@code animation} or {@code frame} is not the model's
     */
    public static List<float[]> of(Model model, int animation, int frame) {
        double[] skin = null;
        if (animation >= 0) {
            Animation a = model.animations().get(animation);
            if (frame < 0 || frame >= a.frameCount()) {
                throw new IndexOutOfBoundsException("frame " + frame + " of " + a.frameCount() + " in " + a.name());
            }
            if (!model.joints().isEmpty() && a.jointCount() == model.joints().size()) {
                skin = SkinnedBounds.skinning(model.joints(), a, frame, SkinnedBounds.inverseBase(model.joints()));
            }
        }
        List<float[]> out = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            VertexArray pos = mesh.array(AttributeKind.POSITION).orElse(null);
            if (pos == null) {
                out.add(new float[0]);
                continue;
            }
            SkinnedBounds.Skin s = SkinnedBounds.Skin.of(mesh, pos, model.joints().size(), false);
            double[] blended = skin == null || s.combination == null ? null : s.blend(skin);
            float[] xyz = new float[3 * s.vertices];
            double[] at = new double[3];
            for (int v = 0; v < s.vertices; v++) {
                s.pose(blended, v, at);
                for (int c = 0; c < 3; c++) {
                    xyz[v * 3 + c] = (float) at[c];
                }
            }
            out.add(xyz);
        }
        return out;
    }
}
