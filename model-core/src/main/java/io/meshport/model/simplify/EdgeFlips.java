package io.meshport.model.simplify;

import io.meshport.model.derive.EdgeAdjacency;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The simplifier's last step: edges flipped where that brings the surface nearer the input. Half-edge
 * collapses keep a subset of the input's vertices, and where the surface is curved the diagonal of
 * each quad they leave decides how near it stays (a sphere's band cut along its long diagonal sinks
 * below the surface); the collapses choose by quadric error, which does not see the diagonal. A flip
 * keeps every vertex and the triangle count, so the result is still a subset of the input's vertices
 * indexed afresh (as a level of detail sharing the input's vertex buffer wants).
 *
 * <p>The measure is local: points spread over each input triangle (four, by area), each kept with
 * the triangle of the surface it is nearest, and points spread over each surface triangle against
 * the input triangles whose points it holds. A flip of the edge two triangles share is made when
 * the input's points of the quad come nearer, the two measures summed over the quad fall by at
 * least a thousandth (and by more than rounding),
 * the largest distance in the quad does not grow, neither new triangle turns from the input
 * triangles the two stand for (the collapses' own test), the two face the same side, the diagonal is
 * no edge already, both triangles' triangle data (streams) are alike and their texture coordinates
 * keep their winding. In passes over the triangles in order (at most {@link #PASSES}), each after
 * the first over the triangles a flip of the pass before changed or bordered: deterministic. Linear:
 * a pass looks at each triangle's edges once, and each look costs its two triangles' points.
 *
 * <p>Then a triangle that still faces away from the input triangle it stands for has an edge
 * flipped where that turns it back, nearer or not ({@link #turnBack}): collapses under
 * meshoptimizer's own rule leave some (its result among them), and a result with one is never kept.
 */
final class EdgeFlips {
    /** Where a surface triangle is measured: a grid of quarters, corners left out (they are input vertices). */
    private static final double[][] DENSE = quarters();
    static final int PASSES = 8;
    /** The least share of the quad's measure a flip must take off. */
    private static final double GAIN = 1e-3;
    private static final int NONE = InputSamples.NONE;

    private final float[] xyz;
    private final int[] remap;
    private final TriangleTurns turns;
    private final int[] indices;
    private final int[] source;
    private final int triangleCount;
    private final int[] streamClass;
    private final float[] uv;
    /** Per triangle edge (3 t + e, from corner e to e + 1), the triangle across it with the same two vertices, or NONE. */
    private final int[] across;
    /** How many triangle edges join each pair of positions, by the pair's key. */
    private final Map<Long, Integer> positionEdges = new HashMap<>();
    private final InputSamples samples;
    /** Per input triangle, the flip that last gathered it (so each is gathered once; stamps start at 1). */
    private final int[] gathered;
    private int stamp;
    private int[] near = new int[16];
    private int nearCount;
    private int[] held = new int[16];
    private double[] heldDistance = new double[16];
    private int[] heldHome = new int[16];
    private final double[] point = new double[3];
    private final double[] normal = new double[3];
    private final double[] normal2 = new double[3];
    /** The largest distance the last {@link #surfaceToInput} found. */
    private double largest;

    /**
     * Edges of the simplified triangles {@code indices} (changed in place) against the input.
     *
     * @param xyz the positions, scaled as the collapser scales them
     * @param input the input's triangles
     * @param remap per vertex the first vertex at its position
     * @param indices the simplified triangles, flipped in place
     * @param source per simplified triangle the input triangle it stands for
     * @param moved per input vertex the vertex it was moved onto
     * @param streamClass per input triangle a number equal for triangles whose triangle data are alike, or null
     * @param uv two texture coordinates a vertex, or null
     */
    EdgeFlips(float[] xyz, int[] input, int[] remap, TriangleTurns turns, int[] indices, int indexCount, int[] source,
            int[] moved, int[] streamClass, float[] uv) {
        this.xyz = xyz;
        this.remap = remap;
        this.turns = turns;
        this.indices = indices;
        this.source = source;
        this.triangleCount = indexCount / 3;
        this.streamClass = streamClass;
        this.uv = uv;
        this.across = across(indices, triangleCount, remap.length);
        for (int t = 0; t < triangleCount; t++) {
            for (int e = 0; e < 3; e++) {
                positionEdges.merge(key(indices[3 * t + e], indices[3 * t + (e + 1) % 3]), 1, Integer::sum);
            }
        }
        this.samples = new InputSamples(xyz, input, indices, triangleCount, across, moved);
        this.gathered = new int[input.length / 3];
    }

    /**
     * The edges' neighbours across ({@link EdgeAdjacency} by vertex number), kept only where the
     * neighbour runs the edge the other way: a quad of two triangles facing one side.
     */
    private static int[] across(int[] indices, int triangleCount, int vertexCount) {
        int[] identity = new int[vertexCount];
        Arrays.setAll(identity, v -> v);
        int[] out = EdgeAdjacency.compute(Arrays.copyOf(indices, 3 * triangleCount), identity);
        for (int i = 0; i < out.length; i++) {
            int o = out[i];
            int a = indices[i];
            int b = indices[i - i % 3 + (i + 1) % 3];
            if (o != NONE && !(indices[3 * o] == b && indices[3 * o + 1] == a || indices[3 * o + 1] == b
                    && indices[3 * o + 2] == a || indices[3 * o + 2] == b && indices[3 * o] == a)) {
                out[i] = NONE;
            }
        }
        return out;
    }

    private long key(int a, int b) {
        int pa = remap[a];
        int pb = remap[b];
        return (long) Math.min(pa, pb) << 32 | Math.max(pa, pb);
    }

    /**
     * Flips edges, in passes, while they bring the surface nearer. The first pass
     * looks at every triangle, each later one at those a flip of the pass before changed or bordered.
     */
    void run() {
        boolean[] look = new boolean[triangleCount];
        boolean[] touched = new boolean[triangleCount];
        Arrays.fill(look, true);
        for (int pass = 0; pass < PASSES; pass++) {
            boolean flipped = false;
            for (int t = 0; t < triangleCount; t++) {
                if (!look[t]) {
                    continue;
                }
                for (int e = 0; e < 3; e++) {
                    int other = across[3 * t + e];
                    if (tryFlip(t, e, false)) {
                        flipped = true;
                        touch(t, touched);
                        touch(other, touched);
                        break;
                    }
                }
            }
            if (!flipped) {
                break;
            }
            boolean[] swap = look;
            look = touched;
            touched = swap;
            Arrays.fill(touched, false);
        }
        turnBack();
    }

    /**
     * Where a triangle still faces away from the input triangle it stands for (the collapses of
     * meshoptimizer's rule check a triangle against itself as it is, not against its input), an
     * edge of it is flipped if that leaves both triangles facing theirs, nearer or not, in a flat
     * quad too (the texture's winding still kept: a fold of the texture is a fault the distances do
     * not see): the result is then one the simplifier may keep. In passes, as {@link #run}'s.
     */
    private void turnBack() {
        for (int pass = 0; pass < PASSES; pass++) {
            boolean flipped = false;
            for (int t = 0; t < triangleCount; t++) {
                if (turns.turnsFromSource(indices[3 * t], indices[3 * t + 1], indices[3 * t + 2], source[t])) {
                    boolean turned = false;
                    for (int e = 0; e < 3 && !turned; e++) {
                        turned = tryFlip(t, e, true);
                    }
                    flipped |= turned;
                }
            }
            if (!flipped) {
                return;
            }
        }
    }

    /** Marks triangle {@code t} and its neighbours across edges to be looked at again. */
    private void touch(int t, boolean[] touched) {
        touched[t] = true;
        for (int e = 0; e < 3; e++) {
            if (across[3 * t + e] != NONE) {
                touched[across[3 * t + e]] = true;
            }
        }
    }

    /**
     * Flips edge {@code e} of {@code t1} if the rules let it and the quad comes nearer, or ({@code
     * turning}) if the two triangles then face their input triangles.
     */
    private boolean tryFlip(int t1, int e, boolean turning) {
        int t2 = across[3 * t1 + e];
        if (t2 == NONE || t2 == t1) {
            return false;
        }
        int a = indices[3 * t1 + e];
        int b = indices[3 * t1 + (e + 1) % 3];
        int c = indices[3 * t1 + (e + 2) % 3];
        int f = corner(t2, a);
        int d = indices[3 * t2 + (f + 1) % 3];
        int pc = remap[c];
        int pd = remap[d];
        if (pc == pd || pc == remap[a] || pc == remap[b] || pd == remap[a] || pd == remap[b]
                || positionEdges.containsKey(key(c, d))) {
            return false;
        }
        if (!turning && flat(a, b, c, d)) {
            return false;
        }
        int s1 = source[t1];
        int s2 = source[t2];
        if (streamClass != null && streamClass[s1] != streamClass[s2]) {
            return false;
        }
        if (turns.turnsFromSource(c, a, d, s1) || turns.turnsFromSource(c, a, d, s2)
                || turns.turnsFromSource(d, b, c, s1) || turns.turnsFromSource(d, b, c, s2)) {
            return false;
        }
        TriangleTurns.normal(xyz, c, a, d, normal);
        TriangleTurns.normal(xyz, d, b, c, normal2);
        if (normal[0] * normal2[0] + normal[1] * normal2[1] + normal[2] * normal2[2] <= 0 || !keepsWinding(a, b, c, d)) {
            return false;
        }
        return flipIfNearer(t1, t2, a, b, c, d, turning);
    }

    /**
     * Whether quad (a, b, c) and (b, a, d) is flat, d within rounding of the plane of (a, b, c): its
     * other diagonal covers the same ground, no nearer.
     */
    private boolean flat(int a, int b, int c, int d) {
        TriangleTurns.normal(xyz, a, b, c, normal);
        double h = normal[0] * (xyz[3 * d] - xyz[3 * a]) + normal[1] * (xyz[3 * d + 1] - xyz[3 * a + 1])
                + normal[2] * (xyz[3 * d + 2] - xyz[3 * a + 2]);
        return h * h <= 1e-12 * (normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
    }

    private int corner(int t, int v) {
        return indices[3 * t] == v ? 0 : indices[3 * t + 1] == v ? 1 : 2;
    }

    /** Whether the texture coordinates of (c, a, d) and (d, b, c) wind as those of (a, b, c) and (b, a, d) do. */
    private boolean keepsWinding(int a, int b, int c, int d) {
        if (uv == null) {
            return true;
        }
        double w1 = uvArea(a, b, c);
        double w2 = uvArea(b, a, d);
        double w3 = uvArea(c, a, d);
        double w4 = uvArea(d, b, c);
        return w1 > 0 && w2 > 0 && w3 > 0 && w4 > 0 || w1 < 0 && w2 < 0 && w3 < 0 && w4 < 0;
    }

    private double uvArea(int a, int b, int c) {
        double ux = uv[2 * b] - uv[2 * a];
        double uy = uv[2 * b + 1] - uv[2 * a + 1];
        double vx = uv[2 * c] - uv[2 * a];
        double vy = uv[2 * c + 1] - uv[2 * a + 1];
        return ux * vy - uy * vx;
    }

    /** Flips the edge a-b of t1 and t2 to c-d if the quad comes nearer, or ({@code turning}) in any case. */
    private boolean flipIfNearer(int t1, int t2, int a, int b, int c, int d, boolean turning) {
        int count = gather(t1, 0);
        count = gather(t2, count);
        if (count == 0 && !turning) {
            return false;
        }
        double before = 0;
        for (int i = 0; i < count; i++) {
            before += samples.weight(held[i]) * samples.distance2(held[i]);
        }
        if (!turning && farFromPlanes(count, a, b, c, d, before)) {
            return false;
        }
        stamp++;
        nearCount = 0;
        double after = 0;
        double largestBefore = 0;
        double largestAfter = 0;
        for (int i = 0; i < count; i++) {
            int s = held[i];
            int inputTriangle = samples.inputTriangle(s);
            if (gathered[inputTriangle] != stamp) {
                gathered[inputTriangle] = stamp;
                if (nearCount == near.length) {
                    near = Arrays.copyOf(near, 2 * nearCount);
                }
                near[nearCount++] = inputTriangle;
            }
            double d3 = samples.to(s, c, a, d);
            double d4 = samples.to(s, d, b, c);
            heldDistance[i] = Math.min(d3, d4);
            heldHome[i] = d3 <= d4 ? t1 : t2;
            after += samples.weight(s) * heldDistance[i];
            largestBefore = Math.max(largestBefore, samples.distance2(s));
            largestAfter = Math.max(largestAfter, heldDistance[i]);
        }
        if (turning) {
            flip(t1, t2, a, b, c, d, count);
            return true;
        }
        // the input's points nearer first: the surface's points are measured only then (most
        // flips looked at fail here, at an eighth of the cost)
        if (!(after < before) || largestAfter > largestBefore) {
            return false;
        }
        before += surfaceToInput(a, b, c);
        largestBefore = Math.max(largestBefore, largest);
        before += surfaceToInput(b, a, d);
        largestBefore = Math.max(largestBefore, largest);
        after += surfaceToInput(c, a, d);
        largestAfter = Math.max(largestAfter, largest);
        after += surfaceToInput(d, b, c);
        largestAfter = Math.max(largestAfter, largest);
        double gain = before - after;
        // more than a thousandth, and more than rounding where the quad is flat already
        if (!(gain > GAIN * before && gain > 1e-12 * (area(a, b, c) + area(b, a, d))) || largestAfter > largestBefore) {
            return false;
        }
        flip(t1, t2, a, b, c, d, count);
        return true;
    }

    /**
     * Whether the held input points are, by their distances to the two new triangles' planes alone,
     * no nearer than {@code before}: a plane is no farther than a triangle in it, so the triangles
     * could not bring them nearer (a fraction of the cost of measuring the triangles).
     */
    private boolean farFromPlanes(int count, int a, int b, int c, int d, double before) {
        TriangleTurns.normal(xyz, c, a, d, normal);
        TriangleTurns.normal(xyz, d, b, c, normal2);
        double l1 = Math.sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
        double l2 = Math.sqrt(normal2[0] * normal2[0] + normal2[1] * normal2[1] + normal2[2] * normal2[2]);
        if (!(l1 > 0 && l2 > 0)) {
            return false;
        }
        for (int k = 0; k < 3; k++) {
            normal[k] /= l1;
            normal2[k] /= l2;
        }
        double lower = 0;
        for (int i = 0; i < count; i++) {
            int s = held[i];
            lower += samples.weight(s) * Math.min(samples.toPlane(s, c, normal), samples.toPlane(s, d, normal2));
            if (lower * (1 - 1e-9) >= before) {
                return true;
            }
        }
        return false;
    }

    /** Adds the samples of triangle {@code t} to {@link #held} from {@code count} on; the new count. */
    private int gather(int t, int count) {
        for (int s = samples.first(t); s != NONE; s = samples.next(s)) {
            if (count == held.length) {
                held = Arrays.copyOf(held, 2 * count);
                heldDistance = Arrays.copyOf(heldDistance, 2 * count);
                heldHome = Arrays.copyOf(heldHome, 2 * count);
            }
            held[count++] = s;
        }
        return count;
    }

    /**
     * (a, b, c) and (b, a, d) become (c, a, d) and (d, b, c), in the same two places; the {@code
     * count} held input points go to the new triangle they are nearest.
     */
    private void flip(int t1, int t2, int a, int b, int c, int d, int count) {
        samples.clear(t1);
        samples.clear(t2);
        for (int i = 0; i < count; i++) {
            samples.keep(held[i], heldHome[i], heldDistance[i]);
        }
        // the outer neighbours: across b-c and c-a of t1, a-d and d-b of t2
        int bc = across[3 * t1 + corner(t1, b)];
        int ca = across[3 * t1 + corner(t1, c)];
        int ad = across[3 * t2 + corner(t2, a)];
        int db = across[3 * t2 + corner(t2, d)];
        positionEdges.merge(key(a, b), -2, (x, y) -> x + y == 0 ? null : x + y);
        positionEdges.merge(key(c, d), 2, Integer::sum);
        set(t1, c, a, d);
        set(t2, d, b, c);
        across[3 * t1] = ca;
        across[3 * t1 + 1] = ad;
        across[3 * t1 + 2] = t2;
        across[3 * t2] = db;
        across[3 * t2 + 1] = bc;
        across[3 * t2 + 2] = t1;
        pointBack(ad, t2, t1);
        pointBack(bc, t1, t2);
    }

    private void set(int t, int a, int b, int c) {
        indices[3 * t] = a;
        indices[3 * t + 1] = b;
        indices[3 * t + 2] = c;
    }

    /** Triangle {@code o}'s edge that led to {@code from} leads to {@code to} now. */
    private void pointBack(int o, int from, int to) {
        if (o == NONE) {
            return;
        }
        for (int e = 0; e < 3; e++) {
            if (across[3 * o + e] == from) {
                int v = indices[3 * o + (e + 1) % 3];
                int w = indices[3 * o + e];
                // the edge w-v of o is v-w of "to"
                if (indices[3 * to] == v && indices[3 * to + 1] == w || indices[3 * to + 1] == v && indices[3 * to + 2] == w
                        || indices[3 * to + 2] == v && indices[3 * to] == w) {
                    across[3 * o + e] = to;
                    return;
                }
            }
        }
    }

    /**
     * The measure of surface triangle (a, b, c) against the input triangles gathered ({@link #near}):
     * its area times the mean squared distance of its points; the largest in {@link #largest}.
     */
    private double surfaceToInput(int a, int b, int c) {
        double sum = 0;
        largest = 0;
        for (double[] w : DENSE) {
            at(xyz, a, b, c, w, point);
            double best = samples.nearestInput(point, near, nearCount);
            sum += best;
            largest = Math.max(largest, best);
        }
        return sum * area(a, b, c) / DENSE.length;
    }

    /** The point at barycentric weights {@code w} of triangle (a, b, c) into {@code out}. */
    static void at(float[] xyz, int a, int b, int c, double[] w, double[] out) {
        for (int k = 0; k < 3; k++) {
            out[k] = w[0] * xyz[3 * a + k] + w[1] * xyz[3 * b + k] + w[2] * xyz[3 * c + k];
        }
    }

    private double area(int a, int b, int c) {
        TriangleTurns.normal(xyz, a, b, c, normal);
        return Math.sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]) / 2;
    }

    private static double[][] quarters() {
        double[][] out = new double[12][];
        int n = 0;
        for (int i = 0; i <= 4; i++) {
            for (int j = 0; i + j <= 4; j++) {
                int k = 4 - i - j;
                if (i != 4 && j != 4 && k != 4) {
                    out[n++] = new double[] {i / 4.0, j / 4.0, k / 4.0};
                }
            }
        }
        return out;
    }
}
