package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Joint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The model's skeleton from the scene's nodes. Joints are the {@code LimbNode}s, the bones of skin
 * clusters, and the nodes between two of those (a {@code Null} between bones moves what hangs
 * below it); assimp's transform helpers ({@code name_$AssimpFbx$_Rotation}...) are never joints:
 * their transforms fold into the bone below, as the nodes above the topmost joints (Blender's
 * armature object, say) fold into the root joints. Joints come parents first, in the hierarchy's
 * depth-first order; a joint's parent is its nearest ancestor that is a joint.
 *
 * <p>The bind pose, a world matrix per joint: a cluster's {@code TransformLink}, else the joint's
 * matrix in a {@code Pose "BindPose"}, else the node's place relative to its parent joint in the
 * file's own pose. The base pose is the bind pose made local to the parent joint's.
 */
final class FbxSkeleton {
    final List<Joint> joints = new ArrayList<>();
    /** Per hierarchy node, its joint, or -1. */
    final int[] jointOf;
    /** Per joint, its hierarchy node. */
    final int[] nodeOf;
    /** Per joint, its parent joint or -1. */
    final int[] parentOf;
    /** Per joint, the world matrix at bind time. */
    final double[][] bindWorld;

    FbxSkeleton(FbxHierarchy nodes, List<FbxCluster> clusters, FbxScene scene, FbxArrays arrays)
            throws ModelFormatException {
        int n = nodes.count();
        boolean[] marked = new boolean[n];
        double[][] link = new double[n][];
        for (int i = 0; i < n; i++) {
            marked[i] = nodes.models.get(i).subclass().equals("LimbNode") && !nodes.isAssimpHelper(i);
        }
        for (FbxCluster c : clusters) {
            marked[c.bone()] = true;
            if (link[c.bone()] == null && c.transformLink() != null) {
                link[c.bone()] = c.transformLink();
            }
        }
        int[] order = nodes.order();
        boolean[] above = new boolean[n];
        for (int i : order) {
            int p = nodes.parent[i];
            above[i] = p >= 0 && (marked[p] || above[p]);
        }
        boolean[] below = new boolean[n];
        for (int k = order.length - 1; k >= 0; k--) {
            int i = order[k];
            int p = nodes.parent[i];
            if (p >= 0 && (marked[i] || below[i])) {
                below[p] = true;
            }
        }
        jointOf = new int[n];
        Arrays.fill(jointOf, -1);
        List<Integer> chosen = new ArrayList<>();
        for (int i : order) {
            if (marked[i] || above[i] && below[i] && !nodes.isAssimpHelper(i)) {
                jointOf[i] = chosen.size();
                chosen.add(i);
            }
        }
        // each node's nearest joint ancestor, from its parent's: one pass, however long the chains of
        // other nodes above the joints
        int[] jointAbove = new int[n];
        for (int i : order) {
            int p = nodes.parent[i];
            jointAbove[i] = p < 0 ? -1 : jointOf[p] >= 0 ? jointOf[p] : jointAbove[p];
        }
        int count = chosen.size();
        nodeOf = new int[count];
        parentOf = new int[count];
        bindWorld = new double[count][];
        Map<Long, double[]> poses = bindPoses(scene, arrays);
        for (int j = 0; j < count; j++) {
            int node = chosen.get(j);
            nodeOf[j] = node;
            int parent = jointAbove[node];
            parentOf[j] = parent;
            double[] bind = link[node] != null ? link[node] : poses.get(nodes.models.get(node).id());
            if (bind == null) {
                bind = parent < 0 ? nodes.world(node) : FbxMatrix.multiply(bindWorld[parent],
                        FbxMatrix.multiply(FbxMatrix.inverse(nodes.world[nodeOf[parent]]), nodes.world[node]));
            }
            bindWorld[j] = bind;
            double[] local = parent < 0 ? bind : FbxMatrix.multiply(FbxMatrix.inverse(bindWorld[parent]), bind);
            joints.add(new Joint(nodes.name(node), parent, FbxMatrix.toTransform(local)));
        }
    }

    /** The world matrices of the nodes each {@code Pose "BindPose"} lists (the first pose that lists a node wins). */
    private static Map<Long, double[]> bindPoses(FbxScene scene, FbxArrays arrays) throws ModelFormatException {
        Map<Long, double[]> out = new HashMap<>();
        for (FbxObject pose : scene.objects()) {
            if (!pose.type().equals("Pose") || !pose.subclass().equals("BindPose")) {
                continue;
            }
            for (FbxNode entry : pose.node().children("PoseNode")) {
                String path = pose.path() + "/PoseNode";
                FbxNode id = FbxArrays.child(entry, "Node");
                FbxNode matrix = FbxArrays.child(entry, "Matrix");
                if (id == null || matrix == null || id.properties().isEmpty()
                        || !(id.property(0) instanceof FbxProperty.IntegerValue node)) {
                    throw arrays.tree().error(entry, path, "a pose node has a Node id and a Matrix");
                }
                if (scene.object(node.value()) == null) {
                    throw arrays.tree().error(id, path + "/Node", "node " + node.value() + " is no object");
                }
                double[] m = arrays.doubles(matrix, path + "/Matrix");
                if (m.length != 16) {
                    throw arrays.tree().error(matrix, path + "/Matrix", m.length + " values, not a 4×4 matrix's 16");
                }
                out.putIfAbsent(node.value(), m);
            }
        }
        return out;
    }

    int count() {
        return nodeOf.length;
    }
}
