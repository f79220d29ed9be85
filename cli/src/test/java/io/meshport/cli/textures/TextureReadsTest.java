package io.meshport.cli.textures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.Cli;
import io.meshport.harness.FileReads;
import io.meshport.render.Surface;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/security.md's side-file law for {@code render}'s textures, with the flight recorder
 * ({@link FileReads}) watching: whatever a material is named, nothing is read outside the folders
 * searched, no link out of them is followed, no device or FIFO is opened, and an image declaring
 * more pixels than the cap is not decoded. What is refused is no texture: the mesh keeps its colour.
 */
class TextureReadsTest {
    @TempDir
    Path dir;

    private TextureLayout layout;

    @BeforeEach
    void layout() throws IOException {
        layout = TextureLayout.create(Files.createDirectories(dir.resolve("root")));
    }

    /** The material names a hostile model may give (the fuzz target's dictionary holds their pieces). */
    private List<String> hostile() {
        Path secret = layout.root.resolve(TextureLayout.SECRET).toAbsolutePath();
        Path beside = layout.root.resolve(TextureLayout.GAME).resolve(TextureLayout.SECRET).toAbsolutePath();
        return List.of("../" + TextureLayout.SECRET, "../../" + TextureLayout.SECRET, secret.toString(),
                beside.toString(), TextureLayout.SECRET, "secret", "SECRET.PNG", "..\\" + TextureLayout.SECRET,
                "%2e%2e/" + TextureLayout.SECRET, "%2e%2e%2f" + TextureLayout.SECRET, "file:" + secret,
                "file://" + secret, TextureLayout.UP + "/" + TextureLayout.SECRET, TextureLayout.OUT, "out",
                TextureLayout.FAR, TextureLayout.ZERO, "/dev/zero", "/dev/stdin", "/proc/self/environ", "C:\\secret.png",
                TextureLayout.FIFO, TextureLayout.WIDE, TextureLayout.BOMB, TextureLayout.UP, "", ".", "..", "/",
                "good\0.png", "con", "NUL");
    }

    @Test
    void aHostileMaterialNameReadsNothingOutsideTheSearchedFoldersAndFindsNothing() throws IOException {
        List<Path> searched = layout.searched();
        List<String> materials = hostile();
        List<Optional<Surface>> found = new ArrayList<>();
        // a FIFO opened would block: the bound turns a hang into a failure
        Set<Path> read = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> FileReads.under(layout.root, () -> {
            for (String material : materials) {
                found.add(layout.find(material, List.of()));
            }
        }));
        for (Path p : read) {
            assertTrue(searched.stream().anyMatch(p::startsWith), "read " + p);
            assertTrue(!p.getFileName().toString().equals(TextureLayout.SECRET), "read the secret: " + p);
        }
        assertEquals(materials.size(), found.size());
        for (int i = 0; i < materials.size(); i++) {
            assertEquals(Optional.empty(), found.get(i), materials.get(i));
        }
    }

    @Test
    void aBareNameIsFoundInEachSearchedFolderAndTheRecorderSeesIt() throws IOException {
        Path good = layout.folder.resolve(TextureLayout.GOOD).toRealPath();
        Set<Path> read = FileReads.under(layout.root, () -> {
            // a path the model chose counts by its last part only, in any case
            Optional<Surface> s = layout.find("textures/deep/GOOD.PNG", List.of());
            assertEquals(2, s.orElseThrow().texture().width());
        });
        assertEquals(Set.of(good), read, "the recorder sees the reads the law is about");
        assertTrue(layout.find("inner", List.of()).isPresent(), "texpages beside the model");
        assertTrue(layout.find("page", List.of()).isPresent(), "texpages one folder up");
    }

    @Test
    void aTexturesFolderIsARootOfItsOwn() throws IOException {
        Path extra = Files.createDirectories(dir.resolve("extra"));
        Files.write(extra.resolve("x.png"), TextureLayout.png(3, 3));
        Files.createSymbolicLink(extra.resolve("leak.png"), layout.root.resolve(TextureLayout.SECRET));
        assertEquals(3, layout.find("x", List.of(extra)).orElseThrow().texture().width());
        Set<Path> read = FileReads.under(dir, () -> assertEquals(Optional.empty(), layout.find("leak", List.of(extra))));
        assertEquals(Set.of(), read);
    }

    @Test
    void anImageDeclaringMorePixelsThanTheCapIsNotDecoded() throws IOException {
        byte[] bomb = Files.readAllBytes(layout.folder.resolve(TextureLayout.BOMB));
        // 60,000 x 60,000: decoding would allocate 14 GB before noticing the data is short
        assertEquals(Optional.empty(), assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> SurfaceFinder.decoded(bomb)));
        assertEquals(Optional.empty(), SurfaceFinder.decoded(Files.readAllBytes(layout.folder.resolve(
                TextureLayout.WIDE))));
        assertEquals(Optional.empty(), SurfaceFinder.decoded(blank(8192, 2049)), "over the pixel cap");
        assertEquals(2048, SurfaceFinder.decoded(blank(8192, 2048)).orElseThrow().height(), "at the caps");
        assertEquals(Optional.empty(), SurfaceFinder.decoded("not an image".getBytes(StandardCharsets.US_ASCII)));
    }

    /** A grey image: quick to write and to read, however large. */
    private static byte[] blank(int width, int height) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        javax.imageio.ImageIO.write(new java.awt.image.BufferedImage(width, height,
                java.awt.image.BufferedImage.TYPE_BYTE_GRAY), "png", out);
        return out.toByteArray();
    }

    @Test
    void renderReadsNoTextureOutsideItsFolders() throws IOException {
        // a PIE naming the secret by a path, and a texture page beside the model's folder
        Files.writeString(layout.model, String.join("\n", "PIE 3", "TYPE 200", "TEXTURE 0 ../secret.png 0 0",
                "LEVELS 1", "LEVEL 1", "POINTS 3", "\t-10 0 -10", "\t10 0 -10", "\t10 0 10", "POLYGONS 1",
                "\t200 3 0 1 2 0 0 0 0 0 0", ""), StandardCharsets.UTF_8);
        Path out = dir.resolve("out.png");
        Cli.Result[] r = new Cli.Result[1];
        Set<Path> read = FileReads.under(layout.root, () -> r[0] = Cli.run("render", layout.model.toString(), "-o",
                out.toString(), "--size", "32"));
        assertEquals(0, r[0].exit(), r[0].toString());
        assertEquals(Set.of(layout.model.toRealPath()), read);
    }
}
