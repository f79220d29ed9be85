package io.meshport.obj.internal.read;

/**
 * The faces of one mesh: those of one group or object that use one material. Its faces themselves
 * are in its {@link ObjGroup}; a part keeps what the mesh needs to know of them all, as a file may
 * hold a million parts.
 */
final class ObjPart {
    final String name;
    final String material;
    /** Its number in its group, in order of first face. */
    final int index;
    int faces;
    int corners;
    boolean anyTexcoord;
    boolean anyNormal;
    int withoutTexcoord;
    int withoutNormal;
    int firstWithoutTexcoordLine;
    int firstWithoutNormalLine;

    ObjPart(String name, String material, int index) {
        this.name = name;
        this.material = material;
        this.index = index;
    }

    int cornerCount() {
        return corners;
    }
}
