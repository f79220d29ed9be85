/**
 * Data computed from a model on request, once for every format (DESIGN §3): smooth normals,
 * tangents, edge adjacency, skinned positions and per-frame bounds as the reference IQM compiler
 * computes them, and the welding of equal vertices. Models are immutable: each computation hands
 * its result (an array, a table, a new mesh) back for a reader, writer or edit to use.
 */
package io.meshport.model.derive;
