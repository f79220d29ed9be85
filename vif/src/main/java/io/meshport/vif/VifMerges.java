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

    public static final VifMerges NONE = new VifMerges(Kind.MERGES, new int[0], new int[0], new int[] {0},
            new int[0], true);

    final Kind kind;
    final int[] parent;
    final int[] error;
    final int[] childStart;
    final int[] children;

    /**
     * @param error per merge its error entry, or -1 (always -1 without error parameters)
     * @param childStart per merge where its children start in {@code children}, and one more
     *     entry: their end
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

    public Kind kind() {
        return kind;
    }

    public int count() {
        return parent.length;
    }

    public int parent(int m) {
        return parent[m];
    }

    /** The error entry of merge {@code m}, or -1. */
    public int error(int m) {
        return error[m];
    }

    public int childCount(int m) {
        return childStart[m + 1] - childStart[m];
    }

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
