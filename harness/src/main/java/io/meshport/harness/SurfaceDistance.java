package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.CanonicalSurface;
import io.meshport.model.derive.SurfaceGrid;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How far two triangle surfaces are apart, measured by sampling: points spread over each surface by
 * area, each point's distance to the closest point of the other surface. The mean distance is their
 * mean both ways. The symmetric Hausdorff distance is the largest of those distances both ways, and
 * of every triangle corner's and edge midpoint's of either surface (as Metro samples vertices and
 * edges beside faces): the farthest point of a simplification is most often there (a corner of the
 * input the result cut off, a result edge spanning what was removed), where random points land only
 * by chance. What the simplifier's tests, benchmarks and reports measure a simplification by, and
 * what another implementation can measure its own by against the same samples.
 *
 * <p>The first surface gets about {@code samples} points, the second as many a unit of area (about
 * as many for a simplification of the first; at most four times as many). Each triangle is sampled by
 * a random seeded by the seed and its own coordinates: as many points as its area holds, the
 * fraction a point more or none by chance, uniform over it. Two surfaces that share a triangle
 * therefore sample it at the same points, and two simplifications of one input measured against
 * it differ in their figures only by the triangles they do not share, not by the way the random
 * points fell on the rest.
 *
 * <p>The figures depend on the two surfaces, the sample count and the seed alone, bit for bit: not
 * on how a triangle list writes a surface. Before sampling, each surface is put in a canonical form
 * ({@link CanonicalSurface}): every triangle as its corners' coordinates (vertex indexes, shared or
 * duplicated vertices do not matter), its corners in coordinate order (which corner comes first and
 * the winding do not matter), the triangles sorted by their coordinates (their order does not
 * matter), a triangle listed twice kept once, and triangles without area (lines, points) left out of
 * both the sampling and the closest points: they carry no area. Two results that are the same surface
 * with triangles in another order or corners rotated therefore measure the same. The extent is the
 * first surface's bounding box over its triangles with area.
 *
 * <p>Closest points are found through a uniform grid of the other surface's triangles ({@link
 * SurfaceGrid}): a sample looks at rings of cells around its own until no nearer triangle can be in
 * the next ring; a corner or midpoint only until it finds a triangle no farther than the largest
 * distance so far (it cannot raise it).
 */
public final class SurfaceDistance {
    /**
     * How many times the first surface's area the second may have and still be sampled as densely:
     * beyond it, its density falls so that it has at most that many times the samples (the
     * surfaces a simplification is measured by have about one area).
     */
    private static final double MAX_SECOND_SHARE = 4;

    private SurfaceDistance() {
    }

    /**
     * The distances between two surfaces.
     *
     * @param hausdorff the symmetric Hausdorff distance: the largest distance of a sample, a triangle
     *     corner or an edge midpoint of either surface to the other
     * @param mean the mean distance of the samples of both surfaces to the other
     * @param extent the longest side of the first surface's bounding box (over its triangles with area), for
     *     relative figures
     */
    public record Result(double hausdorff, double mean, double extent) {
        /**
         * The Hausdorff distance over the first surface's extent.
         *
         * @return the relative distance (0 when the extent is 0)
         */
        public double relativeHausdorff() {
            return extent > 0 ? hausdorff / extent : 0;
        }

        /**
         * The mean distance over the first surface's extent.
         *
         * @return the relative distance (0 when the extent is 0)
         */
        public double relativeMean() {
            return extent > 0 ? mean / extent : 0;
        }
    }

    /**
     * The distances between two meshes' surfaces (their positions and triangles). The same two
     * surfaces give the same result whatever their vertex indexing, triangle order or corner order.
     *
     * @param a the first mesh (the reference: its extent scales the relative figures)
     * @param b the second mesh
     * @param samples the points sampled on the first surface (on the second, as many a unit of area)
     * @param seed the seed of the sampling
     * @return the distances
     * @throws IllegalArgumentException when a mesh has no positions or no triangle with area
     */
    public static Result between(Mesh a, Mesh b, int samples, long seed) {
        return between(positions(a), a.triangleIndices(), positions(b), b.triangleIndices(), samples, seed);
    }

    /**
     * The distances between two surfaces given as positions (x, y, z a vertex) and triangles. The
     * result depends on the surfaces (the triangles' corner coordinates), the samples and the seed
     * alone: permuting the triangles, rotating or reversing a triangle's corners, renumbering,
     * duplicating or adding unused vertices, listing a triangle twice or adding triangles without
     * area gives the same result, bit for bit.
     *
     * @param xyzA the first surface's positions
     * @param trianglesA its triangles, three vertex indexes each
     * @param xyzB the second surface's positions
     * @param trianglesB its triangles
     * @param samples the points sampled on the first surface (on the second, as many a unit of area)
     * @param seed the seed of the sampling
     * @return the distances
     * @throws IllegalArgumentException when a surface has no triangle with area
     */
    public static Result between(float[] xyzA, int[] trianglesA, float[] xyzB, int[] trianglesB, int samples,
            long seed) {
        float[] a = CanonicalSurface.corners(xyzA, trianglesA);
        float[] b = CanonicalSurface.corners(xyzB, trianglesB);
        if (a.length == 0 || b.length == 0) {
            throw new IllegalArgumentException("a surface without area has nothing to sample");
        }
        SurfaceGrid gridA = new SurfaceGrid(a);
        SurfaceGrid gridB = new SurfaceGrid(b);
        double areaA = CanonicalSurface.area(a);
        double areaB = CanonicalSurface.area(b);
        double density = Math.max(0, samples) / areaA;
        double[] ab = distances(a, gridB, density, seed);
        double[] ba = distances(b, gridA, Math.min(density, MAX_SECOND_SHARE * Math.max(0, samples) / areaB), seed);
        return new Result(Math.max(ab[0], ba[0]), (ab[1] + ba[1]) / 2, gridA.extent());
    }

