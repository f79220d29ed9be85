/**
 * Inter-Quake Export (IQE), the text format of the IQM SDK ({@code specs/iqe.txt}).
 *
 * <p>{@link io.meshport.iqe.Iqe} reads and writes files; {@link io.meshport.iqe.IqeDocument} is
 * everything a file says (the lossless same-format round trip), and compiling a document gives
 * the common {@link io.meshport.model.Model}. {@link io.meshport.iqe.IqeFormat} registers IQE
 * with {@link io.meshport.io.ModelIO}.
 *
 * <p>Text flows: line → {@code Iqe.g4} parse by the text engine ({@code io.meshport.text}: one
 * reused lexer and parser per thread, {@code IqeLineReader} picking the rule) →
 * {@code IqeDocumentBuilder} → document → {@code IqeCompiler} → model; and back: model →
 * {@code IqeExporter} → document → {@code IqeDocumentWriter} → text. Where meshport departs
 * from the reference compiler is listed in {@code docs/iqe-conformance.md}.
 */
package io.meshport.iqe;
