package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TangentsTest {
    /**
     * A mesh of more vertices than one pass sums (2^18) gets the tangents its parts get alone,
     * to the bit: two parts whose triangles take turns in the list, the second part straddling
     * the first pass's end, each part's triangles in the same order alone as together.
     */
    @Test
    void aMeshSummedInSpansGetsTheTangentsOfItsPartsAlone() {
        long seed = 35;
        SplittableRandom random = new SplittableRandom(seed);
        int part = 200_000;
        int n = 2 * part;
        float[] p = new float[n * 3];
        float[] uv = new float[n * 2];
        float[] normal = new float[n * 3];
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < 3; k++) {
                p[v * 3 + k] = (float) random.nextDouble(-1, 1);
                normal[v * 3 + k] = (float) random.nextDouble(-1, 1);
            }
            uv[v * 2] = (float) random.nextDouble();
            uv[v * 2 + 1] = (float) random.nextDouble();
        }
        int perPart = 150_000;
        int[] all = new int[2 * perPart * 3];
        int[][] alone = {new int[perPart * 3], new int[perPart * 3]};
        for (int t = 0; t < 2 * perPart; t++) {
            int which = t % 2;
            for (int k = 0; k < 3; k++) {
                int local = random.nextInt(part);
                all[t * 3 + k] = which * part + local;
                alone[which][t / 2 * 3 + k] = local;
            }
        }
        float[] whole = Tangents.compute(p, uv, normal, all);
        for (int which = 0; which < 2; which++) {
            int from = which * part;
            float[] own = Tangents.compute(slice(p, from * 3, part * 3), slice(uv, from * 2, part * 2),
                    slice(normal, from * 3, part * 3), alone[which]);
            assertArrayEquals(own, slice(whole, from * 4, part * 4), "part " + which + " (seed " + seed + ")");
        }
    }

    private static float[] slice(float[] a, int from, int length) {
        return Arrays.copyOfRange(a, from, from + length);
    }

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
