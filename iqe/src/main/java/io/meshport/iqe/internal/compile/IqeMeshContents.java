package io.meshport.iqe.internal.compile;

import io.meshport.text.pool.IntList;
import java.util.Arrays;

/**
 * Which of a file's triangles, and which of its vertices that no triangle uses, belong to each
 * model mesh. Both are bucketed by mesh once, so that many small meshes cost no more than one
 * big one.
 */
final class IqeMeshContents {
    private final int[] triangleStart;
    /** The triangles bucketed by mesh; null when every mesh's triangles are one run in file order, the usual case. */
    private final int[] triangleByMesh;
    private final int[] unreferencedStart;
    private final int[] unreferencedByMesh;

    private IqeMeshContents(int[] triangleStart, int[] triangleByMesh, int[] unreferencedStart,
            int[] unreferencedByMesh) {
        this.triangleStart = triangleStart;
        this.triangleByMesh = triangleByMesh;
        this.unreferencedStart = unreferencedStart;
        this.unreferencedByMesh = unreferencedByMesh;
    }

    static IqeMeshContents of(IqeGeometry geometry) {
        int meshCount = geometry.meshes().size();
        IntList triangleMesh = geometry.triangleMesh();
        IntList vertexOwner = geometry.vertexOwner();
        int[] triangleCount = new int[meshCount];
        for (int t = 0; t < triangleMesh.size(); t++) {
            triangleCount[triangleMesh.get(t)]++;
        }
        boolean[] referenced = new boolean[vertexOwner.size()];
        for (int v : geometry.triangles()) {
            referenced[v] = true;
        }
        int[] unreferencedCount = new int[meshCount];
        for (int v = 0; v < referenced.length; v++) {
            if (!referenced[v]) {
                unreferencedCount[vertexOwner.get(v)]++;
            }
        }
        int[] triangleStart = prefixSums(triangleCount);
        int[] byMesh = inFileOrder(triangleMesh) ? null : new int[triangleMesh.size()];
        int[] fill = triangleStart.clone();
        for (int t = 0; byMesh != null && t < byMesh.length; t++) {
            byMesh[fill[triangleMesh.get(t)]++] = t;
        }
        int[] unreferencedStart = prefixSums(unreferencedCount);
        int[] unreferencedByMesh = new int[unreferencedStart[meshCount]];
        fill = unreferencedStart.clone();
        for (int v = 0; v < referenced.length; v++) {
            if (!referenced[v]) {
                unreferencedByMesh[fill[vertexOwner.get(v)]++] = v;
            }
        }
        return new IqeMeshContents(triangleStart, byMesh, unreferencedStart, unreferencedByMesh);
    }

    /** Whether no triangle's mesh comes before the previous triangle's: each mesh's triangles are then one run. */
    private static boolean inFileOrder(IntList triangleMesh) {
        for (int t = 1; t < triangleMesh.size(); t++) {
            if (triangleMesh.get(t) < triangleMesh.get(t - 1)) {
                return false;
            }
        }
        return true;
    }

    private static int[] prefixSums(int[] counts) {
        int[] start = new int[counts.length + 1];
        for (int i = 0; i < counts.length; i++) {
            start[i + 1] = start[i] + counts[i];
        }
        return start;
    }

    /** Whether mesh {@code m} has neither triangles nor vertices (such a mesh is dropped). */
    boolean isEmpty(int m) {
        return triangleStart[m] == triangleStart[m + 1] && unreferencedStart[m] == unreferencedStart[m + 1];
    }

    /** How many triangles mesh {@code m} has. */
    int triangleCount(int m) {
        return triangleStart[m + 1] - triangleStart[m];
    }

    /** The file-wide number of mesh {@code m}'s {@code i}-th triangle, counted in file order. */
    int triangle(int m, int i) {
        int at = triangleStart[m] + i;
        return triangleByMesh == null ? at : triangleByMesh[at];
    }

    /** Whether mesh {@code m} has every triangle of the file: its {@code i}-th is then the file's {@code i}-th. */
    boolean hasEveryTriangle(int m) {
        return triangleCount(m) == triangleStart[triangleStart.length - 1];
    }

    /** The file vertices mesh {@code m} defined that no triangle uses, in file order. */
    int[] unreferenced(int m) {
        return Arrays.copyOfRange(unreferencedByMesh, unreferencedStart[m], unreferencedStart[m + 1]);
    }
}
