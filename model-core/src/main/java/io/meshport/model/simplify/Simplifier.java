package io.meshport.model.simplify;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.Welding;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Fewer triangles for a mesh, keeping its shape: edges collapsed in the order of the quadric error
 * they add (the mean squared distance to the planes of the triangles a vertex stands for), each
 * vertex moved onto a neighbour so that every vertex kept keeps its own position, texture
 * coordinates, normal, colour and blend weights; borders and texture seams keep their outline and
 * move only along themselves, no triangle is turned over, triangle streams stay with their
 * triangles and mesh extras with their vertices; then, for meshes of up to 2^18 triangles, edges
 * are flipped where the other diagonal of a quad brings the surface nearer the input (every vertex
 * and the triangle count kept). Meshes of up to 2^13 triangles are simplified several ways: as
 * meshoptimizer's {@code meshopt_simplify} does, to the very triangles (its rules in its float
 * arithmetic), that with edge flips, and by three collapse schedules of this simplifier's own; the
 * result measured nearer the input than meshoptimizer's on both the mean and the largest distance
 * is kept (points spread over both surfaces, as the harness measures), else meshoptimizer's, unless
 * one of its triangles faces more than 90 degrees away from the input triangle it stands for.
 * Deterministic: the same mesh gives the same result.
 * <pre>{@code
 * Simplifier.Result half = Simplifier.simplify(mesh, mesh.triangleCount() / 2, 0.01);
 * }</pre>
 * The error is a distance relative to the mesh's extent (its bounding box's longest side): 0.01 is
 * one hundredth of it.
 */
public final class Simplifier {
    /** The triangles of the largest mesh whose edges are flipped after the collapses. */
    static final int MAX_FLIPPED = 1 << 18;
    /** The triangles of the largest mesh simplified by every one of {@link #SCHEDULES}, the nearest result kept. */
    static final int MAX_CHOSEN = 1 << 13;
    /**
     * The collapse schedules tried on meshes of up to {@link #MAX_CHOSEN} triangles: passes as
     * meshoptimizer's; passes of at most a sixteenth of the triangles left, which rank the edges
     * again more often; and meshoptimizer's passes with its own rule against turned triangles alone
     * (each collapse checked against the triangles as they are, not as they were in the input),
     * kept only when no triangle ends facing away from its input triangle. The paths part early and
     * end at different surfaces, one nearer the input on this mesh, another on that; none is nearer
     * on most meshes.
     */
    private static final List<Schedule> SCHEDULES = List.of(new Schedule(0, true), new Schedule(16, true),
            new Schedule(0, false));
    /**
     * How much nearer than meshoptimizer's result on the largest distance another must be to be
     * kept instead: a twentieth. The choice's largest distance, over its points and edge midpoints,
     * may miss the farthest point by a few hundredths (RE_Player_female at 0.5: a result read a
     * fiftieth nearer whose largest distance is meshoptimizer's on a lattice of every triangle, and
     * farther by the harness's random points).
     */
    private static final double MAX_MARGIN = 0.05;
    /**
     * How much nearer on the mean: a fiftieth. The choice's mean, an integral by a rule, lies within
     * about a hundredth of 2,000,000 random points' where the harness's 30,000 scatter by a few.
     */
    private static final double MEAN_MARGIN = 0.02;
    private static final int MIN_SAMPLES = 2048;
    private static final int MAX_SAMPLES = 8192;

    /** A collapse schedule ({@link EdgeCollapser#run(int, double, int, boolean)}'s last two arguments). */
    private record Schedule(int passShare, boolean sourceFacing) {
    }

    private Simplifier() {
    }

    /**
     * What a simplification gave.
     *
     * @param mesh the simplified mesh (the same mesh when nothing could be removed)
     * @param trianglesBefore the triangles before
     * @param trianglesAfter the triangles after
     * @param error the largest error a collapse reached, relative to the extent
     */
    public record Result(Mesh mesh, int trianglesBefore, int trianglesAfter, double error) {
        /**
         * Checks the counts.
         *
         * @throws NullPointerException when {@code mesh} is null
         */
        public Result {
            Objects.requireNonNull(mesh, "mesh");
        }
    }

    /**
     * Simplifies {@code mesh} down to {@code targetTriangles} triangles, or fewer collapses where the
     * next would pass {@code maxError}. A mesh without positions is returned as it is.
     *
     * @param mesh the mesh
     * @param targetTriangles the triangles to aim at (0 or more)
     * @param maxError the largest error allowed, relative to the mesh's extent ({@code Double.MAX_VALUE}:
     *     none)
     * @return the simplified mesh and what was reached
     * @throws IllegalArgumentException when the target is negative or the error negative or NaN
     */
    public static Result simplify(Mesh mesh, int targetTriangles, double maxError) {
        return simplify(mesh, targetTriangles, maxError, AttributeWeights.NONE);
    }

