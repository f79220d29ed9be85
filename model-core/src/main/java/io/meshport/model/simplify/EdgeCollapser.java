package io.meshport.model.simplify;

import java.util.Arrays;

/**
 * The simplifier's work on one triangle list: half-edge collapses (a vertex moved onto a
 * neighbour, so no new positions or attributes are made and every vertex kept keeps its own
 * data), ordered by quadric error, in passes: each pass ranks every edge that may collapse,
 * takes the cheapest while their error stays near the pass's goal, moving no vertex twice, and
 * renumbers the triangles. As in meshoptimizer's {@code meshopt_simplify} (zeux/meshoptimizer,
 * "simplifier.cpp"), whose rules this follows: vertices are classified by the open edges around
 * them (manifold; border, which moves only along its border; seam, the two copies of a vertex
 * split by a texture or normal seam, which move together along the seam; complex, in permissive
 * mode only, a point of more copies inside the surface (flat shading), which moves with all its
 * copies at once; locked, anything else, which never moves), a collapse that would turn a
 * triangle over is not made, and border and seam edges add a plane through them so that
 * outlines keep their shape.
 *
 * <p>{@link #meshoptimizers} makes one that follows meshoptimizer to the bit: its arithmetic
 * ({@link MeshoptArithmetic}), its count of the triangles a collapse removes, its pass's error goal.
 *
 * <p>Positions are scaled into the unit cube first, so errors are relative to the mesh's extent.
 * Memory is linear in the mesh; a pass is linear but for the sort of its candidate edges.
 */
final class EdgeCollapser {
    static final int MANIFOLD = 0;
    static final int BORDER = 1;
    static final int SEAM = 2;
    static final int COMPLEX = 3;
    static final int LOCKED = 4;
    static final int NONE = -1;
    /**
     * The triangles a pass may look at, at most, trying to move one position whose moves turn
     * triangles over (at least eight tries): no real mesh's vertex is turned back so often.
     */
    static final int FLIP_WORK = 4096;

    private final int vertexCount;
    private final float[] xyz;
    /** Per vertex, the first vertex at its position. */
    private final int[] remap;
    /** Per vertex, the next vertex at its position (a ring). */
    private final int[] wedge;
    private final int[] kind;
    /** Per vertex, the vertex its open outgoing edge goes to (border and seam), or NONE. */
    private final int[] loop;
    /** Per vertex, the vertex its open incoming edge comes from, or NONE. */
    private final int[] loopback;
    /** The error quadrics, or null where meshoptimizer's are used. */
    private final double[] quadrics;
    /** Meshoptimizer's quadrics ({@link MeshoptArithmetic}), or null. */
    private final float[] meshoptQuadrics;
    final int[] indices;
    /** Per triangle of {@link #indices}, the triangle of the input it is. */
    final int[] source;
    int indexCount;
    /** For each input vertex, the vertex it was moved onto (itself when kept). */
    final int[] moved;
    private double error;
    /** The tests of a collapse's triangles against turning over. */
    private final TriangleTurns turns;
    /** The attribute part of the error, or null. */
    private final AttributeQuadrics attributes;
    /** Where each collapse is written down as it is made, or null. */
    private final VertexCollapses log;
    private int pass;
    /** The input's triangles, which the edge flips measure the surface against. */
    private final int[] input;
    /** Whether the rules are off: every vertex may move, triangles may turn over ({@link #relax}). */
    private boolean relaxed;
    /** Whether collapses are checked against the input triangles' facing too ({@link #run(int, double, int, boolean)}). */
    private boolean sourceFacing = true;

    EdgeCollapser(float[] positions, int[] triangles, int vertexCount) {
        this(positions, triangles, vertexCount, null);
    }

    EdgeCollapser(float[] positions, int[] triangles, int vertexCount, VertexCollapses log) {
        this(positions, triangles, vertexCount, log, null, 0, false);
    }

    /**
     * @param attributeValues {@code attributeCount} weighted attribute values a vertex whose
     *     error counts beside the positions', or null
     * @param permissive whether points of more than two copies (and seams) inside the surface may
     *     move, all their copies together ({@link AttributeWeights#permissive()})
     */
    EdgeCollapser(float[] positions, int[] triangles, int vertexCount, VertexCollapses log, float[] attributeValues,
            int attributeCount, boolean permissive) {
        this(positions, triangles, vertexCount, log, attributeValues, attributeCount, permissive, false);
    }

