package io.meshport.text.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FloatListTest {
    /** Appending a whole list keeps every value's bits and order, across chunk ends on both sides. */
    @Test
    void addAllAppendsEveryValueInOrder() {
        FloatList a = new FloatList(4);
        FloatList b = new FloatList(4);
        int n = IntChunks.CHUNK + 5;
        for (int i = 0; i < n; i++) {
            a.add(i);
            b.add(i % 3 == 0 ? -0.0f : Float.intBitsToFloat(0x7fc00000 + i % 7));
        }
        a.addAll(b);
        assertEquals(2 * n, a.size());
        for (int i = 0; i < n; i++) {
            assertEquals(Float.floatToRawIntBits(i), Float.floatToRawIntBits(a.get(i)), "value " + i);
            assertEquals(Float.floatToRawIntBits(b.get(i)), Float.floatToRawIntBits(a.get(n + i)), "value " + (n + i));
        }
    }
}
