package io.meshport.model.simplify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import org.junit.jupiter.api.Test;

/** Attributes in the error: a flat grid painted half black, half white keeps its edge of colour when colours count. */
class AttributeWeightsTest {
    private static final int N = 24;

    /** A flat grid with a colour that steps from black to white across x = 0.52 (no seam: one vertex a point). */
    private static Mesh painted() {
        int side = N + 1;
        float[] xyz = new float[3 * side * side];
        float[] rgba = new float[4 * side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                int v = y * side + x;
                xyz[3 * v] = (float) x / N;
                xyz[3 * v + 1] = (float) y / N;
                float c = (float) x / N > 0.52f ? 1 : 0;
                rgba[4 * v] = c;
                rgba[4 * v + 1] = c;
                rgba[4 * v + 2] = c;
                rgba[4 * v + 3] = 1;
            }
        }
        int[] t = new int[6 * N * N];
        int k = 0;
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                int a = y * side + x;
                int[] quad = {a, a + 1, a + side + 1, a, a + side + 1, a + side};
                System.arraycopy(quad, 0, t, k, 6);
                k += 6;
            }
        }
        return Mesh.builder("painted")
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        xyz))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.COLOR, ComponentType.FLOAT, 4),
                        rgba))
                .triangles(t).build();
    }

    /** The mean difference between each grid point's colour and the simplified mesh's colour there. */
    private static double colourError(Mesh original, Mesh simplified) {
        float[] p = simplified.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
        float[] c = simplified.array(AttributeKind.COLOR).orElseThrow().convert(ComponentType.FLOAT, 4).toFloatArray();
        float[] op = original.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
        float[] oc = original.array(AttributeKind.COLOR).orElseThrow().convert(ComponentType.FLOAT, 4).toFloatArray();
        int[] t = simplified.triangleIndices();
        double sum = 0;
        for (int v = 0; v < original.vertexCount(); v++) {
            double x = op[3 * v];
            double y = op[3 * v + 1];
            for (int i = 0; i < t.length; i += 3) {
                double[] w = barycentric(p, t[i], t[i + 1], t[i + 2], x, y);
                if (w != null) {
                    double colour = w[0] * c[4 * t[i]] + w[1] * c[4 * t[i + 1]] + w[2] * c[4 * t[i + 2]];
                    sum += Math.abs(colour - oc[4 * v]);
                    break;
                }
            }
        }
        return sum / original.vertexCount();
    }

    private static double[] barycentric(float[] p, int a, int b, int c, double x, double y) {
        double x0 = p[3 * a];
        double y0 = p[3 * a + 1];
        double d = (p[3 * b + 1] - p[3 * c + 1]) * (x0 - p[3 * c]) + (p[3 * c] - p[3 * b]) * (y0 - p[3 * c + 1]);
        if (d == 0) {
            return null;
        }
        double wa = ((p[3 * b + 1] - p[3 * c + 1]) * (x - p[3 * c]) + (p[3 * c] - p[3 * b]) * (y - p[3 * c + 1])) / d;
        double wb = ((p[3 * c + 1] - y0) * (x - p[3 * c]) + (x0 - p[3 * c]) * (y - p[3 * c + 1])) / d;
        double wc = 1 - wa - wb;
        double e = -1e-6;
        return wa >= e && wb >= e && wc >= e ? new double[] {wa, wb, wc} : null;
    }

    @Test
    void countingColoursKeepsTheirEdgeWhereShapeAloneSmearsIt() {
        Mesh mesh = painted();
        int target = mesh.triangleCount() / 8;
        Simplifier.Result shape = Simplifier.simplify(mesh, target, Double.MAX_VALUE);
        Simplifier.Result painted = Simplifier.simplify(mesh, target, Double.MAX_VALUE, new AttributeWeights(0, 0, 1));
        assertTrue(painted.trianglesAfter() <= target + 2, "reached " + painted.trianglesAfter());
        double smeared = colourError(mesh, shape.mesh());
        double kept = colourError(mesh, painted.mesh());
        assertTrue(kept < smeared / 2, "colour error " + kept + " with colours counted, " + smeared + " without");
    }

    @Test
    void noWeightIsShapeAloneBitForBit() {
        Mesh mesh = painted();
        assertEquals(Simplifier.simplify(mesh, 100, Double.MAX_VALUE).mesh(),
                Simplifier.simplify(mesh, 100, Double.MAX_VALUE, AttributeWeights.NONE).mesh());
        assertThrows(IllegalArgumentException.class, () -> new AttributeWeights(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new AttributeWeights(0, Double.NaN, 0));
    }
}
