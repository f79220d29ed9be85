package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.AnimationChannel;
import de.javagl.jgltf.impl.v2.AnimationChannelTarget;
import de.javagl.jgltf.impl.v2.AnimationSampler;
import io.meshport.gltf.internal.GltfExtras;
import io.meshport.gltf.internal.GltfMatrix;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Transform;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A glTF animation as a model animation: every joint's pose sampled at each frame (see the package
 * documentation of {@code io.meshport.gltf} for the frame rate). Channels drive the joints' nodes;
 * what no channel drives keeps the node's own value, as glTF plays it. Channels of nodes that are
 * not joints, and morph target weights, have no place in the model and are reported lost.
 */
final class GltfReadAnimation {
    /** When nothing says the frame rate and the keys lie on no grid. */
    static final float DEFAULT_FRAMERATE = 30;
    /** The channels of a joint no channel drives. */
    private static final GltfReadChannel[] UNDRIVEN = new GltfReadChannel[3];
    /** Key spacing finer than this is not a frame grid but scattered keys. */
    private static final double MAX_GRID_FRAMERATE = 1000;

    private GltfReadAnimation() {
    }

    /** The animation, or null when it drives no joint (reported). */
    static Animation read(int index, GltfReadContext context, GltfReadNodes nodes, GltfReadSkeleton skeleton)
            throws ModelFormatException {
        de.javagl.jgltf.impl.v2.Animation animation = context.element(context.gltf.getAnimations(), index,
                "animations", "animations");
        String path = "animations[" + index + "]";
        String name = animation.getName() != null ? animation.getName() : "animation" + index;
        int jointCount = skeleton.joints.size();
        // per joint driven: translation, rotation, scale channels (null: the node's own value); only
        // those joints, so an animation that drives few of many costs no walk over all of them
        Map<Integer, GltfReadChannel[]> driven = new LinkedHashMap<>();
        boolean anyChannel = false;
        boolean cubic = false;
        boolean weightsLost = false;
        List<AnimationChannel> channels = animation.getChannels() == null ? List.of() : animation.getChannels();
        for (int k = 0; k < channels.size(); k++) {
            String at = path + ".channels[" + k + "]";
            AnimationChannel channel = context.element(channels, k, "channels", at);
            AnimationChannelTarget target = channel.getTarget();
            if (target == null || target.getNode() == null || target.getPath() == null) {
                continue; // a target without a node is an extension's, which says what it animates
            }
            context.element(context.gltf.getNodes(), target.getNode(), "nodes", at + ".target.node");
            int slot = switch (target.getPath()) {
                case "translation" -> 0;
                case "rotation" -> 1;
                case "scale" -> 2;
                default -> -1;
            };
            if (slot < 0) {
                if (target.getPath().equals("weights")) {
                    weightsLost = true;
                } else {
                    context.warn(at + ".target.path", "'" + target.getPath() + "' is not animated here: lost");
                }
                continue;
            }
            int joint = skeleton.jointOfNode[target.getNode()];
            if (joint < 0) {
                context.warn(at, "moves nodes[" + target.getNode() + "], which is no joint of a skin: lost");
                continue;
            }
            AnimationSampler sampler = context.element(animation.getSamplers(), channel.getSampler(),
                    "samplers", at + ".sampler");
            String samplerPath = path + ".samplers[" + channel.getSampler() + "]";
            GltfReadChannel.Interpolation interpolation = interpolation(sampler.getInterpolation(), samplerPath,
                    context);
            GltfReadChannel read = GltfReadChannel.of(
                    context.accessors.get(sampler.getInput(), samplerPath + ".input"),
                    context.accessors.get(sampler.getOutput(), samplerPath + ".output"), interpolation, slot == 1,
                    samplerPath, context);
            GltfReadChannel[] slots = driven.computeIfAbsent(joint, j -> new GltfReadChannel[3]);
            if (slots[slot] != null) {
                context.warn(at, "a second channel for the " + target.getPath() + " of nodes[" + target.getNode()
                        + "]: it replaces the first");
            }
            slots[slot] = read;
            anyChannel = true;
            cubic |= interpolation == GltfReadChannel.Interpolation.CUBICSPLINE;
        }
        if (weightsLost) {
            context.warn(path, "morph target weights, which a model cannot hold: lost");
        }
        if (!anyChannel) {
            context.warn(path, "drives no joint: skipped");
            return null;
        }
        Map<?, ?> ours = GltfReadExtras.ours(animation.getExtras());
        // a model animation of frame rate 0 (not known) is written as such, keyed every 1/30 s
        boolean unknownRate = ours != null && ours.get("framerate") instanceof Number n && n.doubleValue() == 0;
        float framerate = framerate(unknownRate ? null : ours, driven.values(), path, context, unknownRate);
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        for (GltfReadChannel[] joint : driven.values()) {
            for (GltfReadChannel c : joint) {
                if (c != null) {
                    start = Math.min(start, c.firstTime());
                    end = Math.max(end, c.lastTime());
                }
            }
        }
        double frameSpan = Math.rint((end - start) * framerate);
        if (!(frameSpan < Integer.MAX_VALUE - 1)) {
            throw context.error(path, "lasts " + (end - start) + " s, too long to sample at " + framerate + " fps");
        }
        int frames = (int) frameSpan + 1;
        if ((long) frames * jointCount * Transform.CHANNELS > Integer.MAX_VALUE - 8) {
            throw context.error(path, frames + " frames of " + jointCount + " joints are too many to hold");
        }
        context.charge((long) frames * jointCount * Transform.CHANNELS * 4, path);
        if (cubic) {
            context.warn(path, "CUBICSPLINE keys resampled at " + framerate + " frames per second");
        }
        float[] poses = new float[frames * jointCount * Transform.CHANNELS];
        double tolerance = 1e-3 / framerate;
        float[] t = new float[3];
        float[] r = new float[4];
        float[] s = new float[3];
        for (int f = 0; f < frames; f++) {
            double time = start + f / (double) framerate;
            for (int j = 0; j < jointCount; j++) {
                Transform own = nodes.local(skeleton.nodeOfJoint[j]);
                GltfReadChannel[] c = driven.getOrDefault(j, UNDRIVEN);
                sampleOr(c[0], time, tolerance, t, own.tx(), own.ty(), own.tz());
                sampleOr(c[1], time, tolerance, r, own.qx(), own.qy(), own.qz(), own.qw());
                sampleOr(c[2], time, tolerance, s, own.sx(), own.sy(), own.sz());
                Transform pose = new Transform(t[0], t[1], t[2], r[0], r[1], r[2], r[3], s[0], s[1], s[2]);
                if (skeleton.between[j] != null) {
                    pose = GltfMatrix.toTransform(GltfMatrix.multiply(skeleton.between[j],
                            GltfMatrix.of(pose)));
                }
                pose.toChannels(poses, (f * jointCount + j) * Transform.CHANNELS);
            }
        }
        boolean loop = ours != null && Boolean.TRUE.equals(ours.get("loop"));
        return Animation.of(name, unknownRate ? 0 : framerate, loop, jointCount, poses);
    }

