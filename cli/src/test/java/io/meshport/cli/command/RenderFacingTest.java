package io.meshport.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.Cli;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.iqm.Iqm;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.render.RenderOptions;
import io.meshport.render.Renderer;
import io.meshport.render.Surfaces;
import io.meshport.render.View;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code render --view front} shows the side a real model faces in its own game, and a model and
 * its conversion to another format are seen from the same side: a Red Eclipse character (IQM) and
 * its PIE conversion, a Warzone 2100 gun (PIE) and its IQM conversion.
 */
class RenderFacingTest {
    private static final int SIZE = 96;

    @TempDir
    Path dir;

    private static Model corpus(String folder, String name) throws IOException {
        Path file = Corpus.files(folder, name).get(0);
        return io.meshport.io.ModelIO.read(file);
    }

    private static BufferedImage draw(Model model, View view) {
        return Renderer.render(model, RenderOptions.DEFAULTS.withSize(SIZE).withView(view), Surfaces.NONE);
    }

    private static boolean[] silhouette(BufferedImage image) {
        boolean[] s = new boolean[SIZE * SIZE];
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                s[y * SIZE + x] = image.getRGB(x, y) >>> 24 != 0;
            }
        }
        return s;
    }

    /** Intersection over union of two pictures' silhouettes: 1 when they cover the same pixels. */
    private static double overlap(BufferedImage a, BufferedImage b) {
        boolean[] x = silhouette(a);
        boolean[] y = silhouette(b);
        int both = 0;
        int either = 0;
        for (int i = 0; i < x.length; i++) {
            both += x[i] && y[i] ? 1 : 0;
            either += x[i] || y[i] ? 1 : 0;
        }
        return either == 0 ? 1 : both / (double) either;
    }

    /** The opaque pixels' extent: {left, top, right, bottom}, inclusive. */
    private static int[] extent(BufferedImage image) {
        int[] e = {SIZE, SIZE, -1, -1};
        boolean[] s = silhouette(image);
        for (int i = 0; i < s.length; i++) {
            if (s[i]) {
                e[0] = Math.min(e[0], i % SIZE);
                e[1] = Math.min(e[1], i / SIZE);
                e[2] = Math.max(e[2], i % SIZE);
                e[3] = Math.max(e[3], i / SIZE);
            }
        }
        return e;
    }

    /** The leftmost opaque column in rows {@code from} to {@code to} of the picture. */
    private static int leftmost(BufferedImage image, int from, int to) {
        int left = SIZE;
        for (int y = from; y <= to; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (image.getRGB(x, y) >>> 24 != 0) {
                    left = Math.min(left, x);
                    break;
                }
            }
        }
        return left;
    }

    @Test
    void aRedEclipseCharacterIsSeenFromTheFront() throws IOException {
        Model player = corpus("iqm", "RE_Player_male.iqm");
        BufferedImage front = draw(player, View.FRONT);
        BufferedImage side = draw(player, View.SIDE);
        int[] f = extent(front);
        int[] s = extent(side);
        // arms out to either side: from the front about 15 units wide, from the side about 4 deep
        // (both 17 tall, so both are framed alike)
        assertTrue(f[2] - f[0] > 2 * (s[2] - s[0]), "front " + (f[2] - f[0]) + " px wide, side " + (s[2] - s[0]));
        // seen from its left, it faces left: the toes stick out further left than the shins
        int height = s[3] - s[1];
        int toes = leftmost(side, s[3] - height / 40, s[3]);
        int shins = leftmost(side, s[3] - height / 5, s[3] - height / 7);
        assertTrue(toes < shins, "toes at column " + toes + ", shins at " + shins);
    }

    @Test
    void aRedEclipseCharacterAndItsPieConversionFaceAlike() throws IOException {
        Model player = corpus("iqm", "RE_Player_male.iqm");
        Diagnostics losses = Diagnostics.discarding();
        Model pie = Pie.reader().withDiagnostics(losses).toModel(Pie.writer().withLosses(losses).fromModel(player), "RE_Player_male.pie");
        for (View view : View.values()) {
            double same = overlap(draw(player, view), draw(pie, view));
            assertTrue(same > 0.97, view + ": the PIE conversion covers " + same + " of the same pixels");
        }
    }

    @Test
    void aWarzoneGunAndItsIqmConversionFaceAlongTheBarrel() throws IOException {
        Model gun = corpus("pie", "gnhvcan.pie");
        Diagnostics losses = Diagnostics.discarding();
        Model iqm = Iqm.read(Iqm.writeDocument(Iqm.writer().withLosses(losses).fromModel(gun)), "gnhvcan.iqm", losses);
        for (View view : View.values()) {
            double same = overlap(draw(gun, view), draw(iqm, view));
            assertTrue(same > 0.97, view + ": the IQM conversion covers " + same + " of the same pixels");
        }
        // from the front the camera looks down the barrel (14 wide, 13 tall); from the side it is 46 long
        int[] f = extent(draw(iqm, View.FRONT));
        int[] s = extent(draw(iqm, View.SIDE));
        double frontAspect = (f[2] - f[0] + 1) / (double) (f[3] - f[1] + 1);
        double sideAspect = (s[2] - s[0] + 1) / (double) (s[3] - s[1] + 1);
        assertTrue(sideAspect > 2 * frontAspect, "width / height from the front " + frontAspect + ", from the side "
                + sideAspect);
    }

    /**
     * The muzzle faces the camera: a small cube attached at the gun's muzzle connector (as the game
     * places its muzzle flash) shows from the front, in front of the breech that hides it from the back.
     */
    @Test
    void theMuzzleOfAWarzoneGunFacesTheCameraFromTheFront() throws IOException {
        Path gun = Corpus.files("pie", "gnhvcan.pie").get(0);
        Path marker = dir.resolve("marker.pie");
        Files.writeString(marker, cube(2), StandardCharsets.US_ASCII);
        Model body = io.meshport.io.ModelIO.read(gun);
        Model withMarker = PieAssembly.attach(body, Map.of(1, io.meshport.io.ModelIO.read(marker)));
        int differing = differing(draw(body, View.FRONT), draw(withMarker, View.FRONT));
        assertTrue(differing > 4, "the muzzle marker shows from the front: " + differing + " pixels");
        // and through the command: the same picture
        Path out = dir.resolve("front.png");
        Cli.Result r = Cli.run("render", gun.toString(), "-o", out.toString(), "--size", String.valueOf(SIZE),
                "--attach", "1=" + marker);
        assertEquals(0, r.exit(), r.toString());
        assertTrue(differing(draw(body, View.FRONT), ImageIO.read(out.toFile())) > 4, "the command shows it too");
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                n += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
            }
        }
        return n;
    }

    /** A PIE 3 cube of half-size {@code h} about the origin. */
    private static String cube(int h) {
        List<String> lines = new ArrayList<>(List.of("PIE 3", "TYPE 200", "TEXTURE 0 marker.png 0 0", "LEVELS 1",
                "LEVEL 1", "POINTS 8"));
        for (int c = 0; c < 8; c++) {
            lines.add("\t" + ((c & 1) == 0 ? -h : h) + " " + ((c & 2) == 0 ? -h : h) + " " + ((c & 4) == 0 ? -h : h));
        }
        int[][] faces = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 5, 7, 3}};
        lines.add("POLYGONS 12");
        for (int[] f : faces) {
            lines.add("\t200 3 " + f[0] + " " + f[1] + " " + f[2] + " 0 0 0 0 0 0");
            lines.add("\t200 3 " + f[0] + " " + f[2] + " " + f[3] + " 0 0 0 0 0 0");
        }
        lines.add("");
        return String.join("\n", lines);
    }
}