    /**
     * A collapser that computes, counts and ends its passes as meshoptimizer's {@code meshopt_simplify}
     * does ({@link MeshoptArithmetic}; positions alone, no flips): run with meshoptimizer's passes
     * and its turn rule alone, it ends at the triangles meshoptimizer's default simplification does,
     * but where this collapser's own bounds part from it: a position turned back {@link #FLIP_WORK}
     * triangles' worth in a pass rests, and a seam collapse whose other side runs along no edge of
     * the loop is passed over (meshoptimizer asserts it never happens); no corpus mesh meets either.
     */
    static EdgeCollapser meshoptimizers(float[] positions, int[] triangles, int vertexCount) {
        return new EdgeCollapser(positions, triangles, vertexCount, null, null, 0, false, true);
    }

    private EdgeCollapser(float[] positions, int[] triangles, int vertexCount, VertexCollapses log,
            float[] attributeValues, int attributeCount, boolean permissive, boolean meshopt) {
        this.log = log;
        this.vertexCount = vertexCount;
        this.xyz = meshopt ? MeshoptArithmetic.scaled(positions, vertexCount) : PositionRings.scaled(positions, vertexCount);
        this.input = triangles;
        this.indices = triangles.clone();
        this.indexCount = triangles.length;
        this.source = new int[triangles.length / 3];
        for (int t = 0; t < source.length; t++) {
            source[t] = t;
        }
        this.turns = new TriangleTurns(xyz, indices);
        // (meshoptimizer's positions are the same where the input's are, before scaling)
        this.remap = PositionRings.remap(meshopt ? positions : xyz, vertexCount);
        this.wedge = PositionRings.rings(remap);
        this.kind = new int[vertexCount];
        this.loop = new int[vertexCount];
        this.loopback = new int[vertexCount];
        VertexKinds.classify(indices, indexCount, remap, wedge, kind, loop, loopback, permissive);
        this.quadrics = meshopt ? null
                : new QuadricPlanes(this.xyz, indices, indexCount, vertexCount, remap, kind, loop, loopback).quadrics();
        this.meshoptQuadrics = meshopt
                ? MeshoptArithmetic.quadrics(xyz, indices, indexCount, vertexCount, remap, kind, loop, loopback) : null;
        this.attributes = attributeValues == null || attributeCount == 0 ? null
                : new AttributeQuadrics(xyz, indices, indexCount, vertexCount, attributeValues, attributeCount);
        this.moved = new int[vertexCount];
        for (int v = 0; v < vertexCount; v++) {
            moved[v] = v;
        }
    }

    /**
     * Turns the rules off for the collapses still to come: every vertex may move onto any
     * neighbour, triangles may turn over. For a hierarchy that must merge everything in the end,
     * once the rules let nothing more go.
     */
    void relax() {
        Arrays.fill(kind, MANIFOLD);
        relaxed = true;
    }

    /**
     * Flips edges where that brings the surface nearer the input ({@link EdgeFlips}).
     *
     * @param streamClass per input triangle a number equal for triangles whose triangle data are alike, or null
     * @param uv two texture coordinates a vertex, or null
     */
    void flip(int[] streamClass, float[] uv) {
        if (indexCount > 0) {
            new EdgeFlips(xyz, input, remap, turns, indices, indexCount, source, moved, streamClass, uv).run();
        }
    }

    /**
     * Whether no triangle left faces more than 90 degrees away from the input triangle it stands
     * for, read in {@code positions} (the model's own, before scaling) with no margin: a triangle
     * turned to stand upright on its source's plane passes, as it does the corpus test, where the
     * collapses' own rule ({@link TriangleTurns#turnsFromSource}, with a margin against rounding)
     * refuses it. What every result is kept by.
     */
    boolean facesSourcesIn(float[] positions) {
        double[] n = new double[3];
        double[] s = new double[3];
        for (int i = 0; i < indexCount; i += 3) {
            int t = source[i / 3];
            TriangleTurns.normal(positions, indices[i], indices[i + 1], indices[i + 2], n);
            TriangleTurns.normal(positions, input[3 * t], input[3 * t + 1], input[3 * t + 2], s);
            double dot = n[0] * s[0] + n[1] * s[1] + n[2] * s[2];
            double lengths = Math.sqrt((n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
                    * (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]));
            if (dot < -1e-9 * lengths) {
                return false;
            }
        }
        return true;
    }

