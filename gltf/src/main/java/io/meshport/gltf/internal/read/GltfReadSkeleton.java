package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.impl.v2.Skin;
import io.meshport.gltf.internal.GltfMatrix;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Joint;
import io.meshport.model.Transform;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * The model's skeleton from the asset's skins (see the package documentation of
 * {@code io.meshport.gltf}): the joints of every skin, skin 0's first and in its order, each once,
 * moved after their parent where a skin lists a child first (the model keeps parents before
 * children); each joint's parent is its nearest ancestor node that is a joint. The base pose is
 * the bind pose the inverse bind matrices give, made local to the parent's; where a joint has none,
 * its node's transform (with the nodes between it and its parent joint). When the node's own
 * translation, rotation and scale give the same pose, they are kept as written, so a pose survives
 * a round trip bit for bit rather than through a matrix.
 */
final class GltfReadSkeleton {
    final List<Joint> joints;
    /** Model joint of each node, or -1. */
    final int[] jointOfNode;
    /** Node of each model joint. */
    final int[] nodeOfJoint;
    /**
     * Per joint, the transform of the nodes between it and its parent joint (or, for a root, all its
     * ancestors), which its animated local transform is seen through; null where there are none.
     */
    final double[][] between;
    /** Per skin, the model joint of each entry of its {@code joints}. */
    final int[][] jointOfSkinEntry;

    private GltfReadSkeleton(List<Joint> joints, int[] jointOfNode, int[] nodeOfJoint, double[][] between,
            int[][] jointOfSkinEntry) {
        this.joints = joints;
        this.jointOfNode = jointOfNode;
        this.nodeOfJoint = nodeOfJoint;
        this.between = between;
        this.jointOfSkinEntry = jointOfSkinEntry;
    }

    static GltfReadSkeleton read(GltfReadContext context, GltfReadNodes nodes) throws ModelFormatException {
        List<Skin> skins = context.gltf.getSkins() == null ? List.of() : context.gltf.getSkins();
        int nodeCount = nodes.count();
        int[] firstSkin = new int[nodeCount];
        int[] firstEntry = new int[nodeCount];
        Arrays.fill(firstSkin, -1);
        List<Integer> listed = new ArrayList<>();
        List<double[][]> inverseBinds = new ArrayList<>();
        for (int s = 0; s < skins.size(); s++) {
            Skin skin = context.element(skins, s, "skins", "skins");
            List<Integer> entries = skin.getJoints();
            if (entries == null) {
                throw context.error("skins[" + s + "].joints", "missing");
            }
            for (int k = 0; k < entries.size(); k++) {
                Integer node = entries.get(k);
                context.element(context.gltf.getNodes(), node, "nodes", "skins[" + s + "].joints[" + k + "]");
                if (firstSkin[node] < 0) {
                    firstSkin[node] = s;
                    firstEntry[node] = k;
                    listed.add(node);
                }
            }
            inverseBinds.add(inverseBindMatrices(context, skin, s, entries.size()));
        }
        // parents first: each listed joint after the joints above it
        boolean[] isJoint = new boolean[nodeCount];
        listed.forEach(n -> isJoint[n] = true);
        Above above = new Above(nodes, isJoint);
        int[] jointOfNode = new int[nodeCount];
        Arrays.fill(jointOfNode, -1);
        List<Integer> order = new ArrayList<>();
        for (int node : listed) {
            List<Integer> chain = new ArrayList<>();
            for (int at = node; at >= 0 && jointOfNode[at] < 0; at = above.joint(at)) {
                chain.add(at);
            }
            for (int c = chain.size() - 1; c >= 0; c--) {
                jointOfNode[chain.get(c)] = order.size();
                order.add(chain.get(c));
            }
        }
        int n = order.size();
        context.charge((long) n * 64, "skins");
        List<Joint> joints = new ArrayList<>(n);
        int[] nodeOfJoint = new int[n];
        double[][] between = new double[n][];
        double[][] bindWorld = new double[n][];
        double[][] inverseBindWorld = new double[n][];
        for (int j = 0; j < n; j++) {
            int node = order.get(j);
            nodeOfJoint[j] = node;
            int parentNode = above.joint(node);
            int parent = parentNode < 0 ? -1 : jointOfNode[parentNode];
            double[] through = above.between(node);
            between[j] = GltfMatrix.isIdentity(through) ? null : through;
            double[] fromNode = GltfMatrix.multiply(through, nodes.localMatrix(node));
            double[] ibm = inverseBinds.get(firstSkin[node]) == null ? null
                    : inverseBinds.get(firstSkin[node])[firstEntry[node]];
            double[] bind = ibm == null ? null : GltfMatrix.inverse(ibm);
            if (ibm != null && bind == null) {
                context.warn("skins[" + firstSkin[node] + "].inverseBindMatrices",
                        "matrix " + firstEntry[node] + " is singular: the joint's node transform is its base pose");
            }
            if (bind == null) {
                bind = parent < 0 ? fromNode : GltfMatrix.multiply(bindWorld[parent], fromNode);
                ibm = GltfMatrix.inverse(bind);
            }
            bindWorld[j] = bind;
            inverseBindWorld[j] = ibm;
            double[] local;
            if (parent < 0) {
                local = bind;
            } else if (inverseBindWorld[parent] != null) {
                local = GltfMatrix.multiply(inverseBindWorld[parent], bind);
            } else {
                local = fromNode;
            }
            Transform pose = between[j] == null && GltfMatrix.same(local, nodes.localMatrix(node))
                    ? nodes.local(node) : GltfMatrix.toTransform(local);
            joints.add(new Joint(jointName(nodes.get(node), node), parent, pose));
        }
        int[][] jointOfSkinEntry = new int[skins.size()][];
        for (int s = 0; s < skins.size(); s++) {
            List<Integer> entries = skins.get(s).getJoints();
            jointOfSkinEntry[s] = new int[entries.size()];
            for (int k = 0; k < entries.size(); k++) {
                jointOfSkinEntry[s][k] = jointOfNode[entries.get(k)];
            }
        }
        return new GltfReadSkeleton(List.copyOf(joints), jointOfNode, nodeOfJoint, between, jointOfSkinEntry);
    }

