package io.meshport.iqe.internal.compile;

import io.meshport.text.pool.IntList;
import java.util.List;

/**
 * The file-wide geometry {@link IqeCompiler} collected in its one walk over a document, handed
 * to {@link IqeMeshAssembler}, which cuts it into the model's meshes. It is handed over, not
 * copied: the lists are the ones the walk filled (a large file's vertex data exists once), and the
 * assembler frees them as it goes, so nothing may read them after assembly.
 *
 * @param vertices every vertex attribute, in definition order
 * @param declarations the {@code vertexarray} layouts
 * @param meshes the model meshes in order: each {@code mesh} command, or material change, opens one
 *     when content follows
 * @param vertexOwner per vertex, the index in {@code meshes} of the mesh open when it was defined
 * @param triangles global vertex indexes, three per triangle (faces fan-triangulated)
 * @param triangleMesh per triangle, the index in {@code meshes} of its mesh
 * @param smoothing per triangle, what normal generation needs
 */
record IqeGeometry(IqeVertexData vertices, IqeVertexArrayDeclarations declarations, List<IqeMeshKey> meshes,
        IntList vertexOwner, int[] triangles, IntList triangleMesh, IqeTriangleSmoothing smoothing) {
}
