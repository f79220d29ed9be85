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
        int[] byMesh = new int[triangleMesh.size()];
        int[] fill = triangleStart.clone();
        for (int t = 0; t < byMesh.length; t++) {
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

    /** The file-wide numbers of mesh {@code m}'s triangles, in file order. */
    int[] triangles(int m) {
        return Arrays.copyOfRange(triangleByMesh, triangleStart[m], triangleStart[m + 1]);
    }

    /** The file vertices mesh {@code m} defined that no triangle uses, in file order. */
    int[] unreferenced(int m) {
        return Arrays.copyOfRange(unreferencedByMesh, unreferencedStart[m], unreferencedStart[m + 1]);
    }
}
