package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real corpus file draws: in iso view, at its last animation frame when it has one, and as
 * a contact sheet; a model with triangles leaves pixels on the picture.
 */
class CorpusRenderTest {
    static Stream<Path> files() {
        List<Path> all = new ArrayList<>();
        for (String format : List.of("iqe", "iqm", "pie")) {
            all.addAll(Corpus.files(format, "." + format));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyCorpusModelDraws(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        RenderOptions options = RenderOptions.DEFAULTS.withSize(24).withView(View.ISO).withWireframe(true);
        BufferedImage picture = Renderer.render(model, options, Surfaces.NONE);
        assertEquals(24, picture.getWidth());
        if (model.triangleCount() > 0) {
            assertTrue(covered(picture) > 0, file + " leaves pixels");
        }
        if (!model.animations().isEmpty()) {
            int last = model.animations().get(0).frameCount() - 1;
            if (last >= 0) {
                Renderer.render(model, options.withFrame(0, last), Surfaces.NONE);
            }
            Renderer.sheet(model, options, Surfaces.NONE, 4);
        }
    }

    private static int covered(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += image.getRGB(x, y) >>> 24 != 0 ? 1 : 0;
            }
        }
        return n;
    }
}
