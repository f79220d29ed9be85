package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.derive.CanonicalSurface;
import io.meshport.model.derive.SurfaceGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The distance measure on surfaces whose distances are known in closed form, and its independence of how a surface is written. */
class SurfaceDistanceTest {
    private static final long SEED = 20261129L;

    /** A unit square in the plane z = {@code z}, as two triangles. */
    private static float[] square(float z, float size) {
        return new float[] {0, 0, z, size, 0, z, size, size, z, 0, size, z};
    }

    private static final int[] TWO = {0, 1, 2, 0, 2, 3};

    @Test
    void parallelSquaresAreTheirGapApart() {
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, square(0.25f, 1), TWO, 2000, SEED);
        assertEquals(0.25, r.hausdorff(), 1e-6);
        assertEquals(0.25, r.mean(), 1e-6);
        assertEquals(1, r.extent(), 0);
        assertEquals(0.25, r.relativeHausdorff(), 1e-6);
    }

    @Test
    void aSurfaceIsNoDistanceFromItselfHoweverItIsCut() {
        // the same square as four triangles around its centre
        float[] fan = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0.5f, 0.5f, 0};
        int[] four = {0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4};
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, fan, four, 2000, SEED);
        assertEquals(0, r.hausdorff(), 1e-6);
    }

    @Test
    void aSmallerSquareIsFarFromTheOuterCornersOnlyOneWay() {
        // the half-size square lies on the big one: 0 from it; the big one's corner is (0.5, 0.5) from it
        SurfaceDistance.Result r = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 20000, SEED);
        assertEquals(Math.sqrt(0.5), r.hausdorff(), 1e-7, "the far corner of the big square, a corner measured");
        // the mean: half the big square's points are outside the small one, on average 1/4-ish away
        assertTrue(r.mean() > 0.05 && r.mean() < 0.25, "mean " + r.mean());
    }

    /**
     * The farthest point is found where it is a corner or an edge midpoint, with one random point a
     * surface: a tent's peak (a corner) 0.4 above the flat square; and the square's bottom edge's
     * midpoint where the other surface is the square with a notch cut from that edge (a triangle to
     * (0.5, 0.3)): its sides' nearest point to (0.5, 0) is 0.15 / sqrt(0.34) away, and no other point
     * of the square is as far from the notched one, which lies on it.
     */
    @Test
    void theFarthestCornerOrEdgeMidpointIsFoundWithoutRandomPoints() {
        float[] tent = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0.5f, 0.5f, 0.4f};
        int[] four = {0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4};
        assertEquals(0.4, SurfaceDistance.between(square(0, 1), TWO, tent, four, 1, SEED).hausdorff(), 1e-7);
        assertEquals(0.4, SurfaceDistance.between(tent, four, square(0, 1), TWO, 1, SEED).hausdorff(), 1e-7);
        float[] notched = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0.5f, 0.3f, 0};
        int[] three = {4, 1, 2, 4, 2, 3, 4, 3, 0};
        double side = 0.15 / Math.sqrt(0.34);
        assertEquals(side, SurfaceDistance.between(square(0, 1), TWO, notched, three, 1, SEED).hausdorff(), 1e-7);
        assertEquals(side, SurfaceDistance.between(notched, three, square(0, 1), TWO, 1, SEED).hausdorff(), 1e-7);
    }

    /**
     * A triangle with two corners at one place (a line, here through the other square at (0.75, 0,
     * 0.5)) has no area: it is no part of the surface, neither sampled nor measured to, never NaN.
     */
    @Test
    void aTriangleWithoutAreaIsNoPartOfTheSurface() {
        float[] withLine = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 2, 0, 0, 2};
        int[] triangles = {0, 1, 2, 0, 2, 3, 4, 5, 1};
        SurfaceDistance.Result r = SurfaceDistance.between(square(0.5f, 1), TWO, withLine, triangles, 2000, SEED);
        assertEquals(0.5, r.hausdorff(), 1e-6);
        assertEquals(0.5, r.mean(), 1e-6);
    }

    @Test
    void theSameSeedGivesTheSameFiguresAndAFlatSurfaceHasNoSamples() {
        SurfaceDistance.Result a = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 500, 7);
        SurfaceDistance.Result b = SurfaceDistance.between(square(0, 1), TWO, square(0, 0.5f), TWO, 500, 7);
        assertEquals(a, b);
        float[] line = {0, 0, 0, 1, 0, 0, 2, 0, 0};
        assertThrows(IllegalArgumentException.class,
                () -> SurfaceDistance.between(line, new int[] {0, 1, 2}, square(0, 1), TWO, 10, 1));
    }

    /**
     * The law: a result depends on the surfaces alone. Over seeded random bumpy patches, writing
     * one of the two surfaces another way (triangles permuted, corners rotated or reversed, vertices
     * renumbered, duplicated (0 as -0) and unused ones added, a triangle listed twice, a line added)
     * gives the same figures bit for bit, in either argument position. The old sampler (triangles walked in
     * list order, barycentric weights tied to the first corner) failed this on the first seed.
     */
    @Test
    void theSameSurfaceWrittenAnotherWayMeasuresTheSameBitForBit() {
        for (long seed = SEED; seed < SEED + 24; seed++) {
            Drawn d = drawn(seed);
            Surface a = d.a;
            Surface b = d.b;
            Surface rewritten = d.rewritten;
            SurfaceDistance.Result first = SurfaceDistance.between(a.xyz, a.triangles, b.xyz, b.triangles, 3000, seed);
            SurfaceDistance.Result again = SurfaceDistance.between(rewritten.xyz, rewritten.triangles, b.xyz,
                    b.triangles, 3000, seed);
            assertEquals(first, again, "first argument rewritten, seed " + seed);
            SurfaceDistance.Result second = SurfaceDistance.between(b.xyz, b.triangles, a.xyz, a.triangles, 3000, seed);
            SurfaceDistance.Result secondAgain = SurfaceDistance.between(b.xyz, b.triangles, rewritten.xyz,
                    rewritten.triangles, 3000, seed);
            assertEquals(second, secondAgain, "second argument rewritten, seed " + seed);
            assertTrue(first.mean() > 0, "seed " + seed + ": the patches differ");
        }
    }

    /**
     * The law behind the corners and midpoints' shortcut (a point stops looking once a triangle is no
     * farther than the largest distance so far): over seeded random patches, with no random point,
     * the Hausdorff distance is the largest exact distance of every corner and edge midpoint of
     * either surface to the other, bit for bit; random points only add to it.
     */
    @Test
    void theCornersAndMidpointsShortcutMissesNoFartherPoint() {
        for (long seed = SEED; seed < SEED + 24; seed++) {
            Drawn d = drawn(seed);
            float[] a = CanonicalSurface.corners(d.a.xyz, d.a.triangles);
            float[] b = CanonicalSurface.corners(d.b.xyz, d.b.triangles);
            double exact = Math.sqrt(Math.max(farthestByEveryQuery(a, new SurfaceGrid(b)),
                    farthestByEveryQuery(b, new SurfaceGrid(a))));
            SurfaceDistance.Result none = SurfaceDistance.between(d.a.xyz, d.a.triangles, d.b.xyz, d.b.triangles, 0, seed);
            assertEquals(exact, none.hausdorff(), 0, "seed " + seed);
            SurfaceDistance.Result some = SurfaceDistance.between(d.a.xyz, d.a.triangles, d.b.xyz, d.b.triangles, 500, seed);
            assertTrue(some.hausdorff() >= exact, "seed " + seed);
        }
    }

    /** The largest squared distance of a corner or edge midpoint of {@code corners}, each found by an exact query. */
    private static double farthestByEveryQuery(float[] corners, SurfaceGrid other) {
        double max = 0;
        for (int at = 0; at < corners.length; at += CanonicalSurface.STRIDE) {
            for (int k = 0; k < 3; k++) {
                int c = at + 3 * k;
                int n = at + 3 * ((k + 1) % 3);
                max = Math.max(max, other.squaredDistance(corners[c], corners[c + 1], corners[c + 2]));
                max = Math.max(max, other.squaredDistance(0.5 * (corners[n] + corners[c]),
                        0.5 * (corners[n + 1] + corners[c + 1]), 0.5 * (corners[n + 2] + corners[c + 2])));
            }
        }
        return max;
    }

    /**
     * A triangle two surfaces share is sampled at the same points in both, bit for bit, whatever
     * else either holds (its samples drawn from its own coordinates and the seed): so two
     * simplifications of one input differ in their figures only where their triangles do. The
     * seeded patches' triangles, each looked up in the patch and in the patch's lower half beside
     * another patch; another seed draws other points; the counts follow the area.
     */
    @Test
    void aTriangleSharedIsSampledAtTheSamePointsInEverySurface() {
        for (long seed = SEED; seed < SEED + 8; seed++) {
            Drawn d = drawn(seed);
            float[] whole = CanonicalSurface.corners(d.a.xyz, d.a.triangles);
            int[] half = Arrays.copyOf(d.a.triangles, d.a.triangles.length / 6 * 3);
            int[] mixed = new int[half.length + d.b.triangles.length];
            float[] xyz = new float[d.a.xyz.length + d.b.xyz.length];
            System.arraycopy(d.a.xyz, 0, xyz, 0, d.a.xyz.length);
            System.arraycopy(d.b.xyz, 0, xyz, d.a.xyz.length, d.b.xyz.length);
            System.arraycopy(half, 0, mixed, 0, half.length);
            for (int i = 0; i < d.b.triangles.length; i++) {
                mixed[half.length + i] = d.b.triangles[i] + d.a.xyz.length / 3;
            }
            float[] other = CanonicalSurface.corners(xyz, mixed);
            int shared = 0;
            for (int t = 0; t < other.length / CanonicalSurface.STRIDE; t++) {
                int same = find(whole, other, t);
                if (same < 0) {
                    continue;
                }
                shared++;
                double[] p = points(whole, same, seed);
                assertTrue(Arrays.equals(p, points(other, t, seed)), "seed " + seed + ", triangle " + t);
                assertFalse(Arrays.equals(p, points(other, t, seed + 1)), "seed " + seed + ", triangle " + t);
            }
            assertEquals(half.length / 3, shared, "seed " + seed);
        }
        // a triangle of area 1/2 at 100 points a unit of area: 50 points, none at a fraction
        float[] one = CanonicalSurface.corners(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new int[] {0, 1, 2});
        assertEquals(50, SurfaceDistance.count(SurfaceDistance.random(one, 0, SEED), 100 * CanonicalSurface.area(one, 0)));
    }

    /** The first 20 sample points of triangle {@code t}, three coordinates each. */
    private static double[] points(float[] corners, int t, long seed) {
        SplittableRandom random = SurfaceDistance.random(corners, t, seed);
        SurfaceDistance.count(random, 20);
        double[] out = new double[60];
        double[] p = new double[3];
        for (int i = 0; i < 20; i++) {
            SurfaceDistance.point(random, corners, t, p);
            System.arraycopy(p, 0, out, 3 * i, 3);
        }
        return out;
    }

    /** The triangle of {@code in} with the coordinates of triangle {@code t} of {@code of}, or -1. */
    private static int find(float[] in, float[] of, int t) {
        for (int u = 0; u < in.length / CanonicalSurface.STRIDE; u++) {
            if (Arrays.equals(in, 9 * u, 9 * u + 9, of, 9 * t, 9 * t + 9)) {
                return u;
            }
        }
        return -1;
    }

    /** The same surface written another way is the same surface; another patch, or one triangle less, is not. */
    @Test
    void sameSurfaceIsTheSurfaceNotItsList() {
        for (long seed = SEED; seed < SEED + 24; seed++) {
            Drawn d = drawn(seed);
            assertTrue(SurfaceDistance.sameSurface(d.a.xyz, d.a.triangles, d.rewritten.xyz, d.rewritten.triangles),
                    "seed " + seed);
            assertFalse(SurfaceDistance.sameSurface(d.a.xyz, d.a.triangles, d.b.xyz, d.b.triangles), "seed " + seed);
            int[] fewer = Arrays.copyOf(d.a.triangles, d.a.triangles.length - 3);
            assertFalse(SurfaceDistance.sameSurface(d.a.xyz, d.a.triangles, d.a.xyz, fewer), "seed " + seed);
        }
    }

    /** For {@code seed}: a flat patch, a bumpy one, and the flat one written another way ({@link #rewrite}). */
    private static Drawn drawn(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Surface a = patch(random, 4 + random.nextInt(12), 0);
        Surface b = patch(random, 3 + random.nextInt(12), 0.3);
        return new Drawn(a, b, rewrite(a, random));
    }

    /** Two patches and the first written another way. */
    private record Drawn(Surface a, Surface b, Surface rewritten) {
    }

    /** Positions and triangles. */
    private record Surface(float[] xyz, int[] triangles) {
    }

    /** An n x n vertex patch with random heights (amplitude {@code bump}, plus 0.05 noise), two triangles a cell. */
    private static Surface patch(SplittableRandom random, int n, double bump) {
        float[] xyz = new float[3 * n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int v = 3 * (y * n + x);
                // centred: negative coordinates and, for an odd n, zeros (written as -0 by the rewrite)
                xyz[v] = (float) x / (n - 1) - 0.5f;
                xyz[v + 1] = (float) y / (n - 1) - 0.5f;
                xyz[v + 2] = (float) (bump * Math.sin(3.0 * x / n) + 0.05 * random.nextDouble());
            }
        }
        int[] triangles = new int[6 * (n - 1) * (n - 1)];
        int t = 0;
        for (int y = 0; y + 1 < n; y++) {
            for (int x = 0; x + 1 < n; x++) {
                int v = y * n + x;
                int[] quad = {v, v + 1, v + n + 1, v, v + n + 1, v + n};
                System.arraycopy(quad, 0, triangles, t, 6);
                t += 6;
            }
        }
        return new Surface(xyz, triangles);
    }

    /**
     * The same surface written another way: each corner a fresh duplicate of its vertex at random (a 0
     * coordinate written as -0 there), vertices shuffled with an unused one between, corners rotated
     * or reversed, triangles shuffled, one triangle listed twice and a line (a triangle without
     * area) added.
     */
    private static Surface rewrite(Surface s, SplittableRandom random) {
        int count = s.triangles.length / 3;
        // corners: duplicated vertices for about a third of them
        List<float[]> vertices = new ArrayList<>();
        for (int v = 0; v < s.xyz.length / 3; v++) {
            vertices.add(new float[] {s.xyz[3 * v], s.xyz[3 * v + 1], s.xyz[3 * v + 2]});
        }
        int[][] triangles = new int[count + 2][];
        for (int t = 0; t < count; t++) {
            int[] tri = new int[3];
            for (int k = 0; k < 3; k++) {
                int v = s.triangles[3 * t + k];
                if (random.nextInt(3) == 0) {
                    float[] copy = vertices.get(v).clone();
                    for (int c = 0; c < 3; c++) {
                        copy[c] = copy[c] == 0 ? -0f : copy[c];
                    }
                    vertices.add(copy);
                    v = vertices.size() - 1;
                }
                tri[k] = v;
            }
            int turn = random.nextInt(3);
            triangles[t] = random.nextBoolean()
                    ? new int[] {tri[turn], tri[(turn + 1) % 3], tri[(turn + 2) % 3]}
                    : new int[] {tri[turn], tri[(turn + 2) % 3], tri[(turn + 1) % 3]};
        }
        triangles[count] = triangles[random.nextInt(count)].clone();
        int[] first = triangles[0];
        triangles[count + 1] = new int[] {first[0], first[1], first[0]};
        vertices.add(new float[] {9, 9, 9});
        // vertices renumbered: new index of old vertex v is where v lands in a shuffle
        int[] place = shuffled(vertices.size(), random);
        float[] xyz = new float[3 * vertices.size()];
        for (int v = 0; v < vertices.size(); v++) {
            System.arraycopy(vertices.get(v), 0, xyz, 3 * place[v], 3);
        }
        int[] order = shuffled(triangles.length, random);
        int[] out = new int[3 * triangles.length];
        for (int t = 0; t < triangles.length; t++) {
            for (int k = 0; k < 3; k++) {
                out[3 * order[t] + k] = place[triangles[t][k]];
            }
        }
        return new Surface(xyz, out);
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = a[i];
            a[i] = a[j];
            a[j] = swap;
        }
        return a;
    }
}
