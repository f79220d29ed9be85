package io.meshport.engines.internal.iqm;

import io.meshport.engines.CheckedFile;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmVertexArray;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * An IQM file as the profiles look at it: the document, the header's fields as stored (the
 * document keeps what they mean, not the {@code filesize} or which offsets were set), and the
 * file's length.
 */
final class IqmView {
    /** Header field offsets, as the IQM header lays them out (a field's count or offset). */
    static final int VERSION = 16;
    static final int FILESIZE = 20;
    static final int NUM_TEXT = 28;
    static final int NUM_MESHES = 36;
    static final int NUM_VERTEXARRAYS = 44;
    static final int NUM_VERTEXES = 48;
    static final int OFS_VERTEXARRAYS = 52;
    static final int NUM_TRIANGLES = 56;
    static final int OFS_TRIANGLES = 60;
    static final int OFS_ADJACENCY = 64;
    static final int NUM_JOINTS = 68;
    static final int NUM_POSES = 76;
    static final int OFS_POSES = 80;
    static final int NUM_ANIMS = 84;
    static final int OFS_ANIMS = 88;
    static final int NUM_FRAMES = 92;
    static final int NUM_FRAMECHANNELS = 96;
    static final int OFS_FRAMES = 100;
    static final int OFS_BOUNDS = 104;
    static final int NUM_COMMENT = 108;
    /** The header's size. */
    static final int HEADER = 124;

    /** The standard array types' names, by type. */
    private static final String[] TYPES = {"position", "texcoord", "normal", "tangent", "blend indexes",
        "blend weights", "color"};
    /** The formats' names, by format. */
    private static final String[] FORMATS = {"byte", "ubyte", "short", "ushort", "int", "uint", "half", "float",
        "double"};

    final IqmFile file;
    final long length;
    private final ByteBuffer header;

    private IqmView(IqmFile file, long length, byte[] head) {
        this.file = file;
        this.length = length;
        this.header = ByteBuffer.wrap(head.length >= HEADER ? head : new byte[HEADER]).order(ByteOrder.LITTLE_ENDIAN);
    }

    static IqmView of(CheckedFile checked) {
        IqmFile file = checked.document(IqmFile.class).orElseThrow(
                () -> new IllegalArgumentException(checked.sourceName() + " was not read as an IQM file"));
        return new IqmView(file, checked.length(), checked.head());
    }

    /** A header field as stored (the reader checked the file is at least a header long). */
    long header(int offset) {
        return Integer.toUnsignedLong(header.getInt(offset));
    }

    int jointCount() {
        return file.joints().size();
    }

    boolean animated() {
        return file.frameCount() > 0 || !file.anims().isEmpty();
    }

    /** The first standard array of a type. */
    Optional<IqmVertexArray> array(int type) {
        return file.vertexArrays().stream().filter(a -> a.type() == type).findFirst();
    }

    static boolean isStandard(IqmVertexArray a) {
        return Integer.compareUnsigned(a.type(), TYPES.length) < 0;
    }

    String part(int index, IqmVertexArray a) {
        String what = isStandard(a) ? TYPES[a.type()] : a.isCustom() ? "custom '" + file.string(a.customNameOffset()) + "'"
                : "reserved type " + Integer.toUnsignedString(a.type());
        return "array " + index + " (" + what + ")";
    }

    static String layout(IqmVertexArray a) {
        return FORMATS[a.format()] + "x" + a.size();
    }

    static String typeName(int type) {
        return TYPES[type];
    }

    String joint(int i) {
        return "joint " + jointNumbered(i);
    }

    /** A joint as {@code 12 'hand'}, for a sentence that already says it is a joint. */
    String jointNumbered(int i) {
        return i + " '" + file.string(file.joints().get(i).name()) + "'";
    }

    String mesh(int i) {
        return "mesh " + i + " '" + file.string(file.meshes().get(i).name()) + "'";
    }

    String anim(int i) {
        return "animation " + i + " '" + file.string(file.anims().get(i).name()) + "'";
    }

    /** Component {@code c} of vertex {@code v} of an array, as a number (integers not normalised). */
    static double component(ByteBuffer data, IqmVertexArray a, int v, int c) {
        int i = (v * a.size() + c);
        return switch (a.format()) {
            case 0 -> data.get(i);
            case 1 -> Byte.toUnsignedInt(data.get(i));
            case 2 -> data.getShort(2 * i);
            case 3 -> Short.toUnsignedInt(data.getShort(2 * i));
            case 4 -> data.getInt(4 * i);
            case 5 -> Integer.toUnsignedLong(data.getInt(4 * i));
            case 6 -> half(data.getShort(2 * i));
            case 7 -> data.getFloat(4 * i);
            default -> data.getDouble(8 * i);
        };
    }

    static ByteBuffer data(IqmVertexArray a) {
        return ByteBuffer.wrap(a.data()).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** An IEEE half as a float (Java 17 has no Float.float16ToFloat). */
    static float half(short bits) {
        int sign = (bits >> 15) & 1;
        int exponent = (bits >> 10) & 0x1f;
        int mantissa = bits & 0x3ff;
        float value;
        if (exponent == 0) {
            value = mantissa * 0x1p-24f;
        } else if (exponent == 31) {
            value = mantissa == 0 ? Float.POSITIVE_INFINITY : Float.NaN;
        } else {
            value = (1 + mantissa / 1024f) * (float) Math.pow(2, exponent - 15);
        }
        return sign == 0 ? value : -value;
    }
}
