package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.io.ModelFormatException;
import java.util.HashMap;
import java.util.Map;

/**
 * One {@code AnimationLayer} of a stack: the curves it puts on nodes' {@code Lcl Translation},
 * {@code Lcl Rotation} and {@code Lcl Scaling}, with each curve node's own values for the axes it
 * has no curve on, and how it blends over the layers before it, as FBX defines its layer
 * properties: {@code Weight} (percent, default 100), {@code BlendMode} (0 additive, the default; 1
 * override; 2 override-passthrough, blended as override), {@code ScaleAccumulationMode} (0: scales
 * multiply, the default; 1: they add) and {@code Mute}. Rotations add as Euler angles, component by
 * component (FBX's default accumulation by layer). The first layer of a stack is its base: its
 * values replace the node's own.
 */
final class FbxAnimLayer {
    private static final int OVERRIDE = 1;
    private static final int OVERRIDE_PASSTHROUGH = 2;

    final FbxObject object;
    /** The weight, 0 to 1. */
    final double weight;
    final boolean override;
    final boolean scalesAdd;
    final boolean muted;
    /** Per driven node: nine curves (channel × 3 + axis), null where an axis has none. */
    final Map<Integer, FbxCurve[]> curves = new HashMap<>();
    /** Per driven node: per channel, the curve node's values, or null where the layer has no curve node. */
    final Map<Integer, double[][]> values = new HashMap<>();

    private FbxAnimLayer(FbxObject object, double weight, boolean override, boolean scalesAdd, boolean muted) {
        this.object = object;
        this.weight = weight;
        this.override = override;
        this.scalesAdd = scalesAdd;
        this.muted = muted;
    }

    static FbxAnimLayer of(FbxObject layer) throws ModelFormatException {
        double weight = layer.properties().number("Weight", 100);
        if (!(weight >= 0 && weight <= 100)) {
            throw layer.properties().error("Weight", "a layer's weight is 0 to 100 percent, not " + weight);
        }
        long mode = layer.properties().integer("BlendMode", 0);
        return new FbxAnimLayer(layer, weight / 100, mode == OVERRIDE || mode == OVERRIDE_PASSTHROUGH,
                layer.properties().integer("ScaleAccumulationMode", 0) == 1,
                layer.properties().integer("Mute", 0) != 0);
    }

    /** Whether the layer drives {@code node} at all. */
    boolean drives(int node) {
        return values.containsKey(node);
    }

    /**
     * {@code out} (the channel's value from the layers before, or the node's own) with this layer's
     * value of {@code channel} at {@code time} blended in; unchanged where the layer has no curve
     * node on that channel.
     *
     * @param base whether this is the stack's first layer, whose values replace
     */
    void blend(int node, int channel, double time, boolean base, double[] out) {
        double[][] nodeValues = values.get(node);
        double[] own = nodeValues == null ? null : nodeValues[channel];
        if (own == null) {
            return;
        }
        FbxCurve[] nodeCurves = curves.get(node);
        for (int a = 0; a < 3; a++) {
            FbxCurve c = nodeCurves[channel * 3 + a];
            double v = c != null ? c.sample(time) : own[a];
            if (base) {
                out[a] = v;
            } else if (override) {
                out[a] += (v - out[a]) * weight;
            } else if (channel == 2 && !scalesAdd) {
                out[a] *= 1 + (v - 1) * weight;
            } else {
                out[a] += v * weight;
            }
        }
    }
}
