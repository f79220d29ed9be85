package io.meshport.vif;

import io.meshport.vif.internal.VifDocumentAccess;

/**
 * The one {@link VifDocumentAccess}: hands the stages in {@code io.meshport.vif.internal.*} this
 * package's package-private parts (constructors that take their arrays without copies, the arrays
 * themselves, what the exporter asks of an extra), which stay out of the documents' public API.
 * {@link VifDocument} installs it.
 */
final class VifStageAccess extends VifDocumentAccess {
    @Override
    public VifPositions positionsOwned(float[] xyz, int[] rgba, float[] normals, int texcoordSets,
            float[] texcoords) {
        return new VifPositions(xyz, rgba, normals, texcoordSets, texcoords, true);
    }

    @Override
    public float[] xyzUnsafe(VifPositions positions) {
        return positions.xyz;
    }

    @Override
    public int[] rgbaUnsafe(VifPositions positions) {
        return positions.rgba;
    }

    @Override
    public float[] normalsUnsafe(VifPositions positions) {
        return positions.normals;
    }

    @Override
    public float[] texcoordsUnsafe(VifPositions positions) {
        return positions.texcoords;
    }

    @Override
    public VifVertices verticesOwned(int[] position, int[] patch, int[] coincident) {
        return new VifVertices(position, patch, coincident, true);
    }

    @Override
    public VifVertices identityVertices(int count) {
        return VifVertices.identity(count);
    }

    @Override
    public int[] positionUnsafe(VifVertices vertices) {
        return vertices.position;
    }

    @Override
    public int[] patchUnsafe(VifVertices vertices) {
        return vertices.patch;
    }

    @Override
    public int[] coincidentUnsafe(VifVertices vertices) {
        return vertices.coincident;
    }

    @Override
    public VifTriangles trianglesOwned(int[] corners, int[] patch) {
        return new VifTriangles(corners, patch, true);
    }

    @Override
    public int[] patchUnsafe(VifTriangles triangles) {
        return triangles.patch;
    }

    @Override
    public VifErrors errorsOwned(int size, float[] values) {
        return new VifErrors(size, values, true);
    }

    @Override
    public VifMerges mergesOwned(VifMerges.Kind kind, int[] parent, int[] error, int[] childStart, int[] children) {
        return new VifMerges(kind, parent, error, childStart, children, true);
    }

    @Override
    public int[] parentUnsafe(VifMerges merges) {
        return merges.parent;
    }

    @Override
    public int[] childStartUnsafe(VifMerges merges) {
        return merges.childStart;
    }

    @Override
    public int[] childrenUnsafe(VifMerges merges) {
        return merges.children;
    }

    @Override
    public int cloneCount(VifExtra extra) {
        return extra.cloneCount();
    }

    @Override
    public int unusedIndexAt(VifExtra extra, int i) {
        return extra.unusedIndexAt(i);
    }

    @Override
    public String integrityProblem(VifExtra extra) {
        return extra.integrityProblem();
    }
}
