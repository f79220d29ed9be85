package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Node;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.simplify.LevelsOfDetail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * {@code MSFT_lod} on nodes: a node the scene shows lists the nodes of its lower levels in
 * {@code extensions.MSFT_lod.ids}, nodes the scene need not show. Their meshes are read as well,
 * each level just after its base or later, at its place in node order among the nodes read (which
 * gives back the model meshport wrote, whose nodes are its meshes in order), and named as
 * {@code --lod} names levels ({@link LevelsOfDetail}: {@code <base>_lod<k>}, primitive by primitive
 * when the glTF meshes have several), so that the chain lives on in the model. The screen coverage
 * in {@code extras.MSFT_screencoverage} is not kept: meshport's writer derives it again. A level
 * that is no node with a mesh, or that the scene shows, or that another chain took, ends its chain
 * with a warning. Public for its names, which the writer uses.
 */
public final class GltfReadLods {
    /** The extension's name. */
    public static final String EXTENSION = "MSFT_lod";
    /** The key, in the base node's {@code extras}, of the screen coverage of each level. */
    public static final String COVERAGE = "MSFT_screencoverage";

    private final List<Visit> order;
    /** Per base node, its level nodes; empty when the file has no chain. */
    private final Map<Integer, List<Integer>> levels;
    /** The meshes read from each node of a chain, its primitives' in order. */
    private final Map<Integer, List<Mesh>> read = new HashMap<>();

    /**
     * A node to read meshes from.
     *
     * @param node its index
     * @param inChain whether it is a base or a level of a chain
     */
    record Visit(int node, boolean inChain) {
    }

    private GltfReadLods(List<Visit> order, Map<Integer, List<Integer>> levels) {
        this.order = order;
        this.levels = levels;
    }

    /** The chains of the nodes the scene shows, checked. */
    static GltfReadLods of(GltfReadContext context, GltfReadNodes nodes) throws ModelFormatException {
        List<Integer> shown = nodes.sceneOrder();
        boolean[] taken = new boolean[nodes.count()];
        shown.forEach(n -> taken[n] = true);
        Map<Integer, List<Integer>> levels = new HashMap<>();
        for (int n : shown) {
            List<Integer> ids = levels(context, nodes, n, taken);
            if (!ids.isEmpty()) {
                levels.put(n, ids);
            }
        }
        List<Visit> order = new ArrayList<>();
        // a level waits until its base is read, then goes before the first node read after it whose
        // index is higher: meshport's nodes are the model's meshes in order, and so they come back
        PriorityQueue<Integer> waiting = new PriorityQueue<>();
        for (int n : shown) {
            while (!waiting.isEmpty() && waiting.peek() < n) {
                order.add(new Visit(waiting.poll(), true));
            }
            List<Integer> ids = levels.get(n);
            order.add(new Visit(n, ids != null));
            if (ids != null) {
                waiting.addAll(ids);
            }
        }
        while (!waiting.isEmpty()) {
            order.add(new Visit(waiting.poll(), true));
        }
        return new GltfReadLods(order, levels);
    }

    /** The level nodes of node {@code n}'s {@code MSFT_lod}, as far as they are usable; each marked taken. */
    private static List<Integer> levels(GltfReadContext context, GltfReadNodes nodes, int n, boolean[] taken) {
        Node node = nodes.get(n);
        if (node.getExtensions() == null || !node.getExtensions().containsKey(EXTENSION)) {
            return List.of();
        }
        String path = "nodes[" + n + "].extensions." + EXTENSION;
        if (!(node.getExtensions().get(EXTENSION) instanceof Map<?, ?> lod) || !(lod.get("ids") instanceof List<?> ids)) {
            context.warn(path, "not an object with a list of ids: no levels read");
            return List.of();
        }
        if (node.getMesh() == null) {
            context.warn(path, "on a node without a mesh: its levels are not read");
            return List.of();
        }
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < ids.size(); k++) {
            String at = path + ".ids[" + k + "]";
            String wrong = null;
            if (!(ids.get(k) instanceof Number id) || id.doubleValue() != id.intValue() || id.intValue() < 0
                    || id.intValue() >= nodes.count()) {
                wrong = "not a node's index";
            } else if (taken[id.intValue()]) {
                wrong = "nodes[" + id.intValue() + "] is shown by the scene or a level of another node";
            } else if (nodes.get(id.intValue()).getMesh() == null) {
                wrong = "nodes[" + id.intValue() + "] has no mesh";
            }
            if (wrong != null) {
                context.warn(at, wrong + ": the chain ends before it");
                break;
            }
            int level = ((Number) ids.get(k)).intValue();
            if (GltfReadContext.size(nodes.get(level).getChildren()) > 0) {
                context.warn(at, "nodes[" + level + "] has children: only its own mesh is read as the level");
            }
            taken[level] = true;
            out.add(level);
        }
        return out;
    }

    /** The nodes to read meshes from: the scene's, depth first, with the levels of chains among them. */
    List<Visit> order() {
        return order;
    }

    /** {@code mesh} was read from {@code visit}'s node (one of its primitives). */
    void read(Visit visit, Mesh mesh) {
        if (visit.inChain()) {
            read.computeIfAbsent(visit.node(), n -> new ArrayList<>()).add(mesh);
        }
    }

    /**
     * Each level's meshes renamed {@code <base>_lod<k>} after the base's mesh of the same primitive,
     * once the model's meshes are all in their places (a base without a name goes by its index);
     * a level without such a primitive, or after one without, is left as it is.
     */
    void nameLevels(Model.Builder model) {
        if (levels.isEmpty()) {
            return;
        }
        List<Mesh> meshes = new ArrayList<>(model.build().meshes());
        Map<Mesh, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < meshes.size(); i++) {
            index.put(meshes.get(i), i);
        }
        boolean renamed = false;
        for (Map.Entry<Integer, List<Integer>> chain : levels.entrySet()) {
            List<Mesh> bases = read.getOrDefault(chain.getKey(), List.of());
            for (int p = 0; p < bases.size(); p++) {
                String base = LevelsOfDetail.baseName(bases.get(p), index.get(bases.get(p)));
                for (int k = 1; k <= chain.getValue().size(); k++) {
                    List<Mesh> parts = read.getOrDefault(chain.getValue().get(k - 1), List.of());
                    if (p >= parts.size()) {
                        break;
                    }
                    Mesh level = parts.get(p);
                    String name = LevelsOfDetail.levelName(base, k);
                    if (!level.name().equals(name)) {
                        meshes.set(index.get(level), level.toBuilder().name(name).build());
                        renamed = true;
                    }
                }
            }
        }
        if (renamed) {
            model.meshes(meshes);
        }
    }
}
