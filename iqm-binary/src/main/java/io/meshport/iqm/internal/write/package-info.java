/**
 * A document to IQM v2 bytes ({@code IqmFormat}'s print stage, and {@code Iqm.writeDocument}):
 * {@code IqmWriter} follows the layout a read file remembers while every section still fits it,
 * so that an unchanged file comes back byte for byte, and lays the file out as the reference
 * compiler does otherwise; it streams the file section by section through {@code IqmSink}'s small
 * buffer, waiting for bounds still being computed only when it reaches their section.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqm.internal.write;
