package io.meshport.obj.internal.read;

import io.meshport.text.pool.FloatList;
/** The file's {@code v} (x y z), {@code vt} (u v) and {@code vn} (x y z) tables, in the order they came. */
final class ObjTables {
    final FloatList positions = new FloatList(3 * 1024);
    final FloatList texcoords = new FloatList(2 * 1024);
    final FloatList normals = new FloatList(3 * 1024);

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
