/**
 * Inter-Quake Model (IQM) binary files: v2 read and written, v1 read (upgraded to v2).
 *
 * <p>Two levels, as for every format of meshport:
 * <ul>
 * <li>{@link io.meshport.iqm.IqmFile} is the file as stored: header fields, text block, shared
 * vertex arrays as raw little-endian bytes, triangles, adjacency, joints, poses, animations,
 * quantised frames, bounds, comment, extensions, and {@link io.meshport.iqm.IqmLayout} (where
 * each section was). {@code Iqm.toBytes(Iqm.readFile(bytes))} reproduces the bytes of any file
 * it accepts, whichever exporter wrote it.</li>
 * <li>{@code Iqm.toModel}/{@code Iqm.toFile} map to and from the common
 * {@link io.meshport.model.Model}: per-mesh streams, mesh-local triangles, dequantised
 * animations, bounds per animation frame; {@link io.meshport.iqm.IqmExtras} keeps what only
 * IQM knows; {@link io.meshport.iqm.IqmAnimationQuantizer} quantises exactly as the reference
 * compiler does; adjacency and skinned bounds are derived by {@code io.meshport.model.derive}
 * when a model lacks them.</li>
 * </ul>
 *
 * <p>Reading is hardened: every offset and count is checked in 64-bit arithmetic against the
 * file before anything is allocated; any input yields a valid file or a
 * {@link io.meshport.io.ModelFormatException} naming the field and byte offset. Files are
 * memory-mapped and vertex data is bulk-copied, with no object per vertex.
 *
 * <p>Entry points: {@link io.meshport.iqm.Iqm} (static facade) and
 * {@link io.meshport.iqm.IqmFormat} (the {@link io.meshport.io.ModelFormat} registered for
 * {@link io.meshport.io.ModelIO}). Other formats' model extras can travel in named IQM
 * extensions through {@link io.meshport.iqm.IqmExtraCodec}.
 */
package io.meshport.iqm;
