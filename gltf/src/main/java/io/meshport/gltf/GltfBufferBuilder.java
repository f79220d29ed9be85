package io.meshport.gltf;

import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.structure.BufferStructure;
import de.javagl.jgltf.model.structure.BufferStructureBuilder;
import io.meshport.model.ComponentType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The accessors of one glTF model and the one buffer that holds them. Each accessor gets a buffer
 * view of its own (vertex attributes with the {@code ARRAY_BUFFER} target, indices with
 * {@code ELEMENT_ARRAY_BUFFER}, the rest without), so no view is shared and none needs a stride
 * but the ones JglTF's layout pads to glTF's four-byte vertex alignment. The layout itself
 * (offsets, padding, strides) is JglTF's {@link BufferStructureBuilder}.
 */
final class GltfBufferBuilder {
    private final DefaultGltfModel gltf;
    private final BufferStructureBuilder structure = new BufferStructureBuilder();
    private boolean any;

    GltfBufferBuilder(DefaultGltfModel gltf) {
        this.gltf = gltf;
    }

    /** The glTF component type of a model component type glTF has (byte, short, their unsigned kin, uint, float). */
    static int glComponent(ComponentType t) {
        return switch (t) {
            case BYTE -> GltfConstants.GL_BYTE;
            case UBYTE -> GltfConstants.GL_UNSIGNED_BYTE;
            case SHORT -> GltfConstants.GL_SHORT;
            case USHORT -> GltfConstants.GL_UNSIGNED_SHORT;
            case UINT -> GltfConstants.GL_UNSIGNED_INT;
            case FLOAT -> GltfConstants.GL_FLOAT;
            default -> throw new IllegalArgumentException("glTF accessors have no " + t.word() + " components");
        };
    }

    static ElementType elementType(int size) {
        return switch (size) {
            case 1 -> ElementType.SCALAR;
            case 2 -> ElementType.VEC2;
            case 3 -> ElementType.VEC3;
            case 4 -> ElementType.VEC4;
            case 16 -> ElementType.MAT4;
            default -> throw new IllegalArgumentException("no glTF element of " + size + " components");
        };
    }

    /** A vertex attribute of {@code count} elements whose packed little-endian bytes are {@code data}. */
    DefaultAccessorModel attribute(ComponentType component, int size, boolean normalized, int count, byte[] data) {
        DefaultAccessorModel a = accessor(glComponent(component), elementType(size), normalized, count, data);
        structure.createArrayBufferViewModel("attribute");
        return a;
    }

    /** Triangle indices: unsigned shorts when every vertex index fits below the restart value 65535, else unsigned ints. */
    DefaultAccessorModel indices(int[] triangles, int vertexCount) {
        boolean small = vertexCount <= 0xffff;
        ByteBuffer b = ByteBuffer.allocate(triangles.length * (small ? 2 : 4)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i : triangles) {
            if (small) {
                b.putShort((short) i);
            } else {
                b.putInt(i);
            }
        }
        DefaultAccessorModel a = accessor(small ? GltfConstants.GL_UNSIGNED_SHORT : GltfConstants.GL_UNSIGNED_INT,
                ElementType.SCALAR, false, triangles.length, b.array());
        structure.createArrayElementBufferViewModel("indices");
        return a;
    }

    /** Floats that are no vertex data (inverse bind matrices, animation keys), {@code size} to an element. */
    DefaultAccessorModel floats(float[] values, int size) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        DefaultAccessorModel a = accessor(GltfConstants.GL_FLOAT, elementType(size), false, values.length / size,
                b.array());
        structure.createBufferViewModel("data", null);
        return a;
    }

    /**
     * Data that is neither vertex attributes nor indices nor floats of the scene ({@code count}
     * elements of {@code size} components, packed little-endian in {@code data}), which only
     * meshport's {@code extras} refer to: hence the index the accessor will have in the file.
     */
    int data(ComponentType component, int size, int count, byte[] data) {
        accessor(glComponent(component), elementType(size), false, count, data);
        structure.createBufferViewModel("data", null);
        return gltf.getAccessorModels().size() - 1;
    }

    private DefaultAccessorModel accessor(int glComponent, ElementType type, boolean normalized, int count,
            byte[] data) {
        DefaultAccessorModel a = new DefaultAccessorModel(glComponent, count, type);
        a.setNormalized(normalized);
        a.setAccessorData(AccessorDatas.create(a, ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN)));
        structure.addAccessorModel("accessor", a);
        gltf.addAccessorModel(a);
        any = true;
        return a;
    }

    /** Lays the accessors out in one buffer and adds the views and the buffer to the model. */
    void finish() {
        if (!any) {
            return;
        }
        structure.createBufferModel("buffer", "buffer.bin");
        BufferStructure built = structure.build();
        gltf.addBufferViewModels(built.getBufferViewModels());
        gltf.addBufferModels(built.getBufferModels());
    }
}
