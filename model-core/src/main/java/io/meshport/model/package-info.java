/**
 * The common model every format reads into and writes from (DESIGN §3).
 *
 * <p>A {@link io.meshport.model.Model} holds meshes, a skeleton of {@link io.meshport.model.Joint}s,
 * {@link io.meshport.model.Animation}s, per-frame {@link io.meshport.model.Bounds}, a comment, the
 * {@link io.meshport.model.Conventions} its source recorded, and typed extras for what only one
 * format knows ({@link io.meshport.model.FormatExtra}). A {@link io.meshport.model.Mesh} holds its
 * vertex streams as {@link io.meshport.model.VertexArray}s (packed bytes of one
 * {@link io.meshport.model.ComponentType}, described by a
 * {@link io.meshport.model.VertexArrayDescriptor}), its triangles, per-triangle streams and its
 * own extras. Everything is immutable, small values are records, bulk data stays in primitive
 * arrays, and builders validate, so that a model never holds an invalid state. Derived data,
 * edits, math and validation live in the subpackages.
 */
package io.meshport.model;
