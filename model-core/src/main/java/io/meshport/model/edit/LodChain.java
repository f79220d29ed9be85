package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.simplify.AttributeWeights;
import io.meshport.model.simplify.LevelsOfDetail;
import io.meshport.model.simplify.Simplifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * {@code --lod N[:RATIO]}: a chain of N levels of detail for every mesh, the first the mesh itself,
 * each next one simplified ({@link Simplifier}) to RATIO of the one before's triangles (default
 * 0.5), added after the meshes as {@code <mesh>_lod1}, {@code <mesh>_lod2}, ... with the mesh's
 * material (a mesh without a name is {@code mesh<i>}; {@link LevelsOfDetail} names them and finds
 * them again, for the writers that write a chain as the engine takes it: glTF {@code MSFT_lod}, FTE's
 * LOD ranges) (a level whose simplification removes nothing more is not added). A mesh already in a
 * chain is left as it is. Reported: the levels made per mesh with their triangles.
 *
 * @param levels the levels of the chain, the mesh itself included (2 or more)
 * @param ratio the share of triangles each level keeps of the one before
 * @param weights how much the meshes' attributes count in the simplifier's error
 */
record LodChain(int levels, double ratio, AttributeWeights weights) implements ModelEdit {
    LodChain {
        Objects.requireNonNull(weights, "weights");
        if (levels < 2 || !(ratio > 0 && ratio < 1)) {
            throw new IllegalArgumentException("a level-of-detail chain has 2 or more levels, each a share of 0 to 1"
                    + " of the one before, not " + levels + " and " + ratio);
        }
    }

    @Override
    public String name() {
        return "lod";
    }

    @Override
    public String parameters() {
        return levels + ":" + String.format(Locale.ROOT, "%.4g", ratio);
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>(model.meshes());
        List<String> made = new ArrayList<>();
        // a mesh already in a chain keeps it: levels of a level would be chains of their own, and a
        // second "_lod1" of a base would be taken by the next base of its name
        boolean[] chained = new boolean[meshes.size()];
        for (LevelsOfDetail.Chain c : LevelsOfDetail.chains(model.meshes())) {
            c.meshes().forEach(m -> chained[m] = true);
        }
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < model.meshes().size(); i++) {
            Mesh mesh = model.meshes().get(i);
            if (chained[i]) {
                kept.add(LevelsOfDetail.baseName(mesh, i));
                continue;
            }
            String base = LevelsOfDetail.baseName(mesh, i);
            Mesh previous = mesh;
            StringBuilder chain = new StringBuilder(base + " " + mesh.triangleCount());
            for (int k = 1; k < levels; k++) {
                int target = (int) Math.floor(previous.triangleCount() * ratio);
                Simplifier.Result r = Simplifier.simplify(previous, target, Double.MAX_VALUE, weights);
                if (r.trianglesAfter() >= previous.triangleCount() || r.trianglesAfter() == 0) {
                    break;
                }
                Mesh level = r.mesh().toBuilder().name(LevelsOfDetail.levelName(base, k)).build();
                meshes.add(level);
                chain.append(" > ").append(level.triangleCount());
                previous = level;
            }
            made.add(chain.toString());
        }
        String chains = kept.isEmpty() ? "" : "; " + EditReport.names(kept) + " already in a chain";
        if (meshes.size() == model.meshes().size()) {
            EditReport.unchanged(this, source, report, (made.isEmpty() ? "no mesh outside a chain" : "no mesh could be"
                    + " simplified") + chains);
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(meshes.size() - model.meshes().size(), "level")
                + " added (triangles: " + String.join("; ", made) + ")" + chains);
        return model.toBuilder().meshes(meshes).build();
    }
}