    private static void sampleOr(GltfReadChannel channel, double time, double tolerance, float[] out,
            float... own) {
        if (channel == null) {
            System.arraycopy(own, 0, out, 0, own.length);
        } else {
            channel.sample(time, tolerance, out);
        }
    }

    private static GltfReadChannel.Interpolation interpolation(String word, String path, GltfReadContext context)
            throws ModelFormatException {
        if (word == null) {
            return GltfReadChannel.Interpolation.LINEAR;
        }
        try {
            return GltfReadChannel.Interpolation.valueOf(word);
        } catch (IllegalArgumentException e) {
            throw context.error(path + ".interpolation", "'" + word + "' is not LINEAR, STEP or CUBICSPLINE");
        }
    }

    /**
     * {@code extras.meshport.framerate}; else the rate of the grid the key times lie on (the
     * smallest spacing between them, when every key is a whole number of such steps from the first,
     * rounded to a whole rate when within a thousandth); else {@link #DEFAULT_FRAMERATE}, reported.
     */
    private static float framerate(Map<?, ?> ours, Collection<GltfReadChannel[]> driven, String path,
            GltfReadContext context, boolean quietly) throws ModelFormatException {
        if (ours != null && ours.get("framerate") instanceof Number n) {
            double rate = n.doubleValue();
            if (rate > 0 && rate <= MAX_GRID_FRAMERATE) {
                return (float) rate;
            }
            context.warn(path + ".extras." + GltfExtras.KEY + ".framerate", rate + " is no frame rate: ignored");
        }
        TreeSet<Float> times = new TreeSet<>();
        Set<float[]> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (GltfReadChannel[] joint : driven) {
            for (GltfReadChannel c : joint) {
                if (c != null && seen.add(c.times())) {
                    // channels share the key times of one accessor: each counted once, and paid for,
                    // since many animations can share one long list of keys
                    context.charge(c.times().length * 32L, path);
                    for (float t : c.times()) {
                        times.add(t);
                    }
                }
            }
        }
        double step = Double.POSITIVE_INFINITY;
        Float previous = null;
        for (float t : times) {
            if (previous != null) {
                step = Math.min(step, (double) t - previous);
            }
            previous = t;
        }
        double rate = 1 / step;
        if (rate > 0 && rate <= MAX_GRID_FRAMERATE && onGrid(times, rate)) {
            double whole = Math.rint(rate);
            return (float) (Math.abs(rate - whole) <= 1e-3 * rate ? whole : rate);
        }
        if (!quietly) {
            context.warn(path, "no frame rate in extras and the keys lie on no grid: sampled at "
                    + DEFAULT_FRAMERATE + " frames per second");
        }
        return DEFAULT_FRAMERATE;
    }

    private static boolean onGrid(TreeSet<Float> times, double rate) {
        double first = times.first();
        for (float t : times) {
            double steps = (t - first) * rate;
            if (Math.abs(steps - Math.rint(steps)) > 1e-3 * Math.max(1, steps / 1000)) {
                return false;
            }
        }
        return true;
    }
}
