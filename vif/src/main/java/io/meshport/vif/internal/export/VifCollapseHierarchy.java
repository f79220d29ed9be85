package io.meshport.vif.internal.export;

import io.meshport.model.simplify.VertexCollapses;
import java.util.Arrays;

/**
 * Builds a vertex tree over a mesh's vertices from the order in which the simplifier collapses
 * them ({@link VertexCollapses}: quadric error, borders and seams kept, no triangle turned over),
 * as GLOD builds VIF hierarchies by edge collapses, so that cutting the tree where its errors are
 * smallest is a good simplification. Each pass of collapses is one level: a vertex that took
 * another in a pass becomes an interior vertex over its own node and the other's, with the
 * attributes of the vertex that stayed (the simplifier's half-edge collapse) but standing where the
 * planes of all the points under it are nearest, within their box, when that is nearer them than
 * the vertex that stayed ({@link MergedQuadrics}: a kept corner sits badly in a boxy shape the
 * collapses fold), with the collapse's error (a distance in the mesh's units, at least half the
 * size of a part whose last triangle it takes, {@link PartEnds}, and never less than its
 * children's); a vertex no
 * collapse of a pass touched passes up as it is, so the tree is as deep as the passes (about
 * the logarithm of the vertices), not as the collapses. The simplifier sees points: the copies of
 * a vertex at one position (a texture seam's, a patch border's) are one point, joined under one
 * interior vertex the first time the point takes part in a collapse. What no collapse joins (separate parts,
 * locked corners, vertices of no triangle) is clustered at the top by {@link VifHierarchyBuilder}'s
 * octree. Merges have two children (eight at most at the top). A mesh of
 * {@link MeasuredCollapses#MAX_TRIANGLES} triangles or fewer (unless measuring it takes more
 * than {@link MeasuredCollapses#MAX_MEASURED}) takes its order from {@link MeasuredCollapses}
 * instead (each collapse the one that adds least to the measured
 * distance between the surface and the original, near points of separate parts merged too): each
 * collapse is an interior vertex where that collapse put it, with the mean distance after it as
 * its error; the tree is then as deep as the collapses, which a mesh that small keeps short.
 */
final class VifCollapseHierarchy {
    private VifCollapseHierarchy() {
    }

    /**
     * The tree over {@code xyz.length / 3} vertices whose triangles are {@code corners}, numbered
     * as {@link VifTree} says; none for none.
     */
    static VifTree build(float[] xyz, int[] corners) {
        int n = xyz.length / 3;
        if (n == 0) {
            return VifTree.none(0);
        }
        // the collapses are of points: copies of a vertex at one position (texture seams, patches)
        // are one point to the simplifier, which would lock a point of more than two copies
        Points points = Points.of(xyz, n);
        int[] triangles = surface(corners, points.point);
        VifNodes nodes = new VifNodes();
        // each point's node so far: its copies (leaves), until it takes part in a collapse
        int[] node = new int[points.count];
        Arrays.fill(node, NOT_YET);
        MeasuredCollapses measured = MeasuredCollapses.of(points.xyz, triangles, points.count);
        if (measured != null) {
            for (int i = 0; i < measured.count(); i++) {
                float error = (float) Math.min(Float.MAX_VALUE, measured.error(i));
                int merged = merge(measured.from(i), measured.onto(i), error, points, node, nodes);
                nodes.place(merged, measured.position(i, 0), measured.position(i, 1), measured.position(i, 2));
            }
        } else {
            VertexCollapses collapses = VertexCollapses.of(points.xyz, triangles, points.count);
            MergedQuadrics planes = MergedQuadrics.of(points.xyz, triangles, points.count);
            float[] partEnd = PartEnds.of(collapses, points.xyz, triangles, points.count);
            for (int i = 0; i < collapses.count(); i++) {
                float error = (float) Math.min(Float.MAX_VALUE, collapses.error(i) * collapses.extent());
                int merged = merge(collapses.from(i), collapses.onto(i), Math.max(error, partEnd[i]), points, node,
                        nodes);
                planes.merge(collapses.onto(i), collapses.from(i));
                float[] best = planes.optimum(collapses.onto(i));
                if (best != null) {
                    nodes.place(merged, best[0], best[1], best[2]);
                }
            }
        }
        int kept = 0;
        for (int p = 0; p < points.count; p++) {
            kept += node[p] == GONE ? 0 : 1;
        }
        int[] items = new int[kept];
        float[] at = new float[3 * kept];
        int k = 0;
        for (int p = 0; p < points.count; p++) {
            if (node[p] != GONE) {
                items[k] = ofPoint(p, points, node, nodes);
                System.arraycopy(points.xyz, 3 * p, at, 3 * k, 3);
                k++;
            }
        }
        return nodes.tree(VifHierarchyBuilder.root(at, items, nodes), n);
    }

