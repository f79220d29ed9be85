/**
 * What iqe.txt says that several stages share: which names IQE text can hold ({@code IqeNames}: the
 * exporter and the writer), the {@code vertexarray} types and their default layouts
 * ({@code IqeVertexArrayLayout}: the compiler and the exporter), and how a vertex's blend weights
 * become IQM's four ({@code IqeBlend}: the compiler, and the exporter predicting what is read back).
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqe.internal.rules;
