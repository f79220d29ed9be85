/**
 * A model to a PIE document ({@code PieFormat}'s prepare, loss-check and export stages):
 * {@code PieExporter} makes a level per mesh, {@code PieLevelPolygons} its polygons and normals
 * ({@code PieFans} rejoins PIE 2 polygons of more than three points), and {@code PieLevelSplit}
 * splits meshes over the game's polygon limit when asked. Builds on
 * {@code io.meshport.pie.internal.compile}, whose mappings it takes back.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.pie.internal.export;