    /**
     * The triangles by point, each set of three points once: the back of a two-sided face is the
     * same surface, and with it an open sheet would look closed to the simplifier, which would then
     * fold it away at no cost (its borders weigh only when they are borders).
     */
    private static int[] surface(int[] corners, int[] point) {
        int[] sorted = new int[corners.length];
        for (int i = 0; i < corners.length; i += 3) {
            int a = point[corners[i]];
            int b = point[corners[i + 1]];
            int c = point[corners[i + 2]];
            int lo = Math.min(a, Math.min(b, c));
            int hi = Math.max(a, Math.max(b, c));
            sorted[i] = lo;
            sorted[i + 1] = a == b || b == c || a == c ? -1 : a + b + c - lo - hi;
            sorted[i + 2] = hi;
        }
        int[] first = EqualTriples.firstOf(sorted);
        int[] out = new int[corners.length];
        int k = 0;
        for (int i = 0; i < corners.length; i += 3) {
            if (sorted[i + 1] >= 0 && first[i / 3] == i / 3) {
                out[k++] = point[corners[i]];
                out[k++] = point[corners[i + 1]];
                out[k++] = point[corners[i + 2]];
            }
        }
        return Arrays.copyOf(out, k);
    }

    /**
     * Point {@code from} collapsed onto {@code onto}: an interior vertex over both their nodes, at
     * least as high as either, standing for the first copy of {@code onto}; returns it.
     */
    private static int merge(int from, int onto, float error, Points points, int[] node, VifNodes nodes) {
        int[] pair = {ofPoint(onto, points, node, nodes), ofPoint(from, points, node, nodes)};
        float value = Math.max(error, Math.max(nodes.error(pair[0]), nodes.error(pair[1])));
        node[onto] = nodes.add(pair, 2, value, points.first[onto]);
        node[from] = GONE;
        return node[onto];
    }

    private static final int NOT_YET = Integer.MAX_VALUE;
    private static final int GONE = Integer.MIN_VALUE;

    /**
     * The node of point {@code p}: made the first time it is asked for, its one copy's leaf, or a
     * node over its copies standing at the first (the copies coincide: error 0; more than eight are
     * dealt into groups, {@link VifHierarchyBuilder}).
     */
    private static int ofPoint(int p, Points points, int[] node, VifNodes nodes) {
        if (node[p] != NOT_YET) {
            return node[p];
        }
        int count = points.copyStart[p + 1] - points.copyStart[p];
        int[] leaves = new int[count];
        for (int c = 0; c < count; c++) {
            leaves[c] = -1 - points.copies[points.copyStart[p] + c];
        }
        if (count == 1) {
            node[p] = leaves[0];
        } else if (count <= VifHierarchyBuilder.FAN_OUT) {
            node[p] = nodes.add(leaves, count, 0f, points.first[p]);
        } else {
            float[] same = new float[3 * count];
            for (int c = 0; c < count; c++) {
                System.arraycopy(points.xyz, 3 * p, same, 3 * c, 3);
            }
            node[p] = VifHierarchyBuilder.root(same, leaves, nodes);
        }
        return node[p];
    }

    /**
     * The distinct positions of the vertices (bit for bit, -0 as 0): per vertex its point, per
     * point its position, its first vertex and its vertices in order.
     */
    private record Points(int count, int[] point, float[] xyz, int[] first, int[] copyStart, int[] copies) {
        static Points of(float[] xyz, int n) {
            int[] bits = new int[3 * n];
            for (int i = 0; i < 3 * n; i++) {
                bits[i] = Float.floatToIntBits(xyz[i] + 0f);
            }
            int[] same = EqualTriples.firstOf(bits);
            int[] point = new int[n];
            int[] first = new int[n];
            int[] copyStart = new int[n + 1];
            int count = 0;
            for (int v = 0; v < n; v++) {
                if (same[v] == v) {
                    first[count] = v;
                    point[v] = count++;
                } else {
                    point[v] = point[same[v]];
                }
                copyStart[point[v] + 1]++;
            }
            for (int p = 0; p < count; p++) {
                copyStart[p + 1] += copyStart[p];
            }
            int[] copies = new int[n];
            int[] at = Arrays.copyOf(copyStart, count);
            for (int v = 0; v < n; v++) {
                copies[at[point[v]]++] = v;
            }
            float[] positions = new float[3 * count];
            for (int p = 0; p < count; p++) {
                System.arraycopy(xyz, 3 * first[p], positions, 3 * p, 3);
            }
            return new Points(count, point, positions, Arrays.copyOf(first, count),
                    Arrays.copyOf(copyStart, count + 1), copies);
        }
    }
}
