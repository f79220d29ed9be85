package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A texture's pixels are exactly its sides' product, and sampling wraps on every side. */
class TextureTest {
    @Test
    void sidesWhoseProductOverflowsAnIntAreRefused() {
        // 65,536 × 65,536 is 2^32, 0 as an int: an empty array matched it and sampling then failed
        assertThrows(IllegalArgumentException.class, () -> new Texture(65_536, 65_536, new int[0]));
        assertThrows(IllegalArgumentException.class, () -> new Texture(2, 2, new int[3]));
        assertThrows(IllegalArgumentException.class, () -> new Texture(0, 1, new int[0]));
    }

    @Test
    void coordinatesWrap() {
        Texture t = new Texture(2, 2, new int[] {1, 2, 3, 4});
        assertEquals(1, t.sample(0.1, 0.1));
        assertEquals(2, t.sample(0.6, 0.1));
        assertEquals(4, t.sample(-0.1, -0.1));
        assertEquals(3, t.sample(2.1, 1.9));
        assertEquals(1, t.sample(Double.NaN, Double.NaN));
    }
}
