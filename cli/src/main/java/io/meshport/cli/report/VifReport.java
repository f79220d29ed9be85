package io.meshport.cli.report;

import io.meshport.model.Model;
import io.meshport.vif.VifExtra;
import io.meshport.vif.VifLevelOfDetail;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifVertices;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code meshport info} adds for a model read from VIF: the version, positions, patches,
 * coincident vertices, the hierarchy (merges, interior vertices, leaves, depth, widest merge) and
 * the error parameters; as text and under {@code "vif"} in {@code --json}.
 */
final class VifReport {
    private final VifExtra vif;

    private VifReport(VifExtra vif) {
        this.vif = vif;
    }

    static Optional<VifReport> of(Model model) {
        return model.meshes().size() == 1 ? model.meshes().get(0).extra(VifExtra.class).map(VifReport::new)
                : Optional.empty();
    }

    Map<String, Object> toJson() {
        VifVertices v = vif.vertices();
        VifMerges h = vif.hierarchy();
        int coincident = 0;
        for (int i = 0; i < v.count(); i++) {
            coincident += v.coincident(i) >= 0 ? 1 : 0;
        }
        int widest = 0;
        boolean[] interior = new boolean[v.count()];
        for (int m = 0; m < h.count(); m++) {
            widest = Math.max(widest, h.childCount(m));
            if (h.parent(m) >= 0 && h.parent(m) < v.count()) {
                interior[h.parent(m)] = true;
            }
        }
        int interiorCount = 0;
        for (int i = 0; i < v.count(); i++) {
            interiorCount += interior[i] ? 1 : 0;
        }
        int depth = depth(h, v.count());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("version", vif.version().text());
        out.put("positions", vif.positionCount());
        out.put("vertices", v.count());
        out.put("patches", vif.patches());
        out.put("coincidentVertices", coincident);
        out.put("merges", h.count());
        out.put("interiorVertices", interiorCount);
        out.put("depth", depth);
        out.put("widestMerge", widest);
        out.put("errorParams", vif.errors().count());
        out.put("errorParamSize", vif.errors().size());
        return out;
    }

    /**
     * The hierarchy's depth: the most steps from a vertex up to one without a parent, at most
     * {@code vertices} (a cycle, which lenient reading lets through, counts as that many), as
     * {@link VifLevelOfDetail#depth} says it. That climbs from every vertex, quadratic in a deep
     * hierarchy (37 s for 200,000 levels); this climbs each step once.
     */
    static int depth(VifMerges h, int vertices) {
        int[] parentOf = new int[vertices];
        Arrays.fill(parentOf, -1);
        for (int m = 0; m < h.count(); m++) {
            int p = h.parent(m);
            for (int k = 0; k < h.childCount(m); k++) {
                int child = h.child(m, k);
                if (child >= 0 && child < vertices && p >= 0 && p < vertices) {
                    parentOf[child] = p;
                }
            }
        }
        final int unknown = -1;
        final int climbing = -2;
        int[] depth = new int[vertices];
        Arrays.fill(depth, unknown);
        int[] path = new int[vertices];
        int deepest = 0;
        for (int v = 0; v < vertices; v++) {
            int length = 0;
            int a = v;
            // up to a vertex whose depth is known, a root, or one already on this climb (a cycle)
            while (a >= 0 && depth[a] == unknown) {
                depth[a] = climbing;
                path[length++] = a;
                a = parentOf[a];
            }
            int d = a < 0 ? -1 : depth[a] == climbing ? vertices : depth[a];
            for (int k = length - 1; k >= 0; k--) {
                d = d == vertices ? vertices : d + 1;
                depth[path[k]] = d;
            }
            deepest = Math.max(deepest, depth[v]);
        }
        return deepest;
    }

    String toText() {
        Map<String, Object> j = toJson();
        return "vif: version " + j.get("version") + ", " + j.get("positions") + " positions, " + j.get("vertices")
                + " vertices, " + j.get("patches") + " patches, " + j.get("coincidentVertices")
                + " coincident vertices\n  hierarchy: " + j.get("merges") + " merges, " + j.get("interiorVertices")
                + " interior vertices, depth " + j.get("depth") + ", widest merge " + j.get("widestMerge")
                + " children; " + j.get("errorParams") + " error parameters of " + j.get("errorParamSize")
                + " floats\n";
    }
}
