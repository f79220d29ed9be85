/**
 * The FBX scene to meshport's model: hierarchy, skeleton, meshes, skins and animations
 * ({@link io.meshport.fbx.internal.compile.FbxCompiler}). Internal: not exported.
 */
package io.meshport.fbx.internal.compile;
