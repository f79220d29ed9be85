package io.meshport.gltf.internal.read;

import de.javagl.jgltf.model.AccessorByteData;
import de.javagl.jgltf.model.AccessorData;
import de.javagl.jgltf.model.AccessorFloatData;
import de.javagl.jgltf.model.AccessorIntData;
import de.javagl.jgltf.model.AccessorShortData;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The elements of one accessor, bounds-checked and with any sparse substitution applied, over
 * JglTF's {@link AccessorData} (which reads the strided, padded, little-endian bytes). Values come
 * out raw (integers as numbers) or, for a normalized accessor, as the fractions the spec defines.
 *
 * @param path where the accessor is ({@code accessors[3]}), for messages
 * @param data JglTF's view of the elements
 * @param componentType the GL component type ({@code 5126} float...)
 * @param normalized whether integers stand for fractions of their range
 * @param count the number of elements
 * @param size components per element (1 for SCALAR to 16 for MAT4)
 * @param view the little-endian bytes of the buffer view the elements are in (checked to hold them),
 *     read here directly; null for values JglTF's data holds alone (sparse or without a view)
 * @param offset where the first element starts in {@code view}
 * @param stride bytes from one element to the next in {@code view}
 */
record GltfAccessorValues(String path, AccessorData data, int componentType, boolean normalized, int count,
        int size, ByteBuffer view, int offset, int stride) {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    /** Values that only JglTF's {@code data} holds (sparse substitutions, accessors without a view). */
    GltfAccessorValues(String path, AccessorData data, int componentType, boolean normalized, int count, int size) {
        this(path, data, componentType, normalized, count, size, null, 0, 0);
    }

    /** The raw value of component {@code c} of element {@code e}: unsigned types as non-negative numbers. */
    double raw(int e, int c) {
        if (view != null) {
            // straight from the view: JglTF's getters check and compute the place through several
            // calls a value, most of reading a large file
            int at = offset + e * stride + c * componentBytes();
            return switch (componentType) {
                case GltfConstants.GL_FLOAT -> view.getFloat(at);
                case GltfConstants.GL_BYTE -> view.get(at);
                case GltfConstants.GL_UNSIGNED_BYTE -> view.get(at) & 0xff;
                case GltfConstants.GL_SHORT -> view.getShort(at);
                case GltfConstants.GL_UNSIGNED_SHORT -> view.getShort(at) & 0xffff;
                case GltfConstants.GL_UNSIGNED_INT -> Integer.toUnsignedLong(view.getInt(at));
                default -> view.getInt(at);
            };
        }
        if (data instanceof AccessorFloatData f) {
            return f.get(e, c);
        } else if (data instanceof AccessorByteData b) {
            return b.getInt(e, c);
        } else if (data instanceof AccessorShortData s) {
            return s.getInt(e, c);
        } else if (data instanceof AccessorIntData i) {
            return i.isUnsigned() ? i.getLong(e, c) : i.get(e, c);
        }
        throw new IllegalStateException("accessor data of " + data.getClass());
    }

    /**
     * The raw values of elements {@code first .. first+count-1}, every component, element after
     * element, into {@code dst} from 0: {@link #raw} a block at a time, with the component type
     * chosen once for the block rather than once a value.
     */
    void rawBlock(int first, int count, double[] dst) {
        if (view == null) {
            for (int e = 0, i = 0; e < count; e++) {
                for (int c = 0; c < size; c++) {
                    dst[i++] = raw(first + e, c);
                }
            }
            return;
        }
        if (!view.hasArray()) {
            for (int e = 0, i = 0; e < count; e++) {
                for (int c = 0; c < size; c++) {
                    dst[i++] = raw(first + e, c);
                }
            }
            return;
        }
        // the view's array through little-endian array views, which the JIT turns into plain loads, in
        // loops counting elements by one (a loop stepping by the stride, a variable, is compiled without
        // unrolling or range-check elimination)
        byte[] bytes = view.array();
        int base = view.arrayOffset() + offset;
        int i = 0;
        int from = base + first * stride;
        switch (componentType) {
            case GltfConstants.GL_FLOAT -> {
                for (int e = 0, at = from; e < count; e++, at += stride) {
                    for (int c = 0; c < size; c++) {
                        dst[i++] = (float) FLOAT.get(bytes, at + 4 * c);
                    }
                }
            }
            case GltfConstants.GL_UNSIGNED_BYTE -> {
                for (int e = 0, at = from; e < count; e++, at += stride) {
                    for (int c = 0; c < size; c++) {
                        dst[i++] = bytes[at + c] & 0xff;
                    }
                }
            }
            case GltfConstants.GL_UNSIGNED_SHORT -> {
                for (int e = 0, at = from; e < count; e++, at += stride) {
                    for (int c = 0; c < size; c++) {
                        dst[i++] = (short) SHORT.get(bytes, at + 2 * c) & 0xffff;
                    }
                }
            }
            case GltfConstants.GL_UNSIGNED_INT -> {
                for (int e = 0, at = from; e < count; e++, at += stride) {
                    for (int c = 0; c < size; c++) {
                        dst[i++] = Integer.toUnsignedLong((int) INT.get(bytes, at + 4 * c));
                    }
                }
            }
            default -> {
                for (int e = 0; e < count; e++) {
                    for (int c = 0; c < size; c++) {
                        dst[i++] = raw(first + e, c);
                    }
                }
            }
        }
    }

    /**
     * The raw values of an integer accessor's elements {@code first .. first+count-1}, every
     * component, element after element, into {@code dst} from {@code at}: unsigned bytes and shorts
     * as non-negative ints, unsigned ints as their low 32 bits (read them with
     * {@link Integer#toUnsignedLong}). Indices and joints come this way without going through
     * doubles, and tightly packed 32-bit values in one bulk copy.
     */
    void rawInts(int first, int count, int[] dst, int at) {
        if (view == null || !view.hasArray() || isFloat()) {
            rawIntsByValue(first, count, dst, at);
            return;
        }
        int start = offset + first * stride;
        if (componentBytes() == 4 && stride == 4 * size) {
            view.slice(start, count * stride).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(dst, at, count * size);
            return;
        }
        byte[] bytes = view.array();
        int from = view.arrayOffset() + start;
        // the component type chosen once, outside the loops; the loops count elements or values by
        // one, which the JIT compiles to unrolled loops without range checks (a loop stepping by the
        // stride, a variable, it does not: it took 8 ns a byte of a VEC4 of ubyte)
        switch (componentType) {
            case GltfConstants.GL_UNSIGNED_BYTE -> {
                if (stride == size) {
                    for (int k = 0; k < count * size; k++) {
                        dst[at + k] = bytes[from + k] & 0xff;
                    }
                    return;
                }
                for (int e = 0; e < count; e++) {
                    for (int c = 0; c < size; c++) {
                        dst[at + e * size + c] = bytes[from + e * stride + c] & 0xff;
                    }
                }
            }
            case GltfConstants.GL_UNSIGNED_SHORT -> {
                for (int e = 0; e < count; e++) {
                    for (int c = 0; c < size; c++) {
                        dst[at + e * size + c] = (short) SHORT.get(bytes, from + e * stride + 2 * c) & 0xffff;
                    }
                }
            }
            default -> rawIntsByValue(first, count, dst, at);
        }
    }

    private void rawIntsByValue(int first, int count, int[] dst, int at) {
        for (int e = 0, i = at; e < count; e++) {
            for (int c = 0; c < size; c++) {
                dst[i++] = (int) (long) raw(first + e, c);
            }
        }
    }

    /** The value as it means: a normalized integer as its fraction (signed: {@code max(c / max, -1)}), else raw. */
    double value(int e, int c) {
        return meaning(raw(e, c));
    }

    /** What a raw value of this accessor means ({@link #value}). */
    double meaning(double raw) {
        if (!normalized || isFloat()) {
            return raw;
        }
        ComponentType t = modelType();
        return t.isSigned() ? Math.max(raw / t.maxValue(), -1.0) : raw / t.maxValue();
    }

    /**
     * The elements as a vertex array of {@code d}, whose component type is this accessor's in the
     * model ({@link #modelType}) and whose size is this accessor's: the raw values, the bytes as they
     * are in the view, copied in bulk (element by element when the view interleaves or pads them).
     * Null when the values are not in a view; then they are to be copied a value at a time.
     */
    VertexArray rawArray(VertexArrayDescriptor d) {
        if (view == null || d.component() != modelType() || d.size() != size || d.stride() != size * componentBytes()) {
            return null;
        }
        int packed = d.stride();
        byte[] bytes = new byte[count * packed];
        if (stride == packed) {
            view.get(offset, bytes, 0, bytes.length);
        } else {
            for (int e = 0; e < count; e++) {
                view.get(offset + e * stride, bytes, e * packed, packed);
            }
        }
        return VertexArray.ofOwnedBytes(d, bytes);
    }

    /** Bytes a component. */
    int componentBytes() {
        return switch (componentType) {
            case GltfConstants.GL_BYTE, GltfConstants.GL_UNSIGNED_BYTE -> 1;
            case GltfConstants.GL_SHORT, GltfConstants.GL_UNSIGNED_SHORT -> 2;
            default -> 4;
        };
    }

    /** Whether the components are floats. */
    boolean isFloat() {
        return componentType == GltfConstants.GL_FLOAT;
    }

    /** The model's component type for this accessor's. */
    ComponentType modelType() {
        ComponentType t = GltfLayoutEntry.modelComponent(componentType);
        return t == null ? ComponentType.FLOAT : t;
    }

    /** Component type and normalization as a reader of a message wants them: {@code normalized ubyte}. */
    String layoutWord() {
        return (normalized && !isFloat() ? "normalized " : "") + modelType().word();
    }
}
