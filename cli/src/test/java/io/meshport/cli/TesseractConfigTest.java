package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A Tesseract / Red Eclipse {@code md5.cfg} converts as the one model it describes. */
class TesseractConfigTest {
    /** An {@code md5anim "name" "file" [fps ...]} line that is not commented out. */
    private static final Pattern ANIM = Pattern.compile("^\\s*md5anim\\s+\"([^\"]*)\"\\s+\"?([^\"\\s]+)\"?(?:\\s+([0-9.]+))?",
            Pattern.MULTILINE);
    private static final Pattern LOAD = Pattern.compile("^\\s*md5load\\s+\"?([^\"\\s]+)\"?", Pattern.MULTILINE);

    @TempDir
    Path dir;

    static List<Path> configs() {
        return Corpus.files("md5", "md5.cfg");
    }

    /**
     * Each corpus config gives what the explicit command line gives (the mesh, then each animation
     * with its name and frame rate), with the skins' textures as materials.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configs")
    void aConfigIsItsMeshAndNamedAnimations(Path cfg) throws Exception {
        String text = Files.readString(cfg, StandardCharsets.ISO_8859_1);
        Path folder = cfg.getParent();
        Matcher load = LOAD.matcher(text);
        assertTrue(load.find(), cfg.toString());
        List<String> explicit = new ArrayList<>(List.of("convert", folder.resolve(load.group(1)).toString()));
        List<String> names = new ArrayList<>();
        Matcher anim = ANIM.matcher(text);
        while (anim.find()) {
            names.add(anim.group(1));
            explicit.addAll(List.of("--name", anim.group(1)));
            if (anim.group(3) != null && Double.parseDouble(anim.group(3)) > 0) {
                explicit.addAll(List.of("--fps", anim.group(3)));
            }
            explicit.add(folder.resolve(anim.group(2)).toString());
        }
        Path viaConfig = dir.resolve("config.iqm");
        Path viaCommandLine = dir.resolve("explicit.iqm");
        explicit.add(viaCommandLine.toString());
        Cli.Result c = Cli.run("convert", cfg.toString(), viaConfig.toString());
        assertEquals(0, c.exit(), c.err());
        Cli.Result e = Cli.run(explicit.toArray(String[]::new));
        assertEquals(0, e.exit(), e.err());
        Model a = ModelIO.read(viaConfig);
        Model b = ModelIO.read(viaCommandLine);
        assertEquals(names, a.animations().stream().map(Animation::name).toList());
        assertEquals(b.animations().stream().map(x -> x.name() + " " + x.frameCount() + " " + x.framerate()).toList(),
                a.animations().stream().map(x -> x.name() + " " + x.frameCount() + " " + x.framerate()).toList());
        assertEquals(b.joints(), a.joints());
        assertEquals(b.meshes().stream().map(m -> m.name() + " " + m.triangleCount()).toList(),
                a.meshes().stream().map(m -> m.name() + " " + m.triangleCount()).toList());
        if (text.contains("md5skin")) {
            assertTrue(a.meshes().stream().map(Mesh::material).allMatch(m -> !m.contains("<")),
                    "textures without the engine's <dds> commands");
        }
    }

    @Test
    void skinsGiveTheMeshesTheirTexturesAndWhatTheEngineAloneUsesIsReported() throws Exception {
        Path cfg = Corpus.files("md5", "md5.cfg").stream().filter(p -> p.toString().contains("turret")).findFirst()
                .orElseThrow();
        Path out = dir.resolve("turret.iqm");
        Cli.Result r = Cli.run("convert", cfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        Model m = ModelIO.read(out);
        for (Mesh mesh : m.meshes()) {
            // md5skin turret-cannon and turret-top <dds>skin1.png, turret-circle and turret-stand <dds>skin2.png
            String expected = mesh.name().equals("turret-cannon") || mesh.name().equals("turret-top") ? "skin1.png"
                    : "skin2.png";
            assertEquals(expected, mesh.material(), mesh.name());
        }
        assertTrue(r.err().contains("md5.cfg:2:1: warning: md5tag: the engine's setting"), r.err());
        assertTrue(r.err().contains("md5bumpmap (lines 8, 9, 10, 11)"), r.err());
        assertTrue(r.err().contains("mdlscale"), r.err());
        assertFalse(r.err().contains("md5anim"), "commented-out animations are not commands: " + r.err());
    }

    private Path folderWith(String cfg) throws Exception {
        Path mesh = Corpus.files("md5", ".md5mesh").stream().filter(p -> p.toString().contains("banner"))
                .findFirst().orElseThrow();
        Path folder = Files.createDirectories(dir.resolve("model"));
        Files.copy(mesh, folder.resolve("banner.md5mesh"), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(mesh.resolveSibling("banner.md5anim"), folder.resolve("banner.md5anim"),
                StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(folder.resolve("md5.cfg"), cfg, StandardCharsets.ISO_8859_1);
        return folder.resolve("md5.cfg");
    }

    private Cli.Result convertFails(Path cfg) {
        Cli.Result r = Cli.run("convert", cfg.toString(), dir.resolve("out.iqm").toString());
        assertNotEquals(0, r.exit(), r.out() + r.err());
        assertFalse(Files.exists(dir.resolve("out.iqm")));
        return r;
    }

    @Test
    void aMissingAnimationFileIsAnErrorAtItsLine() throws Exception {
        Cli.Result r = convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"gone.md5anim\" 10\n"));
        assertTrue(r.err().contains("md5.cfg:2:16: animation file 'gone.md5anim' is not found"), r.err());
    }

    @Test
    void filesOutsideTheConfigsFolderAreNotRead() throws Exception {
        Files.writeString(dir.resolve("secret.md5anim"), "root:x:0:0\n");
        Cli.Result up = convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"../secret.md5anim\"\n"));
        assertTrue(up.err().contains("md5.cfg:2:16"), up.err());
        assertFalse(up.err().contains("root:x"), up.err());
        Path cfg = folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"link.md5anim\"\n");
        Files.createSymbolicLink(cfg.resolveSibling("link.md5anim"), dir.resolve("secret.md5anim"));
        Cli.Result link = convertFails(cfg);
        assertTrue(link.err().contains("md5.cfg:2:16") && link.err().contains("outside"), link.err());
        assertFalse(link.err().contains("root:x"), link.err());
        Cli.Result absolute = convertFails(folderWith("md5load " + dir.resolve("secret.md5anim") + "\n"));
        assertTrue(absolute.err().contains("md5.cfg:1:9"), absolute.err());
    }

    @Test
    void malformedCommandsAreErrorsAtTheirColumn() throws Exception {
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle banner.md5anim\n")).err()
                .contains("md5.cfg:2:9: a quoted word that the line does not close"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim idle banner.md5anim fast\n")).err()
                .contains("md5.cfg:2:29: 'fast' is not a frame rate"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim idle\n")).err()
                .contains("md5.cfg:2:13: md5anim without the animation's file"));
        assertTrue(convertFails(folderWith("// nothing loaded\nmdlscale 100\n")).err()
                .contains("the config names no mesh file"));
        assertTrue(convertFails(folderWith("md5load md5.cfg\n")).err().contains("md5.cfg:1:9: mesh file 'md5.cfg' is"
                + " a config"));
    }

    @Test
    void infoDescribesTheConfigsModel() throws Exception {
        Cli.Result r = Cli.run("info", folderWith("md5load banner.md5mesh\nmd5anim mapmodel banner.md5anim 4\n")
                .toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("model config") && r.out().contains("\"mapmodel\""), r.out());
    }
}
