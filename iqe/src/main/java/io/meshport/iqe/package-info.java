/**
 * Inter-Quake Export (IQE), the text format of the IQM SDK ({@code specs/iqe.txt}).
 *
 * <p>The public surface is {@link io.meshport.iqe.IqeFormat}, IQE's stages on meshport's format
 * template ({@link io.meshport.format.DocumentFormat}), which registers IQE with
 * {@link io.meshport.io.ModelIO}; the entry class {@link io.meshport.iqe.Iqe} (its reader and writer
 * objects, with the verbs every meshport format has: {@code read}, {@code readDocument},
 * {@code toModel}, {@code fromModel}, {@code write}, {@code writeDocument});
 * and the document {@link io.meshport.iqe.IqeDocument} with its {@link io.meshport.iqe.IqeCommand}s
 * (everything a file says: the lossless same-format round trip). Everything else is internal
 * (not exported, may change without notice), one package per stage under
 * {@code io.meshport.iqe.internal}:
 *
 * <ul>
 * <li>{@code read}: {@code IqeReader} hands the text to the text engine ({@code io.meshport.text}:
 *     one reused lexer and parser per thread, blocks of lines in parallel), whose
 *     {@code IqeLineReader} picks the {@code Iqe.g4} rule for each line; {@code IqeDocumentBuilder}
 *     appends each line to the document;</li>
 * <li>{@code compile}: {@code IqeCompiler} walks the document once, collecting vertices
 *     ({@code IqeVertexData}), triangles ({@code IqeTriangles}) and the skeleton
 *     ({@code IqeSkeletonCollector}), and hands the file-wide {@code IqeGeometry} to
 *     {@code IqeMeshAssembler}, which cuts it into meshes (generating normals under
 *     {@code IqeSmoothingRule});</li>
 * <li>{@code export}: {@code IqeExporter} says a model as a document, reporting what only IQE's
 *     spelling can tell (the template has brought it into IQE's conventions and reported, through
 *     {@link io.meshport.io.LossCheck}, what IQE's capabilities cannot hold);</li>
 * <li>{@code write}: {@code IqeDocumentWriter} prints a document as text;</li>
 * <li>{@code rules}: what iqe.txt says that several stages share: the names IQE can hold
 *     ({@code IqeNames}), the {@code vertexarray} types ({@code IqeVertexArrayLayout}) and how
 *     blend weights become four ({@code IqeBlend}).</li>
 * </ul>
 *
 * <p>Where meshport departs from the reference compiler is listed in {@code docs/iqe-conformance.md}.
 */
package io.meshport.iqe;
