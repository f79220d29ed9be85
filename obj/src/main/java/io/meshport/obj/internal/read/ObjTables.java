package io.meshport.obj.internal.read;

import io.meshport.text.pool.FloatList;

/**
 * {@code v} (x y z), {@code vt} (u v) and {@code vn} (x y z) tables, in the order they came: the
 * file's, or a block's ({@link ObjStatements}) until they join the file's.
 */
final class ObjTables {
    final FloatList positions;
    final FloatList texcoords;
    final FloatList normals;

    /** Tables sized for about {@code expected} elements each. */
    ObjTables(int expected) {
        positions = new FloatList(3 * expected);
        texcoords = new FloatList(2 * expected);
        normals = new FloatList(3 * expected);
    }

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
