package io.meshport.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class VertexArrayTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    @Test
    void floatsAreStoredLittleEndianAndReadBack() {
        VertexArray a = VertexArray.ofFloats(POS, new float[] {1, 2, 3, -4.5f, 5, 6});
        assertEquals(2, a.vertexCount());
        assertEquals(-4.5f, a.getFloat(1, 0));
        byte[] raw = new byte[a.byteLength()];
        a.copyBytesTo(raw, 0);
        assertEquals(0x3f800000, (raw[0] & 0xff) | (raw[1] & 0xff) << 8 | (raw[2] & 0xff) << 16 | (raw[3] & 0xff) << 24);
        assertEquals(a, VertexArray.copyOf(POS, raw, 0, 2));
    }

    @Test
    void everyComponentTypeKeepsItsRange() {
        for (ComponentType t : ComponentType.values()) {
            VertexArrayDescriptor d = VertexArrayDescriptor.custom("x", t, 1);
            VertexArray a = VertexArray.ofDoubles(d, new double[] {1e12, -1e12, 7});
            double hi = a.getDouble(0, 0), lo = a.getDouble(1, 0);
            if (t.isInteger()) {
                assertEquals(t.maxValue(), hi, t.name());
                assertEquals(t.minValue(), lo, t.name());
            }
            assertEquals(7, a.getLong(2, 0), t.name());
        }
        VertexArray u = VertexArray.ofInts(VertexArrayDescriptor.custom("u", ComponentType.UINT, 1), new int[] {-1});
        assertEquals(4294967295L, u.getLong(0, 0));
    }

    @Test
    void normalizedKindsConvertAsFractions() {
        VertexArrayDescriptor w = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.FLOAT, 2);
        VertexArray weights = VertexArray.ofFloats(w, new float[] {0.25f, 0.75f});
        VertexArray bytes = weights.convert(ComponentType.UBYTE, 4);
        assertEquals(64, bytes.getLong(0, 0));
        assertEquals(191, bytes.getLong(0, 1));
        assertEquals(0, bytes.getLong(0, 3));
        assertEquals(0.25, bytes.getNormalized(0, 0), 1 / 255.0);

        VertexArrayDescriptor i = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.INT, 1);
        assertEquals(200, VertexArray.ofInts(i, new int[] {200}).convert(ComponentType.UBYTE, 1).getLong(0, 0),
                "indexes are numbers, not fractions");
    }

    @Test
    void sliceGatherAndEquality() {
        VertexArray a = VertexArray.ofFloats(POS, new float[] {0, 0, 0, 1, 1, 1, 2, 2, 2});
        assertArrayEquals(new float[] {1, 1, 1, 2, 2, 2}, a.slice(1, 2).toFloatArray());
        assertArrayEquals(new float[] {2, 2, 2, 0, 0, 0, 2, 2, 2}, a.gather(new int[] {2, 0, 2}).toFloatArray());
        assertNotEquals(a, a.slice(0, 2));
        assertEquals(a.hashCode(), VertexArray.ofFloats(POS, a.toFloatArray()).hashCode());
        assertThrows(IndexOutOfBoundsException.class, () -> a.gather(new int[] {3}));
        assertThrows(IllegalArgumentException.class, () -> VertexArray.ofFloats(POS, new float[4]));
        assertThrows(IllegalArgumentException.class, () -> VertexArray.copyOf(POS, new byte[10], 0, 1));
    }

    @Test
    void ownedBytesAreTakenAsTheyAreAndMustBeWholeVertices() {
        VertexArrayDescriptor d = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.USHORT, 3);
        byte[] data = {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0};
        VertexArray a = VertexArray.ofOwnedBytes(d, data);
        assertEquals(2, a.vertexCount());
        assertEquals(6.0, a.getDouble(1, 2));
        assertEquals(VertexArray.copyOf(d, data, 0, 2), a);
        assertThrows(IllegalArgumentException.class,
                () -> VertexArray.ofOwnedBytes(d, new byte[7]));
    }

    /** A block of values is what reading them one by one gives, raw and normalised, for every type and a normalised kind. */
    @Test
    void copiedValuesAreTheValuesOneByOne() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (ComponentType t : ComponentType.values()) {
            for (VertexArrayDescriptor d : new VertexArrayDescriptor[] {
                VertexArrayDescriptor.custom("x", t, 3), VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, t, 4)}) {
                int n = 50;
                VertexArray.Builder b = new VertexArray.Builder(d, n);
                for (int v = 0; v < n; v++) {
                    for (int c = 0; c < d.size(); c++) {
                        b.set(v, c, Math.max(t.minValue(), Math.min(t.maxValue(), Math.rint(random.nextDouble(-200, 300)))));
                    }
                }
                VertexArray a = b.build();
                double[] block = new double[7 * d.size()];
                for (boolean normalized : new boolean[] {false, true}) {
                    a.copyValues(20, 7, normalized, block);
                    for (int v = 0; v < 7; v++) {
                        for (int c = 0; c < d.size(); c++) {
                            double one = normalized ? a.getNormalized(20 + v, c) : a.getDouble(20 + v, c);
                            assertEquals(one, block[v * d.size() + c], 0.0, t + " " + d.kind() + " vertex " + v);
                        }
                    }
                }
                assertThrows(IndexOutOfBoundsException.class, () -> a.copyValues(45, 6, false, block));
            }
        }
    }
}
