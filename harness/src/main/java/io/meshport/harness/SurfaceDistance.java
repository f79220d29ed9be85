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
 * area (a seeded random, so the same seed gives the same samples), each point's distance to the
 * closest point of the other surface. The symmetric Hausdorff distance is the largest of those
 * distances both ways, the mean distance their mean both ways. What the simplifier's tests,
 * benchmarks and reports measure a simplification by, and what another implementation can measure
 * its own by against the same samples.
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
 * the next ring.
 */
public final class SurfaceDistance {
    private SurfaceDistance() {
    }

    /**
     * The distances between two surfaces.
     *
     * @param hausdorff the symmetric Hausdorff distance: the largest distance of a sample of either
     *     surface to the other
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
     * @param samples the points sampled on each surface
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
     * @param samples the points sampled on each surface
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
        SplittableRandom random = new SplittableRandom(seed);
        double[] ab = distances(a, gridB, samples, random);
        double[] ba = distances(b, gridA, samples, random);
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
     * The largest and the mean distance of {@code samples} points of one surface (canonical corners,
     * at least one triangle, each with area: their total is above 0) to the other's grid.
     */
    private static double[] distances(float[] corners, SurfaceGrid other, int samples, SplittableRandom random) {
        int count = corners.length / CanonicalSurface.STRIDE;
        double[] cumulative = new double[count];
        double total = 0;
        for (int t = 0; t < count; t++) {
            total += CanonicalSurface.area(corners, t);
            cumulative[t] = total;
        }
        double max = 0;
        double sum = 0;
        double[] p = new double[3];
        for (int s = 0; s < samples; s++) {
            int t = Arrays.binarySearch(cumulative, random.nextDouble() * total);
            t = Math.min(count - 1, t < 0 ? -t - 1 : t);
            double r1 = Math.sqrt(random.nextDouble());
            double r2 = random.nextDouble();
            double wa = 1 - r1;
            double wb = r1 * (1 - r2);
            double wc = r1 * r2;
            int at = CanonicalSurface.STRIDE * t;
            for (int c = 0; c < 3; c++) {
                p[c] = wa * corners[at + c] + wb * corners[at + 3 + c] + wc * corners[at + 6 + c];
            }
            double d = Math.sqrt(other.squaredDistance(p[0], p[1], p[2]));
            max = Math.max(max, d);
            sum += d;
        }
        return new double[] {max, samples == 0 ? 0 : sum / samples};
    }

    private static float[] positions(Mesh mesh) {
        VertexArray p = mesh.array(AttributeKind.POSITION)
                .orElseThrow(() -> new IllegalArgumentException("mesh '" + mesh.name() + "' has no positions"));
        return p.convert(ComponentType.FLOAT, 3).toFloatArray();
    }
}
