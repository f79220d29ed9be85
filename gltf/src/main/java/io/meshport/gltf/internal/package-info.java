/**
 * What glTF's reading and writing share beneath the public API ({@code io.meshport.gltf}): the GLB
 * container's framing ({@code GlbContainer}); 4×4 matrices as glTF stores them
 * ({@code GltfMatrix}); the one binary buffer the writer lays out and the extras fill
 * ({@code GltfBufferBuilder}); and codec extras in glTF's {@code extras.meshport}
 * ({@code GltfExtras}), written by {@code internal.write} and read back by {@code internal.read}.
 * The other parts of {@code extras.meshport} (triangle streams, the originals of mended values,
 * the streams of meshes without vertices, their layouts) check what they read through the
 * reader's context, so they live in {@code internal.read}, and the writer uses their write halves
 * from there: the packages depend on each other one way only (internal, then read, then write).
 *
 * <p>Internal: not API, and it may change without notice; the module does not export it.
 */
package io.meshport.gltf.internal;

