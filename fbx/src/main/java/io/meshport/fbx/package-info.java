/**
 * Autodesk FBX 7, binary and ASCII: the home of the format's API, which the scene slice adds (the
 * entry point, the format and what a file holds). For now the module reads a file only as far as
 * its node tree, in {@code io.meshport.fbx.internal.read} and {@code io.meshport.fbx.internal.tree},
 * neither exported.
 */
package io.meshport.fbx;
