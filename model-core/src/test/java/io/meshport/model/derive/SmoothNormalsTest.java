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

    /**
     * Many corners at one position: the rule is asked a bounded number of times per corner, so
     * the work is linear whether everything smooths or nothing does. Counting the rule's calls
     * instead of timing keeps the test deterministic.
     */
    @Test
    void manyCornersAtOnePositionAskTheRuleALinearNumberOfTimes() {
        int n = 20_000;
        long always = ruleCalls(n, true);
        long never = ruleCalls(n, false);
        assertTrue(always <= 3L * n, always + " calls for " + 3 * n + " corners");
        assertTrue(never <= (long) SmoothNormals.PAIRWISE_LIMIT * 3 * n, never + " calls for " + 3 * n + " corners");
        // twice the corners, at most twice the calls, but for a constant: the first groups at each of
        // the three positions have fewer groups to compare with
        long constant = 3L * SmoothNormals.PAIRWISE_LIMIT * SmoothNormals.PAIRWISE_LIMIT;
        long alwaysTwice = ruleCalls(2 * n, true);
        long neverTwice = ruleCalls(2 * n, false);
        assertTrue(alwaysTwice <= 2 * always + constant, always + " calls, then " + alwaysTwice + " for twice as many");
        assertTrue(neverTwice <= 2 * never + constant, never + " calls, then " + neverTwice + " for twice as many");
    }

    /** Calls of a rule that always (or never) smooths, on {@code n} triangles sharing their three positions. */
    private static long ruleCalls(int n, boolean smooth) {
        float[] p = new float[9];
        p[3] = 1;
        p[7] = 1;
        int[] tris = new int[n * 3];
        for (int t = 0; t < n; t++) {
            tris[t * 3 + 1] = 1;
            tris[t * 3 + 2] = 2;
        }
        long[] calls = {0};
        SmoothNormals.Result r = SmoothNormals.compute(p, tris, true, (a, ca, b, cb) -> {
            calls[0]++;
            return smooth;
        });
        assertEquals(smooth ? 3 : n * 3, r.groupCount());
        return calls[0];
    }
}
