package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The team colour as the game's shader paints it: a grain merge, {@code texel + (team - 0.5) ×
 * coverage}, where the coverage is the mask's alpha (the game's own masks: black pixels, coverage
 * in alpha), or its brightness for a mask with no transparency.
 */
class TeamColourTest {
    private static final Texture GREY = new Texture(2, 1, new int[] {0xff808080, 0xff808080});
    private static final int RED = 0xff0000;

    /** The game's style of mask: black everywhere, the left pixel covered, the right not. */
    private static final Texture GAME_MASK = new Texture(2, 1, new int[] {0xff000000, 0x00000000});

    @Test
    void theGamesMasksCoverByAlphaOverBlackPixels() {
        Surface surface = new Surface(GREY, Optional.of(GAME_MASK));
        assertTrue(Renderer.hasAlpha(GAME_MASK));
        int covered = Renderer.textured(surface, true, 0.25, 0.5, RED);
        int uncovered = Renderer.textured(surface, true, 0.75, 0.5, RED);
        // 128 + (255 - 127.5) = 255.5 → 255 in red; 128 - 127.5 → 0 in green and blue
        assertEquals(0xffff0101, covered, Integer.toHexString(covered));
        assertEquals(0xff808080, uncovered, "no coverage, no change");
        int green = Renderer.textured(surface, true, 0.25, 0.5, 0x00ff00);
        assertFalse(green == covered, "another team, another colour");
    }

    @Test
    void aMaskWithoutTransparencyCoversByBrightness() {
        Texture greyscale = new Texture(2, 1, new int[] {0xffffffff, 0xff000000});
        assertFalse(Renderer.hasAlpha(greyscale));
        Surface surface = new Surface(GREY, Optional.of(greyscale));
        assertEquals(0xffff0101, Renderer.textured(surface, false, 0.25, 0.5, RED));
        assertEquals(0xff808080, Renderer.textured(surface, false, 0.75, 0.5, RED));
    }
}
