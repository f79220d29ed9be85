package io.meshport.iqm;

import java.nio.charset.StandardCharsets;

/** Numbers the IQM specification fixes: magic, struct sizes, vertex array types and formats. */
final class IqmConstants {
    static final byte[] MAGIC = "INTERQUAKEMODEL\0".getBytes(StandardCharsets.ISO_8859_1);
    static final int VERSION = 2;
    static final int VERSION_1 = 1;

    static final int HEADER_SIZE = 124;
    static final int MESH_SIZE = 24;
    static final int VERTEX_ARRAY_SIZE = 20;
    static final int TRIANGLE_SIZE = 12;
    static final int JOINT_SIZE = 48;
    static final int JOINT_V1_SIZE = 44;
    static final int POSE_SIZE = 88;
    static final int POSE_V1_SIZE = 80;
    static final int ANIM_SIZE = 20;
    static final int BOUNDS_SIZE = 32;
    static final int EXTENSION_SIZE = 16;

    static final int POSITION = 0;
    static final int TEXCOORD = 1;
    static final int NORMAL = 2;
    static final int TANGENT = 3;
    static final int BLENDINDEXES = 4;
    static final int BLENDWEIGHTS = 5;
    static final int COLOR = 6;
    /** Types from here on are custom; {@code type - CUSTOM} is the offset of the name in the text block. */
    static final int CUSTOM = 0x10;

    static final int BYTE = 0;
    static final int UBYTE = 1;
    static final int SHORT = 2;
    static final int USHORT = 3;
    static final int INT = 4;
    static final int UINT = 5;
    static final int HALF = 6;
    static final int FLOAT = 7;
    static final int DOUBLE = 8;

    private static final int[] FORMAT_BYTES = {1, 1, 2, 2, 4, 4, 2, 4, 8};

    private IqmConstants() {
    }

    static boolean isKnownFormat(int format) {
        return format >= 0 && format < FORMAT_BYTES.length;
    }

    static int formatBytes(int format) {
        return FORMAT_BYTES[format];
    }

    static boolean isKnownType(int type) {
        return (type >= POSITION && type <= COLOR) || Integer.compareUnsigned(type, CUSTOM) >= 0;
    }
}
