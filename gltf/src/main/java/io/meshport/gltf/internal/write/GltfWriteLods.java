package io.meshport.gltf.internal.write;

import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultNodeModel;
import io.meshport.gltf.internal.read.GltfReadLods;
import io.meshport.model.Mesh;
import io.meshport.model.simplify.LevelsOfDetail;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The model's level-of-detail chains ({@link LevelsOfDetail}: {@code <mesh>_lod1}, ... after their
 * mesh) as glTF's {@code MSFT_lod} on nodes: the base mesh's node lists the nodes of its lower
 * levels in {@code extensions.MSFT_lod.ids}, and its {@code extras.MSFT_screencoverage} the screen
 * coverage down to which each level is shown, base first. The level nodes are in no scene: a
 * viewer without the extension shows the bases only, which is why the extension is used and not
 * required. A level without vertices (it has no node) ends its chain; the levels after it stay
 * plain meshes of the scene.
 *
 * <p>Screen coverage: level {@code k} gives way to level {@code k+1} where the model covers the
 * share of the screen that level {@code k+1} keeps of the base's triangles (1,000 → 500 → 250
 * triangles: 0.5, 0.25), so that the triangles on screen per pixel stay about what the base has
 * filling the screen; the last level is shown down to 0 (the model is never hidden for being
 * small). Written to 4 significant digits, never rising along the chain.
 */
final class GltfWriteLods {
    private final List<List<Integer>> chains = new ArrayList<>();
    private final boolean[] level;
    private final DefaultNodeModel[] nodes;
    private final int[] nodeIndex;

    /** The chains among {@code meshes} that glTF can hold: their meshes with vertices, from the base on. */
    GltfWriteLods(List<Mesh> meshes) {
        level = new boolean[meshes.size()];
        nodes = new DefaultNodeModel[meshes.size()];
        nodeIndex = new int[meshes.size()];
        for (LevelsOfDetail.Chain c : LevelsOfDetail.chains(meshes)) {
            List<Integer> written = new ArrayList<>();
            for (int m : c.meshes()) {
                if (meshes.get(m).vertexCount() == 0) {
                    break;
                }
                written.add(m);
            }
            if (written.size() > 1) {
                chains.add(written);
                written.subList(1, written.size()).forEach(m -> level[m] = true);
            }
        }
    }

    /** Whether mesh {@code mesh}'s node is a lower level, reached only through its base's extension. */
    boolean isLevel(int mesh) {
        return level[mesh];
    }

    /** Mesh {@code mesh} is shown by {@code node}, the glTF's node {@code index}. */
    void placed(int mesh, DefaultNodeModel node, int index) {
        nodes[mesh] = node;
        nodeIndex[mesh] = index;
    }

    /** Each chain on its base's node, and the extension among those the glTF uses (when there is a chain). */
    void link(DefaultGltfModel gltf, List<Mesh> meshes) {
        for (List<Integer> chain : chains) {
            List<Integer> ids = new ArrayList<>();
            int[] triangles = new int[chain.size()];
            for (int k = 0; k < chain.size(); k++) {
                triangles[k] = meshes.get(chain.get(k)).triangleCount();
                if (k > 0) {
                    ids.add(nodeIndex[chain.get(k)]);
                }
            }
            Map<String, Object> lod = new LinkedHashMap<>();
            lod.put("ids", ids);
            DefaultNodeModel base = nodes[chain.get(0)];
            base.addExtension(GltfReadLods.EXTENSION, lod);
            base.setExtras(Map.of(GltfReadLods.COVERAGE, coverage(triangles)));
        }
        if (!chains.isEmpty()) {
            gltf.getExtensionsModel().addExtensionUsed(GltfReadLods.EXTENSION);
        }
    }

    /**
     * The screen coverage down to which each level is shown (the class's rule), from the levels'
     * triangles, base first.
     */
    static List<Double> coverage(int[] triangles) {
        List<Double> coverage = new ArrayList<>();
        double previous = 1;
        for (int k = 0; k + 1 < triangles.length; k++) {
            double share = triangles[0] == 0 ? 0 : Math.min(previous, (double) triangles[k + 1] / triangles[0]);
            share = Double.parseDouble(String.format(Locale.ROOT, "%.4g", share));
            coverage.add(share);
            previous = share;
        }
        coverage.add(0.0);
        return coverage;
    }
}
