package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SmoothNormalsTest {
    // Two triangles folded 90° along the shared edge (0,0,0)-(1,0,0): one in z=0, one in y=0.
    private static final float[] FOLD = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    private static final int[] FOLD_TRIS = {0, 2, 1, 3, 4, 5};

    @Test
    void faceNormalFollowsWinding() {
        float[] cw = SmoothNormals.faceNormals(FOLD, new int[] {0, 2, 1}, true);
        assertArrayEquals(new float[] {0, 0, 1}, cw, 0);
        float[] ccw = SmoothNormals.faceNormals(FOLD, new int[] {0, 2, 1}, false);
        assertArrayEquals(new float[] {0, 0, -1}, ccw, 0);
    }

    @Test
    void cornersAtOnePositionShareTheAveragedNormal() {
        SmoothNormals.Result r = SmoothNormals.compute(FOLD, FOLD_TRIS, true, SmoothNormals.CornerRule.ALWAYS);
        // Corner 0 of triangle 0 and corner 0 of triangle 1 are both at the origin.
        assertEquals(r.cornerGroup()[0], r.cornerGroup()[3]);
        int g = r.cornerGroup()[0];
        float s = (float) Math.sqrt(0.5);
        assertEquals(0, r.normals()[g * 3], 1e-6);
        assertEquals(s, r.normals()[g * 3 + 1], 1e-6);
        assertEquals(s, r.normals()[g * 3 + 2], 1e-6);
        // The corner at (0,1,0) belongs to triangle 0 alone and keeps its face normal.
        int lone = r.cornerGroup()[1];
        assertArrayEquals(new float[] {0, 0, 1}, new float[] {r.normals()[lone * 3], r.normals()[lone * 3 + 1],
            r.normals()[lone * 3 + 2]}, 1e-6f);
    }

    @Test
    void aRuleThatRefusesKeepsFacesFlat() {
        SmoothNormals.Result r = SmoothNormals.compute(FOLD, FOLD_TRIS, true, (a, ca, b, cb) -> false);
        assertNotEquals(r.cornerGroup()[0], r.cornerGroup()[3]);
        assertEquals(6, r.groupCount());
    }

    @Test
    void smoothingIsTransitive() {
        // Three triangles around the origin; the rule allows only 0-1 and 1-2, so 0-2 join through 1.
        float[] p = {0, 0, 0, 1, 0, 0, 0, 1, 0, -1, 0, 0, 0, -1, 0};
        int[] tris = {0, 1, 2, 0, 2, 3, 0, 3, 4};
        SmoothNormals.Result r = SmoothNormals.compute(p, tris, true,
                (a, ca, b, cb) -> Math.abs(a - b) == 1);
        assertEquals(r.cornerGroup()[0], r.cornerGroup()[6]);
    }

    @Test
    void manyCornersAtOnePositionDoNotTakeQuadraticTime() {
        int n = 200_000;
        float[] p = new float[9];
        p[3] = 1;
        p[7] = 1;
        int[] tris = new int[n * 3];
        for (int t = 0; t < n; t++) {
            tris[t * 3 + 1] = 1;
            tris[t * 3 + 2] = 2;
        }
        long start = System.nanoTime();
        SmoothNormals.Result r = SmoothNormals.compute(p, tris, true, SmoothNormals.CornerRule.ALWAYS);
        assertTrue(System.nanoTime() - start < 10_000_000_000L);
        assertEquals(3, r.groupCount());

        // A rule that refuses everything makes a group per corner; that must stay linear too.
        start = System.nanoTime();
        r = SmoothNormals.compute(p, tris, true, (a, ca, b, cb) -> false);
        assertTrue(System.nanoTime() - start < 10_000_000_000L);
        assertEquals(n * 3, r.groupCount());
    }
}
