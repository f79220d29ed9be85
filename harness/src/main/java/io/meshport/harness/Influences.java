package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.VertexArray;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Skinning compared as what it means: each vertex's set of influences, a joint and a weight, with
 * the order of the slots and any slot of weight zero left out. IQM's compiler sorts influences by
 * weight and pads with joint 0 or whatever joint the source named, while glTF keeps the source's
 * order; both skin a vertex alike.
 */
final class Influences {
    private Influences() {
    }

    static boolean isBlend(VertexArray array) {
        AttributeKind kind = array.descriptor().kind();
        return kind == AttributeKind.BLEND_INDEXES || kind == AttributeKind.BLEND_WEIGHTS;
    }

    /** Whether both sides have exactly one pair of blend streams to compare this way. */
    static boolean comparable(List<VertexArray> e, List<VertexArray> a) {
        return pair(e) != null && pair(a) != null;
    }

    /**
     * The first vertex whose influences differ, as {@code blendweights[v]: {3: 0.5, 7: 0.5} != …} (or
     * {@code blendindexes[v]} when the joints differ);
     * weights are compared normalised, within {@code tolerance}.
     */
    static Optional<String> firstDifference(List<VertexArray> e, List<VertexArray> a, double tolerance) {
        VertexArray[] pe = pair(e);
        VertexArray[] pa = pair(a);
        int vertices = Math.min(pe[0].vertexCount(), pa[0].vertexCount());
        for (int v = 0; v < vertices; v++) {
            double[][] ie = of(pe, v);
            double[][] ia = of(pa, v);
            if (!same(ie, ia, tolerance)) {
                // named by the stream that differs, as the loss reports name what they lose
                // (a weight that became zero, or nonzero, changes the weights)
                String stream = ie.length == ia.length && !sameJoints(ie, ia) ? "blendindexes" : "blendweights";
                return Optional.of(stream + "[" + v + "]: " + text(ie) + " != " + text(ia));
            }
        }
        return Optional.empty();
    }

    private static VertexArray[] pair(List<VertexArray> arrays) {
        VertexArray indexes = null;
        VertexArray weights = null;
        for (VertexArray x : arrays) {
            if (x.descriptor().kind() == AttributeKind.BLEND_INDEXES) {
                if (indexes != null) {
                    return null;
                }
                indexes = x;
            } else if (x.descriptor().kind() == AttributeKind.BLEND_WEIGHTS) {
                if (weights != null) {
                    return null;
                }
                weights = x;
            }
        }
        return indexes == null || weights == null || indexes.size() != weights.size() ? null
                : new VertexArray[] {indexes, weights};
    }

    /** Vertex {@code v}'s influences with a weight, as {joint, weight} pairs sorted by joint, then weight. */
    private static double[][] of(VertexArray[] pair, int v) {
        int slots = pair[0].size();
        double[][] out = new double[slots][];
        int n = 0;
        for (int s = 0; s < slots; s++) {
            double weight = pair[1].getNormalized(v, s);
            if (weight != 0) {
                out[n++] = new double[] {pair[0].getDouble(v, s), weight};
            }
        }
        double[][] used = Arrays.copyOf(out, n);
        Arrays.sort(used, (x, y) -> x[0] != y[0] ? Double.compare(x[0], y[0]) : Double.compare(x[1], y[1]));
        return used;
    }

    private static boolean sameJoints(double[][] e, double[][] a) {
        if (e.length != a.length) {
            return false;
        }
        for (int i = 0; i < e.length; i++) {
            if (e[i][0] != a[i][0]) {
                return false;
            }
        }
        return true;
    }

    private static boolean same(double[][] e, double[][] a, double tolerance) {
        if (e.length != a.length) {
            return false;
        }
        for (int i = 0; i < e.length; i++) {
            if (e[i][0] != a[i][0] || !ModelDiff.close(e[i][1], a[i][1], tolerance)) {
                return false;
            }
        }
        return true;
    }

    private static String text(double[][] influences) {
        StringBuilder b = new StringBuilder("{");
        for (double[] i : influences) {
            b.append(b.length() > 1 ? ", " : "").append((long) i[0]).append(": ").append((float) i[1]);
        }
        return b.append('}').toString();
    }
}
