package io.meshport.vif.internal.rules;

import io.meshport.vif.VifMerges;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.rules.VifProblem.Place;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * VIF 2.0/2.1 clusters in the merge form of 2.2 (notes/vif.md A5): the {@code u} lines are half-edge
 * collapses from fine to coarse. {@code u P c1 .. ck} makes a new vertex, a clone of P, and the merge
 * of what stands for P and each ci so far into it; from then on the clone stands for P's cluster.
 * A vertex collapsed once cannot be collapsed again, nor be a cluster's parent. Clones come after
 * the file's vertices, in the order of the lines that make them.
 *
 * <p>Public because the rules, the compiler and the exporter (which turns merges back into
 * clusters) share this one reading of clusters; the package is internal, not exported.
 */
public final class VifClusters {
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    private VifClusters() {
    }

    /**
     * Clusters in merge form.
     *
     * @param merges the hierarchy in merge form, over {@code vertexCount} vertices
     * @param vertexCount the file's vertices and the clones after them
     * @param cloneOf per vertex after the file's, the file vertex it is a clone of
     * @param problems what breaks the clusters' rules (a vertex collapsed twice, or into itself)
     */
    public record Conversion(VifMerges merges, int vertexCount, int[] cloneOf, List<VifProblem> problems) {
    }

    /** The clusters {@code clusters} over {@code fileVertices} file vertices in merge form, clones after them. */
    public static Conversion toMerges(VifMerges clusters, int fileVertices) {
        int lines = clusters.count();
        int[] rep = new int[fileVertices];
        for (int i = 0; i < fileVertices; i++) {
            rep[i] = i;
        }
        boolean[] consumed = new boolean[fileVertices];
        int[] cloneOf = new int[lines];
        int[] parent = new int[lines];
        int[] error = new int[lines];
        Arrays.fill(error, -1);
        int[] childStart = new int[lines + 1];
        int[] children = new int[ACCESS.childrenUnsafe(clusters).length + lines];
        List<VifProblem> problems = new ArrayList<>();
        int at = 0;
        for (int u = 0; u < lines; u++) {
            int p = clusters.parent(u);
            if (consumed[p]) {
                problems.add(new VifProblem(Place.MERGE, u, "vertex " + p
                        + " was collapsed into another cluster before: it cannot gather a cluster", true));
            }
            int clone = fileVertices + u;
            cloneOf[u] = p;
            parent[u] = clone;
            childStart[u] = at;
            children[at++] = rep[p];
            for (int k = 0; k < clusters.childCount(u); k++) {
                int c = clusters.child(u, k);
                if (c == p) {
                    problems.add(new VifProblem(Place.MERGE, u, "vertex " + p + " is among its own cluster", true));
                } else if (consumed[c]) {
                    problems.add(new VifProblem(Place.MERGE, u, "vertex " + c + " is already in a cluster", true));
                } else {
                    children[at++] = rep[c];
                    consumed[c] = true;
                }
            }
            rep[p] = clone;
        }
        childStart[lines] = at;
        VifMerges merges = ACCESS.mergesOwned(VifMerges.Kind.MERGES, parent, error, childStart,
                Arrays.copyOf(children, at));
        return new Conversion(merges, fileVertices + lines, cloneOf, problems);
    }

    /**
     * The clusters that {@link #toMerges} turns into {@code merges}, or null if the merges are not of
     * that shape: merge {@code u}'s parent is vertex {@code fileVertices + u}, a clone of the file
     * vertex its first child stands for, and every other child stands for a file vertex.
     *
     * @param cloneOf per vertex from {@code fileVertices} on, the file vertex it clones
     */
    public static VifMerges fromMerges(VifMerges merges, int fileVertices, int[] cloneOf) {
        int lines = merges.count();
        if (cloneOf.length != lines) {
            return null;
        }
        int[] parent = new int[lines];
        int[] error = new int[lines];
        Arrays.fill(error, -1);
        int[] childStart = new int[lines + 1];
        int[] children = new int[Math.max(0, ACCESS.childrenUnsafe(merges).length - lines)];
        int at = 0;
        for (int u = 0; u < lines; u++) {
            if (merges.parent(u) != fileVertices + u || merges.childCount(u) < 1) {
                return null;
            }
            int p = original(merges.child(u, 0), fileVertices, cloneOf);
            if (p != cloneOf[u]) {
                return null;
            }
            parent[u] = p;
            childStart[u] = at;
            for (int k = 1; k < merges.childCount(u); k++) {
                if (at == children.length) {
                    return null;
                }
                children[at++] = original(merges.child(u, k), fileVertices, cloneOf);
            }
        }
        childStart[lines] = at;
        VifMerges clusters = ACCESS.mergesOwned(VifMerges.Kind.CLUSTERS, parent, error, childStart,
                Arrays.copyOf(children, at));
        return toMerges(clusters, fileVertices).merges().equals(merges) ? clusters : null;
    }

    private static int original(int v, int fileVertices, int[] cloneOf) {
        return v < fileVertices ? v : cloneOf[v - fileVertices];
    }
}
