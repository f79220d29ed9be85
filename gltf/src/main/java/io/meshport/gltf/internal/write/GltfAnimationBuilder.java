package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfBufferBuilder;
import de.javagl.jgltf.model.AnimationModel.Interpolation;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import de.javagl.jgltf.model.impl.DefaultAnimationModel;
import de.javagl.jgltf.model.impl.DefaultAnimationModel.DefaultChannel;
import de.javagl.jgltf.model.impl.DefaultAnimationModel.DefaultSampler;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultNodeModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.GltfExtras;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.Animation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Model animations as glTF animations: per joint a translation, a rotation and a scale channel,
 * LINEAR, with a key per frame, so that sampling at the keys gives every frame back exactly. The
 * frame rate and loop flag have no glTF field and go in the animation's {@code extras.meshport}.
 */
final class GltfAnimationBuilder {
    /** Key spacing for an animation whose frame rate is not known: the reader's default too. */
    static final double DEFAULT_FRAMERATE = 30;

    private GltfAnimationBuilder() {
    }

    /**
     * Adds the animations of joints {@code jointNodes} to {@code gltf}; an animation without frames,
     * or with poses for another number of joints (a model without a skeleton), is reported lost.
     */
    static void build(List<Animation> animations, List<DefaultNodeModel> jointNodes, DefaultGltfModel gltf,
            GltfBufferBuilder buffers, Diagnostics losses) {
        int mended = 0;
        for (Animation a : animations) {
            if (a.frameCount() == 0 || a.jointCount() == 0 || a.jointCount() != jointNodes.size()) {
                String why = a.frameCount() == 0 ? "has no frames" : "has no joints of the skeleton to move";
                losses.lost(GltfFormat.NAME, "animation \"" + a.name() + "\" " + why
                        + ": a glTF animation needs keys and joints", LossScope.of("animations"));
                continue;
            }
            DefaultAnimationModel anim = new DefaultAnimationModel();
            anim.setName(a.name());
            Map<String, Object> ours = new LinkedHashMap<>();
            float fps = a.framerate();
            float[] keys = times(a.frameCount(), fps);
            if (keys == null) {
                keys = times(a.frameCount(), DEFAULT_FRAMERATE);
                if (fps != 0) {
                    // keys at that rate would not increase: the rate cannot come back
                    losses.lost(GltfFormat.NAME, "animation \"" + a.name() + "\": its framerate " + fps
                            + " is written as 0 (not known)", LossScope.of("animations"));
                    fps = 0;
                }
            }
            ours.put("framerate", fps);
            ours.put("loop", a.loop());
            anim.setExtras(Map.of(GltfExtras.KEY, ours));
            DefaultAccessorModel times = buffers.floats(keys, 1);
            int frames = a.frameCount();
            for (int j = 0; j < a.jointCount(); j++) {
                float[] t = new float[frames * 3];
                float[] r = new float[frames * 4];
                float[] s = new float[frames * 3];
                for (int f = 0; f < frames; f++) {
                    GltfWritePose pose = GltfWritePose.of(a.pose(f, j));
                    mended += pose.mended() ? 1 : 0;
                    System.arraycopy(pose.translation(), 0, t, f * 3, 3);
                    System.arraycopy(pose.rotation(), 0, r, f * 4, 4);
                    System.arraycopy(pose.scale(), 0, s, f * 3, 3);
                }
                DefaultNodeModel node = jointNodes.get(j);
                channel(anim, node, "translation", times, buffers.floats(t, 3));
                channel(anim, node, "rotation", times, buffers.floats(r, 4));
                channel(anim, node, "scale", times, buffers.floats(s, 3));
            }
            gltf.addAnimationModel(anim);
        }
        if (mended > 0) {
            losses.lost(GltfFormat.NAME, mended + " animation pose(s) with numbers that are not finite or a rotation "
                    + "not of unit length, mended (glTF requires both)", LossScope.maybe("animations"));
        }
    }

    private static void channel(DefaultAnimationModel anim, DefaultNodeModel node, String path,
            DefaultAccessorModel times, DefaultAccessorModel values) {
        anim.addChannel(new DefaultChannel(new DefaultSampler(times, Interpolation.LINEAR, values), node, path));
    }

    /**
     * Frame {@code f} at {@code f / fps} seconds; null when {@code fps} is no positive finite
     * number or would make two keys the same float (glTF needs them increasing and finite).
     */
    static float[] times(int frames, double fps) {
        if (!(fps > 0) || !Double.isFinite(fps)) {
            return null;
        }
        float[] out = new float[frames];
        for (int f = 0; f < frames; f++) {
            out[f] = (float) (f / fps);
            if (!Float.isFinite(out[f]) || f > 0 && !(out[f] > out[f - 1])) {
                return null;
            }
        }
        return out;
    }
}
