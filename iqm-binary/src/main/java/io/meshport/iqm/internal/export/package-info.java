/**
 * A model to a document ({@code IqmFormat}'s export stage): {@code IqmExporter} concatenates the
 * meshes' streams into one vertex array per stream, derives adjacency and skinned bounds when the
 * model does not carry them, and stores triangle streams and extras in meshport's extensions
 * (with the encoders of {@code internal.compile}); {@code IqmAnimationQuantizer} quantises the
 * animations exactly as the reference compiler does; {@code IqmStringTable} builds the text block
 * as it does; {@code IqmEngineBlends} writes blend data in the layout the engines load.
 *
 * <p>Internal: the module does not export this package, and it may change without notice.
 */
package io.meshport.iqm.internal.export;
