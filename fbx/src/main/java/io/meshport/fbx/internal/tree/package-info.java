/**
 * An FBX file as the format itself sees it, before any meaning: {@link io.meshport.fbx.internal.tree.FbxTree}
 * holds the top-level {@link io.meshport.fbx.internal.tree.FbxNode}s, each a name, typed
 * {@link io.meshport.fbx.internal.tree.FbxProperty} values and child nodes. Binary and ASCII files
 * give the same shapes; bulk arrays stay primitive arrays (shared, never copied) so a scene walk
 * over millions of vertices costs no object per value. Internal: not exported by the module.
 */
package io.meshport.fbx.internal.tree;