    /** The skin's inverse bind matrices, one per joint entry, or null when it has none (identity by the spec, unused here). */
    private static double[][] inverseBindMatrices(GltfReadContext context, Skin skin, int s, int entries)
            throws ModelFormatException {
        if (skin.getInverseBindMatrices() == null) {
            return null;
        }
        String path = "skins[" + s + "].inverseBindMatrices";
        GltfAccessorValues m = context.accessors.get(skin.getInverseBindMatrices(), path);
        if (m.size() != 16 || !m.isFloat()) {
            throw context.error(path, m.path() + " is " + m.layoutWord() + " × " + m.size() + ", not float MAT4");
        }
        if (m.count() < entries) {
            throw context.error(path, m.path() + " has " + m.count() + " matrices for " + entries + " joints");
        }
        double[][] out = new double[entries][16];
        for (int k = 0; k < entries; k++) {
            for (int c = 0; c < 16; c++) {
                out[k][c] = m.raw(k, c);
            }
        }
        return out;
    }

    /**
     * Per node, its nearest ancestor that is a joint (-1: none) and the transform of the nodes
     * strictly between them (for none, of all its ancestors), each found once from its parent's:
     * many joints below one long chain of other nodes then cost one walk of it, not one each.
     */
    private static final class Above {
        private final GltfReadNodes nodes;
        private final boolean[] isJoint;
        private final int[] joint;
        private final double[][] between;

        Above(GltfReadNodes nodes, boolean[] isJoint) {
            this.nodes = nodes;
            this.isJoint = isJoint;
            this.joint = new int[nodes.count()];
            this.between = new double[nodes.count()][];
        }

        int joint(int node) {
            resolve(node);
            return joint[node];
        }

        /** The transform from the space of {@link #joint}'s node (or the scene's) to {@code node}'s parent's. */
        double[] between(int node) {
            resolve(node);
            return between[node];
        }

        private void resolve(int node) {
            Deque<Integer> chain = new ArrayDeque<>();
            for (int at = node; at >= 0 && between[at] == null; at = nodes.parent(at)) {
                chain.push(at);
            }
            while (!chain.isEmpty()) {
                int at = chain.pop();
                int p = nodes.parent(at);
                if (p < 0 || isJoint[p]) {
                    joint[at] = p;
                    between[at] = GltfMatrix.identity();
                } else {
                    joint[at] = joint[p];
                    between[at] = GltfMatrix.multiply(between[p], nodes.localMatrix(p));
                }
            }
        }
    }

    private static String jointName(Node node, int index) {
        return node.getName() != null ? node.getName() : "joint" + index;
    }
}
