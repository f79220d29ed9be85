package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PIE page's team-colour mask found and used as Warzone 2100 finds and uses it: the page
 * {@code page-13-player-buildings.png} has the mask {@code page-13_tcmask.png}, whose pixels are
 * black and mark coverage in alpha.
 */
class TeamColourMaskTest {
    @TempDir
    Path dir;

    @Test
    void theGamesMaskNameAndAlphaCoverageColourTheStructure() throws IOException {
        Files.writeString(dir.resolve("blfact.pie"), String.join("\n", "PIE 3", "TYPE 10200",
                "TEXTURE 0 page-13-player-buildings.png 256 256", "LEVELS 1", "LEVEL 1", "POINTS 4",
                "\t-10 0 -10", "\t10 0 -10", "\t10 0 10", "\t-10 0 10", "POLYGONS 2",
                "\t200 3 0 1 2 0 0 1 0 1 1", "\t200 3 0 2 3 0 0 1 1 0 1", ""), StandardCharsets.UTF_8);
        BufferedImage page = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        BufferedImage mask = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                page.setRGB(x, y, 0xff808080);
                // the game's masks: black everywhere, the covered half opaque, the rest transparent
                mask.setRGB(x, y, x < 2 ? 0xff000000 : 0x00000000);
            }
        }
        ImageIO.write(page, "png", dir.resolve("page-13-player-buildings.png").toFile());
        ImageIO.write(mask, "png", dir.resolve("page-13_tcmask.png").toFile());
        BufferedImage green = render("green.png");
        BufferedImage red = render("red.png", "--team-colour", "ff0000");
        int differing = 0;
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                differing += green.getRGB(x, y) != red.getRGB(x, y) ? 1 : 0;
            }
        }
        int covered = 0;
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                int p = red.getRGB(x, y);
                covered += (p >> 16 & 0xff) > 2 * (p >> 8 & 0xff) ? 1 : 0;
            }
        }
        // about half the square is covered: where the mask's alpha is, not everywhere
        assertTrue(covered > 64 * 64 / 8 && covered < 64 * 64 * 7 / 8, "covered pixels: " + covered + ", differing "
                + differing);
        assertTrue(differing >= covered, "the team colour shows where covered");
    }

    private BufferedImage render(String name, String... more) throws IOException {
        String[] args = new String[6 + more.length];
        System.arraycopy(new String[] {"render", dir.resolve("blfact.pie").toString(), "-o",
            dir.resolve(name).toString(), "--view", "top"}, 0, args, 0, 6);
        System.arraycopy(more, 0, args, 6, more.length);
        String[] sized = new String[args.length + 2];
        System.arraycopy(args, 0, sized, 0, args.length);
        sized[args.length] = "--size";
        sized[args.length + 1] = "64";
        Cli.Result r = Cli.run(sized);
        assertEquals(0, r.exit(), r.toString());
        return ImageIO.read(dir.resolve(name).toFile());
    }
}
