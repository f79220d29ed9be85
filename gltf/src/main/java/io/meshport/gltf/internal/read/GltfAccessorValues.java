package io.meshport.gltf.internal.read;

import de.javagl.jgltf.model.AccessorByteData;
import de.javagl.jgltf.model.AccessorData;
import de.javagl.jgltf.model.AccessorFloatData;
import de.javagl.jgltf.model.AccessorIntData;
import de.javagl.jgltf.model.AccessorShortData;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.model.ComponentType;

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
 */
record GltfAccessorValues(String path, AccessorData data, int componentType, boolean normalized, int count,
        int size) {

    /** The raw value of component {@code c} of element {@code e}: unsigned types as non-negative numbers. */
    double raw(int e, int c) {
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

    /** The value as it means: a normalized integer as its fraction (signed: {@code max(c / max, -1)}), else raw. */
    double value(int e, int c) {
        double raw = raw(e, c);
        if (!normalized || isFloat()) {
            return raw;
        }
        ComponentType t = modelType();
        return t.isSigned() ? Math.max(raw / t.maxValue(), -1.0) : raw / t.maxValue();
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
