/**
 * VIF, the text format of VDSlib (the View-Dependent Simplification library), versions 1.0, 2.0,
 * 2.1, 2.2 and 2.3: a triangle mesh with a tree of vertex merges over it, read and written as
 * meshport models and as documents that keep everything the file says.
 *
 * <p>{@link io.meshport.vif.Vif} is the entry point and {@link io.meshport.vif.VifFormat} the
 * format. A {@link io.meshport.vif.VifDocument} is the file as written, in parts:
 * {@link io.meshport.vif.VifPositions} ({@code p} records), {@link io.meshport.vif.VifVertices}
 * ({@code v}), {@link io.meshport.vif.VifTriangles} ({@code t}), {@link io.meshport.vif.VifErrors}
 * ({@code e}) and {@link io.meshport.vif.VifMerges} ({@code m} or {@code u}). In a model, what
 * the mesh has no place for travels as a {@link io.meshport.vif.VifExtra}, which
 * {@link io.meshport.vif.VifExtraCodec} turns into bytes for formats that carry other formats'
 * extras. {@link io.meshport.vif.VifLevelOfDetail} cuts a model's hierarchy at a depth.
 *
 * <p>The stages behind {@link io.meshport.vif.VifFormat} live in {@code io.meshport.vif.internal.*}
 * ({@code read}, {@code compile}, {@code export}, {@code write}, and the {@code rules} beyond the
 * syntax that they share: one tree, closed coincident rings, patches in range), which the module
 * does not export: this package is all a user reaches. A document that breaks those rules is
 * refused by a strict reader and never written.
 */
package io.meshport.vif;
