package io.meshport.cli.textures;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.HostileFolders;
import io.meshport.model.Model;
import io.meshport.render.Surface;
import io.meshport.render.Texture;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;

/**
 * A folder layout for hostile material names, and the law a texture search must keep. The model
 * lies in {@value #GAME}/{@value #MODELS}; the folders searched are that folder, its
 * {@code texpages}, {@value #GAME}/{@code texpages} and the root's {@code texpages} (absent).
 * The secret ({@value #SECRET}, a {@value #SECRET_WIDTH}x{@value #SECRET_HEIGHT} image) lies
 * beside the model's folder and in the root, both searched by the old finder; the model's folder
 * holds a good texture ({@value #GOOD}), links out to each secret ({@value #OUT}, {@value #FAR}),
 * a link to {@code /dev/zero} ({@value #ZERO}), a link to its parent ({@value #UP}), a FIFO
 * ({@value #FIFO}, where {@code mkfifo} exists), an image one pixel wider than the cap
 * ({@value #WIDE}) and one whose header declares 60,000 by 60,000 pixels ({@value #BOMB}).
 */
final class TextureLayout {
    static final String GAME = "game";
    static final String MODELS = "structs";
    static final String SECRET = "secret.png";
    static final int SECRET_WIDTH = 7;
    static final int SECRET_HEIGHT = 3;
    static final String GOOD = "good.png";
    static final String PAGE = "page.png";
    static final String INNER = "inner.png";
    static final String OUT = "out.png";
    static final String FAR = "far.png";
    static final String ZERO = "zero.png";
    static final String UP = "up";
    static final String FIFO = "fifo.png";
    static final String WIDE = "wide.png";
    static final String BOMB = "bomb.png";

    final Path root;
    final Path folder;
    final Path model;
    final boolean hasFifo;

    private TextureLayout(Path root, boolean hasFifo) {
        this.root = root;
        this.folder = root.resolve(GAME).resolve(MODELS);
        this.model = folder.resolve("model.pie");
        this.hasFifo = hasFifo;
    }

    /** Builds the layout in the empty folder {@code root}. */
    static TextureLayout create(Path root) throws IOException {
        Path game = Files.createDirectories(root.resolve(GAME));
        Path models = Files.createDirectories(game.resolve(MODELS));
        byte[] secret = png(SECRET_WIDTH, SECRET_HEIGHT);
        Files.write(root.resolve(SECRET), secret);
        Files.write(game.resolve(SECRET), secret);
        Files.write(models.resolve(GOOD), png(2, 2));
        Files.write(Files.createDirectories(models.resolve("texpages")).resolve(INNER), png(2, 2));
        Files.write(Files.createDirectories(game.resolve("texpages")).resolve(PAGE), png(2, 2));
        Files.createSymbolicLink(models.resolve(OUT), Path.of("..", SECRET));
        Files.createSymbolicLink(models.resolve(FAR), Path.of("..", "..", SECRET));
        Files.createSymbolicLink(models.resolve(ZERO), Path.of("/dev/zero"));
        Files.createSymbolicLink(models.resolve(UP), Path.of(".."));
        Files.write(models.resolve(WIDE), png(SurfaceFinder.MAX_SIDE + 1, 1));
        Files.write(models.resolve(BOMB), declaring(png(1, 1), 60_000, 60_000));
        Files.writeString(models.resolve("model.pie"), "PIE 3\n");
        return new TextureLayout(root, HostileFolders.mkfifo(models.resolve(FIFO)));
    }

    /** The folders a texture may be read from, as they really are. */
    List<Path> searched() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : List.of(folder, folder.resolve("texpages"), root.resolve(GAME).resolve("texpages"))) {
            out.add(p.toRealPath());
        }
        return out;
    }

    /** What the finder of the model in the layout finds for {@code material}, with {@code extra} folders. */
    Optional<Surface> find(String material, List<Path> extra) {
        return SurfaceFinder.of(Model.builder().build(), model, extra).find(material);
    }

    /** The law of a found surface: never the secret, never past the caps. */
    static void check(Optional<Surface> found, String material) {
        if (found.isEmpty()) {
            return;
        }
        Texture t = found.get().texture();
        assertFalse(t.width() == SECRET_WIDTH && t.height() == SECRET_HEIGHT, "the secret, for " + material);
        assertTrue(t.width() <= SurfaceFinder.MAX_SIDE && t.height() <= SurfaceFinder.MAX_SIDE
                && (long) t.width() * t.height() <= SurfaceFinder.MAX_PIXELS, material);
    }

    static byte[] png(int width, int height) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, 0xff000000 | (x * 37 + y * 101) & 0xffffff);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    /** {@code png} with its IHDR saying {@code width} by {@code height}, its checksum fixed: a bomb's header. */
    static byte[] declaring(byte[] png, int width, int height) {
        ByteBuffer b = ByteBuffer.wrap(png);
        // signature (8), IHDR length (4), "IHDR" (4), then width and height
        b.putInt(16, width);
        b.putInt(20, height);
        CRC32 crc = new CRC32();
        crc.update(png, 12, 4 + 13);
        b.putInt(12 + 4 + 13, (int) crc.getValue());
        return png;
    }

}
