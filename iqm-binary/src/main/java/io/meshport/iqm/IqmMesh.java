package io.meshport.iqm;

/**
 * One {@code iqmmesh} entry: a named range of the file's shared vertex and triangle arrays.
 * Names are byte offsets into the text block, exactly as stored.
 */
public record IqmMesh(int name, int material, int firstVertex, int vertexCount, int firstTriangle,
        int triangleCount) {
}
