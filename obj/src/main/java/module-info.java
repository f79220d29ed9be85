/**
 * The Wavefront OBJ format with MTL material names: its entry class and format (package
 * {@code io.meshport.obj}). Found by {@link io.meshport.io.ModelIO} as a service once the module is
 * on the module path. Its stages ({@code io.meshport.obj.internal.read} and {@code .write}) are not
 * exported.
 *
 * <p>javagl's Obj writes OBJ and MTL and reads MTL material names (OBJ statements are read on
 * {@code io.meshport.text}). It names no module, so its jar is required by the name the module
 * path derives from its file name, {@code obj}.
 */
module io.meshport.obj {
    requires transitive io.meshport.model;
    requires io.meshport.text;
    requires obj;

    exports io.meshport.obj;

    provides io.meshport.io.ModelFormat with io.meshport.obj.ObjFormat;
}
