package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.scene.FbxNodeTransform;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.io.ModelFormatException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The scene's {@code Model} objects as a tree: each one's parent (the first {@code Model} it is
 * connected below; none when it hangs from the scene root), its transform, and its world matrix in
 * the file's own pose. A parent chain that loops is an error at a {@code Model} on the loop.
 * Nodes are numbered in file order; {@link #order()} lists them parents first.
 */
final class FbxHierarchy {
    /** What assimp's importer names the helper nodes it splits a transform into ({@code hips_$AssimpFbx$_Translation}). */
    static final String ASSIMP_HELPER = "_$AssimpFbx$_";

    final List<FbxObject> models = new ArrayList<>();
    final Map<Long, Integer> indexOf = new HashMap<>();
    final int[] parent;
    final FbxNodeTransform[] transforms;
    /** World matrices of the file's own pose, without geometric transforms. */
    final double[][] world;
    private final int[] order;

    FbxHierarchy(FbxScene scene) throws ModelFormatException {
        for (FbxObject o : scene.objects()) {
            if (o.type().equals("Model")) {
                indexOf.put(o.id(), models.size());
                models.add(o);
            }
        }
        int n = models.size();
        parent = new int[n];
        transforms = new FbxNodeTransform[n];
        List<List<Integer>> children = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            children.add(new ArrayList<>(0));
        }
        for (int i = 0; i < n; i++) {
            FbxObject m = models.get(i);
            List<FbxObject> up = scene.parents(m.id(), "Model");
            parent[i] = up.isEmpty() ? -1 : indexOf.get(up.get(0).id());
            if (parent[i] == i) {
                throw scene.error(m, "is connected below itself");
            }
            transforms[i] = FbxNodeTransform.of(m, scene);
        }
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                children.get(parent[i]).add(i);
            }
        }
        order = new int[n];
        int placed = 0;
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                continue;
            }
            stack.push(i);
            while (!stack.isEmpty()) {
                int at = stack.pop();
                order[placed++] = at;
                List<Integer> c = children.get(at);
                for (int k = c.size() - 1; k >= 0; k--) {
                    stack.push(c.get(k));
                }
            }
        }
        if (placed < n) {
            // what no root reaches hangs on a loop of parents
            boolean[] reached = new boolean[n];
            for (int k = 0; k < placed; k++) {
                reached[order[k]] = true;
            }
            for (int i = 0; i < n; i++) {
                if (!reached[i]) {
                    throw scene.error(models.get(i), "its chain of parent Models loops");
                }
            }
        }
        world = new double[n][];
        for (int i : order) {
            world[i] = worldOf(i, transforms[i].local(), parent[i] < 0 ? null : world[parent[i]],
                    parent[i] < 0 ? null : transforms[parent[i]].scaling());
        }
    }

    /**
     * The world matrix of node {@code i} whose local matrix is {@code local}, below a parent of
     * world {@code parentWorld} (null: none) and current {@code Lcl Scaling} {@code parentScaling}.
     */
    double[] worldOf(int i, double[] local, double[] parentWorld, double[] parentScaling) {
        if (parentWorld == null) {
            return local;
        }
        if (transforms[i].ignoresParentScale()) {
            double[] undo = {1 / nonZero(parentScaling[0]), 1 / nonZero(parentScaling[1]),
                1 / nonZero(parentScaling[2])};
            return FbxMatrix.product(parentWorld, FbxMatrix.scaling(undo), local);
        }
        return FbxMatrix.multiply(parentWorld, local);
    }

    private static double nonZero(double v) {
        return v == 0 ? 1 : v;
    }

    /** Node numbers, parents before children (depth first, children in connection order). */
    int[] order() {
        return order.clone();
    }

    int count() {
        return models.size();
    }

    /** The node of {@code id}, or -1 when it is no {@code Model}. */
    int node(long id) {
        Integer i = indexOf.get(id);
        return i == null ? -1 : i;
    }

    String name(int i) {
        return models.get(i).name();
    }

    /** Whether node {@code i} is one of assimp's transform helpers, folded into the node below it. */
    boolean isAssimpHelper(int i) {
        return models.get(i).name().contains(ASSIMP_HELPER);
    }

    /** The static world matrix of node {@code i} (a copy). */
    double[] world(int i) {
        return Arrays.copyOf(world[i], 16);
    }
}
