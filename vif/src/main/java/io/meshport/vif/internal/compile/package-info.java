/**
 * A VIF document to a model ({@code VifFormat}'s compile stage): {@code VifCompiler} makes one
 * mesh of the file's vertices, the patches a triangle stream and the rest a {@code VifExtra};
 * {@code VifVertexAttributes} holds the vertices' attributes side by side. These mappings work both
 * ways: the exporter in {@code io.meshport.vif.internal.export} builds on this package to take
 * them back, never the other way round.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.vif.internal.compile;
