package io.meshport.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.ModelDiff;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * meshport's IQM compared with the reference compiler's ({@code *.reference.iqm}) semantically, as
 * {@code ../shared/corpus/README.md} describes: the reference reorders vertices and has defects, so
 * meshes are compared as sets of triangles whose corners are tuples of attributes (position,
 * texcoord, normal, blend indexes and weights); joints, base poses, animation frames (after
 * dequantisation, within twice the quantisation step) and bounds are compared directly. Adjacency
 * and explicit {@code vx} tangents are not compared (the reference gets both wrong).
 */
final class ReferenceIqm {
    private ReferenceIqm() {
    }

    /** Asserts {@code ours} (read back from meshport's IQM) equals {@code reference} (read from the reference's). */
    static void assertSame(Model reference, Model ours) throws java.io.IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        assertEquals(names(reference), names(ours), "meshes (name, material) in order");
        for (int m = 0; m < reference.meshes().size(); m++) {
            List<double[]> expected = triangles(reference.meshes().get(m));
            List<double[]> actual = triangles(ours.meshes().get(m));
            assertEquals(expected.size(), actual.size(), "triangles of mesh " + reference.meshes().get(m).name());
            for (int t = 0; t < expected.size(); t++) {
                assertClose(expected.get(t), actual.get(t), "mesh " + reference.meshes().get(m).name()
                        + " triangle " + t + " (sorted)");
            }
        }
        // skeleton, animations and bounds: after dequantisation, within twice the quantisation step;
        // each file's own IQM record (adjacency, flags) belongs to how it was written, not to the model
        Model.Builder refRest = reference.toBuilder().meshes(List.of());
        Model.Builder ourRest = ours.toBuilder().meshes(List.of());
        for (Class<?> own : iqm.capabilities().extras()) {
            refRest.removeExtra(own);
            ourRest.removeExtra(own);
        }
        ModelDiff.assertEquivalent(refRest.build(), ourRest.build(), new ModelDiff.Tolerance(0, 2e-3, 2e-3, false));
    }

    private static List<String> names(Model m) {
        List<String> out = new ArrayList<>();
        m.meshes().forEach(mesh -> out.add(mesh.name() + " / " + mesh.material()));
        return out;
    }

    /**
     * Each triangle as 3 corners × (position 3, texcoord 2, normal 3, 4 × (blend index, weight)
     * sorted by index), rotated so that its smallest corner comes first (keeps winding), and the
     * triangles sorted, so vertex and triangle order do not matter.
     */
    static List<double[]> triangles(Mesh mesh) {
        VertexArray pos = mesh.array(AttributeKind.POSITION).orElseThrow();
        VertexArray uv = mesh.array(AttributeKind.TEXCOORD).orElse(null);
        VertexArray nrm = mesh.array(AttributeKind.NORMAL).orElse(null);
        VertexArray bi = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray bw = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        int per = 16;
        List<double[]> out = new ArrayList<>();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            double[][] corners = new double[3][];
            for (int c = 0; c < 3; c++) {
                int v = mesh.corner(t, c);
                double[] k = new double[per];
                for (int i = 0; i < 3; i++) {
                    k[i] = pos.getDouble(v, i);
                    k[5 + i] = nrm == null ? 0 : nrm.getDouble(v, i);
                }
                for (int i = 0; i < 2 && uv != null; i++) {
                    k[3 + i] = uv.getDouble(v, i);
                }
                if (bi != null && bw != null) {
                    double[][] pairs = new double[4][2];
                    for (int i = 0; i < Math.min(4, bi.size()); i++) {
                        double w = bw.getNormalized(v, i);
                        pairs[i] = w == 0 ? new double[] {-1, 0} : new double[] {bi.getDouble(v, i), w};
                    }
                    Arrays.sort(pairs, Comparator.comparingDouble((double[] p) -> p[0]));
                    for (int i = 0; i < 4; i++) {
                        k[8 + 2 * i] = pairs[i][0];
                        k[9 + 2 * i] = pairs[i][1];
                    }
                }
                corners[c] = k;
            }
            int first = 0;
            for (int c = 1; c < 3; c++) {
                if (compare(corners[c], corners[first]) < 0) {
                    first = c;
                }
            }
            double[] tri = new double[3 * per];
            for (int c = 0; c < 3; c++) {
                System.arraycopy(corners[(first + c) % 3], 0, tri, c * per, per);
            }
            out.add(tri);
        }
        out.sort(ReferenceIqm::compare);
        return out;
    }

    /** Lexicographic order on values rounded to 1e-3, so float noise does not reorder triangles. */
    private static int compare(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            int c = Long.compare(Math.round(a[i] * 1000), Math.round(b[i] * 1000));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static void assertClose(double[] expected, double[] actual, String where) {
        for (int i = 0; i < expected.length; i++) {
            // weights went through ubyte quantisation in both compilers: allow one step
            double tol = (i % 16) >= 8 && (i % 2) == 1 ? 1.5 / 255 : 1e-4;
            if (Math.abs(expected[i] - actual[i]) > tol * Math.max(1, Math.abs(expected[i]))) {
                throw new AssertionError(where + ": value " + i + " expected " + expected[i] + " but was " + actual[i]
                        + "\n expected " + Arrays.toString(expected) + "\n actual   " + Arrays.toString(actual));
            }
        }
    }
}
