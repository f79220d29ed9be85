package io.meshport.vif.internal.export;

/**
 * A vertex hierarchy over a mesh's vertices (its leaves) as the exporter writes it: interior
 * vertices numbered top-down (the root 0, then depth first), the leaves after them in their own
 * order, so that merges listed by parent go top-down and the root is vertex 0 (VDSlib moves the
 * root to a fixed slot and mishandles it elsewhere).
 *
 * @param interiorCount the interior vertices
 * @param order the leaves permuted so that every interior vertex's leaves are
 *     {@code order[from[i]..to[i])}
 * @param from per interior vertex where its leaves start in {@code order}
 * @param to per interior vertex where its leaves end in {@code order}
 * @param childStart per interior vertex where its children start in {@code children}, and the end
 * @param children the children: interior vertices by number, leaf {@code l} as {@code interiorCount + l}
 * @param error per interior vertex its error value (never less than its children's)
 * @param representative per interior vertex the leaf whose attributes it takes, or -1 for the
 *     mean of its leaves
 * @param position per interior vertex three floats where it stands when its builder placed it
 *     (NaN where not: at its representative or its leaves' mean)
 */
record VifTree(int interiorCount, int[] order, int[] from, int[] to, int[] childStart, int[] children,
        float[] error, int[] representative, float[] position) {

    /**
     * Puts interior vertex {@code i}'s own position into {@code xyz} (three floats a vertex) where
     * its builder placed it; else leaves {@code xyz} as it is (its representative's or the mean).
     */
    void placeAt(int i, float[] xyz) {
        if (!Float.isNaN(position[3 * i])) {
            System.arraycopy(position, 3 * i, xyz, 3 * i, 3);
        }
    }

    /** No hierarchy over {@code leaves} leaves (versions without one). */
    static VifTree none(int leaves) {
        return new VifTree(0, VifExporter.identity(leaves), new int[0], new int[0], new int[] {0}, new int[0],
                new float[0], new int[0], new float[0]);
    }
}
