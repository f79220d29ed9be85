package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Accessor;
import de.javagl.jgltf.impl.v2.AccessorSparse;
import de.javagl.jgltf.impl.v2.AccessorSparseIndices;
import de.javagl.jgltf.impl.v2.AccessorSparseValues;
import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.model.AccessorByteData;
import de.javagl.jgltf.model.AccessorData;
import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.AccessorFloatData;
import de.javagl.jgltf.model.AccessorIntData;
import de.javagl.jgltf.model.AccessorShortData;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.Map;

/**
 * Accessors as {@link GltfAccessorValues}, each checked once, when first used: its buffer view and
 * buffer exist, every element lies inside the view (JglTF's own check forgets the accessor's byte
 * offset), and a sparse accessor's indices and values lie inside theirs and point inside the
 * accessor. An accessor without a buffer view reads as zeros (then its substitutions), as the spec
 * says. Only accessors the model needs are read, so a broken unused one does not fail the file.
 */
final class GltfReadAccessors {
    /**
     * Elements an accessor without a buffer view may declare: it has no bytes in the file to check
     * its count against, and 16 million zero vectors are more than any real file wants.
     */
    private static final int MAX_UNBACKED_ELEMENTS = 1 << 24;

    private final GltfReadContext context;
    private final Map<Integer, GltfAccessorValues> read = new HashMap<>();

    GltfReadAccessors(GltfReadContext context) {
        this.context = context;
    }

    /** Accessor {@code index}, referred to from {@code path}. */
    GltfAccessorValues get(Integer index, String path) throws ModelFormatException {
        Accessor accessor = context.element(context.gltf.getAccessors(), index, "accessors", path);
        GltfAccessorValues values = read.get(index);
        if (values == null) {
            values = read(accessor, "accessors[" + index + "]");
            read.put(index, values);
        }
        return values;
    }

    private GltfAccessorValues read(Accessor accessor, String path) throws ModelFormatException {
        int componentType = GltfReadContext.required(accessor.getComponentType(), path + ".componentType", context);
        ElementType type = ElementType.forString(accessor.getType());
        if (type == null) {
            throw context.error(path + ".type", "missing or invalid");
        }
        int count = GltfReadContext.required(accessor.getCount(), path + ".count", context);
        int offset = accessor.getByteOffset() == null ? 0 : accessor.getByteOffset();
        int elementBytes = type.getByteStride(componentType);
        AccessorData data;
        ByteBuffer direct = null;
        int directStride = 0;
        if (accessor.getBufferView() == null) {
            if (count > MAX_UNBACKED_ELEMENTS) {
                throw context.error(path + ".count", count + " elements without a bufferView");
            }
            data = zeros(componentType, count, type, elementBytes);
        } else {
            ByteBuffer view = bufferView(accessor.getBufferView(), path + ".bufferView");
            int stride = stride(accessor.getBufferView(), elementBytes, path);
            long end = offset + (long) (count - 1) * stride + elementBytes;
            if (end > view.capacity()) {
                throw context.error(path, count + " elements of " + elementBytes + " bytes every " + stride
                        + " from byte " + offset + " need " + end + " bytes, bufferViews[" + accessor.getBufferView()
                        + "] has " + view.capacity());
            }
            data = AccessorDatas.create(componentType, view, offset, count, type, stride);
            direct = view;
            directStride = stride;
        }
        if (accessor.getSparse() != null) {
            AccessorData dense = zeros(componentType, count, type, elementBytes);
            if (accessor.getBufferView() != null) {
                copy(data, dense, count);
            }
            substitute(accessor.getSparse(), dense, componentType, type, count, path + ".sparse");
            data = dense;
            direct = null;
        }
        boolean normalized = Boolean.TRUE.equals(accessor.isNormalized());
        if (direct == null) {
            return new GltfAccessorValues(path, data, componentType, normalized, count, type.getNumComponents());
        }
        return new GltfAccessorValues(path, data, componentType, normalized, count, type.getNumComponents(),
                direct.duplicate().order(ByteOrder.LITTLE_ENDIAN), offset, directStride);
    }

    /**
     * The byte stride of buffer view {@code index} for elements of {@code elementBytes} (an accessor's
     * at {@code path}): its {@code byteStride} where it has one, else the elements lie tightly
     * packed. The spec's rules for it: a multiple of 4 from 4 to 252 (JglTF refuses the range when it
     * parses), and no less than the element, whose bytes would otherwise overlap the next one's.
     */
    private int stride(int index, int elementBytes, String path) throws ModelFormatException {
        Integer stride = context.gltf.getBufferViews().get(index).getByteStride();
        if (stride == null) {
            return elementBytes;
        }
        String at = "bufferViews[" + index + "].byteStride";
        if (stride < 4 || stride > 252 || stride % 4 != 0) {
            throw context.error(at, stride + " is not a multiple of 4 from 4 to 252");
        }
        if (stride < elementBytes) {
            throw context.error(at, stride + " is less than the " + elementBytes + " bytes of each element of "
                    + path);
        }
        return stride;
    }

