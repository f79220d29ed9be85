package io.meshport.vif;

import java.util.Arrays;

/**
 * The hierarchy as the file writes it: merges ({@code m} records: a parent vertex, the error entry
 * of the parent in 2.3, and the children) or, in VIF 2.0 and 2.1, clusters ({@code u} records: an
 * existing vertex and the vertices collapsed into it, the parent not among them). In file order.
 */
public final class VifMerges {
    /** Which records a hierarchy is written with. */
    public enum Kind {
        /** {@code m} records. */
        MERGES,
        /** {@code u} records (VIF 2.0 and 2.1). */
        CLUSTERS
    }

    /** No hierarchy: no merges, of kind {@link Kind#MERGES}. */
    public static final VifMerges NONE = new VifMerges(Kind.MERGES, new int[0], new int[0], new int[] {0},
            new int[0], true);

    final Kind kind;
    final int[] parent;
    final int[] error;
    final int[] childStart;
    final int[] children;

    /**
     * A hierarchy from flat arrays, one entry per record in file order; the arrays are copied.
     * Vertex and error indices are checked by the {@link VifDocument} that holds the hierarchy,
     * whether it makes a tree by {@code VifRules}.
     *
     * @param kind which records the hierarchy is written with
     * @param parent per merge its parent vertex: the number after {@code m} or {@code u}
     * @param error per merge its error entry, or -1 (always -1 without error parameters)
     * @param childStart per merge where its children start in {@code children}, and one more
     *     entry: their end
     * @param children the children of all merges, merge 0's first, as vertex indices
     * @throws NullPointerException if an array is null
     * @throws IllegalArgumentException if {@code kind} is null, {@code error} and {@code parent}
     *     differ in length, {@code childStart} is not one longer, does not start at 0, does not end
     *     at the length of {@code children} or goes down
     */
    public VifMerges(Kind kind, int[] parent, int[] error, int[] childStart, int[] children) {
        this(kind, parent.clone(), error.clone(), childStart.clone(), children.clone(), true);
    }

    VifMerges(Kind kind, int[] parent, int[] error, int[] childStart, int[] children, boolean owned) {
        if (kind == null || error.length != parent.length || childStart.length != parent.length + 1
                || childStart[0] != 0 || childStart[parent.length] != children.length) {
            throw new IllegalArgumentException("merge arrays do not agree");
        }
        for (int i = 0; i < parent.length; i++) {
            if (childStart[i + 1] < childStart[i]) {
                throw new IllegalArgumentException("merge " + i + ": children out of order");
            }
        }
        this.kind = kind;
        this.parent = parent;
        this.error = error;
        this.childStart = childStart;
        this.children = children;
    }

    /**
     * Which records the hierarchy is written with.
     *
     * @return {@link Kind#CLUSTERS} only for {@code u} records of a 2.0 or 2.1 file
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The number of merges (or clusters): the header's {@code merges:} (or {@code clusters:}).
     *
     * @return the count; 0 for a file without hierarchy
     */
    public int count() {
        return parent.length;
    }

    /**
     * The parent vertex of merge {@code m}: for a merge the vertex its children merge into, for a
     * cluster the existing vertex the others collapse into.
     *
     * @param m the merge, 0 first in file order
     * @return a vertex index
     * @throws ArrayIndexOutOfBoundsException if {@code m} is out of range
     */
    public int parent(int m) {
        return parent[m];
    }

    /**
     * The error entry of merge {@code m} (the {@code e<k>} term of a 2.3 merge): the error of its
     * parent vertex, never entry 0 in a valid file, which is the leaves'.
     *
     * @param m the merge, 0 first in file order
     * @return an index into the document's {@link VifErrors}, or -1 without error parameters
     * @throws ArrayIndexOutOfBoundsException if {@code m} is out of range
     */
    public int error(int m) {
        return error[m];
    }

    /**
     * How many children merge {@code m} has; VDSlib reads at most
     * {@value io.meshport.vif.internal.rules.VifRules#MAX_CHILDREN}.
     *
     * @param m the merge, 0 first in file order
     * @return the number of children, 0 or more (an empty merge breaks VIF's rules)
     * @throws ArrayIndexOutOfBoundsException if {@code m} is out of range
     */
    public int childCount(int m) {
        return childStart[m + 1] - childStart[m];
    }

    /**
     * A child of merge {@code m}: a vertex that merges into its parent (for a cluster, one
     * collapsed into it).
     *
     * @param m the merge, 0 first in file order
     * @param k which child, 0..{@code childCount(m) - 1}, in the order the record lists them
     * @return a vertex index
     */
    public int child(int m, int k) {
        return children[childStart[m] + k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifMerges m && kind == m.kind && Arrays.equals(parent, m.parent)
                && Arrays.equals(error, m.error) && Arrays.equals(childStart, m.childStart)
                && Arrays.equals(children, m.children);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(parent) + Arrays.hashCode(children) + kind.hashCode();
    }

    @Override
    public String toString() {
        return "VifMerges[" + count() + " " + kind.name().toLowerCase(java.util.Locale.ROOT) + "]";
    }
}
