package io.meshport.cli.textures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import io.meshport.render.RenderOptions;
import io.meshport.render.Renderer;
import io.meshport.render.Surface;
import io.meshport.render.Texture;
import io.meshport.render.View;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md's law for the images {@code render} reads, under a fuzzer: whatever bytes a
 * texture file holds, {@link SurfaceFinder#decoded} gives a PNG or JPEG image within the caps or
 * none, throwing nothing and holding the heap to the image, and a model drawn with it as its texture and as
 * its team-colour mask comes out at the size asked, texture coordinates beyond the image wrapping.
 * The input is the file's bytes. A normal build replays the seeds under
 * {@code TextureBytesFuzzTestInputs/} (images of each kind and pixel layout the JDK's writers
 * give, a declared bomb, a BMP holding one); {@code JAZZER_FUZZ=1} fuzzes, the JDK's image readers
 * instrumented too (tests/fuzz.sh).
 */
class TextureBytesFuzzTest {
    private static final int SIZE = 24;
    /** A textured square whose coordinates run past the image on every side (they wrap). */
    private static final Model SQUARE = square();

    @FuzzTest(maxDuration = "30s")
    // printable ASCII only: Jazzer writes the entries into a dictionary file unescaped but for
    // bytes past ASCII, which it writes as UTF-8 (a line break ends an entry); the seeds hold the
    // binary signatures
    @DictionaryEntries({"PNG", "IHDR", "IDAT", "PLTE", "tRNS", "IEND", "gAMA", "iCCP", "sBIT", "JFIF", "Exif",
            "Adobe", "GIF89a", "GIF87a", "NETSCAPE2.0", "BM"})
    void anyImageDecodesWithinTheCapsOrNot(byte[] input) {
        Optional<Texture> decoded = SurfaceFinder.decoded(input);
        if (decoded.isEmpty()) {
            return;
        }
        Texture texture = decoded.get();
        assertTrue(texture.width() <= SurfaceFinder.MAX_SIDE && texture.height() <= SurfaceFinder.MAX_SIDE
                && (long) texture.width() * texture.height() <= SurfaceFinder.MAX_PIXELS,
                texture.width() + "×" + texture.height());
        Surface surface = new Surface(texture, Optional.of(texture));
        BufferedImage picture = Renderer.render(SQUARE,
                RenderOptions.DEFAULTS.withSize(SIZE).withView(View.ISO).withWireframe(true), material -> Optional.of(surface));
        assertEquals(SIZE, picture.getWidth());
        assertEquals(SIZE, picture.getHeight());
    }

    /**
     * The seeds are what they say: each PNG and JPEG (named {@code <kind>-<width>x<height>.<ext>})
     * decodes at its size, drawn; the bomb's header is refused before its pixels are asked for, and
     * the other kinds the JDK reads (GIF, BMP, WBMP) are no texture: a BMP may hold a PNG or JPEG
     * whose size its reader never shows (the finding: 193 bytes that filled the heap).
     */
    @Test
    void theSeedsDecodeAtTheirSizesAndTheBombDoesNot() throws IOException, URISyntaxException {
        Path seeds = Path.of(TextureBytesFuzzTest.class.getResource(
                "TextureBytesFuzzTestInputs/anyImageDecodesWithinTheCapsOrNot").toURI());
        int images = 0;
        int refused = 0;
        try (Stream<Path> files = Files.list(seeds)) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                String name = file.getFileName().toString();
                Matcher size = Pattern.compile("-(\\d+)x(\\d+)\\.(\\w+)$").matcher(name);
                assertTrue(size.find(), name);
                Optional<Texture> texture = SurfaceFinder.decoded(Files.readAllBytes(file));
                if (name.startsWith("bomb-") || name.startsWith("finding-") || !List.of("png", "jpg").contains(size.group(3))) {
                    assertTrue(texture.isEmpty(), name);
                    refused++;
                    continue;
                }
                assertTrue(texture.isPresent(), name);
                assertEquals(Integer.parseInt(size.group(1)), texture.get().width(), name);
                assertEquals(Integer.parseInt(size.group(2)), texture.get().height(), name);
                anyImageDecodesWithinTheCapsOrNot(Files.readAllBytes(file));
                images++;
            }
        }
        assertTrue(images >= 7 && refused >= 5, images + " images, " + refused + " refused");
    }

    private static Model square() {
        // PIE's texture coordinates are in the page's pixels (256 across here): -384 to 640 is
        // -1.5 to 2.5 of the image
        String pie = String.join("\n", "PIE 3", "TYPE 10200", "TEXTURE 0 page-1.png 256 256", "LEVELS 1", "LEVEL 1",
                "POINTS 4", "\t-10 0 -10", "\t10 0 -10", "\t10 0 10", "\t-10 0 10", "POLYGONS 2",
                "\t200 3 0 1 2 -384 -384 640 -384 640 640", "\t200 3 0 2 3 -384 -384 640 640 -384 640", "");
        try {
            return ModelIO.read(new ByteArrayInputStream(pie.getBytes(StandardCharsets.US_ASCII)), "square.pie",
                    ModelIO.format("pie").orElseThrow(), ReadOptions.STRICT, Diagnostics.discarding());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