    /** The bytes of buffer view {@code index}, checked to lie inside its buffer. */
    private ByteBuffer bufferView(Integer index, String path) throws ModelFormatException {
        BufferView view = context.element(context.gltf.getBufferViews(), index, "bufferViews", path);
        String at = "bufferViews[" + index + "]";
        int length = GltfReadContext.required(view.getByteLength(), at + ".byteLength", context);
        int offset = view.getByteOffset() == null ? 0 : view.getByteOffset();
        ByteBuffer buffer = context.buffers.get(view.getBuffer(), at + ".buffer");
        if ((long) offset + length > buffer.capacity()) {
            throw context.error(at, "bytes " + offset + " to " + ((long) offset + length) + " are beyond buffers["
                    + view.getBuffer() + "], which has " + buffer.capacity());
        }
        buffer.position(offset).limit(offset + length);
        return buffer.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    private void substitute(AccessorSparse sparse, AccessorData dense, int componentType, ElementType type,
            int count, String path) throws ModelFormatException {
        int n = GltfReadContext.required(sparse.getCount(), path + ".count", context);
        if (n > count) {
            throw context.error(path + ".count", n + " substitutions in an accessor of " + count + " elements");
        }
        AccessorSparseIndices indices = sparse.getIndices();
        AccessorSparseValues values = sparse.getValues();
        if (indices == null || values == null) {
            throw context.error(path, "needs indices and values");
        }
        int indexType = GltfReadContext.required(indices.getComponentType(), path + ".indices.componentType", context);
        if (indexType != GltfConstants.GL_UNSIGNED_BYTE && indexType != GltfConstants.GL_UNSIGNED_SHORT
                && indexType != GltfConstants.GL_UNSIGNED_INT) {
            throw context.error(path + ".indices.componentType", indexType + " is not an unsigned integer type");
        }
        AccessorData where = sparseData(indices.getBufferView(), indices.getByteOffset(), indexType, n,
                ElementType.SCALAR, path + ".indices");
        AccessorData what = sparseData(values.getBufferView(), values.getByteOffset(), componentType, n, type,
                path + ".values");
        GltfAccessorValues at = new GltfAccessorValues(path + ".indices", where, indexType, false, n, 1);
        int size = type.getNumComponents();
        for (int i = 0; i < n; i++) {
            double e = at.raw(i, 0);
            if (e >= count) {
                throw context.error(path + ".indices", "index " + (long) e + " at " + i + " is out of range ("
                        + count + " elements)");
            }
            for (int c = 0; c < size; c++) {
                set(dense, (int) e, c, what, i, c);
            }
        }
    }

    private AccessorData sparseData(Integer viewIndex, Integer byteOffset, int componentType, int n, ElementType type,
            String path) throws ModelFormatException {
        ByteBuffer view = bufferView(viewIndex, path + ".bufferView");
        int offset = byteOffset == null ? 0 : byteOffset;
        int elementBytes = type.getByteStride(componentType);
        long end = offset + (long) n * elementBytes;
        if (end > view.capacity()) {
            throw context.error(path, n + " elements of " + elementBytes + " bytes from byte " + offset + " need "
                    + end + " bytes, bufferViews[" + viewIndex + "] has " + view.capacity());
        }
        return AccessorDatas.create(componentType, view, offset, n, type, null);
    }

    private AccessorData zeros(int componentType, int count, ElementType type, int elementBytes)
            throws ModelFormatException {
        context.charge((long) count * elementBytes, "accessor data");
        ByteBuffer bytes = ByteBuffer.allocate(count * elementBytes).order(ByteOrder.LITTLE_ENDIAN);
        return AccessorDatas.create(componentType, bytes, 0, count, type, null);
    }

    private static void copy(AccessorData from, AccessorData to, int count) {
        int size = from.getNumComponentsPerElement();
        for (int e = 0; e < count; e++) {
            for (int c = 0; c < size; c++) {
                set(to, e, c, from, e, c);
            }
        }
    }

    /** Component {@code c} of element {@code e} of {@code to} from component {@code fc} of element {@code fe} of {@code from}, of one type. */
    private static void set(AccessorData to, int e, int c, AccessorData from, int fe, int fc) {
        if (to instanceof AccessorFloatData t) {
            t.set(e, c, ((AccessorFloatData) from).get(fe, fc));
        } else if (to instanceof AccessorByteData t) {
            t.set(e, c, ((AccessorByteData) from).get(fe, fc));
        } else if (to instanceof AccessorShortData t) {
            t.set(e, c, ((AccessorShortData) from).get(fe, fc));
        } else {
            ((AccessorIntData) to).set(e, c, ((AccessorIntData) from).get(fe, fc));
        }
    }
}
