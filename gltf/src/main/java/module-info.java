/**
 * The glTF 2.0 format ({@code .glb}, {@code .gltf}): its entry class, format and document (package
 * {@code io.meshport.gltf}). Found by {@link io.meshport.io.ModelIO} as a service once the module is
 * on the module path. Its stages ({@code io.meshport.gltf.internal} and below) are not exported.
 *
 * <p>JglTF names no module, so its jars are required by the names the module path derives from
 * their file names ({@code jgltf.model}, {@code jgltf.impl.v2}). Jackson's databind is required by
 * name although only one class here uses it: JglTF, an automatic module, reads whatever is resolved
 * but makes nothing resolve, so without this line databind would be missing at run time (its
 * {@code DeserializationProblemHandler} the first class JglTF asks for). Databind reaches JglTF's
 * model classes by reflection without an {@code opens}: an automatic module opens every package.
 */
module io.meshport.gltf {
    requires transitive io.meshport.model;
    requires jgltf.model;
    requires jgltf.impl.v2;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.databind;

    exports io.meshport.gltf;

    provides io.meshport.io.ModelFormat with io.meshport.gltf.GltfFormat;
}
