package io.meshport.vif;

import java.util.Arrays;

/**
 * The vertices of the hierarchy ({@code v} records from VIF 2.2 on): per vertex the position it
 * uses, its patch (1 first; 0 before 2.2, which has no patches) and the next vertex of its
 * coincident ring, or -1. Several vertices may use one position (clones). Before 2.2 vertex
 * {@code i} uses position {@code i}.
 */
public final class VifVertices {
    /** No vertices. */
    public static final VifVertices EMPTY = new VifVertices(new int[0], new int[0], new int[0], true);

    final int[] position;
    final int[] patch;
    final int[] coincident;

    /**
     * Vertices from flat arrays, one entry per vertex in file order; the arrays are copied. Ranges
     * are checked by the {@link VifDocument} that holds them, rings by {@code VifRules}.
     *
     * @param position per vertex the index of the position it uses
     * @param patch per vertex its patch ID (1 first; 0 before 2.2)
     * @param coincident per vertex the next vertex of its coincident ring, or -1
     * @throws NullPointerException if an array is null
     * @throws IllegalArgumentException if the arrays differ in length
     */
    public VifVertices(int[] position, int[] patch, int[] coincident) {
        this(position.clone(), patch.clone(), coincident.clone(), true);
    }

    VifVertices(int[] position, int[] patch, int[] coincident, boolean owned) {
        if (patch.length != position.length || coincident.length != position.length) {
            throw new IllegalArgumentException("positions, patches and coincident links differ in count");
        }
        this.position = position;
        this.patch = patch;
        this.coincident = coincident;
    }

    /** Vertex {@code i} uses position {@code i}, has no patch and no coincident vertex: VIF before 2.2. */
    static VifVertices identity(int count) {
        int[] position = new int[count];
        for (int i = 0; i < count; i++) {
            position[i] = i;
        }
        int[] none = new int[count];
        Arrays.fill(none, -1);
        return new VifVertices(position, new int[count], none, true);
    }

    /**
     * The number of vertices: the header's {@code vertices:}, original vertices, merge parents and
     * clones together.
     *
     * @return the count, 0 or more
     */
    public int count() {
        return position.length;
    }

    /**
     * The position a vertex uses: its coordinates, colour, normal and texture coordinates.
     *
     * @param v the vertex, 0 first
     * @return an index into the document's {@link VifPositions}; {@code v} itself before 2.2
     * @throws ArrayIndexOutOfBoundsException if {@code v} is out of range
     */
    public int position(int v) {
        return position[v];
    }

    /**
     * A vertex's patch ID: the part of the model it belongs to. Interior vertices of the
     * hierarchy need a valid one too, though no triangle uses them.
     *
     * @param v the vertex, 0 first
     * @return 1..{@code patches:} in a valid file; 0 before 2.2
     * @throws ArrayIndexOutOfBoundsException if {@code v} is out of range
     */
    public int patch(int v) {
        return patch[v];
    }

    /**
     * The next vertex of {@code v}'s coincident ring: distinct vertices at one place (across a
     * seam or a patch border), linked in a loop.
     *
     * @param v the vertex, 0 first
     * @return the next vertex of the ring, or -1 if {@code v} is in none
     * @throws ArrayIndexOutOfBoundsException if {@code v} is out of range
     */
    public int coincident(int v) {
        return coincident[v];
    }

    boolean isIdentity() {
        for (int i = 0; i < position.length; i++) {
            if (position[i] != i || patch[i] != 0 || coincident[i] != -1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifVertices v && Arrays.equals(position, v.position) && Arrays.equals(patch, v.patch)
                && Arrays.equals(coincident, v.coincident);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(position) + Arrays.hashCode(patch);
    }

    @Override
    public String toString() {
        return "VifVertices[" + count() + "]";
    }
}
