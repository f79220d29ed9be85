/**
 * Mesh simplification: {@link io.meshport.model.simplify.Simplifier} (fewer triangles by edge
 * collapses in the order of the quadric error they add, keeping borders, seams and every kept
 * vertex's own data), what the {@code --simplify} edits and the PIE shadow meshes run.
 */
package io.meshport.model.simplify;
