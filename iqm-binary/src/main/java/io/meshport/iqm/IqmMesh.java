package io.meshport.iqm;

/**
 * One {@code iqmmesh} entry: a named range of the file's shared vertex and triangle arrays.
 * Names are byte offsets into the text block, exactly as stored.
 *
 * @param name byte offset of the mesh's name in the text block (offset 0, the empty string, when unnamed)
 * @param material byte offset of the material or texture name in the text block; meshes may share it
 * @param firstVertex index of the mesh's first vertex in the shared vertex arrays
 * @param vertexCount number of vertexes, from {@code firstVertex} on
 * @param firstTriangle index of the mesh's first triangle among all the file's triangles
 * @param triangleCount number of triangles, from {@code firstTriangle} on; their vertex indices
 *     are global, not relative to {@code firstVertex}
 */
public record IqmMesh(int name, int material, int firstVertex, int vertexCount, int firstTriangle,
        int triangleCount) {
}
