package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.PointTriangle;
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
 * <p>Closest points are found through a uniform grid of the other surface's triangles: a sample
 * looks at rings of cells around its own until no nearer triangle can be in the next ring.
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
        Grid gridA = new Grid(a);
        Grid gridB = new Grid(b);
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
    private static double[] distances(float[] corners, Grid other, int samples, SplittableRandom random) {
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
            double d = Math.sqrt(other.nearest(p));
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

    /** A surface's triangles binned into a uniform grid of cells by their bounding boxes. */
    private static final class Grid {
        private static final int MAX_CELLS_AN_AXIS = 256;
        private final float[] corners;
        private final double[] min = new double[3];
        private final double[] max = new double[3];
        private final int[] res = new int[3];
        private final double cell;
        private final int[] start;
        private final int[] items;

        Grid(float[] corners) {
            this.corners = corners;
            int count = corners.length / CanonicalSurface.STRIDE;
            if (count == 0) {
                throw new IllegalArgumentException("a surface without area has nothing to sample");
            }
            Arrays.fill(min, Double.MAX_VALUE);
            Arrays.fill(max, -Double.MAX_VALUE);
            for (int i = 0; i < corners.length; i += 3) {
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], corners[i + c]);
                    max[c] = Math.max(max[c], corners[i + c]);
                }
            }
            double extent = extent();
            // about two triangles a cell for an even surface
            double size = extent / Math.max(1, Math.cbrt(count / 2.0) * 2);
            double c = size > 0 ? size : 1;
            for (int a = 0; a < 3; a++) {
                while ((max[a] - min[a]) / c + 1 > MAX_CELLS_AN_AXIS) {
                    c *= 2;
                }
            }
            cell = c;
            for (int a = 0; a < 3; a++) {
                res[a] = (int) ((max[a] - min[a]) / cell) + 1;
            }
            int cells = res[0] * res[1] * res[2];
            int[] counts = new int[cells + 1];
            int[] box = new int[6];
            for (int t = 0; t < count; t++) {
                bounds(t, box);
                for (int z = box[2]; z <= box[5]; z++) {
                    for (int y = box[1]; y <= box[4]; y++) {
                        for (int x = box[0]; x <= box[3]; x++) {
                            counts[index(x, y, z) + 1]++;
                        }
                    }
                }
            }
            for (int i = 1; i <= cells; i++) {
                counts[i] += counts[i - 1];
            }
            start = counts;
            items = new int[counts[cells]];
            int[] fill = Arrays.copyOf(counts, cells);
            for (int t = 0; t < count; t++) {
                bounds(t, box);
                for (int z = box[2]; z <= box[5]; z++) {
                    for (int y = box[1]; y <= box[4]; y++) {
                        for (int x = box[0]; x <= box[3]; x++) {
                            items[fill[index(x, y, z)]++] = t;
                        }
                    }
                }
            }
        }

        double extent() {
            return Math.max(max[0] - min[0], Math.max(max[1] - min[1], max[2] - min[2]));
        }

        private int index(int x, int y, int z) {
            return (z * res[1] + y) * res[0] + x;
        }

        private int cellOf(double value, int axis) {
            int i = (int) Math.floor((value - min[axis]) / cell);
            return Math.max(0, Math.min(res[axis] - 1, i));
        }

        private void bounds(int t, int[] box) {
            for (int a = 0; a < 3; a++) {
                double lo = Double.MAX_VALUE;
                double hi = -Double.MAX_VALUE;
                for (int k = 0; k < 3; k++) {
                    double v = corners[CanonicalSurface.STRIDE * t + 3 * k + a];
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
                box[a] = cellOf(lo, a);
                box[a + 3] = cellOf(hi, a);
            }
        }

        /** The squared distance from {@code p} to the nearest triangle. */
        double nearest(double[] p) {
            int cx = cellOf(p[0], 0);
            int cy = cellOf(p[1], 1);
            int cz = cellOf(p[2], 2);
            // how far p lies outside the grid: the rings start there
            double outside = 0;
            for (int a = 0; a < 3; a++) {
                double d = Math.max(min[a] - p[a], p[a] - max[a]);
                outside = Math.max(outside, Math.max(0, d));
            }
            double best = Double.MAX_VALUE;
            int rings = Math.max(res[0], Math.max(res[1], res[2]));
            for (int r = 0; r <= rings; r++) {
                // every point of a cell in ring r is at least (r - 1) cells away from p
                double reach = Math.max(0, (r - 1) * cell) + outside;
                if (reach * reach > best) {
                    break;
                }
                for (int z = cz - r; z <= cz + r; z++) {
                    for (int y = cy - r; y <= cy + r; y++) {
                        for (int x = cx - r; x <= cx + r; x++) {
                            boolean shell = Math.abs(x - cx) == r || Math.abs(y - cy) == r || Math.abs(z - cz) == r;
                            if (!shell || x < 0 || y < 0 || z < 0 || x >= res[0] || y >= res[1] || z >= res[2]) {
                                continue;
                            }
                            int i = index(x, y, z);
                            for (int k = start[i]; k < start[i + 1]; k++) {
                                best = Math.min(best, squaredDistance(p, items[k]));
                            }
                        }
                    }
                }
            }
            return best;
        }

        /** The squared distance from p to triangle t. */
        private double squaredDistance(double[] p, int t) {
            return PointTriangle.squaredDistance(p[0], p[1], p[2], corners, CanonicalSurface.STRIDE * t);
        }
    }
}
