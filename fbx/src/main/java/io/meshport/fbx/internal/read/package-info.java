/**
 * FBX's parse stage: {@link io.meshport.fbx.internal.read.FbxTreeReader} tells the encodings apart
 * and hands the bytes to the binary reader (every offset, count and deflated size checked before
 * anything is allocated) or to the ASCII reader (one linear pass, numbers straight into primitive
 * arrays). Both give an {@link io.meshport.fbx.internal.tree.FbxTree} or a
 * {@link io.meshport.io.ModelFormatException}. Internal: not exported by the module.
 */
package io.meshport.fbx.internal.read;