    /**
     * Simplifies {@code mesh} as {@link #simplify(Mesh, int, double)} does, with its attributes
     * counted in the error by {@code weights}: a collapse that would smear texture coordinates,
     * normals or colours costs more, so flat but textured or shaded detail is kept longer.
     *
     * @param mesh the mesh
     * @param targetTriangles the triangles to aim at (0 or more)
     * @param maxError the largest error allowed (the attributes' part included)
     * @param weights how much each attribute counts
     * @return the simplified mesh and what was reached
     * @throws IllegalArgumentException when the target is negative or the error negative or NaN
     */
    public static Result simplify(Mesh mesh, int targetTriangles, double maxError, AttributeWeights weights) {
        Objects.requireNonNull(weights, "weights");
        if (targetTriangles < 0 || !(maxError >= 0)) {
            throw new IllegalArgumentException("a simplification aims at 0 or more triangles within an error of 0 or"
                    + " more, not " + targetTriangles + " and " + maxError);
        }
        int before = mesh.triangleCount();
        VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
        if (p == null || before <= targetTriangles) {
            return new Result(mesh, before, before, 0);
        }
        float[] xyz = p.convert(ComponentType.FLOAT, 3).toFloatArray();
        float[] values = weights.none() ? null : attributeValues(mesh, weights);
        int[] streamClasses = before <= MAX_FLIPPED ? streamClasses(mesh) : null;
        float[] uv = before <= MAX_FLIPPED ? texcoords(mesh) : null;
        ResultDistance distance = before <= MAX_CHOSEN ? ResultDistance.of(xyz, mesh.triangleIndices(), samples(before))
                : null;
        List<Schedule> schedules = distance != null ? SCHEDULES : SCHEDULES.subList(0, 1);
        List<EdgeCollapser> results = new ArrayList<>();
        // meshoptimizer's own result, where its rules are the ones asked for (positions alone)
        EdgeCollapser reference = distance != null && values == null && !weights.permissive()
                ? reference(xyz, mesh, targetTriangles, maxError, streamClasses, uv, results) : null;
        for (Schedule schedule : schedules) {
            EdgeCollapser collapser = new EdgeCollapser(xyz, mesh.triangleIndices(), mesh.vertexCount(), null, values,
                    values == null ? 0 : values.length / Math.max(1, mesh.vertexCount()), weights.permissive());
            collapser.run(3 * targetTriangles, maxError, schedule.passShare(), schedule.sourceFacing());
            if (before <= MAX_FLIPPED) {
                collapser.flip(streamClasses, uv);
            }
            if ((schedule.sourceFacing() || collapser.facesSourcesIn(xyz)) && !sameAsOne(collapser, results)) {
                results.add(collapser);
            }
        }
        EdgeCollapser collapser = reference != null ? nearerThan(reference, results, xyz, distance, targetTriangles)
                : results.size() == 1 ? results.get(0) : nearest(results, distance, targetTriangles, new IdentityHashMap<>());
        int after = collapser.indexCount / 3;
        if (after == before) {
            return new Result(mesh, before, before, 0);
        }
        return new Result(rebuilt(mesh, collapser), before, after, collapser.error());
    }

    /**
     * Meshoptimizer's own result ({@link EdgeCollapser#meshoptimizers}: its passes, its arithmetic,
     * its turn rule), and into {@code results} the same schedule's with edge flips, under its turn
     * rule and under the rule against facing away from the input triangle: the result the others
     * must be nearer than, and two near it.
     */
    private static EdgeCollapser reference(float[] xyz, Mesh mesh, int targetTriangles, double maxError,
            int[] streamClasses, float[] uv, List<EdgeCollapser> results) {
        EdgeCollapser reference = EdgeCollapser.meshoptimizers(xyz, mesh.triangleIndices(), mesh.vertexCount());
        reference.run(3 * targetTriangles, maxError, 0, false);
        for (boolean sourceFacing : new boolean[] {false, true}) {
            EdgeCollapser flipped = EdgeCollapser.meshoptimizers(xyz, mesh.triangleIndices(), mesh.vertexCount());
            flipped.run(3 * targetTriangles, maxError, 0, sourceFacing);
            flipped.flip(streamClasses, uv);
            if (flipped.facesSourcesIn(xyz) && !sameAsOne(flipped, results)) {
                results.add(flipped);
            }
        }
        return reference;
    }

