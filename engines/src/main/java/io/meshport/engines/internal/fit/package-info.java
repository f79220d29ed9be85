/**
 * Model changes that more than one engine's profile makes on the way out
 * ({@link io.meshport.engines.EngineProfile#fitted}): {@code VertexLimitSplit} splits meshes at an
 * engine's vertex limit. Internal: the module does not export this package.
 */
package io.meshport.engines.internal.fit;
