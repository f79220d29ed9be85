package io.meshport.iqm;

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
     * @throws IllegalArgumentException when format or size is not one IQM defines, or the data
     *     length is not a whole number of vertices
     */
    public IqmVertexArray(int type, int flags, int format, int size, byte[] data) {
        this(type, flags, format, size, data.clone(), true);
    }

    /** Takes ownership of {@code data}: the reader's bulk copy is not copied again. */
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

    public int type() {
        return type;
    }

    public boolean isCustom() {
        return Integer.compareUnsigned(type, IqmConstants.CUSTOM) >= 0;
    }

    /** For a custom array, the offset of its name in the text block. */
    public int customNameOffset() {
        if (!isCustom()) {
            throw new IllegalStateException("not a custom vertex array: type " + type);
        }
        return type - IqmConstants.CUSTOM;
    }

    public int flags() {
        return flags;
    }

    public int format() {
        return format;
    }

    public int size() {
        return size;
    }

    /** Bytes per vertex: size times the component width. */
    public int stride() {
        return size * IqmConstants.formatBytes(format);
    }

    public int vertexCount() {
        return data.length / stride();
    }

    public byte[] data() {
        return data.clone();
    }

    public int dataLength() {
        return data.length;
    }

    /** The array itself, for the writer and mapper of this package; callers must not modify it. */
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
