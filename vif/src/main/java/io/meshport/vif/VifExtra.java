package io.meshport.vif;

import io.meshport.model.FormatExtra;
import io.meshport.model.math.SpatialMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a VIF file says that its mesh has no place for, so that the file is written back as it
 * was: the version and header spellings, the p/v split (which position each vertex uses, and the
 * positions no vertex uses), patches per vertex (interior vertices have no triangle to carry one),
 * coincident rings, the merges and the error parameters. A mesh extra; the mesh's vertices are the
 * file's vertices in order (clusters' clones after them), so indices here are the mesh's.
 *
 * @param version the version the file came in, which a writer keeps unless asked for another
 * @param errorSizeJoined the 2.3 header spelled {@code errorparamsize:} rather than
 *     {@code errorparam size:}
 * @param countLine a 2.0 or 2.1 header had the optional {@code merges:} or {@code clusters:} line
 * @param vertices per mesh vertex: the index of its position in the file, its patch and the next
 *     vertex of its coincident ring
 * @param positionCount how many positions the file has, used or not; every vertex's position and
 *     every entry of {@code unusedIndex} is below it
 * @param unusedIndex per position no vertex uses, its index among the file's positions
 * @param unusedPositions those positions themselves, in the same order, in model space (moved with
 *     the mesh by {@link #transformed})
 * @param patches the {@code patches:} count; patch IDs run 1 to it
 * @param errors the error parameters (2.3), or {@link VifErrors#NONE}
 * @param hierarchy merges in merge form ({@link VifMerges.Kind#MERGES}), indexing mesh vertices;
 *     {@link VifMerges#NONE} when a writer is to build one
 * @param cloneOf for a file with clusters (2.0, 2.1): per clone after the file's vertices, the
 *     vertex it clones; empty otherwise
 */
public record VifExtra(VifVersion version, boolean errorSizeJoined, boolean countLine, VifVertices vertices,
        int positionCount, int[] unusedIndex, VifPositions unusedPositions, int patches, VifErrors errors,
        VifMerges hierarchy, int[] cloneOf) implements FormatExtra {

    /**
     * Keeps copies of the arrays. Indices are not checked against each other here: a writer that
     * finds one out of range, or the extra's vertex count not the mesh's, reports the extra lost
     * and builds a new hierarchy.
     *
     * @throws NullPointerException if a part is null
     * @throws IllegalArgumentException if {@code unusedIndex} and {@code unusedPositions} differ
     *     in count
     */
    public VifExtra {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(vertices, "vertices");
        Objects.requireNonNull(unusedPositions, "unusedPositions");
        Objects.requireNonNull(errors, "errors");
        Objects.requireNonNull(hierarchy, "hierarchy");
        unusedIndex = unusedIndex.clone();
        cloneOf = cloneOf.clone();
        if (unusedIndex.length != unusedPositions.count()) {
            throw new IllegalArgumentException("unused positions and their indices differ in count");
        }
    }

    /**
     * Where the positions no vertex uses stand among the file's positions.
     *
     * @return a copy: per unused position, its index among the file's positions
     */
    @Override
    public int[] unusedIndex() {
        return unusedIndex.clone();
    }

    /**
     * The clones a 2.0 or 2.1 file's clusters became, as the mesh vertices after the file's own.
     *
     * @return a copy: per clone, the file vertex it clones; empty without clusters
     */
    @Override
    public int[] cloneOf() {
        return cloneOf.clone();
    }

    int cloneCount() {
        return cloneOf.length;
    }

    int unusedIndexAt(int i) {
        return unusedIndex[i];
    }

    /** What makes this extra unusable for its own vertices (an index past the end), or null. */
    String integrityProblem() {
        int n = vertices.count();
        for (int v = 0; v < n; v++) {
            if (vertices.position(v) < 0 || vertices.position(v) >= positionCount) {
                return "vertex " + v + ": position " + vertices.position(v) + " of " + positionCount;
            }
            if (vertices.coincident(v) < -1 || vertices.coincident(v) >= n || vertices.patch(v) < 0) {
                return "vertex " + v + ": coincident vertex or patch out of range";
            }
        }
        for (int i : unusedIndex) {
            if (i < 0 || i >= positionCount) {
                return "unused position " + i + " of " + positionCount;
            }
        }
        for (int m = 0; m < hierarchy.count(); m++) {
            if (hierarchy.parent(m) < 0 || hierarchy.parent(m) >= n || hierarchy.error(m) >= errors.count()
                    || hierarchy.error(m) < -1) {
                return "merge " + m + " out of range";
            }
            for (int k = 0; k < hierarchy.childCount(m); k++) {
                if (hierarchy.child(m, k) < 0 || hierarchy.child(m, k) >= n) {
                    return "merge " + m + ": child out of range";
                }
            }
        }
        for (int c : cloneOf) {
            if (c < 0 || c >= n) {
                return "clone of " + c + " out of range";
            }
        }
        return null;
    }

    /** The hierarchy's interior vertices carry no triangle: they are what the merges make. */
    @Override
    public boolean usesVerticesWithoutTriangles() {
        return hierarchy.count() > 0;
    }

    @Override
    public List<String> lossesElsewhere() {
        List<String> lost = new ArrayList<>();
        if (hierarchy.count() > 0) {
            lost.add("VIF hierarchy (" + hierarchy.count() + " merges)");
        }
        if (errors.count() > 0) {
            lost.add("VIF error parameters (" + errors.count() + ")");
        }
        for (int v = 0; v < vertices.count(); v++) {
            if (vertices.coincident(v) >= 0) {
                lost.add("VIF coincident vertices");
                break;
            }
        }
        return lost;
    }

    @Override
    public VifExtra transformed(SpatialMap map) {
        VifPositions p = unusedPositions;
        if (p.count() == 0) {
            return this;
        }
        float[] xyz = new float[3 * p.count()];
        float[] normals = new float[p.hasNormals() ? 3 * p.count() : 0];
        for (int i = 0; i < p.count(); i++) {
            double[] moved = map.point(p.coordinate(i, 0), p.coordinate(i, 1), p.coordinate(i, 2));
            for (int a = 0; a < 3; a++) {
                xyz[3 * i + a] = (float) moved[a];
            }
            if (p.hasNormals()) {
                double[] n = map.normal(p.normal(i, 0), p.normal(i, 1), p.normal(i, 2));
                for (int a = 0; a < 3; a++) {
                    normals[3 * i + a] = (float) n[a];
                }
            }
        }
        VifPositions moved = new VifPositions(xyz, p.rgba, normals, p.texcoordSets, p.texcoords, true);
        return new VifExtra(version, errorSizeJoined, countLine, vertices, positionCount, unusedIndex, moved, patches,
                errors, hierarchy, cloneOf);
    }

    /**
     * Renumbered vertices keep their positions, patches, rings and merges; vertices made one (a
     * weld) or dropped leave no tree to keep: the hierarchy is left for a writer to build anew.
     */
    @Override
    public VifExtra withVertexOrder(int[] newIndex, int newVertexCount) {
        int n = vertices.count();
        boolean permutation = newIndex.length == n && newVertexCount == n;
        int[] oldOf = new int[newVertexCount];
        Arrays.fill(oldOf, -1);
        for (int v = 0; v < newIndex.length && v < n; v++) {
            int to = newIndex[v];
            if (to < 0 || to >= newVertexCount || oldOf[to] >= 0) {
                permutation = false;
            } else {
                oldOf[to] = v;
            }
        }
        int[] position = new int[newVertexCount];
        int[] patch = new int[newVertexCount];
        int[] coincident = new int[newVertexCount];
        for (int w = 0; w < newVertexCount; w++) {
            int v = oldOf[w] >= 0 ? oldOf[w] : 0;
            permutation &= oldOf[w] >= 0;
            position[w] = n == 0 ? 0 : vertices.position(v);
            patch[w] = n == 0 ? 1 : vertices.patch(v);
            int c = n == 0 ? -1 : vertices.coincident(v);
            coincident[w] = c < 0 ? -1 : newIndex[c];
        }
        if (!permutation) {
            Arrays.fill(coincident, -1);
            return new VifExtra(version, errorSizeJoined, countLine, new VifVertices(position, patch, coincident, true),
                    positionCount, unusedIndex, unusedPositions, patches, VifErrors.NONE, VifMerges.NONE, new int[0]);
        }
        VifMerges h = hierarchy;
        int[] parent = new int[h.count()];
        int[] children = new int[h.children.length];
        for (int m = 0; m < h.count(); m++) {
            parent[m] = newIndex[h.parent(m)];
        }
        for (int i = 0; i < children.length; i++) {
            children[i] = newIndex[h.children[i]];
        }
        VifMerges moved = new VifMerges(h.kind(), parent, h.error, h.childStart, children, true);
        return new VifExtra(version, errorSizeJoined, countLine, new VifVertices(position, patch, coincident, true),
                positionCount, unusedIndex, unusedPositions, patches, errors, moved, isIdentity(newIndex) ? cloneOf
                        : new int[0]);
    }

    private static boolean isIdentity(int[] order) {
        for (int i = 0; i < order.length; i++) {
            if (order[i] != i) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifExtra e && version == e.version && errorSizeJoined == e.errorSizeJoined
                && countLine == e.countLine && vertices.equals(e.vertices) && positionCount == e.positionCount
                && Arrays.equals(unusedIndex, e.unusedIndex) && unusedPositions.equals(e.unusedPositions)
                && patches == e.patches && errors.equals(e.errors) && hierarchy.equals(e.hierarchy)
                && Arrays.equals(cloneOf, e.cloneOf);
    }

    @Override
    public int hashCode() {
        return Objects.hash(version, vertices, hierarchy, errors) * 31 + positionCount;
    }

    @Override
    public String toString() {
        return "VifExtra[VIF" + version.text() + ", " + vertices + ", " + hierarchy + ", " + errors + "]";
    }
}
