package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Values read straight from the buffer view (a value, a block, integers as ints, or a whole vertex
 * array's bytes) are the ones JglTF's accessor data gives for the same bytes: on random accessors of
 * every component type and size, tightly packed or strided, at random offsets in a view that is
 * itself a slice of a larger buffer, as a GLB's views are.
 */
class GltfAccessorValuesTest {
    private static final long SEED = 0x35_0003_0001L;
    private static final int[] COMPONENTS = {GltfConstants.GL_BYTE, GltfConstants.GL_UNSIGNED_BYTE,
        GltfConstants.GL_SHORT, GltfConstants.GL_UNSIGNED_SHORT, GltfConstants.GL_UNSIGNED_INT, GltfConstants.GL_FLOAT};
    private static final ElementType[] TYPES = {ElementType.SCALAR, ElementType.VEC2, ElementType.VEC3,
        ElementType.VEC4};

    @Test
    void directReadsAreJglTFsValues() {
        System.out.println("GltfAccessorValuesTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        for (int round = 0; round < 300; round++) {
            int component = COMPONENTS[random.nextInt(COMPONENTS.length)];
            ElementType type = TYPES[random.nextInt(TYPES.length)];
            int elementBytes = type.getByteStride(component);
            int stride = random.nextBoolean() ? elementBytes : (elementBytes + 3 & ~3) + 4 * random.nextInt(3);
            int count = random.nextInt(3) == 0 ? random.nextInt(3) : random.nextInt(1, 3000);
            int offset = 4 * random.nextInt(5);
            int lead = random.nextInt(9);
            byte[] file = new byte[lead + offset + count * stride + 8];
            random.nextBytes(file);
            ByteBuffer view = ByteBuffer.wrap(file, lead, file.length - lead).slice().order(ByteOrder.LITTLE_ENDIAN);
            String where = "seed " + SEED + ", round " + round + ": " + count + " " + type + " of " + component
                    + " every " + stride + " bytes from " + offset;
            int size = type.getNumComponents();
            GltfAccessorValues jglTF = new GltfAccessorValues("test", AccessorDatas.create(component, view, offset,
                    count, type, stride), component, false, count, size);
            GltfAccessorValues direct = new GltfAccessorValues("test", jglTF.data(), component, false, count, size,
                    view.duplicate().order(ByteOrder.LITTLE_ENDIAN), offset, stride);
            double[] expected = new double[count * size];
            for (int e = 0; e < count; e++) {
                for (int c = 0; c < size; c++) {
                    expected[e * size + c] = jglTF.raw(e, c);
                    assertEquals(Double.doubleToLongBits(expected[e * size + c]),
                            Double.doubleToLongBits(direct.raw(e, c)), where + ", element " + e);
                }
            }
            int first = count == 0 ? 0 : random.nextInt(count);
            int n = count - first;
            double[] block = new double[n * size];
            direct.rawBlock(first, n, block);
            double[] wanted = java.util.Arrays.copyOfRange(expected, first * size, count * size);
            assertArrayEquals(wanted, block, where + ", block from " + first);
            if (component != GltfConstants.GL_FLOAT) {
                int[] ints = new int[n * size + 2];
                direct.rawInts(first, n, ints, 2);
                for (int i = 0; i < n * size; i++) {
                    assertEquals((int) (long) wanted[i], ints[2 + i], where + ", ints from " + first + ", value " + i);
                }
            }
            VertexArrayDescriptor d = VertexArrayDescriptor.custom("x", direct.modelType(), size);
            VertexArray array = direct.rawArray(d);
            VertexArray.Builder built = new VertexArray.Builder(d, count);
            for (int i = 0; i < expected.length; i++) {
                built.setRaw(i, expected[i]);
            }
            // compared as numbers, NaN equal to NaN: the bytes copied keep a signalling NaN's bits, which
            // a value taken through a double comes out of quietened
            VertexArray byValue = built.build();
            assertEquals(byValue.descriptor(), array.descriptor(), where);
            assertArrayEquals(byValue.toFloatArray(), array.toFloatArray(), where + ": the vertex array of the raw values");
        }
    }

    @Test
    void valuesWithoutAViewHaveNoArrayToCopy() {
        ByteBuffer b = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN);
        GltfAccessorValues sparse = new GltfAccessorValues("test", AccessorDatas.create(GltfConstants.GL_FLOAT, b, 0,
                1, ElementType.VEC3, null), GltfConstants.GL_FLOAT, false, 1, 3);
        assertNull(sparse.rawArray(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3)));
    }
}
