package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.console.ExitCode;
import io.meshport.harness.junit.Corpus;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code meshport render} as a user runs it: each picture compared with a committed reference PNG
 * ({@code src/test/resources/render/}), pixel by pixel within a small tolerance. After a deliberate
 * change to the renderer, regenerate them with {@code -Dmeshport.updateReference=true} and look at
 * the new pictures before committing them.
 */
class RenderCommandTest {
    private static final Path REFERENCE = Path.of("src/test/resources/render");
    /** A channel may differ by this much, in at most {@link #MAX_DIFFERING} of the pixels. */
    private static final int CHANNEL_TOLERANCE = 2;
    private static final double MAX_DIFFERING = 0.001;

    @TempDir
    Path dir;

    static Stream<Arguments> pictures() {
        return Stream.of(
                Arguments.of("turret-front", "turret.iqe", new String[] {"--size", "128"}),
                Arguments.of("turret-iso-wireframe", "turret.iqe", new String[] {"--size", "128", "--view", "iso",
                    "--wireframe"}),
                Arguments.of("mount-side", "mount.pie", new String[] {"--size", "128", "--view", "side"}),
                Arguments.of("mount-sheet", "mount.pie", new String[] {"--size", "64", "--view", "iso", "--sheet"}),
                Arguments.of("turret-lod-top", "turret-lod.vif", new String[] {"--size", "128", "--view", "top"}),
                Arguments.of("cube-frame-1", "cube.iqe", new String[] {"--size", "96", "--view", "iso", "--frame",
                    "1"}),
                Arguments.of("turret-lod-1", "turret-lod.vif", new String[] {"--size", "96", "--view", "iso", "--lod",
                    "1", "--wireframe"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    void examplesLookAsTheyDid(String name, String example, String[] options) throws IOException {
        Path model = Corpus.examples("").stream().filter(p -> p.getFileName().toString().equals(example))
                .findFirst().orElseThrow();
        assertMatchesReference(name, render(model, options));
    }

    @Test
    void aTextureBesideTheModelIsDrawnWithItsTeamColourMask() throws IOException {
        // a square in a checker texture whose half at x < 0 the mask paints in the team colour: seen
        // from the top, that is the upper half (the front, +X for IQE, is at the bottom)
        Files.writeString(dir.resolve("square.iqe"), String.join("\n", "# Inter-Quake Export", "mesh \"square\"",
                "material \"checker\"", "vp -1 -1 0", "vt 0 1", "vp 1 -1 0", "vt 1 1", "vp 1 1 0", "vt 1 0",
                "vp -1 1 0", "vt 0 0", "fm 0 1 2", "fm 0 2 3", ""), StandardCharsets.UTF_8);
        BufferedImage checker = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        BufferedImage mask = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                checker.setRGB(x, y, (x + y) % 2 == 0 ? 0xffffffff : 0xff404040);
                mask.setRGB(x, y, x < 2 ? 0xffffffff : 0xff000000);
            }
        }
        ImageIO.write(checker, "png", dir.resolve("checker.png").toFile());
        ImageIO.write(mask, "png", dir.resolve("checker_tcmask.png").toFile());
        BufferedImage picture = render(dir.resolve("square.iqe"), new String[] {"--size", "128", "--view", "top",
            "--team-colour", "ff0000"});
        assertMatchesReference("square-textured-team-red", picture);
        // from the top, the front (-Y for IQE) is at the bottom: the mask's half is the picture's left
        int inTheMask = picture.getRGB(20, 48);
        assertTrue((inTheMask >> 16 & 0xff) > 2 * (inTheMask >> 8 & 0xff),
                "the mask paints the left half red: " + Integer.toHexString(inTheMask));
    }

    @Test
    void partsAreAttachedAtTheBodysConnectors() throws IOException {
        // a flat square body with one connector 20 above its centre (connectors are Z-up numbers)
        Files.writeString(dir.resolve("body.pie"), String.join("\n", "PIE 3", "TYPE 200",
                "TEXTURE 0 page.png 0 0", "LEVELS 1", "LEVEL 1", "POINTS 4", "\t-10 0 -10", "\t10 0 -10",
                "\t10 0 10", "\t-10 0 10", "POLYGONS 2", "\t200 3 0 1 2 0 0 0 0 0 0", "\t200 3 0 2 3 0 0 0 0 0 0",
                "CONNECTORS 1", "\t0 0 20", ""), StandardCharsets.UTF_8);
        Path part = Corpus.examples(".pie").get(0);
        BufferedImage alone = render(dir.resolve("body.pie"), new String[] {"--size", "96", "--view", "iso"});
        BufferedImage assembled = render(dir.resolve("body.pie"), new String[] {"--size", "96", "--view", "iso",
            "--attach", "1=" + part});
        assertMatchesReference("body-with-part-at-connector-1", assembled);
        assertTrue(opaque(assembled) > opaque(alone), "the part adds to the picture");
        Cli.Result r = Cli.run("render", dir.resolve("body.pie").toString(), "-o", dir.resolve("x.png").toString(),
                "--attach", "2=" + part);
        assertEquals(ExitCode.USAGE, r.exit(), r.toString());
        assertTrue(r.err().contains("connector 2: the model has connectors 1 to 1"), r.err());
    }

    @Test
    void aPieTextureAnimationStepsThroughItsCells() throws IOException {
        // a square whose polygons show cell 0 of a page of four cells (red, green, blue, white)
        // and step through them: PIE 3, flags 0x4200, 4 frames of width 0.25
        String uv0 = " 0 1 0.25 1 0.25 0";
        String uv1 = " 0 1 0.25 0 0 0";
        Files.writeString(dir.resolve("sign.pie"), String.join("\n", "PIE 3", "TYPE 200", "TEXTURE 0 cells.png 0 0",
                "LEVELS 1", "LEVEL 1", "POINTS 4", "\t-10 0 0", "\t10 0 0", "\t10 20 0", "\t-10 20 0", "POLYGONS 2",
                "\t4200 3 0 1 2 4 100 0.25 1" + uv0, "\t4200 3 0 2 3 4 100 0.25 1" + uv1, ""), StandardCharsets.UTF_8);
        BufferedImage cells = new BufferedImage(4, 1, BufferedImage.TYPE_INT_ARGB);
        int[] colours = {0xffff0000, 0xff00ff00, 0xff0000ff, 0xffffffff};
        for (int x = 0; x < 4; x++) {
            cells.setRGB(x, 0, colours[x]);
        }
        ImageIO.write(cells, "png", dir.resolve("cells.png").toFile());
        BufferedImage sheet = render(dir.resolve("sign.pie"), new String[] {"--size", "32", "--sheet"});
        assertEquals(64, sheet.getWidth(), "4 frames in a 2 × 2 grid");
        for (int k = 0; k < 4; k++) {
            int centre = sheet.getRGB((k % 2) * 32 + 16, (k / 2) * 32 + 16);
            for (int shift = 0; shift <= 16; shift += 8) {
                boolean lit = (colours[k] >> shift & 0xff) != 0;
                assertEquals(lit, (centre >> shift & 0xff) > 40, "frame " + k + " shows cell " + k + ": "
                        + Integer.toHexString(centre));
            }
        }
        BufferedImage third = render(dir.resolve("sign.pie"), new String[] {"--size", "32", "--frame", "2"});
        assertTrue((third.getRGB(16, 16) & 0xff) > 40 && (third.getRGB(16, 16) >> 16 & 0xff) < 40, "frame 2 is blue");
    }

    @Test
    void onlyAVifModelHasLevelsOfDetail() {
        Cli.Result r = Cli.run("render", Corpus.examples(".iqe").get(0).toString(), "-o",
                dir.resolve("x.png").toString(), "--lod", "1");
        assertEquals(ExitCode.USAGE, r.exit(), r.toString());
        assertTrue(r.err().contains("has no VIF vertex hierarchy"), r.err());
    }

    private static int opaque(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += image.getRGB(x, y) >>> 24 != 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void theSamePicturesComeOutEveryTime() throws IOException {
        Path model = Corpus.examples(".iqe").get(0);
        byte[] once = Files.readAllBytes(renderFile(model, "a.png", "--view", "iso"));
        byte[] twice = Files.readAllBytes(renderFile(model, "b.png", "--view", "iso"));
        assertTrue(java.util.Arrays.equals(once, twice), "byte-identical PNGs");
    }

    @Test
    void aBadOptionIsAUsageError() {
        Path model = Corpus.examples(".iqe").get(0);
        String out = dir.resolve("x.png").toString();
        for (String[] bad : new String[][] {{"--view", "below"}, {"--size", "0"}, {"--size", "4097"},
            {"--team-colour", "green"},
            {"--animation", "dance"}, {"--frame", "99"}}) {
            String[] args = Stream.concat(Stream.of("render", model.toString(), "-o", out), Stream.of(bad))
                    .toArray(String[]::new);
            Cli.Result r = Cli.run(args);
            assertEquals(ExitCode.USAGE, r.exit(), String.join(" ", bad) + ": " + r);
            assertTrue(Files.notExists(Path.of(out)), "nothing written");
        }
    }

    @Test
    void aSheetTooBigForMemoryIsAUsageError() {
        Path mount = Corpus.examples(".pie").get(0); // 4 frames
        Cli.Result r = Cli.run("render", mount.toString(), "-o", dir.resolve("s.png").toString(), "--sheet", "--size",
                "4096");
        assertEquals(ExitCode.USAGE, r.exit(), r.toString());
        assertTrue(r.err().contains("take a smaller --size"), r.err());
    }

    @Test
    void aSheetOfAModelWithoutAnimationIsAUsageError() {
        Path vif = Corpus.examples(".vif").get(0);
        Cli.Result r = Cli.run("render", vif.toString(), "-o", dir.resolve("s.png").toString(), "--sheet");
        assertEquals(ExitCode.USAGE, r.exit(), r.toString());
        assertTrue(r.err().contains("has no animation"), r.err());
    }

    @Test
    void anExistingPictureIsKeptWithoutForceAndJpegIsWrittenForJpg() throws IOException {
        Path model = Corpus.examples("cube.iqe").get(0);
        Path out = Files.writeString(dir.resolve("kept.png"), "mine");
        Cli.Result kept = Cli.run("render", model.toString(), "-o", out.toString());
        assertEquals(ExitCode.IO, kept.exit(), kept.toString());
        assertEquals("meshport: " + out + ": exists (use --force to replace it)\n", kept.err());
        assertEquals("mine", Files.readString(out));
        Path jpg = dir.resolve("cube.jpg");
        assertEquals(ExitCode.OK, Cli.run("render", model.toString(), "-o", jpg.toString(), "--size", "32").exit());
        byte[] bytes = Files.readAllBytes(jpg);
        assertEquals(0xff, bytes[0] & 0xff, "a JPEG starts FF D8");
        assertEquals(0xd8, bytes[1] & 0xff);
        Cli.Result gif = Cli.run("render", model.toString(), "-o", dir.resolve("cube.gif").toString());
        assertEquals(ExitCode.USAGE, gif.exit(), gif.toString());
    }

    /**
     * Triangles each as large as the picture (20,000 of them, a 2 MB OBJ, took nearly four minutes
     * to draw, and the time grows with the file) are refused before drawing, in one line naming the
     * file, and no picture is written.
     */
    @Test
    void aModelMadeToTakeHoursToDrawIsRefusedInOneLine() throws IOException {
        StringBuilder obj = new StringBuilder();
        int triangles = 6_000;
        for (int i = 0; i < triangles; i++) {
            double z = (double) i / triangles;
            obj.append("v -1 -1 ").append(z).append("\nv 1 -1 ").append(z).append("\nv 0 1 ").append(z).append('\n');
        }
        for (int i = 0; i < triangles; i++) {
            obj.append("f ").append(3 * i + 1).append(' ').append(3 * i + 2).append(' ').append(3 * i + 3).append('\n');
        }
        Path model = Files.writeString(dir.resolve("stack.obj"), obj, StandardCharsets.US_ASCII);
        Path out = dir.resolve("stack.png");
        Cli.Result r = Cli.run("render", model.toString(), "-o", out.toString());
        assertEquals(ExitCode.BAD_INPUT, r.exit(), r.toString());
        assertTrue(r.err().startsWith("meshport: " + model + ": drawing the model would cover the picture "), r.err());
        assertTrue(r.err().contains("times over") && r.err().lines().count() == 1, r.err());
        assertTrue(Files.notExists(out), "no picture");
    }

    private BufferedImage render(Path model, String[] options) throws IOException {
        return ImageIO.read(renderFile(model, "out.png", options).toFile());
    }

    private Path renderFile(Path model, String name, String... options) {
        Path out = dir.resolve(name);
        // the same picture drawn again in one test replaces the last (render refuses that without --force)
        String[] args = Stream.concat(Stream.of("render", "--force", model.toString(), "-o", out.toString()),
                Stream.of(options)).toArray(String[]::new);
        Cli.Result r = Cli.run(args);
        assertEquals(ExitCode.OK, r.exit(), r.toString());
        return out;
    }

    private static void assertMatchesReference(String name, BufferedImage actual) throws IOException {
        Path reference = REFERENCE.resolve(name + ".png");
        if (Boolean.getBoolean("meshport.updateReference")) {
            Files.createDirectories(REFERENCE);
            ImageIO.write(actual, "png", reference.toFile());
        }
        assertTrue(Files.exists(reference), "no reference " + reference
                + " (make it with -Dmeshport.updateReference=true and look at it)");
        BufferedImage expected = ImageIO.read(reference.toFile());
        assertEquals(expected.getWidth() + "×" + expected.getHeight(), actual.getWidth() + "×" + actual.getHeight(),
                name + ": size");
        int differing = 0;
        int worst = 0;
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                int a = expected.getRGB(x, y);
                int b = actual.getRGB(x, y);
                int d = 0;
                for (int shift = 0; shift <= 24; shift += 8) {
                    d = Math.max(d, Math.abs((a >>> shift & 0xff) - (b >>> shift & 0xff)));
                }
                worst = Math.max(worst, d);
                differing += d > CHANNEL_TOLERANCE ? 1 : 0;
            }
        }
        assertTrue(differing <= MAX_DIFFERING * expected.getWidth() * expected.getHeight(), name + ": " + differing
                + " pixels differ from " + reference + " (by up to " + worst + ")");
    }
}