    /** Whether {@code result} left the same triangles as one of {@code results} (measured once). */
    private static boolean sameAsOne(EdgeCollapser result, List<EdgeCollapser> results) {
        for (EdgeCollapser r : results) {
            if (same(r, result)) {
                return true;
            }
        }
        return false;
    }

    /** Whether two results left the same triangles, in the same order. */
    private static boolean same(EdgeCollapser a, EdgeCollapser b) {
        return Arrays.equals(a.indices, 0, a.indexCount, b.indices, 0, b.indexCount);
    }

    /** The points the choice between schedules samples on each surface. */
    private static int samples(int triangles) {
        return Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, 4 * triangles));
    }

    /**
     * Of {@code results}, the one nearest the input among those nearer than {@code reference} on both
     * the mean and the largest distance, or {@code reference} itself. Nearer on one figure and
     * farther on the other is no better; a result must be nearer by more than {@link #MEAN_MARGIN}
     * of the reference's mean and {@link #MAX_MARGIN} of its largest distance to be kept instead of
     * it, as the measure does not tell apart results nearer than that. Where the reference has a
     * triangle facing more than 90 degrees away from its input triangle (never kept), any result no
     * farther on either figure is kept (the largest distance is often the same, met at the same
     * place), else the nearest as {@link #nearest} finds it, with the distances measured here.
     */
    private static EdgeCollapser nearerThan(EdgeCollapser reference, List<EdgeCollapser> results, float[] xyz,
            ResultDistance distance, int targetTriangles) {
        boolean eligible = reference.facesSourcesIn(xyz);
        int allowed = Math.max(targetTriangles, reference.indexCount / 3);
        List<EdgeCollapser> others = new ArrayList<>();
        for (EdgeCollapser r : results) {
            if (r.indexCount / 3 <= allowed && !same(r, reference)) {
                others.add(r);
            }
        }
        if (eligible && others.isEmpty() || !eligible && results.size() <= 1) {
            return eligible || results.isEmpty() ? reference : results.get(0);
        }
        double[] anchor = distance.between(reference.indices, reference.indexCount);
        if (anchor == null) {
            return eligible ? reference : nearest(results, distance, targetTriangles, new IdentityHashMap<>());
        }
        double meanShare = eligible ? 1 - MEAN_MARGIN : 1;
        double maxShare = eligible ? 1 - MAX_MARGIN : 1;
        EdgeCollapser best = reference;
        double bestScore = Double.MAX_VALUE;
        Map<EdgeCollapser, double[]> measured = new IdentityHashMap<>();
        for (EdgeCollapser r : others) {
            double[] d = distance.between(r.indices, r.indexCount);
            measured.put(r, d);
            if (d != null && d[0] <= meanShare * anchor[0] && d[1] <= maxShare * anchor[1]) {
                double score = d[0] / anchor[0] + d[1] / anchor[1];
                if (score < bestScore) {
                    best = r;
                    bestScore = score;
                }
            }
        }
        return best != reference || eligible ? best : nearest(results, distance, targetTriangles, measured);
    }

    /**
     * Of the schedules' results, the one nearest the input: among those with the fewest triangles
     * or no more than the target, the least sum of its mean and largest distance, each over the
     * least of the results (so that both count alike); the first schedule's on a tie. A result in
     * {@code known} is not measured again (a result measures the same whatever was measured before).
     */
    private static EdgeCollapser nearest(List<EdgeCollapser> results, ResultDistance distance, int targetTriangles,
            Map<EdgeCollapser, double[]> known) {
        int fewest = Integer.MAX_VALUE;
        for (EdgeCollapser r : results) {
            fewest = Math.min(fewest, r.indexCount / 3);
        }
        int allowed = Math.max(fewest, targetTriangles);
        double[][] measured = new double[results.size()][];
        double leastMean = Double.MAX_VALUE;
        double leastMax = Double.MAX_VALUE;
        for (int k = 0; k < measured.length; k++) {
            EdgeCollapser r = results.get(k);
            if (r.indexCount / 3 <= allowed) {
                measured[k] = known.containsKey(r) ? known.get(r) : distance.between(r.indices, r.indexCount);
            }
            if (measured[k] != null) {
                leastMean = Math.min(leastMean, measured[k][0]);
                leastMax = Math.min(leastMax, measured[k][1]);
            }
        }
        // a floor far below any real distance (positions are floats): two exact results tie
        double floor = 1e-30 + 1e-12 * Math.max(leastMean, leastMax);
        int best = 0;
        double bestScore = Double.MAX_VALUE;
        for (int k = 0; k < measured.length; k++) {
            if (measured[k] == null) {
                continue;
            }
            double score = (measured[k][0] + floor) / (leastMean + floor) + (measured[k][1] + floor) / (leastMax + floor);
            if (score < bestScore) {
                best = k;
                bestScore = score;
            }
        }
        return results.get(best);
    }

    /**
     * Per triangle a number equal for triangles whose triangle streams hold the same values, bit for
     * bit, or null for a mesh without streams: an edge flip never mixes two triangles' data.
     */
    private static int[] streamClasses(Mesh mesh) {
        List<VertexArray> streams = mesh.triangleStreams();
        if (streams.isEmpty()) {
            return null;
        }
        int n = mesh.triangleCount();
        int width = 0;
        for (VertexArray stream : streams) {
            width += stream.byteLength() / Math.max(1, n);
        }
        byte[] all = new byte[width * n];
        int at = 0;
        for (VertexArray stream : streams) {
            int size = stream.byteLength() / Math.max(1, n);
            byte[] bytes = new byte[stream.byteLength()];
            stream.copyBytesTo(bytes, 0);
            for (int t = 0; t < n; t++) {
                System.arraycopy(bytes, t * size, all, t * width + at, size);
            }
            at += size;
        }
        Map<ByteBuffer, Integer> classes = new HashMap<>();
        int[] out = new int[n];
        for (int t = 0; t < n; t++) {
            out[t] = classes.computeIfAbsent(ByteBuffer.wrap(all, t * width, width).slice(), k -> classes.size());
        }
        return out;
    }

    /** The first texture coordinates, two floats a vertex, or null. */
    private static float[] texcoords(Mesh mesh) {
        VertexArray a = mesh.array(AttributeKind.TEXCOORD).orElse(null);
        return a == null ? null : a.convert(ComponentType.FLOAT, 2).toFloatArray();
    }

    /** The weighted attribute values of each vertex, those the mesh has and weighs, or null for none. */
    private static float[] attributeValues(Mesh mesh, AttributeWeights weights) {
        int n = mesh.vertexCount();
        float[][] parts = {
            weighted(mesh, AttributeKind.TEXCOORD, 2, weights.texcoord()),
            weighted(mesh, AttributeKind.NORMAL, 3, weights.normal()),
            weighted(mesh, AttributeKind.COLOR, 4, weights.color())};
        int count = 0;
        for (float[] part : parts) {
            count += part.length / Math.max(1, n);
        }
        if (count == 0 || n == 0) {
            return null;
        }
        float[] out = new float[n * count];
        int at = 0;
        for (float[] part : parts) {
            int size = part.length / n;
            for (int v = 0; v < n; v++) {
                System.arraycopy(part, v * size, out, v * count + at, size);
            }
            at += size;
        }
        return out;
    }

    private static float[] weighted(Mesh mesh, AttributeKind kind, int size, double weight) {
        VertexArray a = mesh.array(kind).orElse(null);
        if (a == null || weight == 0) {
            return new float[0];
        }
        float[] values = a.convert(ComponentType.FLOAT, size).toFloatArray();
        for (int i = 0; i < values.length; i++) {
            values[i] *= (float) weight;
        }
        return values;
    }

    /** The mesh of the collapser's triangles, with the vertices they use (and those no triangle used before). */
    private static Mesh rebuilt(Mesh mesh, EdgeCollapser collapser) {
        int n = mesh.vertexCount();
        boolean[] keep = new boolean[n];
        boolean[] usedBefore = new boolean[n];
        for (int v : mesh.triangleIndices()) {
            usedBefore[v] = true;
        }
        for (int i = 0; i < collapser.indexCount; i++) {
            keep[collapser.indices[i]] = true;
        }
        int[] newIndex = new int[n];
        int[] order = new int[n];
        int count = 0;
        for (int v = 0; v < n; v++) {
            keep[v] |= !usedBefore[v];
            newIndex[v] = keep[v] ? count : -1;
            if (keep[v]) {
                order[count++] = v;
            }
        }
        for (int v = 0; v < n; v++) {
            if (!keep[v] && keep[collapser.moved[v]]) {
                newIndex[v] = newIndex[collapser.moved[v]];
            }
        }
        int[] kept = Arrays.copyOf(order, count);
        Mesh.Builder b = mesh.toBuilder().vertexCount(count);
        for (VertexArray a : mesh.arrays()) {
            b.putArray(a.gather(kept));
        }
        int[] triangles = new int[collapser.indexCount];
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = newIndex[collapser.indices[i]];
        }
        b.trianglesOwned(triangles);
        int[] sources = Arrays.copyOf(collapser.source, triangles.length / 3);
        b.clearTriangleStreams();
        for (VertexArray stream : mesh.triangleStreams()) {
            b.addTriangleStream(stream.gather(sources));
        }
        Welding.renumberExtras(mesh, b, newIndex, count);
        return b.build();
    }
}
