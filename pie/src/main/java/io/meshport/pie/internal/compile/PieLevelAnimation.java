package io.meshport.pie.internal.compile;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieLevel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ANIMOBJECT levels as a skeleton that IQM viewers play: one root joint per animated level
 * (named {@code level<N>}, at rest where the level's points are), the level's mesh bound rigidly
 * to it (the other levels to a joint that does not move, {@code static}), and an animation of the levels' frames ({@link PieAnimObjects}). Levels whose animations
 * share frame count and frame time play together, as in the game, in one animation
 * ({@code ANIMOBJECT}); others get one each ({@code ANIMOBJECT level N}).
 *
 * <p>Public because the exporter asks which joint a mesh is rigidly bound to; the package is
 * internal, not exported.
 */
public final class PieLevelAnimation {
    static final String ANIMATION_NAME = "ANIMOBJECT";
    /** The joint the levels without ANIMOBJECT are bound to, when others have one. */
    static final String STATIC_JOINT = "static";

    private PieLevelAnimation() {
    }

    /** The model with its animated levels' joints, rigid binding and animations added. */
    static Model attach(Model model, List<PieLevel> levels) {
        List<Integer> animated = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            if (levels.get(i).animObject().isPresent()) {
                animated.add(i);
            }
        }
        if (animated.isEmpty()) {
            return model;
        }
        Model.Builder b = model.toBuilder();
        List<Mesh> meshes = new ArrayList<>(model.meshes());
        Map<List<Integer>, List<Integer>> groups = new LinkedHashMap<>();
        for (int j = 0; j < animated.size(); j++) {
            int level = animated.get(j);
            PieAnimObject a = levels.get(level).animObject().orElseThrow();
            b.addJoint(new Joint(jointName(level + 1), -1, Transform.IDENTITY));
            meshes.set(level, rigid(meshes.get(level), j));
            groups.computeIfAbsent(List.of(a.frameCount(), a.time(), a.cycles()), k -> new ArrayList<>()).add(j);
        }
        if (animated.size() < levels.size()) {
            // Viewers skin every mesh of a skinned model: the levels that do not move hang on a
            // joint that never does, rather than on no joint (which IQM stores as weight 0).
            b.addJoint(new Joint(STATIC_JOINT, -1, Transform.IDENTITY));
            for (int i = 0; i < levels.size(); i++) {
                if (!animated.contains(i)) {
                    meshes.set(i, rigid(meshes.get(i), animated.size()));
                }
            }
        }
        b.meshes(meshes);
        int joints = animated.size() + (animated.size() < levels.size() ? 1 : 0);
        for (List<Integer> group : groups.values()) {
            PieAnimObject first = levels.get(animated.get(group.get(0))).animObject().orElseThrow();
            float[] channels = new float[first.frameCount() * joints * Transform.CHANNELS];
            for (int f = 0; f < first.frameCount(); f++) {
                for (int j = 0; j < joints; j++) {
                    Transform pose = group.contains(j)
                            ? PieAnimObjects.pose(levels.get(animated.get(j)).animObject().orElseThrow(), f)
                            : Transform.IDENTITY;
                    for (int c = 0; c < Transform.CHANNELS; c++) {
                        channels[(f * joints + j) * Transform.CHANNELS + c] = pose.channel(c);
                    }
                }
            }
            String name = groups.size() == 1 ? ANIMATION_NAME : ANIMATION_NAME + " level "
                    + String.join(" ", group.stream().map(j -> String.valueOf(animated.get(j) + 1)).toList());
            b.addAnimation(Animation.of(name, PieAnimObjects.framerate(first), first.cycles() == 0, joints, channels));
        }
        return b.build();
    }

    static String jointName(int level) {
        return "level" + level;
    }

    /** The mesh with every vertex bound to joint {@code j} with full weight. */
    private static Mesh rigid(Mesh mesh, int j) {
        int n = mesh.vertexCount();
        int[] indexes = new int[4 * n];
        int[] weights = new int[4 * n];
        for (int v = 0; v < n; v++) {
            indexes[4 * v] = j;
            weights[4 * v] = 255;
        }
        return mesh.toBuilder()
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE,
                        4), indexes))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE,
                        4), weights))
                .build();
    }

    /**
     * The joint mesh {@code mesh} is rigidly bound to (every vertex fully to one joint), or -1.
     * Weights are compared as the format stores them: a full weight is the largest value of its
     * component type (255 for ubyte) or 1.
     */
    public static int rigidJoint(Mesh mesh) {
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        if (indexes == null || weights == null || mesh.vertexCount() == 0) {
            return -1;
        }
        int joint = -1;
        for (int v = 0; v < mesh.vertexCount(); v++) {
            int strongest = -1;
            double total = 0;
            double best = 0;
            for (int c = 0; c < Math.min(indexes.size(), weights.size()); c++) {
                double w = weights.getNormalized(v, c);
                total += w;
                if (w > best) {
                    best = w;
                    strongest = (int) indexes.getDouble(v, c);
                }
            }
            if (strongest < 0 || best < total - 1e-6 || joint >= 0 && strongest != joint) {
                return -1;
            }
            joint = strongest;
        }
        return joint;
    }
}
