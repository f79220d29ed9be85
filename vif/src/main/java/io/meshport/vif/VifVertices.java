package io.meshport.vif;

import java.util.Arrays;

/**
 * The vertices of the hierarchy ({@code v} records from VIF 2.2 on): per vertex the position it
 * uses, its patch (1 first; 0 before 2.2, which has no patches) and the next vertex of its
 * coincident ring, or -1. Several vertices may use one position (clones). Before 2.2 vertex
 * {@code i} uses position {@code i}.
 */
public final class VifVertices {
    public static final VifVertices EMPTY = new VifVertices(new int[0], new int[0], new int[0], true);

    final int[] position;
    final int[] patch;
    final int[] coincident;

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

    public int count() {
        return position.length;
    }

    public int position(int v) {
        return position[v];
    }

    public int patch(int v) {
        return patch[v];
    }

    /** The next vertex of {@code v}'s coincident ring, or -1. */
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
