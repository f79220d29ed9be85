package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TangentsTest {
    @Test
    void tangentFollowsIncreasingU() {
        // A quad in z=0 with U along +x and V along +y: tangent +x; the bitangent points to
        // decreasing V, (0,-1,0) = -(n × t) for n = +z, so the handedness is -1.
        float[] p = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0};
        float[] uv = {0, 0, 1, 0, 1, 1, 0, 1};
        float[] n = {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1};
        int[] tris = {0, 2, 1, 0, 3, 2};
        float[] t = Tangents.compute(p, uv, n, tris);
        for (int v = 0; v < 4; v++) {
            assertArrayEquals(new float[] {1, 0, 0, -1}, new float[] {t[v * 4], t[v * 4 + 1], t[v * 4 + 2], t[v * 4 + 3]},
                    1e-6f, "vertex " + v);
        }
    }

    @Test
    void mirroredUvFlipsHandedness() {
        float[] p = {0, 0, 0, 1, 0, 0, 1, 1, 0};
        float[] uv = {0, 0, 1, 0, 1, -1};
        float[] n = {0, 0, 1, 0, 0, 1, 0, 0, 1};
        float[] t = Tangents.compute(p, uv, n, new int[] {0, 2, 1});
        assertEquals(1, t[0], 1e-6);
        assertEquals(1, t[3]);
    }

    @Test
    void degenerateTexcoordsStillGiveAUnitTangentOrthogonalToTheNormal() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, 1, 0};
        float[] uv = new float[6];
        float[] n = {0, 0, 1, 0, 0, 1, 0, 0, 1};
        float[] t = Tangents.compute(p, uv, n, new int[] {0, 2, 1});
        double len = Math.sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
        assertEquals(1, len, 1e-6);
        assertEquals(0, t[2], 1e-6);
    }
}
