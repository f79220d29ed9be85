/**
 * Autodesk FBX 7 (binary and ASCII), read into meshport's model (package {@code io.meshport.fbx}).
 * Found by {@link io.meshport.io.ModelIO} as a service once the module is on the module path.
 */
module io.meshport.fbx {
    requires transitive io.meshport.model;

    exports io.meshport.fbx;

    provides io.meshport.io.ModelFormat with io.meshport.fbx.FbxFormat;
}
