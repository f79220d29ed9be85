/**
 * Autodesk FBX 7 (binary and ASCII), read. This first slice reads a file into its node tree
 * ({@code io.meshport.fbx.internal.tree}, not exported); the scene that maps the tree to a
 * {@link io.meshport.model.Model}, the API and the {@link io.meshport.io.ModelFormat} service come
 * with the next slice, so the module exports nothing yet.
 */
module io.meshport.fbx {
    requires transitive io.meshport.model;
}
