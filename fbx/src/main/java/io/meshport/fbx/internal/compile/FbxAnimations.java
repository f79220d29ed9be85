package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each {@code AnimationStack} as one model animation named after it, sampled at the file's frame
 * rate ({@link FbxGlobals}) from the stack's {@code LocalStart} to its {@code LocalStop} (or, when
 * the stack gives no span, from its first key to its last; assimp 5's key times, a thousand times
 * too long, are read at a thousandth over the keys' span), each stack's frames charged to the
 * file's {@link FbxBudget} first (40 bytes a frame for each joint, or each node above one, whichever
 * are more). A stack's {@code AnimationLayer}s are played as {@link FbxAnimLayer} blends them,
 * the first as the base (muted ones left out, with a warning); their
 * {@code AnimationCurveNode}s drive a {@code Model}'s {@code Lcl Translation}, {@code Lcl Rotation}
 * or {@code Lcl Scaling} ({@code Lcl Scale}, as assimp 5 writes it, too), one {@link FbxCurve} per
 * axis ({@code d|X}, {@code d|Y}, {@code d|Z}); an axis without a curve keeps the curve node's value,
 * else the node's own. Each frame evaluates every node's transform as {@link
 * io.meshport.fbx.internal.scene.FbxNodeTransform} does, pivots, pre- and post-rotation included, so
 * nodes above or between joints that move (Blender's armature object, assimp's helpers) move the
 * joints; a joint's pose is its world matrix made local to its parent joint's.
 */
final class FbxAnimations {
    /** How much too long assimp 5 writes key times. */
    private static final double ASSIMP_KEY_SCALE = 1000;

    private FbxAnimations() {
    }

