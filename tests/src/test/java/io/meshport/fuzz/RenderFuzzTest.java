package io.meshport.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.ModelFormat;
import io.meshport.model.Model;
import io.meshport.render.RenderOptions;
import io.meshport.render.Renderer;
import io.meshport.render.Surface;
import io.meshport.render.Surfaces;
import io.meshport.render.Texture;
import io.meshport.render.View;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code meshport render} of any bytes read as any format: the first byte picks the format and
 * strict or lenient reading as {@link ConvertFuzzTest}'s does, and, above those, the view; what a
 * reader makes of the rest is drawn with edges, each material in a checked texture with itself as
 * team-colour mask, then, when it has an animation, at its last frame and as a contact sheet. Every
 * picture comes out at its size, or the renderer refuses a model whose triangles would cover the
 * picture more than {@link Renderer#MAX_COVER} times over; nothing else is thrown, and no coordinate
 * a file holds (not a number, infinite, huge, a skin of any joints) makes the drawing fail or run
 * on. In a normal {@code verify} these replay their seeds (the conversion target's, under
 * {@code RenderFuzzTestInputs/}).
 */
class RenderFuzzTest {
    private static final int SIZE = 24;
    private static final Texture CHECKER = new Texture(2, 2, new int[] {0xffffffff, 0x80000000, 0x00000000, 0xff00ff00});
    private static final Surfaces CHECKED = material -> Optional.of(new Surface(CHECKER, Optional.of(CHECKER)));

    @FuzzTest(maxDuration = "30s")
    void anyModelIsDrawn(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        ModelFormat from = ConvertFuzzTest.source(input[0]);
        Model model = ConvertFuzzTest.read(input, 1, from);
        if (model == null) {
            return;
        }
        View view = View.values()[(input[0] & 0xff) / (2 * ConvertFuzzTest.SOURCES.size()) % View.values().length];
        RenderOptions options = RenderOptions.DEFAULTS.withSize(SIZE).withView(view).withWireframe(true);
        drawn(() -> Renderer.render(model, options, CHECKED), SIZE, SIZE);
        if (!model.animations().isEmpty() && model.animations().get(0).frameCount() > 0) {
            int last = model.animations().get(0).frameCount() - 1;
            drawn(() -> Renderer.render(model, options.withFrame(0, last), CHECKED), SIZE, SIZE);
            BufferedImage sheet = drawn(() -> Renderer.sheet(model, options.withFrame(0, 0), CHECKED, 4), -1, -1);
            assertTrue(sheet == null || sheet.getWidth() % SIZE == 0 && sheet.getHeight() % SIZE == 0);
        }
    }

    /** What {@code drawing} draws, at {@code width} × {@code height} when those are not -1; null when refused as too costly. */
    private static BufferedImage drawn(Supplier<BufferedImage> drawing, int width, int height) {
        try {
            BufferedImage picture = drawing.get();
            if (width >= 0) {
                assertEquals(width, picture.getWidth());
                assertEquals(height, picture.getHeight());
            }
            return picture;
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("a picture is drawn over at most " + Renderer.MAX_COVER + " times"),
                    e.getMessage());
            return null;
        }
    }
}
