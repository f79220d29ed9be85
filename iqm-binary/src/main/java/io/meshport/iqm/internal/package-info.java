/**
 * What the document ({@code io.meshport.iqm.IqmFile}) and every stage share beneath the public
 * API: {@code IqmConstants}, the numbers the IQM specification fixes; {@code IqmLayout}, where
 * the sections of a read file were, which the reader records and the writer follows; and
 * {@code IqmDocumentAccess}, the stages' way to the document's arrays without copies and to the
 * builder's setters that take ownership, implemented by the API package, which keeps those parts
 * package-private. The stages themselves are in {@code internal.read}, {@code internal.compile},
 * {@code internal.export} and {@code internal.write}.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqm.internal;
