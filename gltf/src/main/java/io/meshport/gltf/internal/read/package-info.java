/**
 * glTF's read stage: bytes ({@code .glb} or {@code .gltf}) to a model, behind
 * {@code GltfFormat}'s parse. {@code GltfReader} drives it: {@code GltfReadAsset} takes the
 * container apart and {@code GltfReadJson} parses the JSON into JglTF's classes within
 * {@code GltfJsonLimits}; {@code GltfReadContext} holds what every step shares and turns a bad
 * index or byte range into an error naming the glTF path; {@code GltfReadBuffers} and
 * {@code GltfReadAccessors} check buffers (external ones only inside the model's folder) and
 * accessors before use ({@code GltfAccessorValues}); the nodes, the skeleton, the primitives
 * (triangles, influences) and the animations ({@code GltfReadChannel}) are baked into the model,
 * and {@code GltfReadExtras} puts back what meshport keeps in {@code extras.meshport}. The parts of
 * {@code extras.meshport} that read through this package's context keep their write halves here
 * too, which {@code internal.write} calls: triangle streams ({@code GltfTriangleStreams}), the
 * originals of mended values ({@code GltfOriginalValues}), the streams of meshes without vertices
 * ({@code GltfEmptyMeshStreams}) and the layouts that stand where those have no accessor
 * ({@code GltfLayoutEntry}).
 *
 * <p>Internal: not API, and it may change without notice; the module does not export it. Read
 * through {@code io.meshport.gltf.Gltf} or {@code io.meshport.gltf.GltfFormat}.
 */
package io.meshport.gltf.internal.read;