    static void read(FbxScene scene, FbxArrays arrays, FbxHierarchy nodes, FbxSkeleton skeleton, FbxGlobals globals,
            FbxBudget budget, Diagnostics diagnostics, Model.Builder model) throws ModelFormatException {
        String source = scene.tree().source();
        int n = nodes.count();
        // the nodes whose world matrices the joints need: the joints and everything above them
        boolean[] needed = new boolean[n];
        for (int j = 0; j < skeleton.count(); j++) {
            for (int at = skeleton.nodeOf[j]; at >= 0 && !needed[at]; at = nodes.parent[at]) {
                needed[at] = true;
            }
        }
        int neededCount = 0;
        for (boolean b : needed) {
            neededCount += b ? 1 : 0;
        }
        int[] order = nodes.order();
        // a stack's curves are read once however many curve nodes share them
        Map<Long, FbxCurve> read = new HashMap<>();
        boolean writtenByAssimp = writtenByAssimp(scene);
        for (FbxObject stack : scene.objects()) {
            if (!stack.type().equals("AnimationStack")) {
                continue;
            }
            // per layer and driven node: its nine curves and three curve-node vectors (only those: a
            // file of many stacks and many nodes pays for what each stack drives, not stacks x nodes)
            List<FbxAnimLayer> layers = new ArrayList<>();
            boolean drives = false;
            boolean lost = false;
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            for (FbxObject layerObject : scene.children(stack.id(), "AnimationLayer")) {
                FbxAnimLayer layer = FbxAnimLayer.of(layerObject);
                if (layer.muted) {
                    diagnostics.warn(source, stack.describe() + ": " + layerObject.describe() + " is muted: left out");
                    continue;
                }
                layers.add(layer);
                for (FbxObject curveNode : scene.children(layerObject.id(), "AnimationCurveNode")) {
                    for (FbxScene.Link link : scene.parentLinks(curveNode.id())) {
                        int channel = channel(link.property());
                        int node = link.property() == null ? -1 : nodes.node(link.parent());
                        if (channel < 0 || node < 0) {
                            continue;
                        }
                        if (!needed[node]) {
                            lost = true;
                            continue;
                        }
                        FbxCurve[] nodeCurves = layer.curves.computeIfAbsent(node, k -> new FbxCurve[9]);
                        double[][] nodeValues = layer.values.computeIfAbsent(node, k -> new double[3][]);
                        // a base layer's curve node falls back on the node's own values, a blended one's on none
                        double[] own = layers.size() > 1 ? new double[3] : switch (channel) {
                            case 0 -> nodes.transforms[node].translation();
                            case 1 -> nodes.transforms[node].rotation();
                            default -> nodes.transforms[node].scaling();
                        };
                        if (layers.size() > 1 && channel == 2 && !layer.scalesAdd && !layer.override) {
                            own = new double[] {1, 1, 1};
                        }
                        String[] axes = {"d|X", "d|Y", "d|Z"};
                        for (int a = 0; a < 3; a++) {
                            own[a] = curveNode.properties().number(axes[a], own[a]);
                        }
                        nodeValues[channel] = own;
                        for (FbxScene.Link c : scene.childLinks(curveNode.id())) {
                            FbxObject curve = scene.object(c.child());
                            int axis = axis(c.property());
                            if (axis < 0 || !curve.type().equals("AnimationCurve")) {
                                continue;
                            }
                            FbxCurve keys = read.get(curve.id());
                            if (keys == null) {
                                keys = FbxCurve.read(curve, arrays, globals.ticksPerSecond());
                                read.put(curve.id(), keys);
                            }
                            if (!keys.isEmpty()) {
                                nodeCurves[channel * 3 + axis] = keys;
                                first = Math.min(first, keys.times[0]);
                                last = Math.max(last, keys.times[keys.times.length - 1]);
                                drives = true;
                            }
                        }
                    }
                }
            }
            if (layers.size() > 1) {
                StringBuilder how = new StringBuilder();
                for (FbxAnimLayer layer : layers.subList(1, layers.size())) {
                    how.append(how.length() == 0 ? "" : ", ").append('"').append(layer.object.name()).append("\" ")
                            .append(layer.override ? "override" : "additive").append(' ')
                            .append(Math.round(layer.weight * 100)).append('%');
                }
                diagnostics.converted(source, stack.describe() + ": " + (layers.size() - 1) + " animation layers blended"
                        + " over the first into its frames (" + how + ")");
            }
            if (lost) {
                diagnostics.warn(source, stack.describe() + ": curves of nodes that are not joints and hold no joint"
                        + " are lost");
            }
            if (!drives || skeleton.count() == 0) {
                diagnostics.warn(source, stack.describe() + " drives no joint: skipped");
                continue;
            }
            long start = stack.properties().integer("LocalStart", 0);
            long stop = stack.properties().integer("LocalStop", 0);
            if (stop <= start) {
                start = first;
                stop = last;
            }
            // assimp 5 writes key times a thousand times too long (a glTF's milliseconds as seconds)
            // under a stack span that is right, from 0 (assimp has no start): read as written, every
            // frame would hold the first key. Its keys are read at a thousandth, over their own span
            // (which is what the exporter had: keys, no stack start).
            double keyScale = 1;
            if (writtenByAssimp && first > stop && stop > start
                    && first / ASSIMP_KEY_SCALE >= start && last / ASSIMP_KEY_SCALE <= stop + 1) {
                keyScale = ASSIMP_KEY_SCALE;
                diagnostics.warn(source, stack.describe() + ": its key times lie " + ASSIMP_KEY_SCALE + " times past"
                        + " its end, as assimp 5 writes them: read at a thousandth, over the keys' span");
                start = Math.round(first / ASSIMP_KEY_SCALE);
                stop = Math.round(last / ASSIMP_KEY_SCALE);
            }
            double fps = globals.framerate();
            double tick = globals.ticksPerSecond() / fps;
            double span = Math.floor((stop - (double) start) / tick + 1e-6);
            long frames = (long) span + 1;
            if (!(span < Integer.MAX_VALUE)
                    || (double) frames * skeleton.count() * Transform.CHANNELS > Integer.MAX_VALUE - 8) {
                throw scene.error(stack, "its " + (stop - (double) start) / globals.ticksPerSecond() + " s at " + fps
                        + " frames a second make more frames of " + skeleton.count() + " joints than a model holds");
            }
            // each frame evaluates every needed node and keeps every joint's pose
            budget.charge((double) frames * Math.max(skeleton.count(), neededCount) * Transform.CHANNELS * 4, stack,
                    frames + " frames of " + skeleton.count() + " joints");
            float[] poses = new float[(int) (frames * skeleton.count() * Transform.CHANNELS)];
            double[][] world = new double[n][];
            double[][] scaling = new double[n][];
            double[] t = new double[3];
            double[] r = new double[3];
            double[] s = new double[3];
            for (int f = 0; f < frames; f++) {
                double time = (start + f * tick) * keyScale;
                for (int i : order) {
                    if (!needed[i]) {
                        continue;
                    }
                    double[] local;
                    if (!driven(layers, i)) {
                        local = nodes.transforms[i].local();
                        scaling[i] = nodes.transforms[i].scaling();
                    } else {
                        sample(layers, i, 0, nodes.transforms[i].translation(), time, t);
                        sample(layers, i, 1, nodes.transforms[i].rotation(), time, r);
                        sample(layers, i, 2, nodes.transforms[i].scaling(), time, s);
                        local = nodes.transforms[i].local(t, r, s);
                        scaling[i] = s.clone();
                    }
                    int p = nodes.parent[i];
                    world[i] = nodes.worldOf(i, local, p < 0 ? null : world[p], p < 0 ? null : scaling[p]);
                }
                for (int j = 0; j < skeleton.count(); j++) {
                    double[] w = world[skeleton.nodeOf[j]];
                    int pj = skeleton.parentOf[j];
                    double[] pose = pj < 0 ? w : FbxMatrix.multiply(FbxMatrix.inverse(world[skeleton.nodeOf[pj]]), w);
                    FbxMatrix.toTransform(pose).toChannels(poses, (f * skeleton.count() + j) * Transform.CHANNELS);
                }
            }
            model.addAnimation(Animation.of(stack.name(), (float) fps, false, skeleton.count(), poses));
        }
    }

