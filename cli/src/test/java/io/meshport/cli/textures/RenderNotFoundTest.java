package io.meshport.cli.textures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.Cli;
import io.meshport.io.ModelIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code render} says on stderr which texture, and with {@code --team-colour} which team-colour
 * mask, a model names and was not found, and where it looked: a preview in flat colours says
 * nothing of why.
 */
class RenderNotFoundTest {
    @TempDir
    Path dir;

    /** A Warzone-style layout: structs/blfact.pie naming {@code page}, a texpages folder beside structs. */
    private Path structure(String page) throws IOException {
        Path structs = Files.createDirectories(dir.resolve("game/structs"));
        Files.createDirectories(dir.resolve("game/texpages"));
        Path model = structs.resolve("blfact.pie");
        Files.writeString(model, String.join("\n", "PIE 3", "TYPE 10200", "TEXTURE 0 " + page + " 256 256",
                "LEVELS 2", "LEVEL 1", "POINTS 4", "\t-10 0 -10", "\t10 0 -10", "\t10 0 10", "\t-10 0 10",
                "POLYGONS 2", "\t200 3 0 1 2 0 0 1 0 1 1", "\t200 3 0 2 3 0 0 1 1 0 1",
                "LEVEL 2", "POINTS 3", "\t0 0 0", "\t5 5 0", "\t0 5 0", "POLYGONS 1", "\t200 3 0 1 2 0 0 1 0 1 1",
                ""), StandardCharsets.UTF_8);
        return model;
    }

    private static void png(Path file) throws IOException {
        BufferedImage image = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        ImageIO.write(image, "png", file.toFile());
    }

    private Cli.Result render(Path model, String... more) {
        String[] args = new String[5 + more.length];
        System.arraycopy(new String[] {"render", model.toString(), "-o", dir.resolve("out.png").toString(),
            "--force"}, 0, args, 0, 5);
        System.arraycopy(more, 0, args, 5, more.length);
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.exit(), r.toString());
        return r;
    }

    private static List<String> notes(Cli.Result r) {
        return r.err().lines().filter(l -> l.contains("note:")).toList();
    }

    @Test
    void aTextureNotFoundIsNamedOnceWithTheFoldersSearched() throws IOException {
        Path model = structure("page-11-player-buildings.png");
        Path extra = Files.createDirectories(dir.resolve("mine"));
        Cli.Result r = render(model, "--size", "16", "--textures", extra.toString());
        Path game = dir.resolve("game").toAbsolutePath().normalize();
        String expected = "meshport: note: texture 'page-11-player-buildings.png' not found (looked in: "
                + extra.toAbsolutePath().normalize() + ", " + game.resolve("structs") + ", "
                + game.resolve("structs/texpages") + ", " + game.resolve("texpages") + ", "
                + dir.toAbsolutePath().normalize().resolve("texpages") + ")";
        // two levels name the same page: one line
        assertEquals(List.of(expected), notes(r), r.err());
    }

    @Test
    void aMissingMaskIsNamedWhenATeamColourIsAskedFor() throws IOException {
        Path model = structure("page-13-player-buildings.png");
        png(dir.resolve("game/texpages/page-13-player-buildings.png"));
        assertEquals(List.of(), notes(render(model, "--size", "16")), "no team colour asked for: nothing to say");
        Cli.Result r = render(model, "--size", "16", "--team-colour", "ff0000");
        List<String> notes = notes(r);
        assertEquals(1, notes.size(), r.err());
        assertTrue(notes.get(0).startsWith("meshport: note: no team-colour mask for texture"
                + " 'page-13-player-buildings.png' (looked for 'page-13_tcmask.png',"
                + " 'page-13-player-buildings_tcmask.png' in: "), notes.get(0));
        assertTrue(notes.get(0).contains(dir.resolve("game/texpages").toAbsolutePath().normalize().toString()),
                notes.get(0));
        // with the mask where the game keeps it, nothing is missing
        png(dir.resolve("game/texpages/page-13_tcmask.png"));
        assertEquals(List.of(), notes(render(model, "--size", "16", "--team-colour", "ff0000")));
    }

    @Test
    void aContactSheetNamesEachTextureOnce() throws IOException {
        Path model = Files.createDirectories(dir.resolve("iqe")).resolve("walker.iqe");
        Files.writeString(model, String.join("\n", "# Inter-Quake Export", "joint \"j\" -1", "pq 0 0 0 0 0 0 1",
                "mesh \"m\"", "material \"skins/walker\"", "vp 0 0 0", "vt 0 0", "vb 0 1", "vp 1 0 0", "vt 1 0",
                "vb 0 1", "vp 0 0 1", "vt 0 1", "vb 0 1", "fm 0 1 2", "animation \"walk\"", "frame", "pq 0 0 0 0 0 0 1",
                "frame", "pq 0 0 1 0 0 0 1", ""), StandardCharsets.UTF_8);
        Cli.Result r = render(model, "--size", "16", "--sheet");
        List<String> notes = notes(r);
        assertEquals(1, notes.size(), r.err());
        assertTrue(notes.get(0).startsWith("meshport: note: texture 'skins/walker' not found (looked in: "),
                notes.get(0));
    }

    @Test
    void aHostileNameCannotForgeLines() throws IOException {
        SurfaceFinder finder = SurfaceFinder.of(ModelIO.read(structure("page.png")), dir.resolve("game/structs/x.pie"),
                List.of());
        finder.find("evil\n\u001b[2Jmeshport: error: forged\u202e.png");
        finder.find("x".repeat(500));
        List<String> notes = finder.notes(false, dir);
        assertEquals(2, notes.size());
        for (String note : notes) {
            assertTrue(note.chars().noneMatch(c -> Character.isISOControl(c) || c == '\u202e'), note);
            assertTrue(note.length() < SurfaceFinder.MAX_SHOWN_NAME + 200, note);
        }
        assertTrue(notes.get(0).startsWith("texture 'evil??[2Jmeshport: error: forged?.png' not found"), notes.get(0));
        // folders inside the working directory are shown relative to it, as the user would type them
        assertTrue(notes.get(0).endsWith("(looked in: game/structs, game/structs/texpages, game/texpages, texpages)"),
                notes.get(0));
        assertEquals(".", SurfaceFinder.shown(dir.toAbsolutePath(), dir));
        assertEquals(2, finder.notFound().size());
    }
}
