package io.meshport.cli.report;

import io.meshport.harness.MeshMeasures;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import java.util.BitSet;

/**
 * What the edits of {@code convert} look at in one mesh, for {@code info}: the joints its skin
 * uses (what {@code --split-joints} and an engine's bone palette count), the most influences
 * on one vertex ({@code --limit-weights}), and the average cache miss ratio of its triangles
 * in a 32-entry FIFO cache ({@code --optimize}).
 *
 * @param joints the joints a vertex's blend data names with a weight above 0
 * @param maxInfluences the most joints with a weight above 0 on one vertex
 * @param acmr vertex cache misses per triangle, drawn in order (0 without triangles)
 */
record MeshFacts(int joints, int maxInfluences, double acmr) {
    static MeshFacts of(Mesh mesh) {
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        BitSet used = new BitSet();
        int most = 0;
        for (int v = 0; indexes != null && v < indexes.vertexCount(); v++) {
            int n = 0;
            for (int c = 0; c < indexes.size(); c++) {
                // without weights every index counts, as a loader would read it
                if (weights == null || c < weights.size() && weights.getNormalized(v, c) > 0) {
                    long joint = indexes.getLong(v, c);
                    if (joint >= 0 && joint < Integer.MAX_VALUE) {
                        used.set((int) joint);
                    }
                    n++;
                }
            }
            most = Math.max(most, n);
        }
        double acmr = MeshMeasures.cacheMissRatio(mesh);
        return new MeshFacts(used.cardinality(), most, acmr);
    }

    /** Whether the mesh has blend data. */
    boolean skinned() {
        return maxInfluences > 0;
    }
}
