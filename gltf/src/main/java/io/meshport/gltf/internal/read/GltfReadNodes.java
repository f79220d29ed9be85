package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.impl.v2.Scene;
import io.meshport.gltf.internal.GltfMatrix;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Transform;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The node tree, checked before anything walks it: every child index in range, no node with two
 * parents, no node its own ancestor (which would send every walk round forever). Then each node's
 * parent, local transform and world transform (its ancestors' applied after it), and the order in
 * which the scene visits nodes. Walks are iterative, so a deep chain cannot overflow the stack.
 */
final class GltfReadNodes {
    private final GltfReadContext context;
    private final List<Node> nodes;
    private final int[] parent;
    private final Transform[] local;
    private final double[][] localMatrix;
    private final double[][] world;

    GltfReadNodes(GltfReadContext context) throws ModelFormatException {
        this.context = context;
        this.nodes = context.gltf.getNodes() == null ? List.of() : context.gltf.getNodes();
        int n = nodes.size();
        this.parent = new int[n];
        this.local = new Transform[n];
        this.localMatrix = new double[n][];
        this.world = new double[n][];
        java.util.Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            Node node = node(i);
            List<Integer> children = node.getChildren();
            for (int k = 0; k < GltfReadContext.size(children); k++) {
                String path = "nodes[" + i + "].children[" + k + "]";
                Integer c = children.get(k);
                context.element(nodes, c, "nodes", path);
                if (c == i) {
                    throw context.error(path, "nodes[" + i + "] is its own child");
                }
                if (parent[c] >= 0) {
                    throw context.error(path, "nodes[" + c + "] already has a parent, nodes[" + parent[c] + "]");
                }
                parent[c] = i;
            }
        }
        checkAcyclic();
    }

    /** With one parent each, a cycle is a parent chain that comes back to where it started. */
    private void checkAcyclic() throws ModelFormatException {
        int n = parent.length;
        byte[] state = new byte[n]; // 0 unseen, 1 on the current chain, 2 reaches a root
        for (int i = 0; i < n; i++) {
            int at = i;
            while (at >= 0 && state[at] == 0) {
                state[at] = 1;
                at = parent[at];
            }
            if (at >= 0 && state[at] == 1) {
                throw context.error("nodes[" + at + "]", "is its own ancestor (the node tree has a cycle)");
            }
            for (at = i; at >= 0 && state[at] == 1; at = parent[at]) {
                state[at] = 2;
            }
        }
    }

    private Node node(int i) throws ModelFormatException {
        return context.element(nodes, i, "nodes", "nodes");
    }

    int count() {
        return nodes.size();
    }

    Node get(int i) {
        return nodes.get(i);
    }

    /** The parent node's index, or -1 for a root. */
    int parent(int i) {
        return parent[i];
    }

    /** The node's own transform: its matrix, decomposed, or its translation, rotation and scale. */
    Transform local(int i) {
        if (local[i] == null) {
            Node node = nodes.get(i);
            if (node.getMatrix() != null) {
                local[i] = GltfMatrix.toTransform(localMatrix(i));
            } else {
                float[] t = node.getTranslation() == null ? new float[3] : node.getTranslation();
                float[] r = node.getRotation() == null ? new float[] {0, 0, 0, 1} : node.getRotation();
                float[] s = node.getScale() == null ? new float[] {1, 1, 1} : node.getScale();
                local[i] = new Transform(t[0], t[1], t[2], r[0], r[1], r[2], r[3], s[0], s[1], s[2]);
            }
        }
        return local[i];
    }

    /** The node's own transform as a matrix (its {@code matrix} exactly when it has one). */
    double[] localMatrix(int i) {
        if (localMatrix[i] == null) {
            Node node = nodes.get(i);
            localMatrix[i] = node.getMatrix() != null ? GltfMatrix.of(node.getMatrix(), 0)
                    : GltfMatrix.of(local(i));
        }
        return localMatrix[i];
    }

    /** The node's transform in the scene: its ancestors' applied after its own. */
    double[] world(int i) {
        if (world[i] == null) {
            Deque<Integer> chain = new ArrayDeque<>();
            for (int at = i; at >= 0 && world[at] == null; at = parent[at]) {
                chain.push(at);
            }
            while (!chain.isEmpty()) {
                int at = chain.pop();
                world[at] = parent[at] < 0 ? localMatrix(at)
                        : GltfMatrix.multiply(world[parent[at]], localMatrix(at));
            }
        }
        return world[i];
    }

    /**
     * The nodes the scene shows, depth first in child order: the nodes of {@code scene}, else of
     * scene 0, else every root node.
     */
    List<Integer> sceneOrder() throws ModelFormatException {
        List<Integer> roots = new ArrayList<>();
        List<Scene> scenes = context.gltf.getScenes();
        Integer chosen = context.gltf.getScene();
        if (chosen == null && GltfReadContext.size(scenes) > 0) {
            chosen = 0;
        }
        if (chosen != null) {
            boolean[] listed = new boolean[parent.length];
            Scene scene = context.element(scenes, chosen, "scenes", "scene");
            List<Integer> sceneNodes = scene.getNodes();
            for (int k = 0; k < GltfReadContext.size(sceneNodes); k++) {
                String path = "scenes[" + chosen + "].nodes[" + k + "]";
                Integer r = sceneNodes.get(k);
                context.element(nodes, r, "nodes", path);
                if (parent[r] >= 0) {
                    context.warn(path, "nodes[" + r + "] is a child of nodes[" + parent[r]
                            + "], not a root: shown under its parent only");
                } else if (listed[r]) {
                    context.warn(path, "nodes[" + r + "] is listed twice: shown once");
                } else {
                    listed[r] = true;
                    roots.add(r);
                }
            }
        } else {
            for (int i = 0; i < parent.length; i++) {
                if (parent[i] < 0) {
                    roots.add(i);
                }
            }
        }
        List<Integer> order = new ArrayList<>();
        Deque<Integer> stack = new ArrayDeque<>();
        for (int r = roots.size() - 1; r >= 0; r--) {
            stack.push(roots.get(r));
        }
        while (!stack.isEmpty()) {
            int at = stack.pop();
            order.add(at);
            List<Integer> children = nodes.get(at).getChildren();
            for (int k = GltfReadContext.size(children) - 1; k >= 0; k--) {
                stack.push(children.get(k));
            }
        }
        return order;
    }
}
