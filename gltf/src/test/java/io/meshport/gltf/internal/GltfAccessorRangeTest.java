package io.meshport.gltf.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import de.javagl.jgltf.model.AccessorData;
import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The range taken in one pass over the packed bytes is what JglTF's own computation (the one its
 * {@code GltfCreatorV2} ran before) gives, number types included, for every component type and
 * element size, on random data with the values that order oddly (NaN, signed zeros, infinities,
 * the type's extremes) mixed in, and on no elements.
 */
class GltfAccessorRangeTest {
    private static final long SEED = 0x35_0003L;
    private static final int[] COMPONENTS = {GltfConstants.GL_BYTE, GltfConstants.GL_UNSIGNED_BYTE,
        GltfConstants.GL_SHORT, GltfConstants.GL_UNSIGNED_SHORT, GltfConstants.GL_UNSIGNED_INT, GltfConstants.GL_FLOAT};
    private static final float[] ODD = {Float.NaN, 0f, -0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
        Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE, -Float.MIN_VALUE};

    @Test
    void sameAsJglTFOnRandomData() {
        System.out.println("GltfAccessorRangeTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        // the odd floats in a third of the float rounds, in a few elements only
        rounds(random, 200, new int[] {1, 2, 3, 4, 16},
                size -> random.nextInt(4) == 0 ? random.nextInt(3) : random.nextInt(1, 500),
                () -> random.nextInt(3) == 0);
    }

    /** Counts of several blocks ({@link GltfAccessorRange#BLOCK} values copied out at a time), ending inside one. */
    @Test
    void sameAsJglTFAcrossBlocks() {
        System.out.println("GltfAccessorRangeTest.sameAsJglTFAcrossBlocks seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        rounds(random, 24, new int[] {1, 3, 4, 16},
                size -> random.nextInt(GltfAccessorRange.BLOCK / size * 2, GltfAccessorRange.BLOCK * 3),
                random::nextBoolean);
    }

    /** Random rounds: a component type, a size of {@code sizes}, a count given the size, and whether floats are odd. */
    private static void rounds(SplittableRandom random, int rounds, int[] sizes, IntUnaryOperator countOf,
            BooleanSupplier odd) {
        for (int round = 0; round < rounds; round++) {
            int component = COMPONENTS[random.nextInt(COMPONENTS.length)];
            int size = sizes[random.nextInt(sizes.length)];
            int count = countOf.applyAsInt(size);
            boolean oddFloats = component == GltfConstants.GL_FLOAT && odd.getAsBoolean();
            byte[] data = randomData(random, component, size, count, oddFloats);
            String what = "seed " + SEED + ", round " + round + ": " + count + " x " + size + " of " + component;
            assertSame(component, size, count, data, what);
        }
    }

    @Test
    void signedZerosAndNaNAsMathMinAndMaxOrderThem() {
        assertSame(GltfConstants.GL_FLOAT, 1, 2, floats(0f, -0f), "0 and -0");
        assertSame(GltfConstants.GL_FLOAT, 1, 2, floats(-0f, 0f), "-0 and 0");
        assertSame(GltfConstants.GL_FLOAT, 1, 3, floats(1f, Float.NaN, -1f), "a NaN among numbers");
        assertSame(GltfConstants.GL_FLOAT, 1, 2, floats(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY),
                "only +inf: the min stays at the starting MAX_VALUE, as JglTF's");
        GltfAccessorRange r = GltfAccessorRange.of(GltfConstants.GL_FLOAT, 1, 2, floats(0f, -0f));
        assertEquals(-0f, r.min()[0]);
        assertEquals(0f, r.max()[0]);
    }

    private static void assertSame(int component, int size, int count, byte[] data, String what) {
        ElementType type = GltfBufferBuilder.elementType(size);
        AccessorData jglTF = AccessorDatas.create(component, ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN), 0,
                count, type, null);
        GltfAccessorRange ours = GltfAccessorRange.of(component, size, count, data);
        assertArrayEquals(AccessorDatas.computeMin(jglTF), ours.min(), what + " min");
        assertArrayEquals(AccessorDatas.computeMax(jglTF), ours.max(), what + " max");
        if (component == GltfConstants.GL_UNSIGNED_INT && size == 1) {
            // triangle indices held as the mesh's ints: the range of their bytes
            int[] ints = new int[count];
            ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(ints);
            GltfAccessorRange ofInts = GltfAccessorRange.ofUnsignedInts(ints);
            assertArrayEquals(ours.min(), ofInts.min(), what + " min of the ints");
            assertArrayEquals(ours.max(), ofInts.max(), what + " max of the ints");
        }
        for (int c = 0; c < size; c++) {
            assertEquals(AccessorDatas.computeMin(jglTF)[c].getClass(), ours.min()[c].getClass(), what);
        }
    }

    private static byte[] randomData(SplittableRandom random, int component, int size, int count, boolean odd) {
        int bytes = switch (component) {
            case GltfConstants.GL_BYTE, GltfConstants.GL_UNSIGNED_BYTE -> 1;
            case GltfConstants.GL_SHORT, GltfConstants.GL_UNSIGNED_SHORT -> 2;
            default -> 4;
        };
        ByteBuffer b = ByteBuffer.allocate(count * size * bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < count * size; i++) {
            switch (bytes) {
                case 1 -> b.put((byte) random.nextInt());
                case 2 -> b.putShort((short) random.nextInt());
                default -> {
                    if (component == GltfConstants.GL_FLOAT) {
                        b.putFloat(odd && random.nextInt(8) == 0 ? ODD[random.nextInt(ODD.length)]
                                : (float) (random.nextDouble(-1, 1) * Math.pow(10, random.nextInt(-3, 4))));
                    } else {
                        b.putInt(random.nextInt());
                    }
                }
            }
        }
        return b.array();
    }

    private static byte[] floats(float... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) {
            b.putFloat(v);
        }
        return b.array();
    }
}
