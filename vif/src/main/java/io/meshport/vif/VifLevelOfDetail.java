package io.meshport.vif;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A VIF model's hierarchy cut at a depth: what a viewer of the vertex hierarchy shows at that
 * level of detail. Every vertex deeper than the cut is replaced by its ancestor at the cut (the
 * merge's parent vertex, which the file places and colours itself), and triangles whose corners
 * then coincide are gone. The root is at depth 0; a cut at the hierarchy's depth or deeper is the
 * model as it is.
 */
public final class VifLevelOfDetail {
    private VifLevelOfDetail() {
    }

    /** The depth of {@code model}'s VIF hierarchy: 0 when it has none (or is no VIF model). */
    public static int depth(Model model) {
        int depth = 0;
        for (Mesh mesh : model.meshes()) {
            VifExtra extra = mesh.extra(VifExtra.class).orElse(null);
            if (extra != null) {
                depth = Math.max(depth, depth(extra, extra.vertices().count()));
            }
        }
        return depth;
    }

    /** The depth of {@code extra}'s hierarchy over {@code vertices} vertices. */
    public static int depth(VifExtra extra, int vertices) {
        int depth = 0;
        for (int d : depths(extra.hierarchy(), vertices)) {
            if (d != CYCLIC) {
                depth = Math.max(depth, d);
            }
        }
        return depth;
    }

    /**
     * {@code model} at depth {@code cut}: each mesh with a VIF hierarchy has its triangles' corners
     * moved up to their ancestors at that depth, without the triangles that collapse, and without
     * its {@link VifExtra} (the result is a picture of a level, not a VIF file any more). Meshes
     * without a hierarchy (or with an empty one) are as they are.
     *
     * @throws IllegalArgumentException when {@code cut} is negative
     */
    public static Model cut(Model model, int cut) {
        if (cut < 0) {
            throw new IllegalArgumentException("a depth is 0 or more, not " + cut);
        }
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            VifExtra extra = mesh.extra(VifExtra.class).orElse(null);
            meshes.add(extra == null || extra.hierarchy().count() == 0 || extra.vertices().count() != mesh.vertexCount()
                    ? mesh : cut(mesh, extra, cut));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    private static Mesh cut(Mesh mesh, VifExtra extra, int cut) {
        int n = mesh.vertexCount();
        int[] parentOf = parents(extra.hierarchy(), n);
        int[] depth = depths(parentOf);
        // Each vertex's ancestor at the cut, parents before children (by depth, a counting sort),
        // so that a vertex takes its parent's: one step each, however deep the hierarchy. A vertex
        // on or under a cycle (a broken hierarchy read leniently) has no depth and stays itself.
        int[] byDepth = byDepth(depth);
        int[] at = new int[n];
        for (int v : byDepth) {
            at[v] = depth[v] <= cut || depth[v] == CYCLIC ? v : at[parentOf[v]];
        }
        return moved(mesh, at);
    }

    /**
     * {@code mesh} with every triangle corner moved to {@code at[corner]}, without the triangles
     * that collapse and without its {@link VifExtra}.
     */
    private static Mesh moved(Mesh mesh, int[] at) {
        int[] corners = mesh.triangleIndices();
        int[] kept = new int[corners.length];
        int[] order = new int[corners.length / 3];
        int k = 0;
        int triangles = 0;
        for (int t = 0; t < corners.length / 3; t++) {
            int a = at[corners[3 * t]];
            int b = at[corners[3 * t + 1]];
            int c = at[corners[3 * t + 2]];
            if (a != b && b != c && a != c) {
                kept[k++] = a;
                kept[k++] = b;
                kept[k++] = c;
                order[triangles++] = t;
            }
        }
        Mesh.Builder b = mesh.toBuilder().removeExtra(VifExtra.class).clearTriangleStreams()
                .triangles(Arrays.copyOf(kept, k));
        int[] sources = Arrays.copyOf(order, triangles);
        for (VertexArray stream : mesh.triangleStreams()) {
            b.addTriangleStream(stream.gather(sources));
        }
        return b.build();
    }

    /**
     * {@code model} with each VIF hierarchy folded until at most {@code share} of its triangles are
     * left: merges are folded cheapest first (by their first error value, or without error values
     * deepest first), each only once the merges of its children are (what a view-dependent renderer
     * does as the error it allows grows), every vertex under a folded merge moved to the merge's
     * parent. Meshes without a hierarchy are as they are; the result has no {@link VifExtra}.
     *
     * @param model the model
     * @param share the share of each mesh's triangles to keep at most, 0 to 1
     * @return the model at that level of detail
     * @throws IllegalArgumentException when {@code share} is not within 0 to 1
     */
    public static Model cutToShare(Model model, double share) {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("a share of the triangles is 0 to 1, not " + share);
        }
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            VifExtra extra = mesh.extra(VifExtra.class).orElse(null);
            meshes.add(extra == null || extra.hierarchy().count() == 0 || extra.vertices().count() != mesh.vertexCount()
                    ? mesh : moved(mesh, VifFolding.fold(mesh, extra, (int) Math.floor(share * mesh.triangleCount()))));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /** Per vertex its merge's parent, -1 for the root and vertices in no merge. */
    private static int[] parents(VifMerges h, int vertices) {
        int[] parentOf = new int[vertices];
        Arrays.fill(parentOf, -1);
        for (int m = 0; m < h.count(); m++) {
            for (int k = 0; k < h.childCount(m); k++) {
                int child = h.child(m, k);
                if (child >= 0 && child < vertices && h.parent(m) >= 0 && h.parent(m) < vertices) {
                    parentOf[child] = h.parent(m);
                }
            }
        }
        return parentOf;
    }

    /** Marks the depth of a vertex on or under a cycle of a broken hierarchy: it has none. */
    static final int CYCLIC = Integer.MAX_VALUE;

    /** Per vertex its depth below the root (steps up to a vertex without parent), {@link #CYCLIC} on or under a cycle. */
    static int[] depths(VifMerges h, int vertices) {
        return depths(parents(h, vertices));
    }

    /**
     * Per vertex its depth given each vertex's parent: every vertex is climbed from once, the path
     * kept until it meets a vertex of known depth (or a root, or itself: a cycle), then unwound, so
     * that a chain a million deep costs a million steps, not half a million million.
     */
    private static int[] depths(int[] parentOf) {
        int n = parentOf.length;
        int[] depth = new int[n];
        Arrays.fill(depth, -1);
        int[] path = new int[n];
        boolean[] onPath = new boolean[n];
        for (int v = 0; v < n; v++) {
            int size = 0;
            int a = v;
            while (a >= 0 && depth[a] < 0 && !onPath[a]) {
                onPath[a] = true;
                path[size++] = a;
                a = parentOf[a];
            }
            int d = a < 0 ? -1 : onPath[a] ? CYCLIC : depth[a];
            while (size > 0) {
                int u = path[--size];
                onPath[u] = false;
                d = d == CYCLIC ? CYCLIC : d + 1;
                depth[u] = d;
            }
        }
        return depth;
    }

    /** The vertices ordered by depth, shallowest first, {@link #CYCLIC} ones last. */
    private static int[] byDepth(int[] depth) {
        int n = depth.length;
        int[] start = new int[n + 2];
        for (int d : depth) {
            start[(d == CYCLIC ? n : d) + 1]++;
        }
        for (int i = 0; i <= n; i++) {
            start[i + 1] += start[i];
        }
        int[] order = new int[n];
        for (int v = 0; v < n; v++) {
            order[start[depth[v] == CYCLIC ? n : depth[v]]++] = v;
        }
        return order;
    }
}