    /** The largest error reached, as a distance relative to the mesh's extent. */
    double error() {
        return Math.sqrt(error);
    }

    /**
     * Collapses edges until at most {@code targetIndexCount} indexes are left or the next collapse
     * would pass {@code maxError} (relative to the extent) or none is possible.
     */
    void run(int targetIndexCount, double maxError) {
        run(targetIndexCount, maxError, 0, true);
    }

    /**
     * Collapses edges as {@link #run(int, double)} does, a pass aiming at no more than one
     * {@code passShare}-th of the triangles left ({@code 0}: at all the triangles to the target, as
     * meshoptimizer's passes do): shorter passes rank the edges again, with the quadrics the
     * collapses before them summed, more often.
     *
     * @param sourceFacing whether a collapse that leaves a triangle facing away from its input
     *     triangle is refused ({@link TriangleTurns#turnsFromSource}); without, only turns of a
     *     triangle as it is are (meshoptimizer's rule), and the result may need {@link #facesSourcesIn}
     */
    void run(int targetIndexCount, double maxError, int passShare, boolean sourceFacing) {
        this.sourceFacing = sourceFacing;
        double limit = maxError * maxError;
        CornerAdjacency adjacency = CornerAdjacency.of(indices, indexCount, vertexCount, remap);
        int[] collapseRemap = new int[vertexCount];
        boolean[] locked = new boolean[vertexCount];
        int[] turnedBack = new int[vertexCount];
        while (indexCount > targetIndexCount) {
            adjacency.update(indices, indexCount, remap);
            long[] candidates = CollapseCandidates.of(indices, indexCount, remap, kind, loop, loopback, relaxed);
            if (candidates.length == 0) {
                break;
            }
            long[] ranked = rank(candidates);
            int goal = (indexCount - targetIndexCount) / 3;
            if (passShare > 0) {
                goal = Math.min(goal, Math.max(1, indexCount / 3 / passShare));
            }
            for (int v = 0; v < vertexCount; v++) {
                collapseRemap[v] = v;
            }
            Arrays.fill(locked, false);
            Arrays.fill(turnedBack, 0);
            int done = collapse(ranked, candidates, adjacency, collapseRemap, locked, turnedBack, goal, limit);
            if (done == 0) {
                break;
            }
            remapLoop(loop, collapseRemap, meshoptQuadrics != null);
            remapLoop(loopback, collapseRemap, meshoptQuadrics != null);
            for (int v = 0; v < vertexCount; v++) {
                moved[v] = collapseRemap[moved[v]];
            }
            renumber(collapseRemap);
            pass++;
        }
    }

    /**
     * Each candidate's cheaper direction and its error: sorted keys (error bits << 32 | candidate),
     * the candidate turned round in place where the other direction is cheaper.
     */
    private long[] rank(long[] candidates) {
        long[] keys = new long[candidates.length];
        for (int c = 0; c < candidates.length; c++) {
            int i0 = (int) (candidates[c] >>> 32);
            int i1 = (int) candidates[c] & 0x7fffffff;
            boolean both = (candidates[c] & 0x80000000L) != 0;
            double ei = cost(i0, i1);
            double ej = both ? cost(i1, i0) : Double.MAX_VALUE;
            if (both && ej < ei) {
                candidates[c] = (long) i1 << 32 | i0;
                ei = ej;
            } else {
                candidates[c] = (long) i0 << 32 | i1;
            }
            keys[c] = (long) Float.floatToIntBits((float) Math.min(ei, Float.MAX_VALUE)) << 32 | c;
        }
        // by error (its top bits, as meshoptimizer ranks), ties in candidate order
        return ErrorBins.sorted(keys);
    }

