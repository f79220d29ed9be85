/**
 * Autodesk FBX 7 (binary and ASCII), read into meshport's model: {@link io.meshport.fbx.Fbx} (the
 * entry point), {@link io.meshport.fbx.FbxFormat} (the {@link io.meshport.io.ModelFormat} service)
 * and {@link io.meshport.fbx.FbxReader}. The stages are internal: the node tree
 * ({@code internal.read}, {@code internal.tree}), the scene over it ({@code internal.scene}: objects,
 * connections, properties, the transform chain) and the model made of it ({@code internal.compile}).
 *
 * <h2>How the scene maps to the model</h2>
 * <ul>
 * <li><b>Meshes.</b> Each {@code Geometry "Mesh"} below a {@code Model}, polygons fanned into
 *     triangles, split by material; positions, normals, texture coordinate and colour sets from the
 *     layer elements (every mapping and reference mode FBX writes for them); corners equal in every
 *     attribute welded. Unskinned meshes are placed in world space, skinned ones in their bind pose.</li>
 * <li><b>Skeleton.</b> {@code LimbNode}s, skin cluster bones and the nodes between them, parents
 *     first; the bind pose from the clusters' {@code TransformLink}, else a {@code BindPose}, else the
 *     node; assimp's {@code $AssimpFbx$} helper nodes fold into their bone.</li>
 * <li><b>Skins.</b> Four influences a vertex, the largest, normalised.</li>
 * <li><b>Animations.</b> One per {@code AnimationStack}, sampled at the file's frame rate through
 *     the full FBX transform chain.</li>
 * <li><b>Conventions.</b> {@code GlobalSettings}' axes recorded, not converted; coordinates in the
 *     file's units ({@code UnitScaleFactor} is not applied: the model has no unit).</li>
 * </ul>
 * docs/fbx.md in the repository says the rules in full and what real exporters write.
 */
package io.meshport.fbx;
