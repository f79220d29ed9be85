/**
 * Inter-Quake Export (IQE), the text format of the IQM SDK ({@code specs/iqe.txt}).
 *
 * <p>The public surface is the facade {@link io.meshport.iqe.Iqe} (the same verbs as every
 * meshport format: {@code read}, {@code readDocument}, {@code toModel}, {@code fromModel},
 * {@code write}, {@code writeDocument}), the document {@link io.meshport.iqe.IqeDocument} with
 * its {@link io.meshport.iqe.IqeCommand}s (everything a file says: the lossless same-format round
 * trip), and {@link io.meshport.iqe.IqeFormat}, which registers IQE with
 * {@link io.meshport.io.ModelIO}. Everything else is package-private, one file per stage:
 *
 * <ul>
 * <li>read: {@code IqeReader} hands the text to the text engine ({@code io.meshport.text}: one
 *     reused lexer and parser per thread, blocks of lines in parallel), whose
 *     {@code IqeLineReader} picks the {@code Iqe.g4} rule for each line; {@code IqeDocumentBuilder}
 *     appends each line to the document;</li>
 * <li>compile: {@code IqeCompiler} walks the document once, collecting vertices
 *     ({@code IqeVertexData}), triangles ({@code IqeTriangles}) and the skeleton
 *     ({@code IqeSkeletonCollector}), and hands the file-wide {@code IqeGeometry} to
 *     {@code IqeMeshAssembler}, which cuts it into meshes (generating normals under
 *     {@code IqeSmoothingRule});</li>
 * <li>export: {@code IqeExporter} says a model as a document, reporting losses through
 *     {@link io.meshport.io.LossCheck} plus what only IQE's spelling can tell;</li>
 * <li>write: {@code IqeDocumentWriter} prints a document as text.</li>
 * </ul>
 *
 * <p>Where meshport departs from the reference compiler is listed in {@code docs/iqe-conformance.md}.
 */
package io.meshport.iqe;
