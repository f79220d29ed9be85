/**
 * IQM bytes to a document ({@code IqmFormat}'s parse stage, and {@code Iqm.readDocument}):
 * {@code IqmSectionBounds} checks the header ({@code IqmHeaderField}) and claims every section's
 * byte range in 64-bit arithmetic before anything is allocated, and records the layout;
 * {@code IqmReader} then decodes each section and checks every index, so that any input yields a
 * file or a {@link io.meshport.io.ModelFormatException} naming the field and byte offset;
 * {@code IqmVersion1Upgrade} turns a version-1 file's joints, poses and frames into version 2's,
 * quantising the restored quaternion w with the exporter's {@code IqmAnimationQuantizer}, the
 * reference compiler's rule.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqm.internal.read;
