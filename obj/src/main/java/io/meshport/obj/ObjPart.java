package io.meshport.obj;

import io.meshport.text.IntList;
/**
 * The faces of one mesh as the file gives them: the polygons of one group or object that use one
 * material, with each corner's raw table indices (already checked and made absolute; -1 where the
 * corner gives no texture coordinate or normal), the polygon sizes and the line of each polygon.
 * A file may hold a million parts of one triangle each, so a part starts at the size of one face.
 */
final class ObjPart {
    final String name;
    final String material;
    final IntList corners = new IntList(3 * 4); // v, vt, vn per corner
    final IntList sizes = new IntList(4);
    final IntList lines = new IntList(4);
    boolean anyTexcoord;
    boolean anyNormal;
    int withoutTexcoord;
    int withoutNormal;
    int firstWithoutTexcoordLine;
    int firstWithoutNormalLine;

    ObjPart(String name, String material) {
        this.name = name;
        this.material = material;
    }

    int cornerCount() {
        return corners.size() / 3;
    }
}
