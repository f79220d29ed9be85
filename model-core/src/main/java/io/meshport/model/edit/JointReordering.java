package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * {@code --reorder-joints parent-first|depth-first|breadth-first}: the skeleton's joints put in
 * another order, and everything that names a joint by its index renumbered with them: parents,
 * the blend indexes of every mesh, every animation's poses, and extras that hold joint indices
 * ({@link io.meshport.model.FormatExtra#withJointOrder}). A blend slot whose weight is 0 keeps its index (it names no
 * joint that counts: formats put joint 0 there), as does an index that names no joint. A model
 * holds its joints parent-first always (it is checked when built), so {@code parent-first} changes
 * nothing; {@code depth-first} is the pre-order of the joint trees (roots and siblings in their old
 * order, each subtree contiguous); {@code breadth-first} orders by depth, stably. The skin, the
 * poses and the bounds stay what they were. Given an explicit order instead of a name, the edit
 * reorders by it, so that the old order given back undoes a reordering.
 *
 * @param order {@code parent-first}, {@code depth-first}, {@code breadth-first}, or {@code given}
 * @param given for {@code given}, the old index of each new joint in turn; else null
 */
record JointReordering(String order, int[] given) implements ModelEdit {
    /** The orders by name. */
    static final List<String> ORDERS = List.of("parent-first", "depth-first", "breadth-first");

    JointReordering {
        if (given == null ? !ORDERS.contains(order) : !order.equals("given")) {
            throw new IllegalArgumentException("joints are put parent-first, depth-first or breadth-first, not "
                    + order);
        }
        if (given != null) {
            given = given.clone();
            boolean[] seen = new boolean[given.length];
            for (int old : given) {
                if (old < 0 || old >= given.length || seen[old]) {
                    throw new IllegalArgumentException("an order of " + given.length + " joints names each of 0 to "
                            + (given.length - 1) + " once: " + Arrays.toString(given));
                }
                seen[old] = true;
            }
        }
    }

    @Override
    public String name() {
        return "reorder-joints";
    }

    @Override
    public String parameters() {
        return given == null ? order : "(an order of " + EditReport.count(given.length, "joint") + ")";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Joint> joints = model.joints();
        int n = joints.size();
        if (n == 0) {
            EditReport.unchanged(this, source, report, "the model has no skeleton: no joint to reorder");
            return model;
        }
        if (given != null && given.length != n) {
            EditReport.unchanged(this, source, report, "the model has " + EditReport.count(n, "joint") + ": not"
                    + " reordered");
            return model;
        }
        int[] oldOf = given != null ? given.clone() : order.equals("depth-first") ? depthFirst(joints)
                : order.equals("breadth-first") ? breadthFirst(joints) : identity(n);
        int[] newOf = new int[n];
        for (int i = 0; i < n; i++) {
            newOf[oldOf[i]] = i;
        }
        List<Joint> reordered = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Joint j = joints.get(oldOf[i]);
            int parent = j.isRoot() ? -1 : newOf[j.parent()];
            if (parent >= i) {
                EditReport.unchanged(this, source, report, "joint '" + j.name() + "' would come before its parent:"
                        + " not reordered");
                return model;
            }
            reordered.add(new Joint(j.name(), parent, j.basePose()));
        }
        int moved = 0;
        for (int i = 0; i < n; i++) {
            moved += oldOf[i] != i ? 1 : 0;
        }
        if (moved == 0) {
            EditReport.changed(this, source, report, EditReport.count(n, "joint") + " in " + (given != null
                    ? "that order" : order + " order") + " already" + (order.equals("parent-first")
                    ? " (a model holds its joints so)" : "") + ": nothing to change");
            return model;
        }
        Model.Builder b = model.toBuilder().joints(reordered);
        List<Animation> animations = new ArrayList<>();
        int posed = 0;
        for (Animation a : model.animations()) {
            posed += a.jointCount() == n ? 1 : 0;
            animations.add(a.jointCount() == n ? reordered(a, oldOf) : a);
        }
        b.animations(animations);
        List<Mesh> meshes = new ArrayList<>();
        int streams = 0;
        for (Mesh mesh : model.meshes()) {
            Mesh renumbered = renumbered(mesh, newOf);
            streams += renumbered.array(AttributeKind.BLEND_INDEXES).equals(mesh.array(AttributeKind.BLEND_INDEXES))
                    ? 0 : 1;
            meshes.add(renumbered);
        }
        b.meshes(meshes);
        SpatialExtras.reorderJoints(model, b, newOf);
        EditReport.changed(this, source, report, EditReport.count(moved, "joint") + " of " + n + " moved into "
                + (given != null ? "the order given" : order + " order") + ", the blend indexes of "
                + EditReport.count(streams, "mesh") + " and the poses of " + EditReport.count(posed, "animation")
                + " renumbered with them");
        return b.build();
    }

    /** Depth-first pre-order: each root's tree in turn, each joint's children in their old order. */
    static int[] depthFirst(List<Joint> joints) {
        int n = joints.size();
        int[][] children = children(joints);
        int[] out = new int[n];
        int at = 0;
        Deque<Integer> stack = new ArrayDeque<>();
        for (int r = 0; r < n; r++) {
            if (!joints.get(r).isRoot()) {
                continue;
            }
            stack.push(r);
            while (!stack.isEmpty()) {
                int j = stack.pop();
                out[at++] = j;
                for (int c = children[j].length - 1; c >= 0; c--) {
                    stack.push(children[j][c]);
                }
            }
        }
        return out;
    }

    /** By depth, roots first, joints of one depth in their old order. */
    static int[] breadthFirst(List<Joint> joints) {
        int n = joints.size();
        int[] depth = new int[n];
        Integer[] order = new Integer[n];
        for (int j = 0; j < n; j++) {
            depth[j] = joints.get(j).isRoot() ? 0 : depth[joints.get(j).parent()] + 1;
            order[j] = j;
        }
        Arrays.sort(order, (x, y) -> Integer.compare(depth[x], depth[y])); // stable: ties keep their order
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    private static int[] identity(int n) {
        int[] out = new int[n];
        Arrays.setAll(out, i -> i);
        return out;
    }

    /** Each joint's children, in order. */
    private static int[][] children(List<Joint> joints) {
        int n = joints.size();
        int[] count = new int[n];
        for (Joint j : joints) {
            count[Math.max(j.parent(), 0)] += j.isRoot() ? 0 : 1;
        }
        int[][] children = new int[n][];
        for (int j = 0; j < n; j++) {
            children[j] = new int[count[j]];
            count[j] = 0;
        }
        for (int j = 0; j < n; j++) {
            int p = joints.get(j).parent();
            if (p >= 0) {
                children[p][count[p]++] = j;
            }
        }
        return children;
    }

    private static Animation reordered(Animation a, int[] oldOf) {
        int n = oldOf.length;
        float[] from = a.channels();
        float[] to = new float[from.length];
        for (int f = 0; f < a.frameCount(); f++) {
            for (int i = 0; i < n; i++) {
                System.arraycopy(from, (f * n + oldOf[i]) * Transform.CHANNELS, to, (f * n + i) * Transform.CHANNELS,
                        Transform.CHANNELS);
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), n, to);
    }

    /** The mesh with its blend indexes renumbered (slots that weigh nothing, and indexes of no joint, kept). */
    private static Mesh renumbered(Mesh mesh, int[] newOf) {
        VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        Mesh.Builder b = mesh.toBuilder();
        if (idx != null) {
            VertexArray.Builder out = new VertexArray.Builder(idx.descriptor(), idx.vertexCount());
            for (int v = 0; v < idx.vertexCount(); v++) {
                for (int c = 0; c < idx.size(); c++) {
                    double x = idx.getDouble(v, c);
                    long j = idx.getLong(v, c);
                    boolean weighs = w == null || c < w.size() && w.getDouble(v, c) != 0;
                    // the joint as the skinning reads it (floats truncated), any fraction kept
                    out.set(v, c, weighs && j >= 0 && j < newOf.length ? x + (newOf[(int) j] - j) : x);
                }
            }
            b.putArray(out.build());
        }
        SpatialExtras.reorderJoints(mesh, b, newOf);
        return b.build();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JointReordering r && order.equals(r.order) && Arrays.equals(given, r.given);
    }

    @Override
    public int hashCode() {
        return order.hashCode() * 31 + Arrays.hashCode(given);
    }

    @Override
    public String toString() {
        return "JointReordering[" + parameters() + "]";
    }
}