    private double cost(int from, int to) {
        if (meshoptQuadrics != null) {
            return MeshoptArithmetic.error(meshoptQuadrics, remap[from], xyz, to);
        }
        int r0 = remap[from];
        int r1 = remap[to];
        double x = xyz[3 * r1];
        double y = xyz[3 * r1 + 1];
        double z = xyz[3 * r1 + 2];
        double e = Quadrics.error(quadrics, r0, x, y, z);
        if (attributes != null) {
            e += attributes.error(from, to, x, y, z);
            int sibling = seamSibling(from, to);
            if (sibling != NONE) {
                e += attributes.error(wedge[from], sibling, x, y, z);
            }
            if (kind[from] == COMPLEX) {
                // every copy moves: each one's attributes onto the copy it goes to
                for (int v = wedge[from]; v != from; v = wedge[v]) {
                    e += attributes.error(v, complexTarget(v, to), x, y, z);
                }
            }
        }
        return e;
    }

    /**
     * The copy of {@code to}'s point that copy {@code v} of a complex point goes to: the one its open
     * edge (an attribute split runs like a seam) reaches, else {@code to} (meshoptimizer's
     * {@code getComplexTarget}).
     */
    private int complexTarget(int v, int to) {
        int r = remap[to];
        if (loop[v] != NONE && remap[loop[v]] == r) {
            return loop[v];
        }
        if (loopback[v] != NONE && remap[loopback[v]] == r) {
            return loopback[v];
        }
        return to;
    }

    /** Where the other side of seam vertex {@code from} goes when it moves onto {@code to}, or NONE. */
    private int seamSibling(int from, int to) {
        if (kind[from] != SEAM) {
            return NONE;
        }
        int s0 = wedge[from];
        return loop[from] == to ? loopback[s0] : loop[s0];
    }

    private int collapse(long[] ranked, long[] candidates, CornerAdjacency adjacency, int[] collapseRemap,
            boolean[] locked, int[] turnedBack, int triangleGoal, double limit) {
        int edgeGoal = triangleGoal / 2;
        int triangles = 0;
        int edges = 0;
        for (long key : ranked) {
            float e = Float.intBitsToFloat((int) (key >>> 32));
            int c = (int) key;
            if (e > limit || triangles >= triangleGoal) {
                break;
            }
            // the error a pass may reach: a little over that of its goal-th cheapest edge, as many
            // of the edges before it are locked by the collapses next to them
            float at = edgeGoal < ranked.length ? Float.intBitsToFloat((int) (ranked[edgeGoal] >>> 32)) : Float.NaN;
            double goal = edgeGoal >= ranked.length ? Double.MAX_VALUE : meshoptQuadrics != null ? 1.5f * at : 1.5 * at;
            if (e > goal && e > error && triangles > triangleGoal / 6) {
                break;
            }
            int i0 = (int) (candidates[c] >>> 32);
            int i1 = (int) candidates[c];
            int r0 = remap[i0];
            int r1 = remap[i1];
            if (locked[r0] || locked[r1]) {
                continue;
            }
            // each look for turned triangles goes round every triangle at r0: the centre of a fan of
            // thousands, tried onto each point of its rim in turn, made a pass quadratic (80,000
            // triangles took minutes). A position turned back this often in a pass is taken as
            // turning its further collapses back too: a pass looks at most at FLIP_WORK, or eight
            // times its triangles, a position
            if (!relaxed && (turnedBack[r0] >= tries(adjacency, r0) || flips(adjacency, collapseRemap, r0, r1))) {
                turnedBack[r0]++;
                edgeGoal++;
                continue;
            }
            if (kind[i0] == SEAM) {
                int s1 = seamSibling(i0, i1);
                if (s1 == NONE || remap[s1] != r1) {
                    continue; // the seam's other side does not run along this edge
                }
            }
            // counted by the triangles it really removes (a seam's both sides, a fan); the pass ends
            // with the one that reaches its goal, even a triangle or two past it, as meshoptimizer's
            // does: passing it over for a later one that fits was nearer to the target but, on the
            // corpus, further from the shape more often than not
            int removed = meshoptQuadrics != null ? kind[i0] == BORDER ? 1 : 2 : removedBy(adjacency, collapseRemap, r0, r1);
            commit(i0, i1, e, collapseRemap, locked);
            triangles += removed;
            edges++;
        }
        return edges;
    }

    /**
     * The triangles a collapse of position {@code r0} onto {@code r1} removes: those around r0
     * that have r1 (on both sides of a seam), not already gone in this pass.
     */
    private static int removedBy(CornerAdjacency adjacency, int[] collapseRemap, int r0, int r1) {
        int n = 0;
        for (int k = adjacency.offsets[r0]; k < adjacency.offsets[r0 + 1]; k++) {
            int a = collapseRemap[adjacency.next[k]];
            int b = collapseRemap[adjacency.prev[k]];
            if (a != b && (a == r1 || b == r1)) {
                n++;
            }
        }
        return n;
    }

