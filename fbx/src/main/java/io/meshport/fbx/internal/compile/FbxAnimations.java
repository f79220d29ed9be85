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
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each {@code AnimationStack} as one model animation named after it, sampled at the file's frame
 * rate ({@link FbxGlobals}) from the stack's {@code LocalStart} to its {@code LocalStop} (or, when
 * the stack gives no span, from its first key to its last; assimp 5's key times, a thousand times
 * too long, are read at a thousandth over the keys' span), each stack's frames charged to the
 * file's {@link FbxBudget} first (40 bytes a frame for each joint, or each node above one, whichever
 * are more). A stack's first {@code AnimationLayer}
 * is played (further layers, which blend over it, are reported and left out); its
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
            List<FbxObject> layers = scene.children(stack.id(), "AnimationLayer");
            if (layers.size() > 1) {
                diagnostics.warn(source, stack.describe() + ": " + (layers.size() - 1) + " animation layers after the"
                        + " first, which blend over it, are left out");
            }
            // per driven node: its nine curves and three default vectors (only those: a file of many
            // stacks and many nodes pays for what each stack drives, not stacks × nodes)
            Map<Integer, FbxCurve[]> curves = new HashMap<>();
            Map<Integer, double[][]> defaults = new HashMap<>();
            boolean drives = false;
            boolean lost = false;
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            for (FbxObject layer : layers.isEmpty() ? List.<FbxObject>of() : layers.subList(0, 1)) {
                for (FbxObject curveNode : scene.children(layer.id(), "AnimationCurveNode")) {
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
                        FbxCurve[] nodeCurves = curves.computeIfAbsent(node, k -> new FbxCurve[9]);
                        double[][] nodeDefaults = defaults.computeIfAbsent(node, k -> new double[3][]);
                        double[] own = switch (channel) {
                            case 0 -> nodes.transforms[node].translation();
                            case 1 -> nodes.transforms[node].rotation();
                            default -> nodes.transforms[node].scaling();
                        };
                        String[] axes = {"d|X", "d|Y", "d|Z"};
                        for (int a = 0; a < 3; a++) {
                            own[a] = curveNode.properties().number(axes[a], own[a]);
                        }
                        nodeDefaults[channel] = own;
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
                    FbxCurve[] nodeCurves = curves.get(i);
                    if (nodeCurves == null) {
                        local = nodes.transforms[i].local();
                        scaling[i] = nodes.transforms[i].scaling();
                    } else {
                        double[][] nodeDefaults = defaults.get(i);
                        sample(nodeCurves, 0, nodeDefaults[0], nodes.transforms[i].translation(), time, t);
                        sample(nodeCurves, 1, nodeDefaults[1], nodes.transforms[i].rotation(), time, r);
                        sample(nodeCurves, 2, nodeDefaults[2], nodes.transforms[i].scaling(), time, s);
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

    private static void sample(FbxCurve[] curves, int channel, double[] fallback, double[] own, double time,
            double[] out) {
        for (int a = 0; a < 3; a++) {
            FbxCurve c = curves[channel * 3 + a];
            out[a] = c != null ? c.sample(time) : fallback != null ? fallback[a] : own[a];
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
