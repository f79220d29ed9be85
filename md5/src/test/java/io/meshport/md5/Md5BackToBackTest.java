package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Back-to-back triangles (a double-sided polygon: one triangle and the same corners in the other
 * order) as the reference compiler's {@code smoothverts} welds them for MD5: their unit normals are
 * exact opposites, and their dot product is {@code -|n|²}, which rounds to -1, to just above or
 * just below. Below -1 (the smoothing angle), the corners stay apart and each MD5 vertex becomes two
 * vertices with opposite normals; otherwise they smooth together. The triangles are found by a
 * fixed-seed search (-Dmeshport.seed=N to try another).
 */
class Md5BackToBackTest {
    private static final long SEED = Long.getLong("meshport.seed", 20261129L);

    @Test
    void cornersWhoseOppositeNormalsDotBelowMinusOneStayApart() throws IOException {
        double[] p = triangle(true);
        Mesh mesh = read(p).meshes().get(0);
        assertEquals(6, mesh.vertexCount(), "seed " + SEED + ": " + java.util.Arrays.toString(p));
        VertexArray normals = mesh.array(AttributeKind.NORMAL).orElseThrow();
        int[] t = mesh.triangleIndices();
        for (int c = 0; c < 3; c++) {
            // the corner of the first triangle and the same vertex's corner in the second face away
            int a = t[c];
            int b = t[3 + (c == 0 ? 0 : 3 - c)];
            assertTrue(normals.getDouble(a, 0) == -normals.getDouble(b, 0)
                    && normals.getDouble(a, 1) == -normals.getDouble(b, 1)
                    && normals.getDouble(a, 2) == -normals.getDouble(b, 2), "seed " + SEED);
        }
    }

    @Test
    void cornersWhoseOppositeNormalsDotToMinusOneOrAboveSmoothTogether() throws IOException {
        double[] p = triangle(false);
        Mesh mesh = read(p).meshes().get(0);
        assertEquals(3, mesh.vertexCount(), "seed " + SEED + ": " + java.util.Arrays.toString(p));
    }

    /** A triangle whose unit normal's squared length, as the reference computes it, is above 1 or not. */
    private static double[] triangle(boolean above) {
        Random random = new Random(SEED);
        for (int tries = 0; tries < 1_000_000; tries++) {
            double[] p = new double[9];
            for (int i = 0; i < 9; i++) {
                p[i] = Math.round(random.nextDouble() * 2000 - 1000) / 16.0;
            }
            double ex = p[6] - p[0];
            double ey = p[7] - p[1];
            double ez = p[8] - p[2];
            double fx = p[3] - p[0];
            double fy = p[4] - p[1];
            double fz = p[5] - p[2];
            double x = ey * fz - ez * fy;
            double y = ez * fx - ex * fz;
            double z = ex * fy - ey * fx;
            double inverse = 1.0 / Math.sqrt(x * x + y * y + z * z);
            double nx = x * inverse;
            double ny = y * inverse;
            double nz = z * inverse;
            double dot = nx * -nx + ny * -ny + nz * -nz;
            if (Double.isFinite(dot) && (dot < -1) == above) {
                return p;
            }
        }
        throw new AssertionError("seed " + SEED + ": no such triangle found");
    }

    private static Model read(double[] p) throws IOException {
        StringBuilder s = new StringBuilder("MD5Version 10\ncommandline \"\"\nnumJoints 1\nnumMeshes 1\n"
                + "joints {\n\t\"root\" -1 ( 0 0 0 ) ( 0 0 0 )\n}\nmesh {\n\tshader \"skin\"\n\tnumverts 3\n");
        for (int v = 0; v < 3; v++) {
            s.append("\tvert ").append(v).append(" ( 0.5 0.5 ) ").append(v).append(" 1\n");
        }
        s.append("\tnumtris 2\n\ttri 0 0 1 2\n\ttri 1 0 2 1\n\tnumweights 3\n");
        for (int v = 0; v < 3; v++) {
            s.append("\tweight ").append(v).append(" 0 1 ( ").append(p[3 * v]).append(' ').append(p[3 * v + 1])
                    .append(' ').append(p[3 * v + 2]).append(" )\n");
        }
        s.append("}\n");
        return Md5.reader().read(new ByteArrayInputStream(s.toString().getBytes(StandardCharsets.US_ASCII)), "x.md5mesh");
    }
}