    /** Moves vertex {@code i0} onto {@code i1} (a seam's or complex point's copies with it). */
    private void commit(int i0, int i1, float e, int[] collapseRemap, boolean[] locked) {
        int r0 = remap[i0];
        int r1 = remap[i1];
        if (kind[i0] == COMPLEX) {
            for (int v = wedge[i0]; v != i0; v = wedge[v]) {
                int t = complexTarget(v, i1);
                collapseRemap[v] = t;
                if (attributes != null) {
                    attributes.add(t, v);
                }
                logged(v, t, e);
            }
            i1 = complexTarget(i0, i1);
        } else if (kind[i0] == SEAM) {
            int s0 = wedge[i0];
            int s1 = seamSibling(i0, i1);
            if (s0 == i0) {
                // a half-seam moves once, onto the copy its other open edge reaches
                i1 = s1;
            } else {
                collapseRemap[s0] = s1;
                if (attributes != null) {
                    attributes.add(s1, s0);
                }
                logged(s0, s1, e);
            }
        }
        collapseRemap[i0] = i1;
        logged(i0, i1, e);
        if (meshoptQuadrics != null) {
            MeshoptArithmetic.add(meshoptQuadrics, r1, meshoptQuadrics, r0);
        } else {
            Quadrics.add(quadrics, r1, r0);
        }
        if (attributes != null) {
            attributes.add(i1, i0);
        }
        locked[r0] = true;
        locked[r1] = true;
        error = Math.max(error, e);
    }

    private void logged(int from, int onto, float e) {
        if (log != null) {
            log.add(from, onto, pass, e);
        }
    }

    /** The looks for turned triangles a pass gives position {@code r}: {@link #FLIP_WORK} of its triangles' worth, at least eight. */
    private static int tries(CornerAdjacency adjacency, int r) {
        return Math.max(8, FLIP_WORK / Math.max(1, adjacency.offsets[r + 1] - adjacency.offsets[r]));
    }

    /** Whether moving position {@code r0} onto {@code r1} turns a triangle around {@code r0} over. */
    private boolean flips(CornerAdjacency adjacency, int[] collapseRemap, int r0, int r1) {
        for (int k = adjacency.offsets[r0]; k < adjacency.offsets[r0 + 1]; k++) {
            int a = collapseRemap[adjacency.next[k]];
            int b = collapseRemap[adjacency.prev[k]];
            if (a == r1 || b == r1 || a == b) {
                continue;
            }
            if ((meshoptQuadrics != null ? MeshoptArithmetic.flip(xyz, a, b, r0, r1) : turns.flip(a, b, r0, r1))
                    || sourceFacing && turns.turnsFromSource(a, b, r1, source[adjacency.triangle[k]])) {
                return true;
            }
        }
        return false;
    }

    /** Loops after a pass: an edge to a moved vertex goes to where it moved. */
    private static void remapLoop(int[] loop, int[] collapseRemap, boolean meshopt) {
        for (int v = 0; v < loop.length; v++) {
            if (loop[v] != NONE) {
                int l = loop[v];
                int r = collapseRemap[l];
                // a seam edge collapsed against the loop's direction
                loop[v] = v != r ? r : meshopt && loop[l] != NONE ? collapseRemap[loop[l]] : loop[l];
            }
        }
    }

    /** The triangles with moved vertices renumbered; those left with a repeated vertex dropped. */
    private void renumber(int[] collapseRemap) {
        int write = 0;
        for (int i = 0; i < indexCount; i += 3) {
            int a = collapseRemap[indices[i]];
            int b = collapseRemap[indices[i + 1]];
            int c = collapseRemap[indices[i + 2]];
            // two copies of a position (a seam's sides) in one triangle make it a line: dropped too
            if (remap[a] != remap[b] && remap[a] != remap[c] && remap[b] != remap[c]) {
                source[write / 3] = source[i / 3];
                indices[write++] = a;
                indices[write++] = b;
                indices[write++] = c;
            }
        }
        indexCount = write;
    }
}
