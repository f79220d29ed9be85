package io.meshport.iqm.internal;

import java.nio.charset.StandardCharsets;

/**
 * Numbers the IQM specification fixes: magic, struct sizes, vertex array types and formats. The
 * document, the format and every stage read and write by them, so they are public in this
 * internal package; the values no other package names stay package-private beside them.
 */
public final class IqmConstants {
    /** meshport's name for the format, as the format registry and loss reports give it. */
    public static final String FORMAT_NAME = "iqm";

    /** {@code INTERQUAKEMODEL\0}, the first 16 bytes of every file. */
    public static final byte[] MAGIC = "INTERQUAKEMODEL\0".getBytes(StandardCharsets.ISO_8859_1);
    /** The version meshport writes, and the one it reads as it is. */
    public static final int VERSION = 2;
    /** The older version the reader upgrades to {@link #VERSION}. */
    public static final int VERSION_1 = 1;

    /** Bytes of {@code iqmheader}, the magic included. */
    public static final int HEADER_SIZE = 124;
    /** Bytes of one {@code iqmmesh}. */
    public static final int MESH_SIZE = 24;
    /** Bytes of one {@code iqmvertexarray}. */
    public static final int VERTEX_ARRAY_SIZE = 20;
    /** Bytes of one {@code iqmtriangle} (and of one adjacency entry). */
    public static final int TRIANGLE_SIZE = 12;
    /** Bytes of one v2 {@code iqmjoint}. */
    public static final int JOINT_SIZE = 48;
    /** Bytes of one v1 {@code iqmjoint}: no quaternion w. */
    public static final int JOINT_V1_SIZE = 44;
    /** Bytes of one v2 {@code iqmpose}. */
    public static final int POSE_SIZE = 88;
    /** Bytes of one v1 {@code iqmpose}: nine channels, not ten. */
    public static final int POSE_V1_SIZE = 80;
    /** Bytes of one {@code iqmanim}. */
    public static final int ANIM_SIZE = 20;
    /** Bytes of one frame's {@code iqmbounds}. */
    public static final int BOUNDS_SIZE = 32;
    /** Bytes of one {@code iqmextension} header. */
    public static final int EXTENSION_SIZE = 16;

    /** Vertex array type {@code IQM_POSITION}. */
    public static final int POSITION = 0;
    static final int TEXCOORD = 1;
    static final int NORMAL = 2;
    static final int TANGENT = 3;
    static final int BLENDINDEXES = 4;
    static final int BLENDWEIGHTS = 5;
    /** Vertex array type {@code IQM_COLOR}, the last standard one. */
    public static final int COLOR = 6;
    /** Types from here on are custom; {@code type - CUSTOM} is the offset of the name in the text block. */
    public static final int CUSTOM = 0x10;

    /** Vertex array format {@code IQM_BYTE}, the first. */
    public static final int BYTE = 0;
    /** Vertex array format {@code IQM_UBYTE}. */
    public static final int UBYTE = 1;
    static final int SHORT = 2;
    static final int USHORT = 3;
    static final int INT = 4;
    static final int UINT = 5;
    static final int HALF = 6;
    /** Vertex array format {@code IQM_FLOAT}. */
    public static final int FLOAT = 7;
    /** Vertex array format {@code IQM_DOUBLE}, the last. */
    public static final int DOUBLE = 8;

    private static final int[] FORMAT_BYTES = {1, 1, 2, 2, 4, 4, 2, 4, 8};

    private IqmConstants() {
    }

    /**
     * Whether a vertex array format is one the specification defines.
     *
     * @param format the stored format
     * @return true for 0..8
     */
    public static boolean isKnownFormat(int format) {
        return format >= 0 && format < FORMAT_BYTES.length;
    }

    /**
     * The width of one component of a format.
     *
     * @param format a known format, 0..8
     * @return 1, 2, 4 or 8 bytes
     */
    public static int formatBytes(int format) {
        return FORMAT_BYTES[format];
    }

    /**
     * Whether a vertex array type is standard or custom, not one of the reserved 7..15.
     *
     * @param type the stored type
     * @return false only for a reserved type
     */
    public static boolean isKnownType(int type) {
        return (type >= POSITION && type <= COLOR) || Integer.compareUnsigned(type, CUSTOM) >= 0;
    }
}
