/**
 * glTF's export and print stages: a model to JglTF's model, then to bytes, behind
 * {@code GltfFormat}'s export and print. {@code GltfWriter} drives both: {@code GltfModelBuilder}
 * builds the scene, its meshes ({@code GltfWriteStreams}, {@code GltfWriteSkinning}), materials
 * ({@code GltfMaterialBuilder}), the skin ({@code GltfSkinBuilder}, {@code GltfWritePose}) and the
 * animations ({@code GltfAnimationBuilder}), all bulk data in the one buffer
 * {@code io.meshport.gltf.internal.GltfBufferBuilder} lays out, mending what glTF's rules forbid and reporting it;
 * {@code GltfImages} finds the images materials name and embeds them; {@code GltfWriter} frames
 * the GLB or prints the JSON.
 *
 * <p>Internal: not API, and it may change without notice; the module does not export it. Write
 * through {@code io.meshport.gltf.Gltf} or {@code io.meshport.gltf.GltfFormat}.
 */
package io.meshport.gltf.internal.write;

