package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A {@code Deformer "Cluster"} of a skin: the bone it follows (the {@code Model} connected below
 * it), the control points it moves ({@code Indexes}) and by how much ({@code Weights}), the bone's
 * world matrix at bind time ({@code TransformLink}) and {@code Transform}, which takes the mesh
 * from its own space to the bone's at bind time, so that {@code TransformLink × Transform} is the
 * mesh's world matrix at bind time (what Blender and assimp both write it as).
 *
 * @param object the cluster
 * @param bone the node of its bone
 * @param indexes the control points, each checked against the geometry's
 * @param weights their weights, as many
 * @param transform {@code Transform} (identity when absent)
 * @param transformLink {@code TransformLink}, or null when absent (the bone's bind pose then comes from a
 *     {@code BindPose} or its node)
 */
record FbxCluster(FbxObject object, int bone, int[] indexes, double[] weights, double[] transform,
        double[] transformLink) {

    /**
     * The clusters of {@code skin} that name a bone, in connection order; one without a bone moves
     * nothing. A cluster is one skin's: one connected below a second skin (its id already in
     * {@code seen}) is reported and left out there, so that no cluster is read twice.
     */
    static List<FbxCluster> of(FbxObject skin, FbxScene scene, FbxArrays arrays, FbxHierarchy nodes,
            int controlPoints, Set<Long> seen, Diagnostics diagnostics) throws ModelFormatException {
        List<FbxCluster> out = new ArrayList<>();
        for (FbxObject c : scene.children(skin.id(), "Deformer")) {
            if (!c.subclass().equals("Cluster")) {
                continue;
            }
            if (!seen.add(c.id())) {
                diagnostics.warn(scene.tree().source(), c.describe() + " is connected below a second skin, "
                        + skin.describe() + ": left out there");
                continue;
            }
            List<FbxObject> bones = scene.children(c.id(), "Model");
            if (bones.isEmpty()) {
                continue;
            }
            FbxNode node = c.node();
            FbxNode indexNode = FbxArrays.child(node, "Indexes");
            FbxNode weightNode = FbxArrays.child(node, "Weights");
            int[] indexes = indexNode == null ? new int[0] : arrays.ints(indexNode, c.path() + "/Indexes");
            double[] weights = weightNode == null ? new double[0] : arrays.doubles(weightNode, c.path() + "/Weights");
            if (indexes.length != weights.length) {
                throw arrays.tree().error(weightNode == null ? node : weightNode, c.path() + "/Weights",
                        weights.length + " weights for " + indexes.length + " indexes");
            }
            for (int i = 0; i < indexes.length; i++) {
                if (indexes[i] < 0 || indexes[i] >= controlPoints) {
                    throw arrays.tree().error(indexNode, c.path() + "/Indexes", "index " + i + " is " + indexes[i]
                            + ", out of range (the geometry has " + controlPoints + " control points)");
                }
            }
            out.add(new FbxCluster(c, nodes.node(bones.get(0).id()), indexes, weights,
                    matrix(c, "Transform", arrays, FbxMatrix.identity()), matrix(c, "TransformLink", arrays, null)));
        }
        return out;
    }

    private static double[] matrix(FbxObject c, String name, FbxArrays arrays, double[] fallback)
            throws ModelFormatException {
        FbxNode n = FbxArrays.child(c.node(), name);
        if (n == null) {
            return fallback;
        }
        double[] m = arrays.doubles(n, c.path() + "/" + name);
        if (m.length != 16) {
            throw arrays.tree().error(n, c.path() + "/" + name, m.length + " values, not a 4×4 matrix's 16");
        }
        return m;
    }
}
