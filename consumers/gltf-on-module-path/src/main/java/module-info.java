/**
 * A library user's program on glTF and OBJ: meshport's modules by their names; JglTF, javagl Obj
 * and Jackson come along as the format modules require them, unnamed here.
 */
module org.example.gltfconsumer {
    requires io.meshport.model;
    requires io.meshport.gltf;
    requires io.meshport.obj;
    requires io.meshport.iqe;
}
