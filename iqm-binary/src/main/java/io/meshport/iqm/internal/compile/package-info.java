/**
 * A document to a model ({@code IqmFormat}'s compile stage): {@code IqmCompiler} splits the
 * shared vertex arrays into each mesh's streams, makes triangles mesh-local, dequantises the
 * frames and keeps what only IQM knows in {@code IqmExtras}. Beside it, the conventions by which a
 * model carries into IQM what IQM has no place for, which the compiler decodes and the exporter
 * encodes (the exporter takes them from here): {@code IqmStreamNames}, the reserved names of
 * custom arrays for texcoord and colour sets; {@code IqmTriangleStreamsExtension} and
 * {@code IqmExtraExtensions}, the {@code meshport.*} extensions for triangle streams and codec
 * extras, whose payloads {@code IqmPayloadReader} reads (checked, positioned errors) and
 * {@code IqmPayloadWriter} writes.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqm.internal.compile;
