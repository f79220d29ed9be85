/**
 * The FBX scene over the node tree: objects by id, connections, {@code Properties70} with their
 * templates, checked arrays, and the FBX transform chain. Internal: not exported.
 */
package io.meshport.fbx.internal.scene;
