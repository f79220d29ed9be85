package io.meshport.iqm;

import io.meshport.iqm.internal.IqmConstants;
import java.util.Arrays;

/**
 * One {@code iqmvertexarray} with its data: {@code vertexCount * size} components of
 * {@code format}, as the raw little-endian bytes of the file (no per-vertex objects, no
 * conversion, so a rewrite is exact).
 *
 * <p>{@code type} is the stored value: 0..6 for the standard attributes, or
 * {@code IQM_CUSTOM + offset of the name in the text block} for a custom attribute.
 */
public final class IqmVertexArray {
    private final int type;
    private final int flags;
    private final int format;
    private final int size;
    private final byte[] data;

    /**
     * A vertex array with a copy of {@code data}.
     *
     * @param type the stored type: 0..6 for a standard attribute (position, texcoord, normal,
     *     tangent, blend indexes, blend weights, colour), or {@code 0x10 + offset of the name in
     *     the text block} for a custom one
     * @param flags the array's {@code flags} field, which IQM leaves undefined; kept as is
     * @param format the component format: 0 byte, 1 ubyte, 2 short, 3 ushort, 4 int, 5 uint,
     *     6 half, 7 float, 8 double
     * @param size components per vertex, 1..4
     * @param data the tightly packed components, little-endian, vertex after vertex; copied
     * @throws IllegalArgumentException when format or size is not one IQM defines, or the data
     *     length is not a whole number of vertices
     */
    public IqmVertexArray(int type, int flags, int format, int size, byte[] data) {
        this(type, flags, format, size, data.clone(), true);
    }

    /** Takes ownership of {@code data}: the reader's bulk copy is not copied again ({@link IqmStageAccess}). */
    IqmVertexArray(int type, int flags, int format, int size, byte[] data, boolean owned) {
        if (!IqmConstants.isKnownFormat(format)) {
            throw new IllegalArgumentException("unknown vertex array format " + Integer.toUnsignedString(format));
        }
        if (size < 1 || size > 4) {
            throw new IllegalArgumentException("vertex array size " + Integer.toUnsignedString(size) + " not in 1..4");
        }
        if (data.length % (size * IqmConstants.formatBytes(format)) != 0) {
            throw new IllegalArgumentException("vertex array data is not a whole number of vertices");
        }
        this.type = type;
        this.flags = flags;
        this.format = format;
        this.size = size;
        this.data = data;
    }

    /**
     * The {@code type} field as stored.
     *
     * @return 0..6 for a standard attribute, a value from 0x10 on for a custom one (compare
     *     unsigned), or a reserved value 7..15 a file may carry
     */
    public int type() {
        return type;
    }

    /**
     * Whether this is a custom attribute, named in the text block rather than by a standard type.
     *
     * @return true when {@code type}, read unsigned, is 0x10 or more
     */
    public boolean isCustom() {
        return Integer.compareUnsigned(type, IqmConstants.CUSTOM) >= 0;
    }

    /**
     * For a custom array, the offset of its name in the text block.
     *
     * @return {@code type - 0x10}
     * @throws IllegalStateException when the array is not custom
     */
    public int customNameOffset() {
        if (!isCustom()) {
            throw new IllegalStateException("not a custom vertex array: type " + type);
        }
        return type - IqmConstants.CUSTOM;
    }

    /**
     * The array's {@code flags} field, which IQM leaves undefined and meshport keeps as it was read.
     *
     * @return the flags as stored
     */
    public int flags() {
        return flags;
    }

    /**
     * The component format.
     *
     * @return 0 byte, 1 ubyte, 2 short, 3 ushort, 4 int, 5 uint, 6 half, 7 float or 8 double
     */
    public int format() {
        return format;
    }

    /**
     * The number of components per vertex.
     *
     * @return 1..4
     */
    public int size() {
        return size;
    }

    /**
     * Bytes per vertex: size times the component width.
     *
     * @return the stride in bytes, 1..32
     */
    public int stride() {
        return size * IqmConstants.formatBytes(format);
    }

    /**
     * The number of vertexes the data holds, which in a file equals the header's {@code num_vertexes}.
     *
     * @return the data length divided by the stride
     */
    public int vertexCount() {
        return data.length / stride();
    }

    /**
     * The components as stored.
     *
     * @return a copy of the little-endian data, {@code vertexCount() * stride()} bytes
     */
    public byte[] data() {
        return data.clone();
    }

    /**
     * The data's size, without copying it.
     *
     * @return the number of data bytes
     */
    public int dataLength() {
        return data.length;
    }

    /** The array itself, for the writer and compiler ({@link IqmStageAccess}); callers must not modify it. */
    byte[] dataUnsafe() {
        return data;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmVertexArray v && type == v.type && flags == v.flags && format == v.format
                && size == v.size && Arrays.equals(data, v.data);
    }

    @Override
    public int hashCode() {
        return ((31 * type + flags) * 31 + format) * 31 + size + 31 * Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "IqmVertexArray[type=" + Integer.toUnsignedString(type) + ", flags=" + flags + ", format=" + format
                + ", size=" + size + ", " + data.length + " bytes]";
    }
}
