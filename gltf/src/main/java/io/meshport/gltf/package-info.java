/**
 * glTF 2.0 ({@code .glb}, {@code .gltf}) on JglTF: the bridge to Blender and modern tools. Read and
 * write through {@link io.meshport.gltf.Gltf} (the {@link io.meshport.gltf.GltfFormat}'s reader and
 * writer objects) or {@link io.meshport.io.ModelIO}. The format's stages: read
 * ({@code GltfReader}, in {@code io.meshport.gltf.internal.read}), export ({@code GltfModelBuilder}
 * and {@code GltfImages}, into a {@link io.meshport.gltf.GltfDocument}) and print
 * ({@code GltfWriter}), both in {@code io.meshport.gltf.internal.write}; what reading and writing
 * share (the GLB framing, matrices, meshport's {@code extras}) is in {@code io.meshport.gltf.internal}.
 * Those packages are internal: not API, and they may change without notice. Conventions, the loss
 * check and atomic writes are the format template's.
 *
 * <h2>How the model maps to glTF (what the writer makes and the reader takes back)</h2>
 * <ul>
 * <li><b>Container.</b> {@code .glb} by default; {@code .gltf} is JSON with its one buffer embedded
 *     as a base64 data URI. The reader takes either, with buffers and images embedded, in the GLB
 *     chunk or (for a file read from a path) in external files beside it: only inside its folder,
 *     through {@link io.meshport.io.SideFiles} ({@code GltfReadBuffers}); it never opens an image,
 *     whose URI only names a material. Its JSON is read within {@code GltfJsonLimits}.</li>
 * <li><b>Scene.</b> The writer makes one scene: per model mesh a node named as the mesh, without a
 *     transform, holding a glTF mesh of that name with one triangle primitive; a mesh with blend
 *     indexes and weights (when the model has joints) is skinned by the one skin. The reader walks
 *     the scene ({@code scene}, else scene 0, else every root node) depth first in child order:
 *     each triangle primitive of each node's mesh becomes a model mesh, named as the glTF mesh
 *     (with {@code .n}, the primitive's index, when it has several), else as the node, else
 *     {@code mesh<i>}. A node's world transform is baked into meshes without a skin. A glTF mesh's
 *     {@code name}, when present, is the model mesh's name even when empty (the writer always
 *     writes it). A mesh with vertices but no triangles is written as one {@code POINTS} primitive
 *     without indices, which the reader takes back as a mesh of those vertices without triangles.
 *     A mesh without vertices has no glTF mesh: the root's {@code extras.meshport.emptyMeshes} lists
 *     such meshes as objects {@code {"index": i, "name": ..., "material": ..., "streams": [...],
 *     "extras": {...}}} ({@code streams} the layouts of its vertex streams, which hold no values, as
 *     {@code GltfEmptyMeshStreams}; {@code extras} as {@code GltfExtras}; each absent when none),
 *     {@code index} its place in the model's mesh list, strictly ascending; the reader puts them
 *     there (an entry out of order is an error). A level-of-detail chain
 *     ({@link io.meshport.model.simplify.LevelsOfDetail}: {@code <mesh>_lod1}, ... after their mesh,
 *     what {@code --lod} makes) is {@code MSFT_lod} on the base's node: {@code extensions.MSFT_lod.ids}
 *     the level nodes, which no scene lists, {@code extras.MSFT_screencoverage} the screen coverage
 *     down to which each level is shown ({@code GltfWriteLods}), {@code MSFT_lod} in
 *     {@code extensionsUsed} (not required: a viewer without it shows the bases). The reader takes
 *     the levels of the nodes it reads as meshes named {@code <base>_lod<k>}, each at its place in
 *     node order after its base ({@code GltfReadLods}).</li>
 * <li><b>Materials.</b> A glTF material named as the model mesh's material; when that name is an
 *     image file (a {@code .png}, say) the material's base colour texture names it as its URI
 *     (percent-encoded, backslashes as slashes); since glTF wants {@code TEXCOORD_0} beside a
 *     texture, a mesh without texcoords gets a material of the same name without the texture. The
 *     reader takes the material's name, else its base colour image's URI.</li>
 * <li><b>Skeleton.</b> One skin with every model joint in model order; each joint a node named
 *     as the joint, its base pose as the node's translation, rotation and scale, children under
 *     their parent, the root in the scene (several roots under one plain node named
 *     {@code skeleton}, no joint, without a transform: glTF wants a skin's joints under one node);
 *     inverse bind matrices are the inverses of the joints'
 *     base poses in model space (when one of those is singular the skin has no inverse bind
 *     matrices, and the writer warns). The node's translation, rotation and scale are the base pose
 *     exactly; the inverse bind matrices hold it only within float rounding, so a reader that finds a
 *     node's transform consistent with its inverse bind matrix should keep the node's. The reader
 *     takes the joints of every skin (skin 0's first, in its
 *     order, except that a joint listed before its parent joint moves to just after it: the model
 *     keeps parents first; a joint in several skins once); a joint's parent is its nearest ancestor node that
 *     is a joint; the base pose comes from the inverse bind matrices (the bind pose in model
 *     space, made local to the parent's), from the node's transform where there are none. Blend
 *     indexes are renumbered from the skin's joint list to the model's.</li>
 * <li><b>Vertex streams.</b> {@code POSITION}, {@code NORMAL}, {@code TANGENT};
 *     {@code TEXCOORD_n} and {@code COLOR_n} are set n of texcoords and colours (glTF numbers
 *     sets without gaps: when a mesh's set numbers are not 0, 1, 2..., the glTF mesh's
 *     {@code extras.meshport} has {@code texcoordSets} and/or {@code colorSets}, the model's set
 *     number of each glTF set in glTF order, e.g. {@code [1, 3]}; the reader numbers them back);
 *     {@code JOINTS_0}/{@code WEIGHTS_0} are blend indexes and weights (further sets are folded
 *     into the four largest influences, renormalised, and reported); a custom array is the
 *     application-specific attribute {@code _name}. Layouts as {@link GltfFormat#CAPABILITIES}
 *     declares; normalized unsigned bytes and shorts stay so. Where glTF's rules forbid the values
 *     a model holds (normals and tangents not of unit length, a tangent's w not ±1, colours outside
 *     0..1, weights that do not sum to 1, blend indexes outside the skeleton or repeated, rotations
 *     not of unit length, numbers that are not finite), the writer mends them. A mended float
 *     attribute's original values ride along as the bits of its floats in an unsigned-int accessor
 *     named in the primitive's {@code extras.meshport.originals} ({@code {"NORMAL": 7}}), which
 *     meshport's reader puts back bit for bit: other readers see valid values, meshport loses
 *     nothing, and the writer notes the change (a conversion, not a loss). Mended blend data and
 *     rotations are reported lost; blend indexes and weights without the other (or without a
 *     skeleton) are reported lost.</li>
 * <li><b>Triangle streams</b> (per-triangle data: PIE's polygon flags and texture animation, VIF's
 *     patch IDs), which glTF has no place for: each an accessor of one element per triangle
 *     ({@code SCALAR} to {@code VEC4}; byte, short, their unsigned kin, uint or float as the stream
 *     has it, int, half and double as float), referenced only from the primitive's
 *     {@code extras.meshport.triangleStreams}, a list in the model's order of
 *     {@code {"name": <the stream's name, e.g. "pie:flags">, "accessor": i}} (a triangle stream is
 *     always custom: the name and the accessor's layout are its whole descriptor; other readers
 *     see an unused accessor, which the spec allows). A mesh without triangles has streams of no
 *     values, and an accessor holds at least one element: its entries (in the primitive, or in its
 *     {@code emptyMeshes} entry) give {@code componentType} and {@code type} instead of an accessor.
 *     The reader takes them for a {@code TRIANGLES} primitive (or the writer's {@code POINTS}),
 *     whose triangles are the file's one for one; an accessor with another count is an error. A
 *     strip or fan loses its degenerate triangles, so its streams no longer line up: dropped, with
 *     a warning.</li>
 * <li><b>Animations.</b> One glTF animation per model animation, named as it: per joint a
 *     translation, a rotation and a scale channel, LINEAR, one key per frame at
 *     {@code frame / framerate} seconds ({@code frame / 30} when the framerate is 0, not known, or
 *     not a positive finite number); the animation's {@code extras.meshport} holds
 *     {@code framerate} (as the model has it, 0 included: the reader then samples at the spacing of
 *     the keys and gives the animation framerate 0, as it was) and {@code loop}. An animation without frames, or of a model without joints, has no
 *     glTF animation and is reported lost. The reader samples every channel at the frame rate
 *     ({@code extras.meshport.framerate}, else the spacing of the keys when they lie on one grid,
 *     else 30 per second, reported), LINEAR and STEP exactly at keys, CUBICSPLINE resampled and
 *     reported; morph target weights are reported lost.</li>
 * <li><b>Extras.</b> Model extras with a codec in the root's {@code extras.meshport.extras}, mesh
 *     extras in the glTF mesh's ({@code GltfExtras}); the comment in the root's
 *     {@code extras.meshport.comment}.</li>
 * <li><b>Conventions.</b> glTF is Y up, right-handed, counter-clockwise front faces, in metres: the
 *     writer converts a model in other conventions ({@link io.meshport.model.edit.FormatConventions}) and
 *     says so; the reader records {@link io.meshport.model.Conventions#Y_UP_RIGHT_CCW}.</li>
 * </ul>
 */
package io.meshport.gltf;

