package io.meshport.model.simplify;

import java.util.Arrays;
import java.util.Objects;

/**
 * The order in which a triangle mesh's vertices merge when it is simplified all the way: each
 * collapse moves one vertex onto a neighbour, in the order and by the rules of {@link Simplifier}
 * (quadric error, borders and seams along themselves, no triangle turned over), in passes that move
 * no vertex twice. What a vertex hierarchy for view-dependent rendering is built from (VIF's merges:
 * every prefix of the collapses is a simplification of the mesh, each cheapest first).
 * <pre>{@code
 * VertexCollapses c = VertexCollapses.of(xyz, triangles, vertexCount);
 * for (int i = 0; i < c.count(); i++) {
 *     // vertex c.from(i) merged into c.onto(i) in pass c.pass(i), at error c.error(i)
 * }
 * }</pre>
 * Once the rules let nothing more go, they are turned off (any vertex onto any neighbour, turned
 * triangles allowed), so that each connected part ends as one vertex or a few, however complex its
 * corners. Vertices no collapse moved (those of no triangle, the last of each part) are kept:
 * {@link #isKept} says which.
 */
public final class VertexCollapses {
    /** The share of the triangles each stage of collapses aims to keep. */
    private static final double STAGE = 0.75;
    private final int vertexCount;
    private final double extent;
    private final boolean[] gone;
    private int[] from = new int[16];
    private int[] onto = new int[16];
    private int[] pass = new int[16];
    private float[] error = new float[16];
    private int count;

    VertexCollapses(int vertexCount, double extent) {
        this.vertexCount = vertexCount;
        this.extent = extent;
        this.gone = new boolean[vertexCount];
    }

    /**
     * The collapses that simplify the triangles as far as the simplifier's rules let them go.
     *
     * @param positions three floats a vertex
     * @param triangles three vertex indexes a triangle, each in {@code [0, vertexCount)}
     * @param vertexCount the vertices
     * @return the collapses in the order they were made
     * @throws IllegalArgumentException when the arrays do not fit the vertex count
     */
    public static VertexCollapses of(float[] positions, int[] triangles, int vertexCount) {
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(triangles, "triangles");
        if (vertexCount < 0 || positions.length < 3L * vertexCount || triangles.length % 3 != 0) {
            throw new IllegalArgumentException("collapses need three floats a vertex and three indexes a triangle:"
                    + " " + positions.length + " floats and " + triangles.length + " indexes for " + vertexCount
                    + " vertices");
        }
        for (int v : triangles) {
            if (v < 0 || v >= vertexCount) {
                throw new IllegalArgumentException("a triangle names vertex " + v + " of " + vertexCount);
            }
        }
        VertexCollapses log = new VertexCollapses(vertexCount, PositionRings.extent(positions, vertexCount));
        EdgeCollapser collapser = new EdgeCollapser(positions, triangles, vertexCount, log);
        // a quarter of the triangles at a time, as a simplification to 3/4, 9/16, ... would go: a
        // pass aiming at none would take every collapse it may, the costly ones with the cheap
        boolean relaxed = false;
        while (collapser.indexCount > 0) {
            int before = collapser.indexCount;
            collapser.run(3 * (int) (before / 3 * STAGE), Double.MAX_VALUE);
            if (collapser.indexCount == before) {
                if (relaxed) {
                    break;
                }
                // what the rules keep (corners, parts the next collapse would turn over) merges too
                collapser.relax();
                relaxed = true;
            }
        }
        return log;
    }

    void add(int moved, int target, int inPass, float squaredError) {
        if (count == from.length) {
            int size = 2 * count;
            from = Arrays.copyOf(from, size);
            onto = Arrays.copyOf(onto, size);
            pass = Arrays.copyOf(pass, size);
            error = Arrays.copyOf(error, size);
        }
        from[count] = moved;
        onto[count] = target;
        pass[count] = inPass;
        error[count] = squaredError;
        gone[moved] = true;
        count++;
    }

    /** The vertices of the mesh. */
    public int vertexCount() {
        return vertexCount;
    }

    /**
     * The longest side of the vertices' bounding box: what {@link #error} is relative to (times it,
     * an error in the mesh's own units).
     */
    public double extent() {
        return extent;
    }

    /** How many collapses were made. */
    public int count() {
        return count;
    }

    /** The vertex the {@code i}th collapse moved (it is gone after it). */
    public int from(int i) {
        Objects.checkIndex(i, count);
        return from[i];
    }

    /** The vertex the {@code i}th collapse moved its vertex onto (still there after it). */
    public int onto(int i) {
        Objects.checkIndex(i, count);
        return onto[i];
    }

    /** The pass of the {@code i}th collapse, from 0: no vertex moves or receives twice in one pass. */
    public int pass(int i) {
        Objects.checkIndex(i, count);
        return pass[i];
    }

    /**
     * The error the {@code i}th collapse added: the distance by which the merged vertex misses the
     * planes it stands for, relative to the mesh's extent (its bounding box's longest side).
     */
    public double error(int i) {
        Objects.checkIndex(i, count);
        return Math.sqrt(error[i]);
    }

    /** Whether {@code vertex} was never moved (it stands for the vertices merged into it). */
    public boolean isKept(int vertex) {
        Objects.checkIndex(vertex, vertexCount);
        return !gone[vertex];
    }
}
