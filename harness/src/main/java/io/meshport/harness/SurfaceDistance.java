package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.simplify.SampledDistance;

/**
 * How far two triangle surfaces are apart, measured by sampling: points spread over each surface by
 * area (a seeded random, so the same seed gives the same samples), each point's distance to the
 * closest point of the other surface. The symmetric Hausdorff distance is the largest of those
 * distances both ways, the mean distance their mean both ways. What the simplifier's tests,
 * benchmarks and reports measure a simplification by, and what another implementation can measure
 * its own by against the same samples.
 *
 * <p>The measure is model-core's {@link SampledDistance} (the simplifier picks among its candidate
 * results by it, with a seed of its own); this class gives it meshes and keeps the harness's API.
 * Closest points are found through a uniform grid of the other surface's triangles: a sample looks
 * at rings of cells around its own until no nearer triangle can be in the next ring.
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
     * @param extent the longest side of the first surface's bounding box, for relative figures
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
     * The distances between two meshes' surfaces (their positions and triangles).
     *
     * @param a the first mesh (the reference: its extent scales the relative figures)
     * @param b the second mesh
     * @param samples the points sampled on each surface
     * @param seed the seed of the sampling
     * @return the distances
     * @throws IllegalArgumentException when a mesh has no positions or no triangles
     */
    public static Result between(Mesh a, Mesh b, int samples, long seed) {
        return between(positions(a), a.triangleIndices(), positions(b), b.triangleIndices(), samples, seed);
    }

    /**
     * The distances between two surfaces given as positions (x, y, z a vertex) and triangles.
     *
     * @param xyzA the first surface's positions
     * @param trianglesA its triangles, three vertex indexes each
     * @param xyzB the second surface's positions
     * @param trianglesB its triangles
     * @param samples the points sampled on each surface
     * @param seed the seed of the sampling
     * @return the distances
     * @throws IllegalArgumentException when a surface has no triangles or no area
     */
    public static Result between(float[] xyzA, int[] trianglesA, float[] xyzB, int[] trianglesB, int samples,
            long seed) {
        SampledDistance.Result r = SampledDistance.between(xyzA, trianglesA, xyzB, trianglesB, samples, seed);
        return new Result(r.hausdorff(), r.mean(), r.extent());
    }

    private static float[] positions(Mesh mesh) {
        VertexArray p = mesh.array(AttributeKind.POSITION)
                .orElseThrow(() -> new IllegalArgumentException("mesh '" + mesh.name() + "' has no positions"));
        return p.convert(ComponentType.FLOAT, 3).toFloatArray();
    }
}
