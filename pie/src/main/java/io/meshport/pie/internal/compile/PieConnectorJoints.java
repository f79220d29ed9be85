package io.meshport.pie.internal.compile;

import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Connectors as joints, the way the Quake family's engines attach things (IQM "tags") and Blender
 * shows them (bones): level {@code L}'s connector {@code k} (from 1) is a root joint
 * {@code connector<L>_<k>} at the connector's position, in the points' space. Every format that
 * holds a skeleton keeps them, IQE included; writing PIE takes them back, rounded to the integers
 * the game reads.
 *
 * <p>Public because the exporter takes connectors back from the joints; the package is internal,
 * not exported.
 */
public final class PieConnectorJoints {
    private static final Pattern NAME = Pattern.compile("connector(\\d{1,4})_(\\d{1,4})");

    private PieConnectorJoints() {
    }

    static String name(int level, int k) {
        return "connector" + level + "_" + k;
    }

    /** The model with a joint per connector appended; every animation holds them at rest. */
    static Model attach(Model model, List<PieLevel> levels) {
        List<Joint> added = new ArrayList<>();
        for (int l = 0; l < levels.size(); l++) {
            PieConnectors c = levels.get(l).connectors().map(PieConnectors::withYzSwapped).orElse(null);
            for (int k = 0; c != null && k < c.count(); k++) {
                added.add(new Joint(name(l + 1, k + 1), -1,
                        new Transform(c.get(k, 0), c.get(k, 1), c.get(k, 2), 0, 0, 0, 1, 1, 1, 1)));
            }
        }
        if (added.isEmpty()) {
            return model;
        }
        Model.Builder b = model.toBuilder();
        List<Joint> joints = new ArrayList<>(model.joints());
        joints.addAll(added);
        b.joints(joints);
        List<Animation> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            animations.add(withJointsAtRest(a, added));
        }
        return b.animations(animations).build();
    }

    private static Animation withJointsAtRest(Animation a, List<Joint> added) {
        int before = a.jointCount();
        int after = before + added.size();
        float[] old = a.channels();
        float[] channels = new float[a.frameCount() * after * Transform.CHANNELS];
        for (int f = 0; f < a.frameCount(); f++) {
            System.arraycopy(old, f * before * Transform.CHANNELS, channels, f * after * Transform.CHANNELS,
                    before * Transform.CHANNELS);
            for (int j = 0; j < added.size(); j++) {
                Transform rest = added.get(j).basePose();
                for (int c = 0; c < Transform.CHANNELS; c++) {
                    channels[(f * after + before + j) * Transform.CHANNELS + c] = rest.channel(c);
                }
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), after, channels);
    }

    /**
     * Level {@code level}'s connectors from the model's connector joints (their rest position,
     * through their parents, in the points' space, rounded), in their order; null when the model
     * has none for the level.
     */
    public static PieConnectors of(Model model, int level) {
        Map<Integer, int[]> found = new TreeMap<>();
        for (int j = 0; j < model.joints().size(); j++) {
            Matcher m = NAME.matcher(model.joints().get(j).name());
            if (m.matches() && Integer.parseInt(m.group(1)) == level) {
                found.put(Integer.parseInt(m.group(2)), restPosition(model, j));
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        int[] xyz = new int[3 * found.size()];
        int i = 0;
        for (int[] p : found.values()) {
            System.arraycopy(p, 0, xyz, 3 * i++, 3);
        }
        return new PieConnectors(xyz);
    }

    /** Whether {@code name} is a connector joint's. */
    static boolean isConnector(String name) {
        return NAME.matcher(name).matches();
    }

    private static int[] restPosition(Model model, int joint) {
        double[] p = PieJointFrames.restPosition(model, joint);
        int[] out = new int[3];
        for (int a = 0; a < 3; a++) {
            out[a] = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.rint(p[a])));
        }
        return out;
    }
}
