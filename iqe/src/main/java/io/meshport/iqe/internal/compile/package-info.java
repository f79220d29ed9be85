/**
 * An IQE document to a model ({@code IqeFormat}'s compile stage), as iqe.txt says:
 * {@code IqeCompiler} walks the document once, collecting vertices ({@code IqeVertexData}, laid out
 * by {@code IqeVertexArrayDeclarations}), triangles and their smoothing ({@code IqeTriangles}) and
 * the skeleton and animations ({@code IqeSkeletonCollector}, {@code IqePoses},
 * {@code IqeAnimationBuilder}), then hands the file-wide {@code IqeGeometry} to
 * {@code IqeMeshAssembler}, which cuts it into meshes and generates normals under
 * {@code IqeSmoothingRule}.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqe.internal.compile;