    /**
     * Whether two triangle lists are the same surface: the same triangles with area, as their
     * corners' coordinates, whatever their order, their corners' order, winding, vertex indexing or
     * repeats; the lists {@link #between} cannot tell apart (it measures both the same, bit for bit).
     *
     * @param xyzA the first surface's positions (x, y, z a vertex)
     * @param trianglesA its triangles, three vertex indexes each
     * @param xyzB the second surface's positions
     * @param trianglesB its triangles
     * @return whether they are one surface
     */
    public static boolean sameSurface(float[] xyzA, int[] trianglesA, float[] xyzB, int[] trianglesB) {
        return Arrays.equals(CanonicalSurface.corners(xyzA, trianglesA), CanonicalSurface.corners(xyzB, trianglesB));
    }

    /**
     * The largest and the mean distance of the points of one surface (canonical corners, at least
     * one triangle, each with area) to the other's grid, {@code density} points a unit of area.
     */
    private static double[] distances(float[] corners, SurfaceGrid other, double density, long seed) {
        double max = 0;
        double sum = 0;
        long count = 0;
        double[] p = new double[3];
        for (int t = 0; t < corners.length / CanonicalSurface.STRIDE; t++) {
            SplittableRandom random = random(corners, t, seed);
            long n = count(random, density * CanonicalSurface.area(corners, t));
            for (long s = 0; s < n; s++) {
                point(random, corners, t, p);
                double d = Math.sqrt(other.squaredDistance(p[0], p[1], p[2]));
                max = Math.max(max, d);
                sum += d;
            }
            count += n;
        }
        return new double[] {farthestCornerOrMidpoint(corners, other, max), count == 0 ? 0 : sum / count};
    }

    /**
     * The random triangle {@code t} of canonical corners {@code corners} is sampled by: seeded by
     * {@code seed} and the triangle's coordinates alone, so a triangle two surfaces share is sampled
     * at the same points in both.
     */
    static SplittableRandom random(float[] corners, int t, long seed) {
        int at = CanonicalSurface.STRIDE * t;
        long key = seed;
        for (int i = at; i < at + CanonicalSurface.STRIDE; i++) {
            key = mix(key ^ Float.floatToIntBits(corners[i]));
        }
        return new SplittableRandom(key);
    }

    /** A triangle's sample count: its {@code expected} count's whole part, and one more by the chance of its fraction. */
    static long count(SplittableRandom random, double expected) {
        long n = (long) expected;
        return random.nextDouble() < expected - n ? n + 1 : n;
    }

    /** The next sample point of triangle {@code t}, uniform over it, into {@code p}. */
    static void point(SplittableRandom random, float[] corners, int t, double[] p) {
        int at = CanonicalSurface.STRIDE * t;
        double r1 = Math.sqrt(random.nextDouble());
        double r2 = random.nextDouble();
        double wa = 1 - r1;
        double wb = r1 * (1 - r2);
        double wc = r1 * r2;
        for (int c = 0; c < 3; c++) {
            p[c] = wa * corners[at + c] + wb * corners[at + 3 + c] + wc * corners[at + 6 + c];
        }
    }

    /** A 64-bit finalizer (MurmurHash3's): every bit of the key moves every bit of the result. */
    private static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb93fe53b94d1L;
        return h ^ h >>> 33;
    }

    /**
     * The largest distance of a triangle corner or edge midpoint of one surface to the other: where
     * the Hausdorff distance of a simplification is most often met (a corner of the input far from
     * the result, a result edge spanning what was removed), points a random sample hits only by
     * chance, so that two results with the same farthest point measure alike; or {@code atLeast}
     * where that is larger.
     */
    private static double farthestCornerOrMidpoint(float[] corners, SurfaceGrid other, double atLeast) {
        double floor = atLeast * atLeast;
        for (int at = 0; at < corners.length; at += CanonicalSurface.STRIDE) {
            for (int k = 0; k < 3; k++) {
                int c = at + 3 * k;
                int n = at + 3 * ((k + 1) % 3);
                floor = Math.max(floor, other.squaredDistanceFrom(corners[c], corners[c + 1], corners[c + 2], floor));
                floor = Math.max(floor, other.squaredDistanceFrom(0.5 * (corners[c] + corners[n]),
                        0.5 * (corners[c + 1] + corners[n + 1]), 0.5 * (corners[c + 2] + corners[n + 2]), floor));
            }
        }
        return Math.max(atLeast, Math.sqrt(floor));
    }

    private static float[] positions(Mesh mesh) {
        VertexArray p = mesh.array(AttributeKind.POSITION)
                .orElseThrow(() -> new IllegalArgumentException("mesh '" + mesh.name() + "' has no positions"));
        return p.convert(ComponentType.FLOAT, 3).toFloatArray();
    }
}
