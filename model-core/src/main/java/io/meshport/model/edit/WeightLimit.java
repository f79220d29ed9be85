package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --limit-weights N}: no vertex influenced by more than N joints: the smallest weights of a
 * vertex with more dropped (their slots zeroed, index and weight), the rest renormalised to the
 * sum the layout holds (1, or 255 for bytes, the remainder of the rounding given to the largest, as
 * the reference compiler does). The arrays keep their layouts. Vertices changed are counted.
 *
 * @param limit the most influences a vertex keeps, at least 1
 */
record WeightLimit(int limit) implements ModelEdit {
    WeightLimit {
        if (limit < 1) {
            throw new IllegalArgumentException("a vertex keeps at least 1 influence, not " + limit);
        }
    }

    @Override
    public String name() {
        return "limit-weights";
    }

    @Override
    public String parameters() {
        return String.valueOf(limit);
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        long changed = 0;
        int changedMeshes = 0;
        for (Mesh mesh : model.meshes()) {
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            if (idx == null || w == null || w.size() <= limit || idx.size() != w.size()) {
                meshes.add(mesh);
                continue;
            }
            VertexArray.Builder ib = new VertexArray.Builder(idx.descriptor(), idx.vertexCount());
            VertexArray.Builder wb = new VertexArray.Builder(w.descriptor(), w.vertexCount());
            long own = 0;
            int n = w.size();
            double[] weight = new double[n];
            boolean[] keep = new boolean[n];
            double full = fullWeight(w);
            for (int v = 0; v < w.vertexCount(); v++) {
                int nonZero = 0;
                for (int c = 0; c < n; c++) {
                    weight[c] = w.getDouble(v, c);
                    nonZero += weight[c] > 0 ? 1 : 0;
                }
                java.util.Arrays.fill(keep, false);
                if (nonZero > limit) {
                    own++;
                    for (int k = 0; k < limit; k++) {
                        int best = -1;
                        for (int c = 0; c < n; c++) {
                            if (!keep[c] && (best < 0 || weight[c] > weight[best])) {
                                best = c;
                            }
                        }
                        keep[best] = true;
                    }
                } else {
                    java.util.Arrays.fill(keep, true);
                }
                double kept = 0;
                int largest = 0;
                for (int c = 0; c < n; c++) {
                    kept += keep[c] ? weight[c] : 0;
                    largest = keep[c] && weight[c] > weight[largest] ? c : largest;
                }
                double sum = 0;
                for (int c = 0; c < n; c++) {
                    double value = !keep[c] ? 0 : nonZero > limit && kept > 0 ? weight[c] / kept * full : weight[c];
                    if (w.descriptor().component() != ComponentType.FLOAT
                            && w.descriptor().component() != ComponentType.DOUBLE
                            && w.descriptor().component() != ComponentType.HALF) {
                        value = Math.round(value);
                    }
                    weight[c] = value;
                    sum += value;
                }
                if (nonZero > limit && full > 1) {
                    weight[largest] += full - sum; // the rounding's remainder, as the reference gives it
                }
                for (int c = 0; c < n; c++) {
                    wb.set(v, c, weight[c]);
                    ib.set(v, c, keep[c] ? idx.getDouble(v, c) : 0);
                }
            }
            if (own == 0) {
                meshes.add(mesh);
                continue;
            }
            changed += own;
            changedMeshes++;
            meshes.add(mesh.toBuilder().putArray(ib.build()).putArray(wb.build()).build());
        }
        if (changed == 0) {
            EditReport.changed(this, source, report, "no vertex has more than " + EditReport.count(limit, "influence"));
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(changed, "vertex") + " of "
                + EditReport.count(changedMeshes, "mesh") + " had more than " + EditReport.count(limit, "influence")
                + ": the smallest dropped, the rest renormalised");
        return model.toBuilder().meshes(meshes).build();
    }

    /** What a vertex's weights sum to in the array's layout: the largest value of a normalised integer, else 1. */
    private static double fullWeight(VertexArray w) {
        return switch (w.descriptor().component()) {
            case UBYTE -> 255;
            case USHORT -> 65535;
            case BYTE -> 127;
            case SHORT -> 32767;
            default -> 1;
        };
    }
}