    /** Whether {@code FBXHeaderExtension/Creator} names assimp (the Open Asset Import Library). */
    private static boolean writtenByAssimp(FbxScene scene) {
        FbxNode header = scene.tree().node("FBXHeaderExtension").orElse(null);
        FbxNode creator = header == null ? null : FbxArrays.child(header, "Creator");
        return creator != null && !creator.properties().isEmpty()
                && creator.property(0) instanceof FbxProperty.StringValue v
                && v.value().startsWith("Open Asset Import Library (Assimp)");
    }

    private static boolean driven(List<FbxAnimLayer> layers, int node) {
        for (FbxAnimLayer layer : layers) {
            if (layer.drives(node)) {
                return true;
            }
        }
        return false;
    }

    /** A channel of a node at {@code time}: its own value, then each layer's blended over it. */
    private static void sample(List<FbxAnimLayer> layers, int node, int channel, double[] own, double time,
            double[] out) {
        System.arraycopy(own, 0, out, 0, 3);
        for (int l = 0; l < layers.size(); l++) {
            layers.get(l).blend(node, channel, time, l == 0, out);
        }
    }

    private static int channel(String property) {
        if (property == null) {
            return -1;
        }
        return switch (property) {
            case "Lcl Translation" -> 0;
            case "Lcl Rotation" -> 1;
            case "Lcl Scaling", "Lcl Scale" -> 2;
            default -> -1;
        };
    }

    private static int axis(String property) {
        if (property == null) {
            return -1;
        }
        return switch (property) {
            case "d|X", "X" -> 0;
            case "d|Y", "Y" -> 1;
            case "d|Z", "Z" -> 2;
            default -> -1;
        };
    }
}
