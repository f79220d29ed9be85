package io.meshport.vif;

import io.meshport.model.Mesh;
import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * Folds a VIF hierarchy merge by merge, cheapest first, until few enough triangles are left
 * ({@link VifLevelOfDetail#cutToShare}). The vertices under folded merges are joined as in a
 * union-find (each points up to the merge that took it); a triangle can only collapse when two of
 * its corners come from different children of the merge being folded, so each fold looks at the
 * triangles of all its children's lists but the longest, and the lists are joined smaller into
 * larger: n log n in all, however deep or wide the hierarchy.
 */
final class VifFolding {
    private final int[] corners;
    private final int[] up;
    private final boolean[] dead;
    private final int[][] lists;
    private final int[] sizes;
    private int alive;

    private VifFolding(int[] corners, int vertices) {
        this.corners = corners;
        this.up = new int[vertices];
        for (int v = 0; v < vertices; v++) {
            up[v] = v;
        }
        int triangles = corners.length / 3;
        this.dead = new boolean[triangles];
        this.alive = triangles;
        this.sizes = new int[vertices];
        for (int c : corners) {
            sizes[c]++;
        }
        this.lists = new int[vertices][];
        for (int v = 0; v < vertices; v++) {
            lists[v] = new int[sizes[v]];
            sizes[v] = 0;
        }
        for (int t = 0; t < triangles; t++) {
            for (int k = 0; k < 3; k++) {
                int c = corners[3 * t + k];
                if (sizes[c] == 0 || lists[c][sizes[c] - 1] != t) {
                    lists[c][sizes[c]++] = t;
                }
            }
        }
        for (int t = 0; t < triangles; t++) {
            if (collapsed(t)) {
                dead[t] = true;
                alive--;
            }
        }
    }

    /**
     * Per vertex of {@code mesh} the vertex it stands at once {@code extra}'s merges are folded
     * until at most {@code target} triangles are left (or every merge is).
     */
    static int[] fold(Mesh mesh, VifExtra extra, int target) {
        int n = mesh.vertexCount();
        VifMerges h = extra.hierarchy();
        VifFolding f = new VifFolding(mesh.triangleIndices(), n);
        int merges = h.count();
        int[] mergeOf = new int[n];
        Arrays.fill(mergeOf, -1);
        for (int m = 0; m < merges; m++) {
            int p = h.parent(m);
            if (p >= 0 && p < n && mergeOf[p] < 0) {
                mergeOf[p] = m;
            }
        }
        int[] pending = new int[merges];
        int[] parentMerge = new int[merges];
        Arrays.fill(parentMerge, -1);
        int[] depth = depthOfMerges(h, mergeOf, n);
        for (int m = 0; m < merges; m++) {
            for (int k = 0; k < h.childCount(m); k++) {
                int c = h.child(m, k);
                if (c >= 0 && c < n && mergeOf[c] >= 0 && mergeOf[c] != m) {
                    pending[m]++;
                    parentMerge[mergeOf[c]] = m;
                }
            }
        }
        double[] key = new double[merges];
        for (int m = 0; m < merges; m++) {
            int e = h.error(m);
            key[m] = e >= 0 && e < extra.errors().count() && extra.errors().size() > 0
                    ? extra.errors().value(e, 0) : -depth[m];
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>((a, b) -> key[a] != key[b]
                ? Double.compare(key[a], key[b]) : Integer.compare(b, a));
        for (int m = 0; m < merges; m++) {
            if (pending[m] == 0) {
                ready.add(m);
            }
        }
        boolean[] folded = new boolean[merges];
        while (f.alive > target && !ready.isEmpty()) {
            int m = ready.poll();
            if (folded[m]) {
                continue;
            }
            folded[m] = true;
            f.fold(h, m, n);
            int up = parentMerge[m];
            if (up >= 0 && --pending[up] == 0) {
                ready.add(up);
            }
        }
        int[] at = new int[n];
        for (int v = 0; v < n; v++) {
            at[v] = f.find(v);
        }
        return at;
    }

    /** Per merge the depth of its parent vertex (for files without error values: deepest folds first). */
    private static int[] depthOfMerges(VifMerges h, int[] mergeOf, int n) {
        int[] vertexDepth = VifLevelOfDetail.depths(h, n);
        int[] depth = new int[h.count()];
        for (int m = 0; m < h.count(); m++) {
            int p = h.parent(m);
            depth[m] = p >= 0 && p < n && vertexDepth[p] != VifLevelOfDetail.CYCLIC ? vertexDepth[p] : 0;
        }
        return depth;
    }

    /** Folds merge {@code m}: its children's vertices go up to its parent; newly collapsed triangles die. */
    private void fold(VifMerges h, int m, int n) {
        int p = h.parent(m);
        if (p < 0 || p >= n || up[p] != p) {
            return;
        }
        int longest = p;
        for (int k = 0; k < h.childCount(m); k++) {
            int c = member(h.child(m, k), p, n);
            if (c >= 0 && sizes[c] > sizes[longest]) {
                longest = c;
            }
        }
        int[] list = lists[longest];
        int size = sizes[longest];
        int start = size;
        for (int k = -1; k < h.childCount(m); k++) {
            int c = k < 0 ? p : member(h.child(m, k), p, n);
            if (c < 0 || c == longest) {
                continue;
            }
            for (int i = 0; i < sizes[c]; i++) {
                int t = lists[c][i];
                if (!dead[t]) {
                    if (size == list.length) {
                        list = Arrays.copyOf(list, Math.max(8, 2 * size));
                    }
                    list[size++] = t;
                }
            }
            lists[c] = null;
            sizes[c] = 0;
            up[c] = p;
        }
        up[longest] = p;
        lists[longest] = null;
        lists[p] = list;
        sizes[p] = size;
        // a triangle collapses only with corners under two of the lists joined, so it is in one of
        // the shorter ones: those of the longest were looked at before
        for (int i = start; i < size; i++) {
            int t = list[i];
            if (!dead[t] && collapsed(t)) {
                dead[t] = true;
                alive--;
            }
        }
    }

    /** {@code c} as a child to fold under {@code p}: itself when it is a vertex not yet folded, else -1. */
    private int member(int c, int p, int n) {
        return c >= 0 && c < n && c != p && up[c] == c ? c : -1;
    }

    private boolean collapsed(int t) {
        int a = find(corners[3 * t]);
        int b = find(corners[3 * t + 1]);
        int c = find(corners[3 * t + 2]);
        return a == b || b == c || a == c;
    }

    /** The vertex {@code v} stands at: up the links to one that points at itself, halving the path. */
    private int find(int v) {
        int x = v;
        while (up[x] != x) {
            up[x] = up[up[x]];
            x = up[x];
        }
        return x;
    }
}
