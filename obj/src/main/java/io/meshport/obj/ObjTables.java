package io.meshport.obj;

/** The file's {@code v} (x y z), {@code vt} (u v) and {@code vn} (x y z) tables, in the order they came. */
final class ObjTables {
    final GrowingFloats positions = new GrowingFloats(3 * 1024);
    final GrowingFloats texcoords = new GrowingFloats(2 * 1024);
    final GrowingFloats normals = new GrowingFloats(3 * 1024);

    int positionCount() {
        return positions.size() / 3;
    }

    int texcoordCount() {
        return texcoords.size() / 2;
    }

    int normalCount() {
        return normals.size() / 3;
    }
}
