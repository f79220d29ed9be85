/**
 * Inter-Quake Model (IQM) binary files: v2 read and written, v1 read (upgraded to v2).
 *
 * <p>The module reads as one story:
 * <ul>
 * <li>{@link io.meshport.iqm.Iqm}, the entry class, and {@link io.meshport.iqm.IqmFile}, the file as
 * stored (header fields, text block, shared vertex arrays as raw little-endian bytes, triangles,
 * adjacency, joints, poses, animations, quantised frames, bounds, comment, extensions, and where
 * each section was). {@code Iqm.writeDocument(Iqm.readDocument(bytes, name, diagnostics))} reproduces the bytes of any
 * file it accepts, whichever exporter wrote it.</li>
 * <li>read: {@code IqmReader} ({@code internal.read}), bytes → file; every offset and count is
 * checked in 64-bit arithmetic before anything is allocated, and any input yields a file or a
 * {@link io.meshport.io.ModelFormatException} naming the field and byte offset.</li>
 * <li>compile: {@code IqmCompiler} ({@code internal.compile}), file → {@link io.meshport.model.Model}.</li>
 * <li>export: {@code IqmExporter} ({@code internal.export}), model → file, after
 * {@link io.meshport.io.LossCheck}.</li>
 * <li>write: {@code IqmWriter} ({@code internal.write}), file → bytes, in the remembered layout
 * or the reference compiler's.</li>
 * </ul>
 * <p>The stages live in packages under {@code io.meshport.iqm.internal}, which the module does not
 * export; they reach the document's arrays without copies through {@code IqmStageAccess}, so this
 * package's public API is the entry class, the format, the document and its parts, and the
 * extras.
 *
 * <p>{@link io.meshport.iqm.IqmExtras} keeps what only IQM knows. What the model holds and IQM has no
 * place for (texcoord and colour sets above 0, triangle streams, other formats' extras through
 * their {@link io.meshport.io.ExtraCodec}) travels in custom arrays and extensions with names
 * reserved for meshport ({@code meshport:texcoord1}, {@code meshport.triangle-streams},
 * {@code meshport.extra:<codec>}, {@code meshport.mesh-extra:<codec>}; see
 * {@code docs/iqm-conformance.md}). {@link io.meshport.iqm.IqmFormat} puts the four stages on
 * meshport's format template ({@link io.meshport.format.DocumentFormat}), which does the
 * conventions, the loss check and atomic writes, and registers the format for
 * {@link io.meshport.io.ModelIO}.
 */
package io.meshport.iqm;
